// «"Come and sit down, Mr. Heaslop." "I will," said Ronny.»: who answers when a title and a surname
// are called is who bears them. A «Mr. Heaslop» the book never names in full («Ronny» has no surname
// in the text) stays a voice of its own for the name rules; where the answers to the call go to one
// person, twice at least and three times in four, the two are one.
import type { EnParagraph } from './attribute.ts';
import type { EnMention } from './names.ts';
import { notOtherSex, type EnRegistry } from './people.ts';
import { readTagAfter } from './tags.ts';
import { readTagBefore } from './tags-before.ts';

export function joinAnswered(paragraphs: EnParagraph[], registry: EnRegistry): void {
  const answers = new Map<string, Map<string, number>>();
  for (let i = 0; i + 1 < paragraphs.length; i++) {
    const called = calledIn(paragraphs[i], registry);
    if (called.length !== 1) continue;
    const answer = taggedSpeaker(paragraphs[i + 1], registry);
    if (!answer || answer === called[0]) continue;
    const m = answers.get(called[0]) ?? new Map<string, number>();
    m.set(answer, (m.get(answer) ?? 0) + 1);
    answers.set(called[0], m);
  }
  for (const [key, m] of answers) {
    const p = registry.byId(key);
    // A title and a surname only («Mr. Heaslop», «Miss Dashwood»): a full name is a person of its own.
    if (!p || p.tokens.length !== 1 || p.titles.size === 0 || p.count === 0) continue;
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const [who, n] = [...m.entries()].sort((a, b) => b[1] - a[1])[0];
    const q = registry.byId(who);
    // The one answering bears no other surname, and is not of the other sex.
    const fits = q !== undefined && (q.last === undefined || q.last === p.tokens[0] || q.tokens.length === 1) &&
      notOtherSex(registry, key, who);
    if (fits && n >= 2 && n >= 0.75 * total) registry.join(key, who);
  }
}

/** People called by a title and a name in the paragraph's speech: «…, Mr. Heaslop.», «Miss Dashwood, …». */
function calledIn(p: EnParagraph, registry: EnRegistry): string[] {
  const out = new Set<string>();
  for (const pc of p.seg.pieces) {
    if (pc.kind !== 'speech') continue;
    for (const m of p.mentions) {
      if (m.start < pc.start || m.end > pc.end || !m.title) continue;
      const before = p.text.slice(pc.start, m.start);
      const after = p.text.slice(m.end, pc.end);
      if ((/(?:^|[,;!?.]\s*)$/.test(before) || before.trim() === '') && /^\s*(?:[,;!?.]|$)/.test(after)) {
        const key = registry.resolve(m);
        if (key) out.add(key);
      }
    }
  }
  return [...out];
}

/** The name a paragraph's first speech is tagged with («"I will," said Ronny.»), if any. */
function taggedSpeaker(p: EnParagraph, registry: EnRegistry): string | null {
  const pieces = p.seg.pieces;
  const k = pieces.findIndex((x) => x.kind === 'speech');
  if (k < 0) return null;
  const named = (t: ReturnType<typeof readTagAfter>) => (t?.speech && t.subject.kind === 'name' ? t : null);
  // The tag after the speech first; the one before it only when that names no one.
  const tag = named(pieces[k + 1]?.kind === 'narration' ? readTagAfter(pieces[k + 1].text, pieces[k + 1].start, p.mentions) : null) ??
    named(k > 0 && pieces[k - 1].kind === 'narration' ? readTagBefore(pieces[k - 1].text, pieces[k - 1].start, p.mentions) : null);
  const mention: EnMention | null = tag?.subject.kind === 'name' ? tag.subject.mention : null;
  return mention ? registry.resolve(mention) : null;
}
