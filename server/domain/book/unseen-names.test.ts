// Round 15: names no dictionary knows (invented here, as in the renamed dev bench) read as a reader of
// an unseen book reads them. Each case fails without its rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline, splitChapters } from './index.ts';
import { analogNameReadings } from './morphology.ts';
import { findMentions } from './names.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const texts = (t: string) => findMentions(t, 'ru').map((m) => m.text);

describe('names no dictionary knows', () => {
  it('declines an unknown surname or first name like a known one of the same ending', () => {
    expect(analogNameReadings('Кочуровым')).toContainEqual(expect.objectContaining({ kind: 'last', nominative: 'Кочуров', gender: 'm', case: 'ablt' }));
    expect(analogNameReadings('Ортезию').map((r) => `${r.nominative} ${r.gender} ${r.case}`)).toEqual(
      expect.arrayContaining(['Ортезий m datv', 'Ортезия f accs']),
    );
    expect(analogNameReadings('Ортезий').every((r) => r.gender === 'm' && r.case === 'nomn')).toBe(true);
  });

  it('keeps two unknown names in different cases side by side apart («на Кочурова Ортезий»)', () => {
    expect(texts('Он посмотрел на Кочурова Ортезий и засмеялся.')).toEqual(['Кочурова', 'Ортезий']);
  });

  it('keeps an unknown first name and the next unknown name in another case apart («Ортезий Мендии»)', () => {
    expect(texts('Вошли Кочуров, потом Ортезий Мендии кивнул.')).toEqual(['Кочуров', 'Ортезий', 'Мендии']);
  });

  it('reads an unknown first name in «-а» in the case its ending gives, so the surname beside it says her sex', () => {
    const [m] = findMentions('Вошла Ирдага Кочурова и села.', 'ru');
    expect(m).toMatchObject({ text: 'Ирдага Кочурова', first: 'ирдага', gender: 'f' });
    expect(analogNameReadings('Ирдагой').map((r) => `${r.nominative} ${r.gender} ${r.case}`)).toEqual(['Ирдага  ablt']);
  });

  it('never reads a surname\'s plural («Кочуровы») as a first name in «-ы»', () => {
    expect(analogNameReadings('Кочуровы')).toEqual([]);
  });

  it('reads an unknown first name opening a sentence and a run of names by its ending («Янкяпий Мобясьевич Дусосов»)', () => {
    const [m] = findMentions('Янкяпий Мобясьевич Дусосов приехал к отцу.', 'ru');
    expect(m).toMatchObject({ first: 'янкяпий', patr: 'мобясьевич', last: 'дусосов', gender: 'm' });
  });

  it('gives no case to an ending a foreign indeclinable name has after a plain consonant («Зюли», «Орене»)', () => {
    expect(analogNameReadings('Зюли')).toEqual([]);
    expect(analogNameReadings('Орене')).toEqual([]);
  });

  it('adds the nominative of a name in «-а» that az guesses only as a man\'s genitive («Одеча» as of «Одеч»)', () => {
    const book = analyzeBook(splitChapters([
      'Вечером Ортезий и Одеча сидели в гостиной.',
      '— Добрый вечер, — сказал Ортезий.',
      '— Ну, полно, полно, — отвечала Одеча.',
    ].join('\n\n')), { language: 'ru' });
    const line = book.chapters[0].lines.find((l) => l.kind !== 'narration' && l.text.startsWith('Ну'));
    expect(book.characters.find((c) => c.key === line?.speaker)?.name).toBe('Одеча');
  });

  it('reads a word built on a first name the book uses («Зарюта» → «Зарютин») as her possessive, not a person', () => {
    const book = analyzeBook(splitChapters([
      'Отец Зарютин был зажиточный поселянин. Зарюта жила с матерью в хижине.',
      'Вечером Зарютина мать села у окна, и Зарюта подошла к ней.',
      '— Добрый вечер, — сказала Зарюта.',
    ].join('\n\n')), { language: 'ru' });
    const names = book.characters.flatMap((c) => [c.name, ...c.aliases]);
    expect(names).toContain('Зарюта');
    expect(names.filter((n) => n.startsWith('Зарютин'))).toEqual([]);
  });

  it('reads an unknown name az takes for a man\'s oblique form as a woman when her verb says so («Зелмия Мурчина прислала»)', () => {
    const [pair] = findMentions('Потом Зелмия Мурчина прислала письмо.', 'ru');
    expect(pair).toMatchObject({ text: 'Зелмия Мурчина', gender: 'f' });
    const [alone] = findMentions('Госпожа Мурчина роняла свои вопросы.', 'ru');
    expect(alone).toMatchObject({ text: 'Мурчина', gender: 'f' });
    // A man's verb leaves the man's reading alone.
    expect(findMentions('Потом Мурчина позвал его.', 'ru')[0].gender).toBe('m');
  });
});
