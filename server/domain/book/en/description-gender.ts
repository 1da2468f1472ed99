// The gender of a speaker known only by a description the lexicon leaves open («the detective», «the
// barman», «the parlourmaid»), read once the lines are attributed, for the cast alone: the voice a
// listener hears. Attribution never sees it, so no rule's reading moves.
//  - the word's own form first: «barman», «station-master», «the Dogana men» are men; «parlourmaid»,
//    «charwoman», «Dan's girl» are women;
//  - else the pronoun the narration uses after «the detective» as the subject of a sentence («The
//    detective took off his hat»), counted over the book; a clear majority decides.
import type { Gender } from '../../../contract/enums.ts';
import { nthSentenceEnd } from './learn.ts';
import { PRONOUN_GENDER } from './lexicon.ts';
import { escapeRegExp } from '../text.ts';

const MAN = /(?:^|[^o])(?:man|men)$|master$|^(?:lad|chap|bloke|monk|friar)s?$/;
const WOMAN = /(?:woman|women|maid|maids|wife|wives|girl|girls|mistress|nanny|lass|nun)$/;

/** The gender the description's last word carries by its form, or '' when it carries none. */
export function genderOfForm(phrase: string): Gender {
  const word = phrase.toLowerCase().split(/[\s']+/).pop() ?? '';
  if (WOMAN.test(word)) return 'f';
  if (MAN.test(word)) return 'm';
  return '';
}

/** Pronouns after «the <phrase>» as a sentence's subject, over the book's narration: 'm', 'f' or ''. */
function genderFromPronouns(phrase: string, narration: string[]): Gender {
  const words = phrase.toLowerCase().split(/\s+/).map(escapeRegExp);
  // A subject opens a sentence or a clause («…, and the detective…»); «to the detective» is an object.
  const subject = new RegExp(`(?:^|[.!?;:,]\\s+|\\b(?:and|but|then|when|while|as|so)\\s+)the\\s+${words.join('\\s+')}\\b`, 'gi');
  let men = 0;
  let women = 0;
  for (const text of narration) {
    for (const m of text.matchAll(subject)) {
      const rest = text.slice(m.index + m[0].length);
      // In the same sentence, before any name: «the detective and Mary … she» would be hers.
      const window = rest.slice(0, nthSentenceEnd(rest, 1));
      const cut = /\b[A-Z][a-z]+\b/.exec(window.slice(1));
      // «her» is left out: «looked at her» is someone else, and «his», «she» come soon enough.
      const pronoun = /\b(?:he|she|his|himself|herself)\b/i.exec(cut ? window.slice(0, cut.index + 1) : window)?.[0].toLowerCase();
      if (!pronoun) continue;
      if (PRONOUN_GENDER[pronoun] === 'm') men++;
      else women++;
    }
  }
  if (men > 2 * women) return 'm';
  if (women > 2 * men) return 'f';
  return '';
}

/**
 * The description's gender for its voice: the lexicon's, else its form's, else the pronouns of the
 * book's narration (its narration pieces' texts, gathered once per book by the caller).
 */
export function descriptionGender(phrase: string, lexicon: Gender, narration: () => string[]): Gender {
  return lexicon || genderOfForm(phrase) || genderFromPronouns(phrase, narration());
}
