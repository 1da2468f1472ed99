// The text helpers read every word of a book, so they are written by hand for speed: they must
// answer as the plain definitions they replaced (a regex for words, two case changes for a capital).
import { describe, expect, it } from 'vitest';
import { eachWord, foldName, isCapitalized, words } from './text.ts';

const WORD_RE = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu;
const byRegex = (s: string) => [...s.matchAll(WORD_RE)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));

describe('words', () => {
  const samples = [
    '— Анна-Мария, едут-с! — сказал он.',
    "don't -- rock'n'roll ’tis ‘quoted’ co-op- -x x-",
    'е\u0301ще ударе\u0301ние',
    'math 𝐀𝐁𝐂 letters, emoji 😀 not, a lone \ud835 and \udc00 half',
    'Пётр—Иван…«Маша»  123 a1b',
    '',
    '---',
  ];
  for (const s of samples) {
    it(`reads ${JSON.stringify(s)} as the word regex does`, () => {
      expect(words(s)).toEqual(byRegex(s));
    });
  }

  it('visits the same words with eachWord', () => {
    for (const s of samples) {
      const seen: Array<[number, number]> = [];
      eachWord(s, (start, end) => seen.push([start, end]));
      expect(seen).toEqual(byRegex(s).map((w) => [w.start, w.end]));
    }
  });

  it('reads random text of letters, marks, joiners, hyphens, apostrophes and halves of surrogate pairs as the regex does', () => {
    // A seeded draw (the same every run) from the characters where a hand-written scanner can go wrong.
    const pool = ['а', 'Ё', 'ё', 'x', 'Z', '\u0301', '\u0308', '\u200d', '\u200c', '\u00ad', '-', '‐', "'", '’', '‘', ' ', ',', '1', '𝐀', '😀', '\ud835', '\udc00', 'ǅ', 'ß', '\n'];
    let seed = 20261129;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5_000; i++) {
      let s = '';
      for (let n = Math.floor(next() * 24); n > 0; n--) s += pool[Math.floor(next() * pool.length)];
      expect(words(s), JSON.stringify(s)).toEqual(byRegex(s));
    }
  });

  it('gives the same words again for the same text', () => {
    const text = 'Он вошел, и она встала.';
    expect(words(text)).toBe(words(text));
    expect(words(`${text} `)).toEqual(words(text));
  });
});

describe('isCapitalized', () => {
  it('answers as comparing the first character with its lower and upper case', () => {
    const plain = (w: string) => { const c = w[0]; return c !== undefined && c !== c.toLowerCase() && c === c.toUpperCase(); };
    for (const w of ['Иван', 'иван', 'Ёж', 'ǅemal', 'Σ', '1a', '', '—Да', 'ǈ', 'ß']) expect(isCapitalized(w)).toBe(plain(w));
  });
});

describe('foldName', () => {
  it('lowers the case and reads ё as е', () => {
    expect(foldName('Пётр')).toBe('петр');
    expect(foldName('ЁЖИК')).toBe('ежик');
    expect(foldName('Иван')).toBe('иван');
  });
});
