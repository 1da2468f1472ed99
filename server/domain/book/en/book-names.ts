// First names no list knows («Adela», «Zoltan», a foreign or rare name), and the sex the book itself
// gives them, learnt before the people are built: the pronoun that follows the bare first name as
// the subject of a sentence («Adela … she»), and a title before the full name («Miss Adela Quested»,
// «Mr. Henry Crawford»; not «Mrs.» or «Lady», which may be a husband's names). Such a name then joins
// and divides people as a listed one does: «Miss Quested» is the one woman «Adela Quested», and «Mr.
// Crawford» is Henry, not his sister Mary.
import type { Gender } from '../../../contract/enums.ts';
import type { EnParagraph } from './attribute.ts';
import { givenNameGender } from './given-names.ts';
import type { SubjectPronoun } from './learn.ts';
import { NOT_NAMES, PERSON_NOUNS, PRONOUN_GENDER, ROLE_NOUNS, TITLES } from './lexicon.ts';

/** Titles that tell the sex of the full name's own first name («Mrs. John Knightley» is John's wife). */
const OWN_NAME_TITLES = new Set(['mr', 'miss', 'sir', 'lord', 'monsieur', 'mademoiselle', 'mlle', 'master', 'signor', 'signorina', 'herr', 'fraulein']);

/** Lower-case first names the lists do not know → the sex the book gives them (clear majorities only). */
export function learnBookFirstNames(paragraphs: EnParagraph[], pairs: SubjectPronoun[]): Map<string, Gender> {
  // A first name opens full names of the book («Adela Quested») at least as often as it ends them (a surname).
  const firsts = new Map<string, number>();
  const lasts = new Map<string, number>();
  const add = (map: Map<string, number>, w: string) => map.set(w, (map.get(w) ?? 0) + 1);
  for (const p of paragraphs) {
    for (const m of p.mentions) {
      if (m.tokens.length < 2) continue;
      add(firsts, m.tokens[0].toLowerCase());
      add(lasts, m.tokens[m.tokens.length - 1].toLowerCase());
    }
  }
  // «God», «the Collector»: words of the lexicon are no one's first name.
  const unknown = (w: string) => (firsts.get(w) ?? 0) >= (lasts.get(w) ?? 0) && firsts.has(w) && givenNameGender(w) === undefined &&
    !NOT_NAMES.has(w) && !(w in PERSON_NOUNS) && !ROLE_NOUNS.has(w) && !(w in TITLES);
  const votes = new Map<string, { m: number; f: number }>();
  const vote = (w: string, g: Gender) => {
    if (!g || !unknown(w)) return;
    const v = votes.get(w) ?? { m: 0, f: 0 };
    v[g]++;
    votes.set(w, v);
  };
  for (const p of paragraphs) for (const m of p.mentions) if (m.tokens.length >= 2 && OWN_NAME_TITLES.has(m.title)) vote(m.tokens[0].toLowerCase(), TITLES[m.title]);
  for (const { m, pronoun } of pairs) if (m.tokens.length === 1 && !m.title) vote(m.tokens[0].toLowerCase(), PRONOUN_GENDER[pronoun]);
  const out = new Map<string, Gender>();
  for (const [w, v] of votes) {
    if (v.m >= 2 && v.m >= 2 * v.f) out.set(w, 'm');
    else if (v.f >= 2 && v.f >= 2 * v.m) out.set(w, 'f');
  }
  return out;
}
