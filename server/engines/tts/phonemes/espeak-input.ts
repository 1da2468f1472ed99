// The phoneme step in front of eSpeak NG. eSpeak ignores stress marks in text, so every marked
// word whose stress eSpeak would put elsewhere is handed over as phonemes (`[[...]]`): eSpeak's
// own phonemes of the word with the stress moved to the marked vowel. Unmarked words, and
// words eSpeak already stresses as marked, stay text, so eSpeak's reading of them is untouched.
import { escapeSsml } from '../espeak/espeak.ts';
import { splitMarkedWords, stripStressMarks } from './marks.ts';
import { restressRu, type Restressed } from './ru-stress.ts';

/** eSpeak's phonemes of one piece of text (`_` between phonemes, spaces between words). */
export type PhonemesOf = (text: string) => string;

/** Languages whose stress the phoneme step can move (eSpeak's vowels line up with the letters). */
const RESTRESS: Partial<Record<string, (word: string, phonemes: string, target: number) => Restressed | null>> = {
  ru: restressRu,
};

export function canMoveStress(language: string): boolean {
  return language in RESTRESS;
}

export interface MarkedWord {
  word: string;
  /** eSpeak's phoneme names with the stress on the marked vowel, or null when the word stays text. */
  phonemes: string | null;
}

/** Each marked word and what eSpeak is given for it. */
export function markedWords(text: string, language: string, phonemesOf: PhonemesOf): MarkedWord[] {
  const restress = RESTRESS[language];
  const out: MarkedWord[] = [];
  for (const p of splitMarkedWords(text, language)) {
    if (p.kind !== 'word' || p.stress === null) continue;
    let phonemes: string | null = null;
    const own = restress ? phonemesOf(p.text.toLowerCase()) : '';
    // One word in, one word out; anything else (numbers, spelled-out letters) stays text.
    if (restress && own && !/[\s|]/.test(own)) {
      const r = restress(p.text, own, p.stress);
      if (r && !r.unchanged) phonemes = r.phonemes;
    }
    out.push({ word: p.text, phonemes });
  }
  return out;
}

/** What eSpeak reads: SSML-escaped text, marked words re-stressed as `[[...]]` phoneme input. */
export function espeakText(text: string, language: string, phonemesOf: PhonemesOf): string {
  if (!canMoveStress(language)) return escapeSsml(stripStressMarks(text));
  const marked = markedWords(text, language, phonemesOf);
  let k = 0;
  return splitMarkedWords(text, language)
    .map((p) => {
      if (p.kind === 'other') return escapeSsml(p.text.replaceAll('\u0301', ''));
      if (p.stress === null) return escapeSsml(p.text);
      const m = marked[k++]!;
      // `|` separates phoneme names so that adjacent ones are never read as one (t|s is not ts).
      return m.phonemes === null ? escapeSsml(p.text) : `[[${m.phonemes.replaceAll('_', '|')}]]`;
    })
    .join('');
}
