// One a tag brings in with «a» («said a little black man»): his turn waits for the next speech, which may
// call him by his name.
import { NARRATOR_KEY } from '../types.ts';
import type { TurnRecord } from './dialogue.ts';
import type { EnDiscourse } from './discourse.ts';
import { UNKNOWN } from './resolve.ts';

export interface Passer {
  record: TurnRecord;
  paragraph: number;
  /** Who had spoken in the conversation before he came in. */
  before: Set<string>;
}

/**
 * «"You will make yourself cheap," said a little black man. … ¶ "Mr. Ram Chand!" he said»: the next
 * speech, within two paragraphs, calls by name one who had not spoken in the conversation: the one
 * just brought in, answered. Only the first speech after him is asked.
 */
export function namePasser(passer: Passer, called: string[], speaker: string, d: EnDiscourse): void {
  if (d.paragraph - passer.paragraph > PASSER_ANSWERED_WITHIN) return;
  const fresh = [...new Set(called)].filter((k) => k !== speaker && k !== NARRATOR_KEY && k !== UNKNOWN && !passer.before.has(k));
  if (fresh.length !== 1) return;
  passer.record.speaker = fresh[0];
  passer.record.passing = false;
  for (const l of passer.record.lines) l.speaker = fresh[0];
}
const PASSER_ANSWERED_WITHIN = 2;
