// One the narration brings in by a description and never names («A tall man in a grey coat came up to
// the table.», «One of the footmen stepped forward.»): the subject of the sentence right before a
// quotation, whom a «he said» after it most likely means (round 21).
import type { Gender } from '../../../contract/enums.ts';
import { PERSON_NOUNS, ROLE_NOUNS } from './lexicon.ts';
import { isAdverb, isVerbLike, wordsOf } from './tags.ts';

export interface Described {
  /** The description as written, without its article («tall man in a grey coat»). */
  phrase: string;
  noun: string;
  gender: Gender;
  /** «the footman»: someone the scene may already have. */
  definite?: boolean;
  /** The character's key where it is not the phrase's own («d:footman» for every «the footman»). */
  key?: string;
}

// «A tall man», «an old woman», «one of the footmen»: someone new, at the head of the sentence (after «Then»,
// «Just then» and their like). Up to three words before the noun, a phrase with «in», «with», «of» after it.
const OPENING = /^(?:(?:then|presently|suddenly|just\s+then|at\s+(?:this|that|the\s+same)\s+moment|here|now)\s*,?\s+)?(?:(?:a|an|the)\s+|one\s+of\s+(?:the|these|those|his|her|their)\s+)/i;
const WORD = /^([a-z-]+)(,?\s+)/i;
const PREPOSITIONS = new Set(['in', 'with', 'of', 'from', 'at', 'by']);
// Nouns said of anyone, the named people of the scene included («a voice called»).
const ANYONE = new Set(['voice', 'person', 'creature', 'speaker', 'figure', 'one']);

/** The description a sentence opens with as its subject, when a verb follows it and it is a man or a woman. */
export function describedSubject(sentence: string): Described | null {
  const head = sentence.trimStart();
  const m = OPENING.exec(head);
  if (!m) return null;
  const plural = /^[^,]*\bone\s+of\s/i.test(m[0]);
  let at = m[0].length;
  let noun = '';
  for (let i = 0; i < 4; i++) {
    const w = WORD.exec(head.slice(at) + ' ');
    if (!w) return null;
    const lower = w[1].toLowerCase();
    const one = plural ? singular(lower) : lower;
    at += w[1].length;
    // «the Secretary», «the President»: a capital makes the post a name of its own the book tracks.
    if ((PERSON_NOUNS[one] !== undefined || ROLE_NOUNS.has(one) || MORE_ROLES.has(one)) && w[1] === lower) {
      noun = one;
      break;
    }
    if (plural && i >= 2) return null;
    at += w[2].length;
  }
  if (!noun || ANYONE.has(noun)) return null;
  const gender = PERSON_NOUNS[noun] ?? '';
  const rest = head.slice(at);
  // «A man in the darkness, he had whispered»: a description set off by a comma is said of another subject.
  const ws = wordsOf(rest.split(/[,.;:!?"“”]/)[0], 0);
  const verb = (k: number): boolean => isVerbLike(ws[k]) || STATE_VERBS.has(ws[k]?.lower ?? '');
  let k = 0;
  // «in a grey coat», «with whiskers»: a phrase of his own before the verb.
  if (PREPOSITIONS.has(ws[0]?.lower ?? '')) {
    k = 2;
    while (k < Math.min(ws.length, 9) && !verb(k)) k++;
  }
  while (k < ws.length && isAdverb(ws[k])) k++;
  if (!verb(k)) return null;
  const written = head.slice(0, at) + (k > 0 && PREPOSITIONS.has(ws[0].lower) ? rest.slice(0, ws[k].start).trimEnd().replace(/,$/, '') : '');
  const phrase = written.replace(/^.*?\b(?=(?:a|an|the|one)\s)/i, '').replace(/\s+/g, ' ');
  const definite = /^the\s/i.test(phrase);
  return { phrase: phrase.replace(/^(?:a|an|the)\s+/i, '').toLowerCase(), noun, gender, definite };
}
// Trades a passer-by is known by, beyond the posts of a house.
const MORE_ROLES = new Set(['waiter', 'stationmaster', 'station-master', 'archdeacon', 'gardener', 'passenger', 'attendant', 'barman', 'boatman', 'shopman', 'conductor', 'guard', 'sentry', 'official', 'subaltern', 'missionary', 'messenger', 'page', 'boots', 'keeper', 'shopkeeper', 'stranger']);
const STATE_VERBS = new Set(['was', 'had', 'came', 'stood', 'sat', 'rose', 'got', 'went', 'took', 'put', 'held', 'drew', 'ran', 'leant', 'knelt', 'made', 'gave', 'broke', 'began', 'stepped', 'said']);
const singular = (w: string): string => (w.endsWith('men') ? `${w.slice(0, -3)}man` : w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.replace(/s$/, ''));
