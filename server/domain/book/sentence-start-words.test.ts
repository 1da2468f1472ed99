// A word az only guesses as a name, opening a sentence, that the book writes in lower case elsewhere
// («нумера», an old spelling of «номера»): no character (sentence-start-words-ru.ts). Invented text.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { analyze, cast, speakerOf } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('an unknown word at a sentence start that the book writes in lower case', () => {
  const book = () => analyze([
    'Семен Ильич приехал в город к вечеру и долго искал, где тут нумера подешевле.',
    'Город был тих. Над рекой стоял туман, и фонари горели тускло.',
    'Хуже всего было то, что она там была. Стало быть, есть же и в городе удобства. Нумера? Да кто же знал, что они такие! Глупая затея, \'то есть вся-то глупость высказалась\'! И разве позволительна такая мечта?',
  ]);

  it('is no character and owns no thought', () => {
    expect(cast(book())).toEqual(['Семен Ильич']);
    expect(speakerOf(book(), 'вся-то глупость')).toBe('Семен Ильич');
  });

  it('keeps a name the book capitalises inside sentences too, even if written in lower case somewhere', () => {
    const named = analyze([
      'Вечером к нему зашел Зегазай и сел у окна; по-ихнему зегазай значит гость.',
      'Зегазай? Да кто же его звал? — Я сам пришел, — сказал Зегазай.',
    ]);
    expect(cast(named)).toContain('Зегазай');
  });
});
