// Whose something is, as Russian says it: «его»/«ее» next to the noun, or a name in the genitive right
// after it («голова Аркадия», «рот Прохора»). Shared by the readers of heads, voices and kin words.
import type { Gender } from '../../contract/enums.ts';
import type { Mention } from './names.ts';
import type { WordToken } from './text.ts';

/** The possessive pronouns and the sex of their owner. */
export const POSSESSIVE_GENDER: Readonly<Record<string, Gender>> = { его: 'm', ее: 'f', её: 'f' };

/** The name in the genitive that follows ws[j] after one space, or undefined. */
export function genitiveNameAfter(text: string, ws: WordToken[], j: number, mentions: Mention[]): Mention | undefined {
  const next = ws[j + 1];
  if (next === undefined || text.slice(ws[j].end, next.start) !== ' ') return undefined;
  return mentions.find((m) => m.start === next.start && m.cases.has('gent'));
}
