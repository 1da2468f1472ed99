// Words for comparing what a piece should say with what the recognizer heard. Both sides go
// through the same steps: stress marks out (`+` before a vowel, U+0301 after it), lower case,
// ё = е, typographic apostrophes unified, numbers in words, punctuation and hyphens as spaces
// (recognizers write «кто-то» and "daisy-chain" either way).
import { numeralize } from 'numeralize-ru';
import { numberToWordsEn } from './numbers-en.ts';

export interface Word {
  /** Normalised form, compared with the recognizer's words. */
  norm: string;
  /** The word as written (for reports). */
  raw: string;
  /** Capitalised inside a sentence: a name (recognizers often mishear names). */
  name: boolean;
  /** Punctuation before the word: the voice may pause there. */
  pauseBefore: boolean;
}

const STRESS = /[+\u0301]/g;
const APOSTROPHES = /[\u2019\u02bc\u2018`´]/g;
// A word: letters (with marks) and inner apostrophes; or a run of digits.
const TOKEN = /[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*|\d+/gu;

const PAUSE = /[,;:.!?…—–()"«»“”]/u;

/** The text between two words ends a sentence (or opens a remark): the next capital is no name. */
function startsSentence(gap: string): boolean {
  const g = gap.replace(/[«“„"'(\[\s]/g, '').replace(/[»”")\]]+$/, '');
  return /[.!?…:—–]$/.test(g);
}

function numberWords(digits: string, language: string): string[] {
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || digits.length > 15) return digits.split('');
  // Voices read 1812 as «тысяча восемьсот двенадцать», without the leading «одна».
  const words = language === 'ru' ? numeralize(n).replace(/^одна тысяча/, 'тысяча') : numberToWordsEn(n);
  return words.toLowerCase().split(/[\s-]+/).filter(Boolean);
}

/** Lower-case letter form of one word (ё = е, no stress marks). */
export function normWord(w: string): string {
  return w.normalize('NFC').replace(STRESS, '').toLowerCase().replace(/ё/g, 'е').replace(APOSTROPHES, "'");
}

/** The words of a text, normalised for comparison. */
export function textWords(text: string, language: string): Word[] {
  const clean = text.normalize('NFC').replace(STRESS, '').replace(APOSTROPHES, "'");
  const out: Word[] = [];
  let last = 0;
  for (const m of clean.matchAll(TOKEN)) {
    const raw = m[0];
    const before = clean.slice(last, m.index);
    const sentenceStart = out.length === 0 || startsSentence(before);
    last = m.index + raw.length;
    if (/^\d+$/.test(raw)) {
      numberWords(raw, language).forEach((w, i) => out.push({ norm: normWord(w), raw, name: false, pauseBefore: i === 0 && PAUSE.test(before) }));
      continue;
    }
    const first = raw[0]!;
    const capital = first !== first.toLowerCase() && raw !== 'I';
    out.push({ norm: normWord(raw), raw, name: capital && !sentenceStart, pauseBefore: PAUSE.test(before) });
  }
  return out;
}

/** Just the normalised forms. */
export function normWords(text: string, language: string): string[] {
  return textWords(text, language).map((w) => w.norm);
}
