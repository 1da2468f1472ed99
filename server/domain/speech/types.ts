// The text-for-speech interface its consumers use (the text preparer, the chapter units, /tts).

export interface PronunciationRule {
  word: string;
  replacement: string;
  /** Only the word as written; otherwise a stress rule also reads the word's other forms. */
  exact?: boolean;
}

/** The morphology a stress rule needs to follow its word's forms (the stress engine gives it). */
export interface WordForms {
  /**
   * The lemmas (lower case) of a word form; with `stress` (index of the stressed letter) only those
   * of the readings said so, or all when none is. Empty when the dictionary does not know the word.
   */
  lemmas(form: string, stress?: number): readonly string[];
}

/** A word whose stress could not be decided (e.g. a homograph), with the reason. */
export interface StressNote {
  word: string;
  reason: string;
}

/**
 * Places stress in Russian text: returns the same text with `+` before stressed vowels (and ё
 * restored where certain). It must respect marks already in the text.
 */
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
  /** `ru`, `en` (a region suffix such as `ru-RU` is ignored); other languages get rules and marks only. */
  language: string;
  rules: PronunciationRule[];
  stress: StressPlacer | null;
  /** For stress rules that follow their word's forms; without it, forms are matched by their endings alone. */
  forms?: WordForms | null;
}
