// Described people (no name, a word for who they are: «старуха», «мать») as one character each.
//  - Forms of one word are one person: «старуха», «старушка» and «старушонка» are the same old woman,
//    «матушка» and «мать» the same mother (a diminutive or homely form says how the narrator feels,
//    not who it is).
//  - Words the narration puts side by side for one person («жила Лиза с старушкою, матерью своею»,
//    «Покойница матушка, чиновница и …») are that one person, under the first word.
import { analyzeWord } from './morphology.ts';
import { words, type WordToken } from './text.ts';

const BASE: Record<string, string> = {
  старушка: 'старуха', старушонка: 'старуха', старушоночка: 'старуха',
  старичок: 'старик', старикашка: 'старик', старичишка: 'старик',
  матушка: 'мать', маменька: 'мать', мамаша: 'мать', матерь: 'мать',
  батюшка: 'отец', папенька: 'отец', папаша: 'отец', тятенька: 'отец',
  сынок: 'сын', доченька: 'дочь', дочка: 'дочь',
};

/** The word a description is filed under (its key is `d:` + this). */
export function descriptionBase(lemma: string): string {
  return BASE[lemma] ?? lemma;
}

// Kinship, the anchor of an apposition: «старушкою, матерью своею». Two kin words side by side are a
// list of relatives («отец, мать»), never one person.
export const KIN = new Set(['мать', 'отец', 'сын', 'дочь', 'жена', 'муж', 'брат', 'сестра', 'дядя', 'тетка', 'тетя', 'бабушка', 'дедушка']);
// A cheap look at the form before asking the dictionary: most words of a book are no kin word.
const KIN_FORM = /^(?:мат|отц|отец|батюшк|папеньк|папаш|маменьк|мамаш|сын|доч|жен|муж|брат|сестр|дяд|тет|бабушк|дедушк)/u;
const KIN_ANYWHERE = /(?:^|[^а-яё])(?:мат|отц|отец|батюшк|папеньк|папаш|маменьк|мамаш|сын|доч|жен|муж|брат|сестр|дяд|тет|бабушк|дедушк)/iu;

/**
 * Pairs of words the text uses for one person: an animate noun next to a kin word, in the same case
 * and sex, with only a space or a comma between («Покойница матушка», «старушкою, матерью»). Returns
 * [first word, second word], both filed under their base word.
 */
export function appositions(text: string): Array<[string, string]> {
  if (!KIN_ANYWHERE.test(text)) return [];
  const ws = words(text);
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < ws.length; i++) {
    const a = ws[i];
    const b = ws[i + 1];
    if (!KIN_FORM.test(a.text.toLowerCase()) && !KIN_FORM.test(b.text.toLowerCase())) continue;
    const gap = text.slice(a.end, b.start);
    if (gap !== ' ' && gap !== ', ') continue;
    // Names are not descriptions; a capital inside a sentence is a name.
    if (/^[А-ЯЁ]/u.test(b.text)) continue;
    const x = analyzeWord(a.text.toLowerCase());
    const y = analyzeWord(b.text.toLowerCase());
    if (!x.animate || !y.animate || x.animate.gender !== y.animate.gender || !x.animate.gender) continue;
    const [p, q] = [descriptionBase(x.animate.lemma), descriptionBase(y.animate.lemma)];
    if (p === q || KIN.has(p) === KIN.has(q)) continue;
    if (![...x.cases].some((c) => y.cases.has(c))) continue;
    // «сестра старухи», «кума, жена квартального», «баба, жена его»: a kin word with its possessor is
    // someone's relative, not a second word for the same person.
    const kinFirst = KIN.has(p);
    if (kinFirst && gap === ' ') continue;
    if (!kinFirst && hasPossessor(text, ws[i + 2], b)) continue;
    out.push([p, q]);
  }
  return out;
}

const POSSESSIVE = new Set(['его', 'ее', 'её', 'их', 'мой', 'моя', 'моей', 'моею', 'наш', 'наша', 'нашей', 'ваш', 'ваша', 'вашей', 'твой', 'твоя', 'твоей']);

/** The word after a kin word names whose relative it is: «жена его», «жена квартального офицера». */
function hasPossessor(text: string, next: WordToken | undefined, kin: WordToken): boolean {
  if (!next || text.slice(kin.end, next.start) !== ' ') return false;
  const lower = next.text.toLowerCase();
  if (POSSESSIVE.has(lower)) return true;
  const info = analyzeWord(lower);
  return info.cases.has('gent') || (info.pos === 'ADJF' && /(?:ого|его)$/u.test(lower));
}

/**
 * Joins the pairs into groups; each word → the group's first word. A word met beside two different
 * kin words («покойница матушка», «покойница жена») is an attribute of both, not one person: left out.
 */
export function sameDescriptions(found: Array<[string, string]>): Map<string, string> {
  const kinOf = new Map<string, Set<string>>();
  for (const [a, b] of found) {
    const [kin, other] = KIN.has(a) ? [a, b] : [b, a];
    if (!kinOf.has(other)) kinOf.set(other, new Set());
    kinOf.get(other)?.add(kin);
  }
  const pairs = found.filter(([a, b]) => (kinOf.get(KIN.has(a) ? b : a)?.size ?? 0) === 1);
  const root = new Map<string, string>();
  const find = (w: string): string => {
    let r = w;
    while (root.has(r) && root.get(r) !== r) r = root.get(r) as string;
    return r;
  };
  for (const [a, b] of pairs) {
    const [ra, rb] = [find(a), find(b)];
    if (!root.has(ra)) root.set(ra, ra);
    if (ra !== rb) root.set(rb, ra);
  }
  const out = new Map<string, string>();
  for (const w of root.keys()) if (find(w) !== w) out.set(w, find(w));
  return out;
}
