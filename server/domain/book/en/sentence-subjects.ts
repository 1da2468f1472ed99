// The person a stretch of narration has last had as the subject of a sentence. By the way English
// prose keeps its topic, a «he» or «she» goes on with the one the sentences were about, not with
// one they named in passing as an object or in a later clause: «Mrs. Dashwood was pleased. It was a
// contrast which Elinor had made. ¶ "It is enough," said she» is Mrs. Dashwood's.
import type { EnBookContext, EnParagraph } from './attribute.ts';
import type { EnMention } from './names.ts';
import { inSpeech, sentenceStart, subjectAt } from './sentence-parts.ts';

// A paragraph's mentions that stand as a sentence's subject in its narration depend on the paragraph
// alone, and a pronoun tag reads back over up to twenty paragraphs: found once per paragraph.
const subjectsOf = new WeakMap<EnParagraph, EnMention[]>();

function subjects(p: EnParagraph): EnMention[] {
  let out = subjectsOf.get(p);
  if (!out) subjectsOf.set(p, (out = p.mentions.filter((m) => !inSpeech(p, m) && subjectAt(p.text, sentenceStart(p, m), m.start))));
  return out;
}

/**
 * The latest person of that sex the paragraph's narration (before `before`) names as a sentence's
 * subject, at its start or at the start of its main clause; a name in the possessive at the start
 * counts («Jane's curiosity did not appear…»: she is the one the sentence is about).
 */
export function latestSubject(p: EnParagraph, gender: 'm' | 'f', ctx: EnBookContext, exclude: Set<string>, before = p.text.length): string | null {
  let out: string | null = null;
  for (const m of subjects(p)) {
    if (m.end > before) continue;
    const key = ctx.registry.resolve(m);
    if (key && !exclude.has(key) && ctx.registry.genderOf(key) === gender) out = key;
  }
  return out;
}

/** The latest such subject of a run of narration paragraphs, the last paragraph first. */
export function latestSubjectOf(run: EnParagraph[], gender: 'm' | 'f', ctx: EnBookContext, exclude: Set<string>): string | null {
  for (let i = run.length - 1; i >= 0; i--) {
    const key = latestSubject(run[i], gender, ctx, exclude);
    if (key) return key;
  }
  return null;
}
