// The chapter recorder: pieces appended in order as they arrive (a later piece waits for the
// ones before it), pauses by paragraph and pause_ms, other sample rates converted to the first
// piece's, a timeline that matches the encoded files (shifted by the room tone in studio sound),
// the AAC beside the MP3, and nothing left behind when discarded.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PieceSpec } from '../../domain/units.ts';
import { probe } from '../../engines/ffmpeg/encode.ts';
import { measureLoudness } from '../../engines/export/loudness.ts';
import { readChapterFinal } from '../../engines/export/chapter-final.ts';
import { encodeWav } from '../../util/wav.ts';
import { ChapterRecorder, PAUSE_BETWEEN_PARAGRAPHS_MS, PAUSE_IN_PARAGRAPH_MS } from './recording.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-recorder-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function piece(key: string, paragraphId: number, pauseMs: number | null = null): PieceSpec {
  return {
    key, speaker: 'c', voiceId: 'v', emotion: 'Нейтрально', speed: 1, pitch: 0, formant: 0, delivery: {}, kind: 'narration', take: 0, text: key, prepared: key,
    segmentIds: [`s-${key}`], chars: 1, weight: 0.1, milli: 100, pauseMs, paragraphId,
  };
}

/** A WAV of `seconds` of a tone at `rate`. */
function wav(name: string, seconds: number, rate: number): string {
  const samples = new Int16Array(Math.round(seconds * rate)).map((_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / rate)));
  const path = join(dir, `${name}.wav`);
  writeFileSync(path, encodeWav(samples, rate));
  return path;
}

describe('ChapterRecorder', () => {
  it('appends pieces in order as they arrive, with the usual pauses, and a timeline matching the file', async () => {
    const units = [piece('a', 1), piece('b', 1), piece('c', 2, 1000)];
    const out = join(dir, 'chapter.mp3');
    const rec = new ChapterRecorder(units, out, { tags: { title: 'Глава 1' }, signal: new AbortController().signal, sound: 'raw' });
    const have = new Map<string, string>();
    const pathOf = (k: string) => have.get(k);
    have.set('b', wav('b', 0.5, 22050));
    rec.pump(pathOf); // «b» waits for «a»
    expect(rec.complete).toBe(false);
    have.set('a', wav('a', 1, 22050));
    // A voice at another rate: converted to the first piece's rate.
    have.set('c', wav('c', 2, 16000));
    rec.pump(pathOf);
    expect(rec.complete).toBe(true);
    const { timeline, durationS } = await rec.finish();
    const gap1 = PAUSE_IN_PARAGRAPH_MS / 1000;
    const gap2 = PAUSE_BETWEEN_PARAGRAPHS_MS / 1000;
    expect(timeline.map((p) => [p.key, p.t0, p.t1])).toEqual([
      ['a', 0, 1],
      ['b', 1 + gap1, 1.5 + gap1],
      ['c', 1.5 + gap1 + gap2, 3.5 + gap1 + gap2],
    ]);
    // The last piece's own pause_ms is not added at the end of the chapter.
    expect(durationS).toBeCloseTo(3.5 + gap1 + gap2, 3);
    const info = await probe(out);
    expect(info.durationS).toBeGreaterThan(durationS - 0.05);
    expect(info.durationS).toBeLessThan(durationS + 0.1);
    expect(info.tags.title).toBe('Глава 1');
    const aac = await probe(join(dir, 'chapter.m4a'));
    expect(aac.streams[0]?.codec_name).toBe('aac');
    expect(aac.durationS).toBeCloseTo(durationS, 1);
    expect(readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(readChapterFinal(out)).toMatchObject({ mode: 'raw', leadS: 0, sampleRate: 22050 });
  });

  it('studio sound: room tone before the speech shifts the timeline; both files at the audiobook target', async () => {
    const units = [piece('a', 1), piece('b', 2)];
    const out = join(dir, 'studio.mp3');
    const rec = new ChapterRecorder(units, out, { tags: {}, signal: new AbortController().signal, sound: 'studio' });
    const paths: Record<string, string> = { a: wav('a', 2, 22050), b: wav('b', 2, 22050) };
    rec.pump((k) => paths[k]);
    const { timeline, durationS, final } = await rec.finish();
    expect(timeline.map((p) => [p.t0, p.t1])).toEqual([[0.8, 2.8], [3.5, 5.5]]);
    expect(durationS).toBeCloseTo(4.7 + 1.6, 3);
    expect(final.leadS).toBe(0.8);
    for (const path of [out, join(dir, 'studio.m4a')]) {
      const m = await measureLoudness({ path });
      expect(Math.abs(m.i! + 18)).toBeLessThanOrEqual(1);
      expect(m.tp!).toBeLessThanOrEqual(-3);
    }
    expect(final.levels.aac.truePeakDb!).toBeLessThanOrEqual(-3);
  });

  it('a pause_ms of a piece wins over the usual pause after it', async () => {
    const units = [piece('a', 1, 50), piece('b', 2)];
    const rec = new ChapterRecorder(units, join(dir, 'x.mp3'), { tags: {}, signal: new AbortController().signal, sound: 'raw' });
    const paths: Record<string, string> = { a: wav('a', 1, 22050), b: wav('b', 1, 22050) };
    rec.pump((k) => paths[k]);
    const { timeline } = await rec.finish();
    expect(timeline[1]!.t0).toBeCloseTo(1.05, 3);
  });

  it('refuses to finish with a piece missing, and a discarded recording leaves no file', async () => {
    const out = join(dir, 'y.mp3');
    const rec = new ChapterRecorder([piece('a', 1), piece('b', 1)], out, { tags: {}, signal: new AbortController().signal, sound: 'raw' });
    const a = wav('a', 1, 22050);
    rec.pump((k) => (k === 'a' ? a : undefined));
    await expect(rec.finish()).rejects.toThrow(/has no sound/);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('y.'))).toEqual([]);

    const ctl = new AbortController();
    const cancelled = new ChapterRecorder([piece('a', 1), piece('b', 1)], join(dir, 'z.mp3'), { tags: {}, signal: ctl.signal, sound: 'raw' });
    cancelled.pump((k) => (k === 'a' ? a : undefined));
    ctl.abort();
    await cancelled.discard();
    expect(readdirSync(dir).filter((f) => f.startsWith('z.'))).toEqual([]);
  });
});
