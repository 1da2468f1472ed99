import { describe, expect, it } from 'vitest';
import { alignWords } from './align.ts';
import { normWords, textWords } from './normalize.ts';
import { numberToWordsEn } from './numbers-en.ts';
import { soundsAlike } from './phonetic.ts';

describe('normalisation for comparison', () => {
  it('Russian: stress marks of both kinds out, ё = е, case and punctuation gone, hyphenated words split', () => {
    expect(normWords('— Ёлки-пала́ки! — сказа+л Пётр, «кто-то» идёт…', 'ru')).toEqual(['елки', 'палаки', 'сказал', 'петр', 'кто', 'то', 'идет']);
  });

  it('numbers are words, the way a voice reads them (and the way Whisper writes digits)', () => {
    expect(normWords('В 1812 году', 'ru')).toEqual(['в', 'тысяча', 'восемьсот', 'двенадцать', 'году']);
    expect(normWords('in 1865, 21 cats', 'en')).toEqual(['in', 'one', 'thousand', 'eight', 'hundred', 'sixty', 'five', 'twenty', 'one', 'cats']);
    expect(numberToWordsEn(0)).toBe('zero');
    expect(numberToWordsEn(2_000_013)).toBe('two million thirteen');
  });

  it('English apostrophes are kept inside words, typographic ones unified', () => {
    expect(normWords('“Don’t,” said Alice’s sister — O’Brien.', 'en')).toEqual(["don't", 'said', "alice's", 'sister', "o'brien"]);
  });

  it('marks names (capitalised inside a sentence) and where punctuation lets the voice pause', () => {
    const w = textWords('Then Alice said: «Иван, come here». Now', 'en');
    expect(w.map((x) => [x.raw, x.name, x.pauseBefore])).toEqual([
      ['Then', false, false], ['Alice', true, false], ['said', false, false], ['Иван', false, true],
      ['come', false, true], ['here', false, false], ['Now', false, true],
    ]);
  });
});

describe('sound-alike words', () => {
  it('matches spellings of the same name and rare word, in both languages', () => {
    expect(soundsAlike('тарантьев', 'тарантиев', 'ru')).toBe(true);
    expect(soundsAlike('обломов', 'абламов', 'ru')).toBe(true);
    expect(soundsAlike('dinah', 'dina', 'en')).toBe(true);
    expect(soundsAlike('curiouser', 'curiousor', 'en')).toBe(true);
  });

  it('keeps different words apart, and short words exact', () => {
    expect(soundsAlike('кот', 'кит', 'ru')).toBe(false);
    expect(soundsAlike('the', 'a', 'en')).toBe(false);
    expect(soundsAlike('rabbit', 'garden', 'en')).toBe(false);
    expect(soundsAlike('сестра', 'пестра', 'ru')).toBe(false);
  });
});

describe('word alignment', () => {
  const ops = (e: string, h: string, lang = 'en') => alignWords(e.split(' '), h ? h.split(' ') : [], lang).map((o) => o.op);

  it('finds the missing, extra, wrong and near words on the cheapest path', () => {
    expect(ops('she ran to the door', 'she ran the door')).toEqual(['ok', 'ok', 'missing', 'ok', 'ok']);
    expect(ops('she ran to the door', 'she ran ran to the door')).toEqual(['ok', 'extra', 'ok', 'ok', 'ok', 'ok']);
    expect(ops('she ran to the door', 'she sat to the door')).toEqual(['ok', 'wrong', 'ok', 'ok', 'ok']);
    expect(ops('dinah the cat', 'dina the cat')).toEqual(['near', 'ok', 'ok']);
    expect(ops('a b c', '')).toEqual(['missing', 'missing', 'missing']);
  });

  it('takes two words written as one (or one as two) as the same', () => {
    const a = alignWords(['daisy', 'chain', 'would'], ['daisychain', 'would'], 'en');
    expect(a.map((o) => [o.op, o.eCount, o.hCount])).toEqual([['near', 2, 1], ['ok', 1, 1]]);
    const b = alignWords(['потому', 'что'], ['потомучто'], 'ru');
    expect(b.map((o) => o.op)).toEqual(['near']);
  });
});
