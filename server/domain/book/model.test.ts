// The speaker model: ranking candidates by their features, the fitted weights at work on short
// texts written for the test, and what a speech says of its speaker's sex.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline, noteIn, SPEAKER_MODEL, type AnalyzedBook } from './index.ts';
import { confidenceOf, rank } from './model.ts';
import { speechGenders } from './speech-gender.ts';

beforeAll(async () => {
  await initBookPipeline();
});

function lines(paragraphs: string[]): Array<{ who: string; review: boolean; issue: string }> {
  const book: AnalyzedBook = analyzeBook([{ title: 'Глава', paragraphs: paragraphs.map((text) => ({ text })) }], { language: 'ru' });
  const names = new Map(book.characters.map((c) => [c.key, c.isNarrator ? '@narrator' : c.name]));
  return book.chapters[0].lines.filter((l) => l.kind !== 'narration').map((l) => ({ who: names.get(l.speaker) ?? l.speaker, review: l.review, issue: l.issue }));
}

describe('the speaker model', () => {
  it('ranks the candidates by the sum of their weighted features, as probabilities', () => {
    const ranked = rank([{ key: 'a', features: { x: 1 } }, { key: 'b', features: { x: 1, y: 1 } }, { key: 'c', features: {} }], { x: 1, y: 2 });
    expect(ranked.map((r) => r.key)).toEqual(['b', 'a', 'c']);
    expect(ranked.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 9);
    expect(ranked[0].p / ranked[1].p).toBeCloseTo(Math.exp(2), 6);
  });

  it('is surer of a clear winner than of a close call', () => {
    const rule = { basis: 'pronounHere', confidence: 0.9 };
    const clear = rank([{ key: 'a', features: { x: 4 } }, { key: 'b', features: {} }], { x: 1 });
    const close = rank([{ key: 'a', features: { x: 0.2 } }, { key: 'b', features: {} }], { x: 1 });
    expect(confidenceOf(clear, 'pronoun', rule, true, SPEAKER_MODEL)).toBeGreaterThan(confidenceOf(close, 'pronoun', rule, true, SPEAKER_MODEL));
  });

  it('leaves a tag that names the speaker unmarked, and marks a line nothing decides, naming who else it may be', () => {
    const got = lines([
      'Иван, Петр и Семен сидели у окна.',
      '— Холодно нынче, — сказал Иван.',
      'Помолчали. Семен встал и вышел, потом вернулся с самоваром, и все опять долго молчали.',
      '— А где же сахар?',
    ]);
    expect(got[0]).toMatchObject({ who: 'Иван', review: false });
    expect(got[1].review).toBe(true);
    expect(noteIn(got[1].issue, 'ru')).toMatch(/возможно, .+ — проверьте$/);
  });

  it('takes the narrator for «сказал я» even in a story not told in the first person', () => {
    expect(lines(['Петр вошел, а за ним вошла Анна.', '— Холодно, — сказала она.', '— Я знаю, — сказал я.']).map((l) => l.who)).toEqual(['Анна', '@narrator']);
  });
});

describe('what a speech says of its speaker', () => {
  it('reads the sex of «я» and «ты» from the past verbs and short adjectives next to them', () => {
    expect(speechGenders('Я так и знал, что ты придешь')).toEqual({ self: 'm', addressee: '' });
    expect(speechGenders('Я сама видела, как ты вошла')).toEqual({ self: 'f', addressee: 'f' });
    expect(speechGenders('Я рада. Ты был прав')).toEqual({ self: 'f', addressee: 'm' });
    expect(speechGenders('Пойдем домой')).toEqual({ self: '', addressee: '' });
  });
});
