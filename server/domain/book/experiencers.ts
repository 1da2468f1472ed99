// Who an impersonal sentence is about: «Базарову становилось хуже», «ему постоянно казалось, что…».
// Such a sentence has no subject in the nominative; the person in the dative is the one it tells of,
// so the «он» of the next sentence («Он еще не потерял памяти») goes on with them, not with the
// last person who did something in the nominative.
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import { crossesClause, sentences, type Subject } from './subjects.ts';
import { words } from './text.ts';

const DATIVE_PRONOUNS: Record<string, 'm' | 'f'> = { ему: 'm', ей: 'f' };

/** The dative experiencers of the impersonal (neuter past) verbs of `text`, one per sentence at most. */
export function experiencersOf(text: string, mentions: Mention[]): Subject[] {
  const out: Subject[] = [];
  for (const [from, to] of sentences(text)) {
    const ws = words(text.slice(from, to)).map((w) => ({ ...w, start: w.start + from, end: w.end + from }));
    const verb = ws.findIndex((w) => /л(?:о|ось)$/u.test(w.text) && analyzeWord(w.text.toLowerCase()).past === 'n');
    if (verb < 0) continue;
    // The dative right before the verb («Базарову становилось»), or right after it («казалось ему»).
    for (const j of [verb - 1, verb - 2, verb - 3, verb - 4, verb + 1]) {
      const w = ws[j];
      if (!w || crossesClause(text, ws[verb], w)) continue;
      const mention = mentions.find((m) => m.start === w.start);
      if (mention && mention.cases.has('datv') && !mention.cases.has('nomn')) {
        out.push({ referent: { kind: 'name', mention }, start: w.start, sentence: from });
        break;
      }
      const gender = DATIVE_PRONOUNS[w.text.toLowerCase()];
      if (gender) {
        out.push({ referent: { kind: 'pronoun', person: 3, gender }, start: w.start, sentence: from });
        break;
      }
    }
  }
  return out;
}
