// Chapter recordings for the export tests and the bench: real speech from the studio's embedded
// voices, encoded to MP3 exactly as a render does, optionally made quieter or louder to show
// what studio sound does with it. Also a JPEG cover made by ffmpeg.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSynthesizer } from '../tts/index.ts';
import { encodeMp3 } from '../ffmpeg/encode.ts';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import type { ExportChapter } from './types.ts';

export interface FixtureChapter {
  title: string;
  text: string;
  /** Gain applied to the speech before encoding, dB (negative = quieter). */
  gainDb?: number;
}

/** Speaks each chapter with the Russian narrator voice and writes `NN.mp3` into `dir`. */
export async function speechChapters(dir: string, chapters: FixtureChapter[], language = 'ru'): Promise<ExportChapter[]> {
  const modelsDir = mkdtempSync(join(tmpdir(), 'glava-export-models-'));
  const synth = await createSynthesizer({ modelsDir, workers: 1 });
  try {
    const voices = synth.voices().filter((v) => v.language === language && v.working);
    const voice = voices.find((v) => v.recommended) ?? voices[0];
    if (!voice) throw new Error(`No working ${language} voice to speak the fixtures.`);
    const out: ExportChapter[] = [];
    for (const [k, c] of chapters.entries()) {
      const r = await synth.synthesize({ voiceId: voice.id, text: c.text, emotion: 'Нейтрально', speed: 1, delivery: {} });
      const gain = 10 ** ((c.gainDb ?? 0) / 20);
      const samples = gain === 1 ? r.samples : r.samples.map((s) => Math.max(-32768, Math.min(32767, Math.round(s * gain))));
      const path = join(dir, `${String(k + 1).padStart(2, '0')}.mp3`);
      await encodeMp3({ samples, sampleRate: r.sampleRate }, path);
      out.push({ title: c.title, path });
    }
    return out;
  } finally {
    await synth.close();
    rmSync(modelsDir, { recursive: true, force: true });
  }
}

/** A 600×600 JPEG test pattern. */
export async function jpegCover(path: string): Promise<string> {
  await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=600x600:rate=1', '-frames:v', '1', '-q:v', '4', path]);
  return path;
}
