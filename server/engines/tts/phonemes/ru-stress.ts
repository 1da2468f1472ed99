// Moving the stress of a Russian word to the marked vowel, in eSpeak NG's own phoneme names
// (what `[[...]]` input takes). eSpeak gives one vowel phoneme per vowel letter, so the letters
// and the vowel phonemes line up; the marked vowel gets its full stressed quality and every
// unstressed о/а/я is reduced by its place relative to the new stress, as Russian speech does
// (молок+о: мəлʌк'о; з+амок: з'ɑмʌк).

/** eSpeak's Russian vowel phonemes (one per vowel letter). `@-` (a vowel eSpeak inserts near r) and `I^` are not letters'. */
const VOWELS = new Set(['a', 'a#', 'A', 'o', 'O', 'V', 'V#', '8', 'u', 'u#', 'u"', 'i', 'I', 'I#', 'I2', 'I3', 'y', 'Y', 'e', 'E', 'E#', 'E2', 'E3', 'ja', 'ju', '@']);
const LETTERS = 'аеёиоуыэюя';
const HARD = 'жшц';

const HUSHING = 'чщ';

type Context = 'hard' | 'hush' | 'soft' | 'iot';

/**
 * How the letter before a vowel shapes it: ж/ш/ц keep it hard, ч/щ make а/у front; after a
 * vowel, ь, ъ or at the start е/ё/ю/я are iotated.
 */
function contextOf(word: string, i: number): Context {
  const prev = word[i - 1];
  if (prev === undefined || LETTERS.includes(prev) || prev === 'ь' || prev === 'ъ') return 'iot';
  return HARD.includes(prev) ? 'hard' : HUSHING.includes(prev) ? 'hush' : 'soft';
}

function stressed(letter: string, ctx: Context, edge: boolean): string {
  switch (letter) {
    case 'а': return 'A';
    case 'я': return ctx === 'iot' ? 'ja' : 'A';
    case 'о': return 'o';
    case 'ё': return ctx === 'hard' ? 'o' : '8';
    case 'у': return ctx === 'hush' ? 'u#' : 'u';
    case 'ю': return ctx === 'iot' ? 'ju' : 'u"';
    case 'ы': return 'y';
    case 'и': return ctx === 'hard' ? 'y' : edge ? 'I' : 'i';
    case 'э': return 'E';
    default: return ctx === 'hard' ? 'E' : 'e'; // е
  }
}

/**
 * The reduced vowel of an unstressed letter, as eSpeak reduces it: о is always [ʌ]; а (and я
 * after a consonant) is [a] right before the stress or opening the word, [ʌ] further before it,
 * and after it [ʌ], or [ɐ] closing the word (not я, not after ч/щ); и closing the word is [ɪ].
 * `slot` and `target` count vowels.
 */
function unstressed(letter: string, ctx: Context, slot: number, target: number, initial: boolean, final: boolean): string {
  if (letter === 'о') return 'V';
  if (letter === 'а' || (letter === 'я' && ctx !== 'iot')) {
    if (slot === target - 1 || initial) return 'a';
    if (slot < target) return 'V';
    return final && letter === 'а' && ctx !== 'hush' ? 'a#' : 'V';
  }
  switch (letter) {
    case 'я': return 'ja';
    case 'ю': return ctx === 'iot' ? 'ju' : 'u"';
    case 'у': return ctx === 'hush' ? 'u#' : 'u';
    case 'ы': return 'y';
    case 'э': return 'E#';
    case 'и': return ctx === 'hard' ? 'y' : initial || final ? 'I' : 'i';
    default: return ctx === 'hard' ? 'y' : ctx === 'iot' ? 'I' : 'i'; // е, ё
  }
}

const isVowel = (token: string) => VOWELS.has(token.replace(/^[',]/, ''));

/** Which vowel (counting the word's vowels from 0) carries eSpeak's primary stress, or -1. */
export function stressedVowel(phonemes: string): number {
  return phonemes.split('_').filter(isVowel).findIndex((t) => t.startsWith("'"));
}

export interface Restressed {
  /** eSpeak phoneme names, `_`-separated, primary stress `'` on the marked vowel. */
  phonemes: string;
  /** eSpeak already stressed the marked vowel: its own reading stands. */
  unchanged: boolean;
}

/**
 * eSpeak's phonemes of `word` (one word, `_`-separated) with the primary stress on vowel letter
 * `target`; null when its phonemes do not line up with the letters (abbreviations, foreign words).
 */
export function restressRu(word: string, phonemes: string, target: number): Restressed | null {
  const w = word.toLowerCase();
  const letters = [...w].flatMap((ch, i) => (LETTERS.includes(ch) ? [{ ch, i }] : []));
  if (target < 0 || target >= letters.length) return null;
  const tokens = phonemes.split('_');
  const slots: number[] = [];
  tokens.forEach((t, i) => {
    if (isVowel(t)) slots.push(i);
  });
  if (slots.length !== letters.length) return null;
  const current = slots.findIndex((i) => tokens[i]!.startsWith("'"));
  if (current === target) return { phonemes, unchanged: true };
  slots.forEach((ti, k) => {
    const { ch, i } = letters[k]!;
    const ctx = contextOf(w, i);
    const mark = tokens[ti]!.startsWith(',') && k !== target ? ',' : '';
    if (k === target) tokens[ti] = `'${stressed(ch, ctx, i === 0 || i === w.length - 1)}`;
    else if (k === current || ch === 'а' || ch === 'о' || ch === 'я') {
      tokens[ti] = mark + unstressed(ch, ctx, k, target, i === 0, i === w.length - 1);
    }
  });
  return { phonemes: tokens.join('_'), unchanged: false };
}
