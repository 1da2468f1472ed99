// PLACEHOLDER (being replaced by the text-for-speech module): types and a minimal prepareText.
export interface PronunciationRule {
  word: string;
  replacement: string;
}

/** A word whose stress could not be decided (e.g. a homograph), with the reason. */
export interface StressNote {
  word: string;
  reason: string;
}

/** Places stress in Russian text: returns the text with `+` before stressed vowels. */
export interface StressPlacer {
  place(text: string): { text: string; review: StressNote[] };
}

export interface PreparedText {
  /** What the voice reads: words, not digits; stress as `+` before the stressed vowel. */
  prepared: string;
  /** Words left for review (homographs) with a reason. */
  review: StressNote[];
}

export interface PrepareOptions {
  language: string;
  rules: PronunciationRule[];
  stress: StressPlacer | null;
}

export function prepareText(text: string, opts: PrepareOptions): PreparedText {
  let t = text.replace(/(\p{L})\u0301/gu, '+$1');
  for (const r of opts.rules) t = t.split(r.word).join(r.replacement);
  return { prepared: t, review: [] };
}
