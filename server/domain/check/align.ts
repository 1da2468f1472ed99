// Word alignment of what a piece should say (expected) with what was heard: edit distance
// over words where a sound-alike spelling is a near match and two words written as one (or
// one as two) is no error, then the operations along the cheapest path.
import { phoneticKey, soundsAlike } from './phonetic.ts';

export type OpKind = 'ok' | 'near' | 'wrong' | 'missing' | 'extra';

export interface AlignOp {
  op: OpKind;
  /** Index of the expected word (first of a joined pair), or -1 for an extra word. */
  e: number;
  /** How many expected words this op covers (0 for extra, 2 for a pair heard as one word). */
  eCount: number;
  /** Index of the heard word, or -1 for a missing word. */
  h: number;
  hCount: number;
}

const COST = { near: 0.35, joined: 0.3, wrong: 1, gap: 1 } as const;

type Step = 'ok' | 'near' | 'wrong' | 'missing' | 'extra' | 'e2h1' | 'e1h2';

/** Cheapest alignment of expected words with heard words. */
export function alignWords(expected: readonly string[], heard: readonly string[], language: string): AlignOp[] {
  const n = expected.length;
  const m = heard.length;
  const W = m + 1;
  const cost = new Float64Array((n + 1) * W).fill(Infinity);
  const step: Step[] = new Array<Step>((n + 1) * W);
  cost[0] = 0;
  const relax = (i: number, j: number, c: number, s: Step) => {
    if (c < cost[i * W + j]! - 1e-9) {
      cost[i * W + j] = c;
      step[i * W + j] = s;
    }
  };
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const here = cost[i * W + j]!;
      if (here === Infinity) continue;
      if (i < n) relax(i + 1, j, here + COST.gap, 'missing');
      if (j < m) relax(i, j + 1, here + COST.gap, 'extra');
      if (i < n && j < m) {
        const a = expected[i]!;
        const b = heard[j]!;
        if (a === b) relax(i + 1, j + 1, here, 'ok');
        else if (soundsAlike(a, b, language)) relax(i + 1, j + 1, here + COST.near, 'near');
        else relax(i + 1, j + 1, here + COST.wrong, 'wrong');
        if (i + 1 < n && expected[i + 1] && sameJoined(a + expected[i + 1]!, b, language)) relax(i + 2, j + 1, here + COST.joined, 'e2h1');
        if (j + 1 < m && sameJoined(a, b + heard[j + 1]!, language)) relax(i + 1, j + 2, here + COST.joined, 'e1h2');
      }
    }
  }
  const ops: AlignOp[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const s = step[i * W + j]!;
    switch (s) {
      case 'missing':
        ops.push({ op: 'missing', e: i - 1, eCount: 1, h: -1, hCount: 0 });
        i--;
        break;
      case 'extra':
        ops.push({ op: 'extra', e: -1, eCount: 0, h: j - 1, hCount: 1 });
        j--;
        break;
      case 'e2h1':
        ops.push({ op: 'near', e: i - 2, eCount: 2, h: j - 1, hCount: 1 });
        i -= 2;
        j--;
        break;
      case 'e1h2':
        ops.push({ op: 'near', e: i - 1, eCount: 1, h: j - 2, hCount: 2 });
        i--;
        j -= 2;
        break;
      default:
        ops.push({ op: s, e: i - 1, eCount: 1, h: j - 1, hCount: 1 });
        i--;
        j--;
    }
  }
  return ops.reverse();
}

/** Two words against one: only the same letters (or the same sound for long words) count, so a lost short word cannot hide in its neighbour. */
function sameJoined(a: string, b: string, language: string): boolean {
  const x = a.replace(/'/g, '');
  const y = b.replace(/'/g, '');
  return x === y || (Math.min(x.length, y.length) >= 8 && phoneticKey(x, language) === phoneticKey(y, language));
}
