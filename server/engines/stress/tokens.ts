// Splits a line into Russian words for the stress placer, keeping their places in the text and
// what the neighbours look like: the previous word's ending that StressRNN reads as context,
// the adjacent words morphology can use, and whether the word opens a sentence.

export interface WordPart {
  start: number;
  end: number;
  /** As written, with any user mark ('+' before a vowel, or a combining acute after it). */
  raw: string;
  /** The letters alone. */
  letters: string;
  /** The user marked the stress: the word must be left exactly as it is. */
  marked: boolean;
}

/** A word, or a hyphenated compound (кто-то, Ростов-на-Дону): its parts in order. */
export interface WordUnit {
  parts: WordPart[];
  /** The letters of the whole unit, hyphens included. */
  letters: string;
  /** Opens the text or a sentence (after . ! ? …, quotes and dashes skipped). */
  sentenceStart: boolean;
  /** StressRNN's context: up to three last letters of the previous word, '' at a clause start. */
  context: string;
  /** The neighbouring units when only spaces separate them (no punctuation): for agreement. */
  prev: WordUnit | null;
  next: WordUnit | null;
}

// Cyrillic letter runs with user marks inside; a run touching other letters or digits (Latin,
// mixed words) is not a Russian word and is left alone.
const RUN = /[+\u0301А-Яа-яЁё]+/gu;
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;
const OPENERS = /[\s«"„“”'‘’(\[—–-]/u;

function part(text: string, start: number, end: number): WordPart {
  const raw = text.slice(start, end);
  const letters = raw.replace(/[+\u0301]/gu, '');
  return { start, end, raw, letters, marked: letters !== raw };
}

function opensSentence(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && OPENERS.test(text[i])) i--;
  return i < 0 || '.!?…'.includes(text[i]);
}

export function tokenize(text: string): WordUnit[] {
  const parts: WordPart[] = [];
  for (const m of text.matchAll(RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    const p = part(text, start, end);
    if (p.letters.length === 0) continue;
    if ((start > 0 && LETTER_OR_DIGIT.test(text[start - 1])) || (end < text.length && LETTER_OR_DIGIT.test(text[end]))) continue;
    parts.push(p);
  }
  const units: WordUnit[] = [];
  for (let i = 0; i < parts.length; i++) {
    const group = [parts[i]];
    while (i + 1 < parts.length && parts[i + 1].start === group[group.length - 1].end + 1 && HYPHENS.has(text[parts[i + 1].start - 1])) {
      group.push(parts[++i]);
    }
    const first = group[0];
    const prev = units.at(-1) ?? null;
    const between = prev ? text.slice(prev.parts[prev.parts.length - 1].end, first.start) : null;
    units.push({
      parts: group,
      letters: group.map((p) => p.letters).join('-'),
      sentenceStart: opensSentence(text, first.start),
      // StressRNN turns every non-letter into a space and splits on single spaces, so only a
      // single space keeps the previous word as context; clause punctuation marks a new clause.
      context: prev && between === ' ' ? prev.parts[prev.parts.length - 1].letters.toLowerCase().slice(-3) : '',
      prev: null,
      next: null,
    });
    const unit = units[units.length - 1];
    if (prev && between !== null && /^\s+$/u.test(between)) {
      unit.prev = prev;
      prev.next = unit;
    }
  }
  return units;
}
