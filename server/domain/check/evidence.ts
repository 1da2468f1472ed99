// What the audio itself says, beside the recognizer's words: how much speech an interval holds,
// and whether a word the recognizer placed swallowed far more speech than a word of its length
// takes (then the recognizer lost track there and its "lost words" are not believed).
import type { AlignOp } from './align.ts';
import type { HeardWord } from './judge.ts';
import type { Word } from './normalize.ts';

/** [start, end] in seconds. */
export type Interval = [number, number];

/** Seconds of speech inside [a, b]. */
export function speechSeconds(speech: readonly Interval[], a: number, b: number): number {
  let s = 0;
  for (const [x, y] of speech) s += Math.max(0, Math.min(b, y) - Math.max(a, x));
  return s;
}

/** How long a word of this many letters takes at this pace (never under 80 ms). */
export function expectedWordSeconds(letters: number, secPerLetter: number): number {
  return Math.max(0.08, letters * secPerLetter);
}

/**
 * For each word a recognizer placed: the speech under it as a share of what a word of its
 * length needs. Near 0: the recognizer put the word on silence (the word is not there);
 * low: a stretch of pause the decoder filled with the word.
 */
export function speechShare(words: readonly HeardWord[], speech: readonly Interval[], secPerLetter: number): number[] {
  return words.map((w) => speechSeconds(speech, w.start, w.end) / expectedWordSeconds(w.word.replace(/[^\p{L}]/gu, '').length, secPerLetter));
}

/** Speech intervals from 10 ms frame energies: frames within 35 dB of the loud frames are speech. */
export function energySpeech(samples: Int16Array, sampleRate: number): Interval[] {
  const hop = Math.round(sampleRate / 100);
  const frames = Math.floor(samples.length / hop);
  if (frames === 0) return [];
  const db = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) sum += samples[i]! * samples[i]!;
    db[f] = 10 * Math.log10(sum / hop + 1e-9);
  }
  const sorted = [...db].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.95)]!;
  // Absolute floor: -60 dBFS is silence whatever the loud frames are (digital zero, dither).
  const threshold = Math.max(loud - 35, 10 * Math.log10(32768 * 32768) - 60);
  const out: Interval[] = [];
  let start = -1;
  let lastSpeech = -100;
  for (let f = 0; f <= frames; f++) {
    const speech = f < frames && db[f]! >= threshold;
    if (speech) {
      if (start < 0) start = f;
      lastSpeech = f;
    } else if (start >= 0 && f - lastSpeech > 10) {
      // A gap of more than 100 ms ends the interval (shorter ones are inside words).
      out.push([start / 100, (lastSpeech + 1) / 100]);
      start = -1;
    }
  }
  if (start >= 0) out.push([start / 100, (lastSpeech + 1) / 100]);
  return out;
}

/** The longest silence between two stretches of speech inside [a, b] (leading/trailing silence not counted). */
export function longestInnerSilence(speech: readonly Interval[], a: number, b: number): number {
  let best = 0;
  for (let i = 1; i < speech.length; i++) {
    const from = Math.max(a, speech[i - 1]![1]);
    const to = Math.min(b, speech[i]![0]);
    if (speech[i - 1]![1] > a && speech[i]![0] < b) best = Math.max(best, to - from);
  }
  return best;
}

/** A silence this long where the text has no punctuation is no pause of the voice: something is cut out. */
export const GAP_S = 0.15;

/**
 * A neighbour holding this share of a missing word's length in extra speech holds the word.
 * Measured on our renders (bench/check.ts): words really left out leave their neighbours up to
 * about 0.65 of them in extra (long vowels), words the decoder merely merged mostly 0.9 or more.
 */
const HOLDS_SHARE = 0.75;

export interface LossEvidence {
  /** The recording falls silent where the word belongs (no punctuation there). */
  gap: boolean;
  /** A neighbouring word holds the missing word's worth of extra speech (the word named): the recognizer merged them. */
  unsure: string | null;
}

/** Where speech inside [a, b] starts and ends (null when there is none). */
function speechBounds(speech: readonly Interval[], a: number, b: number): Interval | null {
  let first = Infinity;
  let last = -Infinity;
  for (const [x, y] of speech) {
    if (y <= a || x >= b) continue;
    first = Math.min(first, Math.max(a, x));
    last = Math.max(last, Math.min(b, y));
  }
  return first < last ? [first, last] : null;
}

/**
 * For each `missing` op (by op index) of a verifying recognizer with word times: did the word's
 * time go to silence (a gap after the previous word's speech and before the next word's: cut
 * out), or does a neighbour hold more speech than it needs (the recognizer merged the word in)?
 */
export function lossEvidence(ops: readonly AlignOp[], expected: readonly Word[], heard: readonly HeardWord[], speech: readonly Interval[], secPerLetter: number): Map<number, LossEvidence> {
  const out = new Map<number, LossEvidence>();
  const need = (w: string) => expectedWordSeconds(w.replace(/[^\p{L}]/gu, '').length, secPerLetter);
  const holds = (w: HeardWord | undefined, lost: number): boolean =>
    w !== undefined && speechSeconds(speech, w.start, w.end) - need(w.word) >= HOLDS_SHARE * lost;
  ops.forEach((o, k) => {
    if (o.op !== 'missing') return;
    let p = k - 1;
    while (p >= 0 && ops[p]!.h < 0) p--;
    let n = k + 1;
    while (n < ops.length && ops[n]!.h < 0) n++;
    const prev = p >= 0 ? ops[p]! : undefined;
    const next = n < ops.length ? ops[n]! : undefined;
    const before = prev ? heard[prev.h + prev.hCount - 1] : undefined;
    const after = next ? heard[next.h] : undefined;
    // Any punctuation pause from the word before `before` through the word after `after`? (A
    // decoder's word boundaries are loose by a word around a pause.)
    const firstE = prev && prev.e >= 0 ? prev.e : o.e;
    const lastE = next && next.e >= 0 ? next.e + next.eCount : expected.length - 1;
    let punctuated = false;
    for (let e = Math.max(1, firstE); e <= Math.min(lastE, expected.length - 1); e++) if (expected[e]!.pauseBefore) punctuated = true;
    // The silence must come after the previous word's own speech and before the next word's
    // (a pause the decoder put at the start of `before` belongs to the punctuation before it).
    const from = before ? speechBounds(speech, before.start, before.end)?.[0] : undefined;
    const to = after ? speechBounds(speech, after.start, after.end)?.[1] : undefined;
    const gap = !punctuated && from !== undefined && to !== undefined && longestInnerSilence(speech, from, to) >= GAP_S;
    const lost = expected.slice(o.e, o.e + o.eCount).reduce((a, w) => a + need(w.norm), 0);
    const unsure = holds(before, lost) ? before!.word : holds(after, lost) ? after!.word : null;
    out.set(k, { gap, unsure });
  });
  return out;
}
