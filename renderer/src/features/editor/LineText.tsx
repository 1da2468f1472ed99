// A line's text as it will be read: stress marks shown over the vowels, and words whose stress
// the program could not decide underlined with the reason.
import type { Segment } from '../../api/types.ts';

const WORD = /[\p{L}\p{M}'’-]+/gu;
const plain = (w: string) => w.replace(/\u0301/g, '').toLowerCase();

export function LineText({ text, review }: { text: string; review: Segment['stress_review'] }) {
  if (!review.length) return <div className="line-text">{text}</div>;
  const reasons = new Map(review.map((r) => [plain(r.word), r.reason]));
  const parts: Array<string | { word: string; reason: string }> = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const reason = reasons.get(plain(m[0]));
    if (reason === undefined) continue;
    parts.push(text.slice(last, m.index), { word: m[0], reason });
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return (
    <div className="line-text">
      {parts.map((p, i) => (typeof p === 'string' ? p : <mark key={i} className="stress-review" title={p.reason}>{p.word}</mark>))}
    </div>
  );
}
