// A pronoun that opens a sentence is never one of the names the rest of its sentence gives («He
// nodded curtly to Denham»: he is not Denham, who would be «himself»). A reader keeps the man meant
// by «he» (the one in mind before) and takes the man named after it for someone he acts on.

/** A sentence that opens with «he» or «she» as its subject (after «and», «but», «then», «so», «now», «when», «while»). */
const OPENING_PRONOUN = /^[\s"“‘'(—–-]*(?:(?:and|but|then|so|now|when|while)\s+)?(he|she)\b(?!['’])/i;

/** What may stand before a sentence's subject: an opening quote or dash, «and», «poor», «old»… */
export const SUBJECT_LEAD = /^[\s"“‘'(—–-]*(?:(?:and|but|then|so|now|when|while|poor|little|old|young|dear)\s+)?$/i;

/** The gender of the pronoun that opens the sentence, if it opens with one. */
export function openingPronoun(sentence: string): 'm' | 'f' | null {
  const m = OPENING_PRONOUN.exec(sentence);
  return m ? (m[1].toLowerCase() === 'he' ? 'm' : 'f') : null;
}

/**
 * The name at `start` is bound out by the sentence's opening pronoun of its gender: the text from the
 * sentence start to the name opens with the pronoun, and the name is not joined to it by «and»
 * («He and Denham walked on» is both of them) nor opens a clause after a comma («When he came in,
 * Denham rose»: the pronoun may look ahead to him).
 */
export function boundOut(before: string, gender: string): boolean {
  const g = openingPronoun(before);
  return g !== null && g === gender && !/\b(?:and|or|nor)\s+$|,\s*$/i.test(before);
}
