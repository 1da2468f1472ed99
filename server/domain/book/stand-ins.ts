// A tag whose subject is an adjective with no noun of its own: the word stands for a person
// («отвечал дорожный», «квартальный сказал», «сказал Аристарху квартальный», «сказал, помолчав,
// квартальный»), as Russian makes people of adjectives («квартальный», «часовой», «больной»).
import type { Gender } from '../../contract/enums.ts';
import { analyzeWord } from './morphology.ts';
import type { RemarkSubject } from './remarks.ts';
import { crossesClause, inGerundPhrase } from './subjects.ts';
import { isCapitalized, type WordToken } from './text.ts';

// Pronoun-like and ordinal adjectives never stand for a person on their own here.
const NOT_PEOPLE = new Set([
  'тот', 'та', 'этот', 'эта', 'другой', 'другая', 'третий', 'третья', 'первый', 'первая', 'второй', 'вторая',
  'сам', 'сама', 'каждый', 'всякий', 'иной', 'один', 'одна', 'весь', 'вся', 'какой', 'такой', 'мой', 'моя',
  'твой', 'твоя', 'свой', 'своя', 'наш', 'ваш', 'последний', 'последняя', 'никакой', 'некий', 'оный',
  'который', 'которая', 'чей', 'чья', 'сей', 'сия', 'каждая', 'всякая', 'иная', 'такая', 'какая', 'некая',
  // The possessive pronouns az reads as adjectives («вопль из груди ее»: her breast, no «Ее» who cries out).
  'его', 'её', 'ее', 'ея', 'их',
]);

/**
 * The tag's stand-in subject: right after the verb, alone before the punctuation, an adjective
 * standing for a person, or (after a verb only an utterance can follow) even a thing («отвечал нос»);
 * else an adjective heading no noun anywhere in the verb's clause, behind the verb or before it
 * («квартальный сказал», «сказал тихо квартальный»), agreeing with the verb.
 */
export function standIn(text: string, ws: WordToken[], verbIdx: number, verbGender: Gender, utterance: boolean): RemarkSubject | null {
  const w = ws[verbIdx + 1];
  if (w && !isCapitalized(w.text) && !crossesClause(text, ws[verbIdx], w)) {
    const lower = w.text.toLowerCase();
    const nextGap = text.slice(w.end, ws[verbIdx + 2]?.start ?? text.length);
    if (ws[verbIdx + 2] === undefined || /[,.;!?…]/.test(nextGap)) {
      const info = analyzeWord(lower);
      if (!info.animateNom && info.adjNom && info.adjNom !== 'n' && info.pos === 'ADJF' && !NOT_PEOPLE.has(lower) && (!verbGender || info.adjNom === verbGender)) {
        return { kind: 'descriptor', lemma: lower, gender: info.adjNom, text: w.text };
      }
      if (!info.animateNom && utterance && info.inanimateNoun && info.cases.has('nomn')) {
        return { kind: 'descriptor', lemma: info.lemma, gender: verbGender, text: w.text };
      }
    }
  }
  const order = [...[1, 2, 3, 4, 5].map((k) => verbIdx + k), ...[1, 2, 3].map((k) => verbIdx - k)];
  for (const j of order) {
    const x = ws[j];
    if (!x || crossesClause(text, ws[verbIdx], x) || inGerundPhrase(text, ws, j, verbIdx) || !setOffRight(text, ws, verbIdx, j)) continue;
    const gender = headless(text, ws, j);
    if (gender && (!verbGender || gender === verbGender)) return { kind: 'descriptor', lemma: x.text.toLowerCase(), gender, text: x.text };
  }
  return null;
}

/**
 * «сказал, помолчав, квартальный.»: past a comma the adjective is the subject only as the last part
 * of the tag, after a gerund's phrase; «отвечал, весь еще бледный, но…» describes the subject left out.
 */
function setOffRight(text: string, ws: WordToken[], verbIdx: number, j: number): boolean {
  const between = text.slice(ws[Math.min(verbIdx, j)].end, ws[Math.max(verbIdx, j)].start);
  if (!between.includes(',')) return true;
  if (j < verbIdx) return false;
  const commaBefore = (k: number) => text.slice(ws[k - 1].end, ws[k].start).includes(',');
  if (!commaBefore(j) || ws.slice(j + 1).some((_, k) => commaBefore(j + 1 + k))) return false;
  return analyzeWord(ws[verbIdx + 1].text.toLowerCase()).pos === 'GRND';
}

/** ws[j] is a nominative adjective of a man or a woman that heads no noun: the sex it names. */
function headless(text: string, ws: WordToken[], j: number): Gender | null {
  const w = ws[j];
  // A capital is a name's, unless the word opens the sentence («Квартальный сказал:»).
  if (isCapitalized(w.text) && j > 0 && !/[.!?…]\s*["«„“'—–-]*\s*$/.test(text.slice(0, w.start))) return null;
  const lower = w.text.toLowerCase();
  if (NOT_PEOPLE.has(lower) || /^(?:не|ни)$/u.test(ws[j - 1]?.text ?? '')) return null;
  const info = analyzeWord(lower);
  if (info.pos !== 'ADJF' || info.animateNom || (info.adjNom !== 'm' && info.adjNom !== 'f')) return null;
  // «сказал больной Петр», «сказал старый капитан»: the adjective has its noun, which is the subject.
  const next = ws[j + 1];
  if (next && !/[,.;:!?…—–]/.test(text.slice(w.end, next.start))) {
    const n = analyzeWord(next.text.toLowerCase());
    // «сказал квартальный Аристарху»: a name in another case is the addressee, not the adjective's noun.
    const names = isCapitalized(next.text) ? analyzeWord(next.text).names : [];
    if (isCapitalized(next.text) && (names.length === 0 || names.some((r) => r.case === 'nomn'))) return null;
    // «сказал квартальный и сел»: «и» is no noun, though az has a reading of the letter as one. A word az
    // reads first as a verb may still be the noun («Главнейшая суть дела была решена»: «суть», not «are»).
    if (!isCapitalized(next.text) && ((NOUN_OR_VERB.has(n.pos) && n.cases.has('nomn')) || n.adjNom !== null || n.animateNom)) return null;
    if (nounPastPhrase(text, ws, j)) return null;
  }
  return info.adjNom;
}

const NOUN_OR_VERB = new Set(['NOUN', 'VERB']);

/**
 * «надписана была мелом всегдашняя в таких случаях острота»: a phrase with a preposition may stand
 * between the adjective and its noun; the noun after the preposition's own object is the adjective's.
 */
function nounPastPhrase(text: string, ws: WordToken[], j: number): boolean {
  if (analyzeWord(ws[j + 1].text.toLowerCase()).pos !== 'PREP') return false;
  for (let k = j + 2; k <= j + 4 && ws[k + 1]; k++) {
    if (/[,.;:!?…—–()]/.test(text.slice(ws[j].end, ws[k + 1].start))) return false;
    if (analyzeWord(ws[k].text.toLowerCase()).pos !== 'NOUN') continue;
    const after = analyzeWord(ws[k + 1].text.toLowerCase());
    return after.pos === 'NOUN' && after.cases.has('nomn') && !after.plural;
  }
  return false;
}
