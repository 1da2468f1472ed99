// Chapters for the export tests and the bench: real speech from the studio's embedded voices,
// line by line (a line may be delivered loud or whispered, or made quieter), with pauses, made
// final exactly as a render makes it (chapter-final.ts). Also a JPEG cover made by ffmpeg.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeliveryStyle } from '../../contract/enums.ts';
import { createSynthesizer } from '../tts/index.ts';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import { finalizeChapter, recordingFiles } from './chapter-final.ts';
import type { ExportChapter, SoundMode } from './types.ts';

export interface FixtureLine {
  text: string;
  delivery?: DeliveryStyle;
  /** Gain applied to the line's speech, dB (negative = quieter). */
  gainDb?: number;
}

export interface FixtureChapter {
  title: string;
  lines: FixtureLine[];
}

export interface SpokenChapter {
  title: string;
  samples: Int16Array;
  sampleRate: number;
  /** Where each line's speech lies in `samples`: [start, end). */
  lines?: Array<[number, number]>;
}

/** Speaks each chapter with the Russian narrator voice, 500 ms between lines. */
export async function speak(chapters: FixtureChapter[], language = 'ru'): Promise<SpokenChapter[]> {
  const modelsDir = mkdtempSync(join(tmpdir(), 'glava-export-models-'));
  const synth = await createSynthesizer({ modelsDir, workers: 1 });
  try {
    const voices = synth.voices().filter((v) => v.language === language && v.working);
    const voice = voices.find((v) => v.recommended) ?? voices[0];
    if (!voice) throw new Error(`No working ${language} voice to speak the fixtures.`);
    const out: SpokenChapter[] = [];
    for (const c of chapters) {
      const parts: Int16Array[] = [];
      const lines: Array<[number, number]> = [];
      let pos = 0;
      let rate = 22050;
      for (const line of c.lines) {
        const r = await synth.synthesize({ voiceId: voice.id, text: line.text, emotion: 'Нейтрально', speed: 1, delivery: line.delivery ?? {} });
        rate = r.sampleRate;
        const gain = 10 ** ((line.gainDb ?? 0) / 20);
        parts.push(gain === 1 ? r.samples : r.samples.map((s) => Math.max(-32768, Math.min(32767, Math.round(s * gain)))), new Int16Array(rate / 2));
        lines.push([pos, pos + r.samples.length]);
        pos += r.samples.length + rate / 2;
      }
      const samples = new Int16Array(parts.reduce((a, p) => a + p.length, 0));
      let at = 0;
      for (const p of parts) {
        samples.set(p, at);
        at += p.length;
      }
      out.push({ title: c.title, samples, sampleRate: rate, lines });
    }
    return out;
  } finally {
    await synth.close();
    rmSync(modelsDir, { recursive: true, force: true });
  }
}

/** Makes spoken chapters final (as a render does) as `NN.mp3` + `NN.m4a` in `dir`. */
export async function finalChapters(dir: string, spoken: SpokenChapter[], mode: SoundMode, prefix = ''): Promise<ExportChapter[]> {
  const out: ExportChapter[] = [];
  for (const [k, c] of spoken.entries()) {
    const files = recordingFiles(join(dir, `${prefix}${String(k + 1).padStart(2, '0')}.mp3`));
    const final = await finalizeChapter(c.samples, c.sampleRate, mode, files.mp3, { tags: { title: c.title } });
    out.push({ title: c.title, mp3: files.mp3, aac: files.aac, final });
  }
  return out;
}

/** A JPEG test pattern (600×600 unless told). */
export async function jpegCover(path: string, size = '600x600'): Promise<string> {
  await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=1`, '-frames:v', '1', '-q:v', '4', path]);
  return path;
}
