// Joining a chapter's pieces into one recording: pauses between them, one sample rate, and the
// exact place (t0, t1) of each piece, counted in samples so the timeline matches the sound.
import { readFileSync } from 'node:fs';
import type { PieceSpec } from '../../domain/units.ts';
import { decodeWav, type Pcm } from '../../util/wav.ts';
import { resample } from '../../util/resample.ts';
import type { RecordedPiece } from '../chapters/units.service.ts';

/** Default pauses after a piece, ms: within a paragraph (a change of speaker), and between paragraphs. */
export const PAUSE_IN_PARAGRAPH_MS = 300;
export const PAUSE_BETWEEN_PARAGRAPHS_MS = 700;

export function pauseAfter(u: PieceSpec, next: PieceSpec | undefined): number {
  if (!next) return 0;
  if (u.pauseMs !== null) return u.pauseMs;
  return next.paragraphId !== u.paragraphId ? PAUSE_BETWEEN_PARAGRAPHS_MS : PAUSE_IN_PARAGRAPH_MS;
}

export interface Assembled {
  pcm: Pcm;
  timeline: RecordedPiece[];
  durationS: number;
}

export function assembleChapter(units: PieceSpec[], pathOf: (key: string) => string): Assembled {
  const loaded = new Map<string, Pcm>();
  for (const u of units) if (!loaded.has(u.key)) loaded.set(u.key, decodeWav(readFileSync(pathOf(u.key))));
  // The most common rate wins; pieces at other rates are converted to it.
  const rates = new Map<number, number>();
  for (const p of loaded.values()) rates.set(p.sampleRate, (rates.get(p.sampleRate) ?? 0) + 1);
  const rate = [...rates].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 22050;
  const parts: Int16Array[] = [];
  const timeline: RecordedPiece[] = [];
  let pos = 0;
  units.forEach((u, i) => {
    const pcm = loaded.get(u.key)!;
    const samples = pcm.sampleRate === rate ? pcm.samples : resample(pcm.samples, pcm.sampleRate, rate);
    const t0 = pos;
    parts.push(samples);
    pos += samples.length;
    timeline.push({
      key: u.key, t0: Math.round((t0 / rate) * 1000) / 1000, t1: Math.round((pos / rate) * 1000) / 1000,
      text: u.text, prepared: u.prepared, speaker: u.speaker, segment_ids: u.segmentIds,
    });
    const gap = Math.round((pauseAfter(u, units[i + 1]) / 1000) * rate);
    if (gap > 0) {
      parts.push(new Int16Array(gap));
      pos += gap;
    }
  });
  const all = new Int16Array(pos);
  let off = 0;
  for (const p of parts) {
    all.set(p, off);
    off += p.length;
  }
  return { pcm: { samples: all, sampleRate: rate }, timeline, durationS: Math.round((pos / rate) * 1000) / 1000 };
}
