// «'Что я делаю?' — мелькнуло в голове Аркадия», «— пронеслось в его голове», «— мелькнуло у ней в
// голове»: a neuter verb with no subject says where the words happened, and the owner of that head,
// mind or heart is who thought them.
import type { Gender } from '../../contract/enums.ts';
import type { Mention } from './names.ts';
import { genitiveNameAfter, POSSESSIVE_GENDER } from './possessors.ts';
import type { RemarkSubject } from './remarks.ts';
import type { WordToken } from './text.ts';

const MIND = /^(?:голове|уме|мыслях|душе|сердце|памяти)$/u;
const IN = /^(?:в|во)$/iu;
const AT: Record<string, Gender> = { него: 'm', нее: 'f', неё: 'f', ней: 'f' };

/** The owner of the head (mind, heart) the author's words place the speech in, or null. */
export function thoughtOwner(text: string, ws: WordToken[], mentions: Mention[]): RemarkSubject | null {
  const lower = (k: number) => ws[k]?.text.toLowerCase() ?? '';
  for (let j = 0; j < ws.length; j++) {
    if (!MIND.test(lower(j))) continue;
    // «в его голове»: a possessive between the preposition and the noun.
    const own = POSSESSIVE_GENDER[lower(j - 1)];
    if (own && IN.test(lower(j - 2))) return { kind: 'pronoun', person: 3, gender: own };
    if (!IN.test(lower(j - 1))) continue;
    // «в голове Аркадия»: a name in the genitive right after.
    const owner = genitiveNameAfter(text, ws, j, mentions);
    if (owner) return { kind: 'name', mention: owner };
    // «у него в голове»: «у» and a pronoun just before.
    const at = lower(j - 3) === 'у' ? AT[lower(j - 2)] : undefined;
    if (at) return { kind: 'pronoun', person: 3, gender: at };
  }
  return null;
}
