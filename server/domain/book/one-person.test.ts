// One person, one character: the ways Russian prose ties a description («комендант», «поручик»,
// «прохожий») to the person it names, and where it must not. Scenes and names made up for the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline } from './index.ts';
import { analyze, cast, whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('what a conversation shows', () => {
  it('takes the described addressee of a call inside the speech for the one called', () => {
    expect(whoSaid([
      'Мы сидели у коменданта.',
      '— Послушайте, Семен Ильич! — сказал я коменданту. — Надо запереть ворота.',
      '— Запрем, — отвечал комендант.',
      '— И поставить караул, — прибавил я.',
    ]).slice(2)).toEqual(['Семен Ильич', '@narrator']);
  });

  it('does not take «продолжал N» for the description when N spoke just before', () => {
    expect(whoSaid([
      '— Пора ехать, — сказал Семен Ильич.',
      '— Лошади готовы, — сказал ямщик.',
      '— Так едем же, — продолжал Семен Ильич.',
    ])).toEqual(['Семен Ильич', 'Ямщик', 'Семен Ильич']);
  });

  it('takes the description who turns at a call for the one called', () => {
    const book = analyze([
      '— Илларион Кузьмич! — негромко позвал писарь. Поручик быстро взглянул на него.',
      '— Чего тебе? — сказал поручик.',
    ]);
    expect(cast(book).sort()).toEqual(['Илларион Кузьмич', 'Писарь']);
  });
});

describe('a rank a call showed, in the other chapters', () => {
  const book = (...chapters: string[][]) =>
    analyzeBook(chapters.map((paragraphs, i) => ({ title: `Глава ${i + 1}`, paragraphs: paragraphs.map((text) => ({ text })) })), { language: 'ru' });
  const speakers = (b: ReturnType<typeof book>, chapter: number) =>
    b.chapters[chapter].lines.filter((l) => l.kind !== 'narration').map((l) => b.characters.find((c) => c.key === l.speaker)?.name);
  const shown = ['Мы сидели у коменданта.', '— Послушайте, Семен Ильич! — сказал я коменданту. — Надо запереть ворота.', '— Запрем, — отвечал комендант.'];

  it('takes «комендант» for Семен Ильич in a chapter that names him', () => {
    const b = book(shown, ['Семен Ильич вышел на крыльцо и поглядел на дорогу.', '— Едут! — сказал комендант.']);
    expect(speakers(b, 1)).toEqual(['Семен Ильич']);
  });

  it('leaves «комендант» alone in a chapter that does not name him', () => {
    const b = book(shown, ['Мы въехали в другую крепость.', '— Едут! — сказал комендант.']);
    expect(speakers(b, 1)).toEqual(['Комендант']);
  });
});
