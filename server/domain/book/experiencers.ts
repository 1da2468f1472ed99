// Who a sentence is about when it is not its nominative subject, for the subject chain of «он»/«она»
// (entities.ts): the dative person of an impersonal sentence («Базарову становилось хуже. Он еще не
// потерял памяти»), the one whose head or face it speaks of («Мысли крутились в голове
// Раскольникова. Он был раздражен»), and «Тот» opening a sentence, someone other than the topic
// («Он взглянул на дворника. Тот молча протянул ему бумажку»).
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import { crossesClause, sentences, type Subject } from './subjects.ts';
import { words } from './text.ts';
import { genitiveNameAfter } from './possessors.ts';

// The head, the heart, the face, the thoughts of someone: where a feeling or a thought happens.
const BODY = /^(?:голов[аеуы]|лиц[оеа]|сердц[еау]|душ[еиау]|глаз(?:ах|а)|мысл(?:ях|и)|уме|груди)$/u;

const THAT: Record<string, 'm' | 'f'> = { Тот: 'm', Та: 'f' };

const DATIVE_PRONOUNS: Record<string, 'm' | 'f'> = { ему: 'm', ей: 'f' };

/** Per sentence of `text`, at most one: the owner of a head or face, a «Тот», else the dative of an impersonal verb. */
export function experiencersOf(text: string, mentions: Mention[]): Subject[] {
  const out: Subject[] = [];
  for (const [from, to] of sentences(text)) {
    const ws = words(text.slice(from, to)).map((w) => ({ ...w, start: w.start + from, end: w.end + from }));
    // «Мысли крутились в голове Раскольникова»: the one whose head, heart or face the sentence is about.
    const owner = ws.findIndex((_, j) => j > 0 && BODY.test(ws[j - 1].text.toLowerCase()) && genitiveNameAfter(text, ws, j - 1, mentions) !== undefined);
    if (owner >= 0) {
      const mention = mentions.find((m) => m.start === ws[owner].start);
      if (mention) out.push({ referent: { kind: 'name', mention }, start: ws[owner].start, sentence: from });
      continue;
    }
    // «Он взглянул на дворника. Тот молча протянул ему бумажку»: «тот» opening a sentence is its subject.
    const first = ws[0];
    const next = ws[1] ? analyzeWord(ws[1].text.toLowerCase()).pos : undefined;
    const that = first ? THAT[first.text] : undefined;
    if (first && that && next !== 'NOUN' && next !== 'ADJF' && next !== 'PRTF') {
      out.push({ referent: { kind: 'pronoun', person: 3, gender: that }, start: first.start, sentence: from });
      continue;
    }
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
