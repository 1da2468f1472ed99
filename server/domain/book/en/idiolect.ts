// How each person talks, learnt over the book from the turns a tag names: words one speaker uses far
// more than the book's talk at large («papa», «mumsy», «upon my soul», «d— it») weigh, gently, on who
// speaks an untagged turn. A word model per speaker, smoothed towards the whole book's speech; nothing
// is carried from one book to another.
import type { TurnRecord } from './dialogue.ts';

const WORD = /[a-z]+(?:['’][a-z]+)?/g;

export interface IdiolectWeights {
  /** Tagged turns a speaker needs before his words count. */
  idiolectMinTurns: number;
  /** Smoothing towards the book's speech, in words. */
  idiolectSmoothing: number;
  /** Weight of the score (a log-ratio per square root of the turn's words) and its cap either way. */
  idiolect: number;
  idiolectCap: number;
}

export type Idiolects = (text: string, key: string) => number | undefined;

const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

/** A scorer: how much more likely a turn's words are from `key` than from the book's talk at large. */
export function learnIdiolects(records: TurnRecord[], w: IdiolectWeights): Idiolects {
  const all = new Map<string, number>();
  let total = 0;
  const by = new Map<string, { counts: Map<string, number>; n: number; turns: number }>();
  for (const r of records) {
    const ws = wordsOf(r.lines.map((l) => l.text).join(' '));
    for (const x of ws) all.set(x, (all.get(x) ?? 0) + 1);
    total += ws.length;
    if (r.hint !== 'anchor' || r.continues) continue;
    const m = by.get(r.speaker) ?? { counts: new Map<string, number>(), n: 0, turns: 0 };
    for (const x of ws) m.counts.set(x, (m.counts.get(x) ?? 0) + 1);
    m.n += ws.length;
    m.turns++;
    by.set(r.speaker, m);
  }
  const background = (x: string) => ((all.get(x) ?? 0) + 0.5) / (total + 0.5 * (all.size + 1));
  return (text, key) => {
    const m = by.get(key);
    const ws = wordsOf(text);
    if (!m || m.turns < w.idiolectMinTurns || ws.length === 0) return undefined;
    let s = 0;
    for (const x of ws) {
      const b = background(x);
      s += Math.log(((m.counts.get(x) ?? 0) + w.idiolectSmoothing * b) / (m.n + w.idiolectSmoothing) / b);
    }
    // Per square root of the words: a long speech says more than a short one, but not in proportion.
    return s / Math.sqrt(ws.length);
  };
}

/**
 * Each person's factor on a turn: his score against the mean of those the book has a model for
 * (people without one count as the mean), weighted and capped.
 */
export function idiolectFactors(scores: Array<number | undefined>, w: IdiolectWeights): number[] {
  const known = scores.filter((x): x is number => x !== undefined);
  if (known.length === 0) return scores.map(() => 1);
  const mean = known.reduce((a, b) => a + b, 0) / known.length;
  return scores.map((s) => Math.exp(Math.max(-w.idiolectCap, Math.min(w.idiolectCap, w.idiolect * ((s ?? mean) - mean)))));
}
