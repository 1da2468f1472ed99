// Round 24: speakers older prose names in ways the rules did not read — a neuter verb, a thought
// placed in someone's head, a voice or a mouth that speaks. Invented scenes; each case fails
// without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid as speakers } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('round 24: a neuter verb after the speech', () => {
  // remarks.ts: «— и погрозило пальцем» agrees with no man or woman, so it says nothing of the
  // speaker; the author's words before the speech («чудище … спросило:») do.
  it('reads the tag before the speech when the one after has only a neuter verb', () => {
    const said = speakers([
      'Семен Лукич шел домой поздно и все оглядывался. Долго брел он по пустырю, пока наконец чудище вдруг оглянулось и, остановясь, спросило: "Куда спешишь, барин?" -- и погрозило ему пальцем.',
    ]);
    expect(said).toEqual(['Чудище']);
  });

  // thought-owner.ts: «мелькнуло у ней в голове», «пронеслось в голове Матвея»: the owner of the head thinks.
  it('gives a thought to the owner of the head it flashed through, a pronoun after «у»', () => {
    const said = speakers([
      'Варвара Никитична молчала и не поднимала глаз. Матвей Ильич рассказывал о своей поездке и смеялся. "Зачем он приехал?" - мелькнуло у ней в голове.',
    ]);
    expect(said).toEqual(['Варвара Никитична']);
  });

  it('gives a thought to the owner of the head named in the genitive', () => {
    const said = speakers([
      'Варвара Никитична рассказывала о соседях. Матвей Ильич сидел у окна, а Прасковья Андреевна разливала чай. "Не уехать ли завтра?" - пронеслось в голове Матвея Ильича.',
    ]);
    expect(said).toEqual(['Матвей Ильич']);
  });
});

describe('round 24: a voice or a mouth speaks for its owner', () => {
  // voice-owner.ts: «рот Прохора Саввича … произнес», «губы ее прошептали», «сказал его голос».
  it('gives the words of a mouth to the one named in the genitive after it', () => {
    const said = speakers([
      'Иван Кузьмич наклонился над постелью. Прохор Саввич лежал без движения. Иван Кузьмич долго смотрел на него, но вдруг рот Прохора Саввича дрогнул и тихо произнес: "Воды..."',
    ]);
    expect(said).toEqual(['Прохор Саввич']);
  });

  it('gives the words of lips to the owner a possessive names, not to the man talking', () => {
    const said = speakers([
      'Марфа Петровна сидела у окна, а Николай Ильич ходил по комнате и говорил о делах. Наконец губы ее прошептали: "Прости меня".',
    ]);
    expect(said).toEqual(['Марфа Петровна']);
  });

  it('reads «чей-то голос» as someone the text does not name, an adjective between too', () => {
    expect(speakers([
      'Игнат Саввич брел по темной улице и считал фонари.',
      '— Стой! Кто идет? — крикнул чей-то голос из-за угла.',
    ])).toEqual(['Кто-то']);
    expect(speakers([
      'Игнат Саввич брел по темной улице и считал фонари. Вдруг из-за угла раздался чей-то хриплый голос: "Эй, барин, подай копеечку!"',
    ])).toEqual(['Кто-то']);
  });
});
