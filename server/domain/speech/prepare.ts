// prepareText: what the voice reads. The pipeline, in order:
//  1. the user's stress marks: U+0301 after a vowel becomes `+` before it;
//  2. pronunciation rules (whole words, case-insensitive, ё = е, the longest phrase wins; a stress
//     rule on a word also reads its other forms unless exact, see rule-forms.ts);
//  3. normalisation for `ru` or `en`: numbers, dates, times, money, percent, ranges,
//     abbreviations, initials and Roman numerals in words (other languages: steps 1–2 only);
//  4. for `ru` with a stress placer: stress on every word without a mark, and review notes for
//     words it could not decide (homographs). Words the user stressed get no notes.
// Synchronous and cheap: the text preparer calls it for every line of every chapter view.
import { acuteToPlus, hasMark, wordKey } from './marks.ts';
import { normalizeEn } from './normalize-en.ts';
import { normalizeRu } from './normalize-ru.ts';
import { applyRules } from './rules.ts';
import type { PrepareOptions, PreparedText, StressNote, StressPlacer } from './types.ts';

const WORD = /[\p{L}\p{M}+][\p{L}\p{M}+'’-]*/gu;

export function baseLanguage(language: string): string {
  return language.split(/[-_]/)[0].toLowerCase();
}

/** Words the user marked by hand (keys without marks, ё = е). */
function markedWords(text: string): Set<string> {
  const out = new Set<string>();
  if (!text.includes('+')) return out;
  for (const m of text.matchAll(WORD)) if (hasMark(m[0])) out.add(wordKey(m[0]));
  return out;
}

/** Letters only, ё = е, no marks: the placer may add marks and ё, nothing else. */
function skeleton(s: string): string {
  return s.replace(/\+/g, '').replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}

function placeStress(text: string, placer: StressPlacer, userMarked: Set<string>): PreparedText {
  let placed: { text: string; review: StressNote[] };
  try {
    placed = placer.place(text);
  } catch {
    // A failing placer must not break a chapter view: the line is read without added stress.
    return { prepared: text, review: [] };
  }
  // A placer that changed more than marks and ё would change what is said: keep our text.
  const prepared = skeleton(placed.text) === skeleton(text) ? placed.text : text;
  const seen = new Set<string>();
  const review: StressNote[] = [];
  for (const note of placed.review) {
    const key = wordKey(note.word);
    if (userMarked.has(key) || seen.has(`${key}\u0000${note.reason}`)) continue;
    seen.add(`${key}\u0000${note.reason}`);
    review.push({ word: note.word, reason: note.reason });
  }
  return { prepared, review };
}

export function prepareText(text: string, opts: PrepareOptions): PreparedText {
  const marked = acuteToPlus(text);
  const ruled = applyRules(marked, opts.rules, opts.forms ?? null);
  const lang = baseLanguage(opts.language);
  const normalized = lang === 'ru' ? normalizeRu(ruled) : lang === 'en' ? normalizeEn(ruled) : ruled;
  if (lang !== 'ru' || !opts.stress) return { prepared: normalized, review: [] };
  return placeStress(normalized, opts.stress, markedWords(marked));
}
