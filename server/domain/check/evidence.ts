// What the audio itself says, beside the recognizer's words: how much speech an interval holds,
// and whether a word the recognizer placed swallowed far more speech than a word of its length
// takes (then the recognizer lost track there and its "lost words" are not believed).
import type { HeardWord } from './judge.ts';

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
 * The largest amount of speech one recognized word swallowed beyond what it needs: the word
 * lasts far longer than its length allows, and that time is speech rather than silence.
 */
export function absorbedSpeech(words: readonly HeardWord[], speech: readonly Interval[], secPerLetter: number): { seconds: number; word: string } {
  let best = { seconds: 0, word: '' };
  for (const w of words) {
    const need = expectedWordSeconds(w.word.replace(/[^\p{L}]/gu, '').length, secPerLetter);
    const dur = w.end - w.start;
    if (dur <= 2.5 * need + 0.25) continue;
    const extra = speechSeconds(speech, w.start, w.end) - 1.5 * need;
    if (extra > best.seconds) best = { seconds: extra, word: w.word };
  }
  return best;
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
