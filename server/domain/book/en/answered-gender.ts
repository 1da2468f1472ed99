// «"My dear Gladys, …," said Harry. "I am quite content," she answered.»: the one called by name answers,
// so the sex the answer's tag gives («she», «the duchess») is the sex of the name called. A name the
// book speaks only in dialogue, never followed by a pronoun in the narration, has no other source.
// Only for people of no sex yet, and where three answers in four agree (one answer is enough: on the dev
// novels, two at least gained 2 lines renamed, one 4 renamed and 5 original).
import type { EnParagraph } from './attribute.ts';
import type { EnRegistry } from './people.ts';
import { readTagAfter } from './tags.ts';

export function learnAnsweredGenders(paragraphs: EnParagraph[], registry: EnRegistry): void {
  const votes = new Map<string, { m: number; f: number }>();
  for (let i = 0; i + 1 < paragraphs.length; i++) {
    const called = calledIn(paragraphs[i], registry);
    if (called.length !== 1 || registry.genderOf(called[0]) !== '') continue;
    const sex = answerSex(paragraphs[i + 1]);
    if (!sex) continue;
    const v = votes.get(called[0]) ?? { m: 0, f: 0 };
    v[sex]++;
    votes.set(called[0], v);
  }
  for (const [key, { m, f }] of votes) {
    const p = registry.byId(key);
    if (!p) continue;
    if (m >= 0.75 * (m + f)) p.votes += 1;
    else if (f >= 0.75 * (m + f)) p.votes -= 1;
  }
}

/** People called by name in the paragraph's speech: «…, Gladys.», «Gladys, …». */
function calledIn(p: EnParagraph, registry: EnRegistry): string[] {
  const out = new Set<string>();
  for (const pc of p.seg.pieces) {
    if (pc.kind !== 'speech') continue;
    for (const m of p.mentions) {
      if (m.start < pc.start || m.end > pc.end) continue;
      const before = p.text.slice(pc.start, m.start);
      const after = p.text.slice(m.end, pc.end);
      if (/(?:^|[,;!?.]\s*|\bdear\s+)$/i.test(before) && /^\s*(?:[,;!?.]|$)/.test(after)) {
        const key = registry.resolve(m);
        if (key) out.add(key);
      }
    }
  }
  return [...out];
}

/** The sex the tag after the paragraph's opening speech gives its speaker: «she answered», «cried the duchess». */
function answerSex(p: EnParagraph): 'm' | 'f' | null {
  const pieces = p.seg.pieces;
  if (pieces[0]?.kind !== 'speech' || pieces[1]?.kind !== 'narration') return null;
  const tag = readTagAfter(pieces[1].text, pieces[1].start, p.mentions);
  if (!tag?.speech) return null;
  const s = tag.subject;
  const g = s.kind === 'pronoun' && s.person === 3 && !s.plural ? s.gender : s.kind === 'desc' && !s.possessive ? s.gender : '';
  return g === 'm' || g === 'f' ? g : null;
}
