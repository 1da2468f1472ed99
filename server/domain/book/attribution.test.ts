// Speaker attribution on real paragraphs (speakers checked by reading the books) and on small
// made-up exchanges that isolate one rule each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { analyzeBook, initBookPipeline, NARRATOR_KEY, splitChapters, type AnalyzedBook } from './index.ts';

beforeAll(async () => {
  await initBookPipeline();
});

/** Analyses paragraphs (one per line) and returns the speaker name of each paragraph's first speech line. */
function speakers(text: string): Array<string | undefined> {
  const book = analyzeBook([{ title: 'Т', paragraphs: text.trim().split('\n').map((t) => ({ text: t.trim() })) }], { language: 'ru' });
  return firstSpeakers(book, 0);
}

function firstSpeakers(book: AnalyzedBook, chapter: number): Array<string | undefined> {
  const names = new Map(book.characters.map((c) => [c.key, c.isNarrator ? '@narrator' : c.name]));
  const out: Array<string | undefined> = [];
  for (const l of book.chapters[chapter].lines) {
    if (out[l.paragraphId] !== undefined || l.kind === 'narration') continue;
    out[l.paragraphId] = names.get(l.speaker);
  }
  return out;
}

describe('rules on made-up exchanges', () => {
  it('takes the name next to the speech verb, before or after it', () => {
    expect(speakers(`
      — Здравствуй, — сказал Иван.
      — Добрый день, — ответила Маша.
      Маша сказала: «Пойдём».
    `)).toEqual(['Иван', 'Маша', 'Маша']);
  });

  it('knows Иван, Ивана, Иваном and Ване for one man, and an addressee in the dative is not the speaker', () => {
    const book = analyzeBook([{ title: 'Т', paragraphs: [
      { text: 'Ивана все любили. С Иваном дружил Петр.' },
      { text: '— Ване пора домой, — сказал Петр.' },
      { text: '— Иду, — ответил Иван Петру.' },
      { text: '— Скорее, — сказал он Ивану.' },
    ] }], { language: 'ru' });
    const ivan = book.characters.filter((c) => c.name === 'Иван');
    expect(ivan).toHaveLength(1);
    expect(firstSpeakers(book, 0).slice(1)).toEqual(['Петр', 'Иван', 'Петр']);
  });

  it('resolves «сказала она» to the last woman mentioned, and «я сказал» to the narrator', () => {
    expect(speakers(`
      Петр вошел, а за ним вошла Анна.
      — Холодно, — сказала она.
      — Я знаю, — сказал я.
    `)).toEqual([undefined, 'Анна', '@narrator']);
  });

  it('does not give a speech to the person it calls by name, and lets the called one answer', () => {
    expect(speakers(`
      Иван и Петр сидели у окна.
      — Иван, иди сюда!
      — Иду.
    `)).toEqual([undefined, 'Петр', 'Иван']);
  });

  it('lets two people take turns when the author stops naming them, and says how sure it is', () => {
    const book = analyzeBook([{ title: 'Т', paragraphs: [
      { text: '— Ты пришел? — спросила Маша.' },
      { text: '— Пришел, — ответил Иван.' },
      { text: '— Надолго?' },
      { text: '— На неделю.' },
    ] }], { language: 'ru' });
    expect(firstSpeakers(book, 0)).toEqual(['Маша', 'Иван', 'Маша', 'Иван']);
    const lines = book.chapters[0].lines.filter((l) => l.kind === 'speech');
    expect(lines[0].confidence).toBeGreaterThan(lines[2].confidence);
    expect(lines[2].issue).toMatch(/очерёдность/);
  });

  it('marks a guess for review instead of guessing with confidence', () => {
    const book = analyzeBook([{ title: 'Т', paragraphs: [{ text: 'Было темно.' }, { text: '— Кто здесь?' }] }], { language: 'ru' });
    const line = book.chapters[0].lines.find((l) => l.kind === 'speech');
    expect(line?.review).toBe(true);
    expect(line?.confidence).toBeLessThan(0.5);
    expect(line?.issue).not.toBe('');
  });

  it('gives narration to the narrator', () => {
    const book = analyzeBook([{ title: 'Т', paragraphs: [{ text: '— Да, — сказал Иван и вышел.' }] }], { language: 'ru' });
    const narration = book.chapters[0].lines.filter((l) => l.kind === 'narration');
    expect(narration.map((l) => l.speaker)).toEqual([NARRATOR_KEY]);
    expect(book.characters.find((c) => c.key === NARRATOR_KEY)?.isNarrator).toBe(true);
  });
});

describe.skipIf(!hasShared)('real books (corpus)', () => {
  let fathers: AnalyzedBook;
  beforeAll(() => {
    fathers = analyzeBook(splitChapters(readFileSync(join(booksDir, 'ru-txt', 'FathersAndSons.txt'), 'utf8')));
  });

  it('follows the father and son in Отцы и дети III (checked by reading)', () => {
    // Chapter III, paragraphs 0–5: Николай Петрович meets Аркадий.
    expect(firstSpeakers(fathers, 3).slice(0, 6)).toEqual([
      'Николай Петрович', 'Аркадий', 'Николай Петрович', 'Аркадий', 'Николай Петрович', 'Аркадий',
    ]);
    // «— Точно так-с,- промолвил Петр.»
    expect(firstSpeakers(fathers, 3)[17]).toBe('Петр');
  });

  it('gathers name forms under one character and tells genders', () => {
    const arkady = fathers.characters.find((c) => c.name === 'Аркадий');
    expect(arkady?.aliases).toEqual(expect.arrayContaining(['Аркаша']));
    expect(arkady?.gender).toBe('m');
    expect(fathers.characters.find((c) => c.name === 'Фенечка')?.gender).toBe('f');
    // Capitalised words that are not people never become characters.
    expect(fathers.characters.map((c) => c.name)).not.toEqual(expect.arrayContaining(['Бог']));
    expect(fathers.characters.some((c) => /^(Господи|Бог|Петербург|Москва)$/.test(c.name))).toBe(false);
  });

  it('gives a first-person narrator\'s «сказал я» to the narrator (Капитанская дочка)', () => {
    const book = analyzeBook(splitChapters(readFileSync(join(booksDir, 'ru-txt', 'KapitanskayaDochka.txt'), 'utf8')));
    const ch = book.chapters.findIndex((c) => c.title === 'ГЛАВА II. ВОЖАТЫЙ');
    // «— Послушай, мужичок, — сказал я ему — …»
    expect(firstSpeakers(book, ch)[25]).toBe('@narrator');
    expect(book.characters.find((c) => c.isNarrator)?.description).toBe('рассказчик от первого лица');
  });
});
