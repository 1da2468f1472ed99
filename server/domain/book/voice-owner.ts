// «рот старика произнес», «уста девушки прошептали», «голос его сказал», «крикнул чей-то голос»: older
// prose lets a voice or a mouth speak for a person. The speaker is its owner: the name in the genitive
// after it, a possessive pronoun next to it, or, for «чей-то голос», someone the text does not name.
// A described owner in the genitive («рот мертвеца») is left to the rules before: read as a new
// described person it was a sure wrong line in Шинель, where the dead man is the hero named long before.
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import { genitiveNameAfter, POSSESSIVE_GENDER } from './possessors.ts';
import type { RemarkSubject } from './remarks.ts';
import { crossesClause } from './subjects.ts';
import type { WordToken } from './text.ts';

const VOICE = /^(?:голос|рот|уста|губы)$/u;
const SOMEONE = /^(?:чей-то|чей-нибудь)$/u;

/** The owner of a voice or mouth that is the subject of the tag's verb ws[verb], or null. */
export function voiceOwner(text: string, ws: WordToken[], verb: number, mentions: Mention[]): RemarkSubject | null {
  const lower = (k: number) => ws[k]?.text.toLowerCase() ?? '';
  for (let j = Math.max(0, verb - 10); j <= Math.min(ws.length - 1, verb + 6); j++) {
    if (j === verb || !VOICE.test(lower(j)) || crossesClause(text, ws[verb], ws[j])) continue;
    // «голос, который…», «на голос»: after a preposition the word is no subject.
    if (/^(?:в|на|за|с|со|по|о|об|от|под|через|сквозь|из)$/u.test(lower(j - 1))) continue;
    // «чей-то хриплый голос»: an adjective may stand between.
    if (SOMEONE.test(lower(j - 1)) || (SOMEONE.test(lower(j - 2)) && analyzeWord(lower(j - 1)).pos === 'ADJF')) return { kind: 'descriptor', lemma: 'кто-то', gender: '', text: ws[j].text };
    const owner = genitiveNameAfter(text, ws, j, mentions);
    if (owner) return { kind: 'name', mention: owner };
    const next = ws[j + 1];
    if (next !== undefined && text.slice(ws[j].end, next.start) === ' ') {
      const own = POSSESSIVE_GENDER[lower(j + 1)];
      if (own) return { kind: 'pronoun', person: 3, gender: own };
    }
    const own = POSSESSIVE_GENDER[lower(j - 1)];
    if (own) return { kind: 'pronoun', person: 3, gender: own };
    return null;
  }
  return null;
}
