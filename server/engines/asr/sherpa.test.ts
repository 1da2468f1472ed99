// The sherpa-onnx path on real parts: a fixture Zipformer transducer with the exact interface of
// the catalog's Russian model, built at test time, installed through the model manager from a
// temp mirror (tar.bz2 with the release's top folder, unpacked and flattened), loaded in the
// child process and decoded; and the real Silero VAD from the shared models. The sound is real
// speech of the studio's embedded voices.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installModel } from '../../../models/manager.ts';
import { VAD_MODELS } from '../../../models/catalog-data.ts';
import { buildAsrFixture, FIXTURE_ASR_ID, FIXTURE_PHRASE, type AsrFixture } from '../../../test/support/onnx-asr-fixture.ts';
import { sharedModelsDir } from '../../../test/support/shared.ts';
import { createSynthesizer, type LocalSynthesizer } from '../tts/index.ts';
import { resample } from '../../util/resample.ts';
import { recognizerFor, speechDetectorFor } from './index.ts';
import { RecognitionAborted, type Clip } from './types.ts';

let fx: AsrFixture;
let modelsDir: string;
let synth: LocalSynthesizer;
let phrase: Int16Array;

/** Real speech of an embedded voice at 16 kHz, with `pad` seconds of silence on each side. */
async function speak(text: string, voiceName: string, pad = 0): Promise<Int16Array> {
  const voice = synth.voices().find((v) => v.name === voiceName)!;
  const r = await synth.synthesize({ voiceId: voice.id, text, emotion: 'Нейтрально', speed: 1, delivery: {} });
  const speech = resample(r.samples, r.sampleRate, 16000);
  const out = new Int16Array(speech.length + Math.round(2 * pad * 16000));
  out.set(speech, Math.round(pad * 16000));
  return out;
}

beforeAll(async () => {
  fx = buildAsrFixture();
  modelsDir = mkdtempSync(join(tmpdir(), 'glava-asr-models-'));
  synth = await createSynthesizer({ modelsDir, workers: 1 });
  await installModel(modelsDir, FIXTURE_ASR_ID, { mirror: fx.mirror, catalog: [fx.entry] });
  phrase = await speak('Добрый вечер, друзья.', 'Николай');
});
afterAll(async () => {
  await synth.close();
  fx.cleanup();
  rmSync(modelsDir, { recursive: true, force: true });
});

describe('sherpa-onnx recognizer', () => {
  it('is chosen for Russian once the model manager installed it, and decodes sound to its text and silence to nothing', async () => {
    const rec = recognizerFor(modelsDir, 'ru');
    expect(rec?.info).toEqual({ id: FIXTURE_ASR_ID, language: 'ru', engine: 'sherpa' });
    const clips: Clip[] = [
      { id: 'sound', samples: phrase, expected: [] },
      { id: 'silence', samples: new Int16Array(16000), expected: [] },
    ];
    const seen: number[] = [];
    const out = await rec!.recognize(clips, { onProgress: (n) => seen.push(n) });
    expect(out.map((r) => r.id)).toEqual(['sound', 'silence']);
    expect(out[0]!.recognition).toMatchObject({ mode: 'transcribe', text: FIXTURE_PHRASE });
    // Token timestamps become word timings: «проверка» then «связи».
    expect(out[0]!.recognition!.words!.map((w) => w.word)).toEqual(FIXTURE_PHRASE.split(' '));
    expect(out[0]!.recognition!.words![1]!.start).toBeGreaterThan(out[0]!.recognition!.words![0]!.start);
    expect(out[1]!.recognition!.text).toBe('');
    expect(seen).toEqual([1, 2]);
  });

  it('has no recognizer for a language without a model', () => {
    expect(recognizerFor(modelsDir, 'de')).toBeNull();
  });

  it('stops the child when the job is cancelled', async () => {
    const rec = recognizerFor(modelsDir, 'ru')!;
    const ac = new AbortController();
    const clips = Array.from({ length: 50 }, (_, i) => ({ id: `c${i}`, samples: phrase, expected: [] }));
    const p = rec.recognize(clips, { signal: ac.signal, onProgress: (n) => n === 2 && ac.abort() });
    await expect(p).rejects.toBeInstanceOf(RecognitionAborted);
  });

  it('reports a model that cannot be loaded as an error, without harming the studio', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'glava-asr-broken-'));
    try {
      const rec = await installModel(broken, FIXTURE_ASR_ID, { mirror: fx.mirror, catalog: [fx.entry] });
      writeFileSync(join(rec.dir, 'encoder.int8.onnx'), 'not an onnx model');
      const r = recognizerFor(broken, 'ru')!;
      await expect(r.recognize([{ id: 'x', samples: phrase, expected: [] }])).rejects.toThrow(/speech (model|engine)/i);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe('Silero voice activity detector', () => {
  const haveVad = existsSync(join(sharedModelsDir, 'vad-silero', 'silero_vad.onnx'));

  it.skipIf(!haveVad)('finds the speech between silences once installed (frame energies before that), in every clip from 0', async () => {
    const padded = await speak('Good evening, my friends.', 'Arthur', 1);
    const speechS = padded.length / 16000 - 2;
    const energy = await speechDetectorFor(modelsDir).detect([{ id: 'a', samples: padded, expected: [] }]);
    expect(speechDetectorFor(modelsDir).id).toBe('energy');
    await installModel(modelsDir, 'vad-silero', { mirror: sharedModelsDir, catalog: VAD_MODELS });
    const det = speechDetectorFor(modelsDir);
    expect(det.id).toBe('silero-vad');
    const clip = (id: string, samples: Int16Array) => ({ id, samples, expected: [] });
    const [speech, silence, again] = await det.detect([clip('a', padded), clip('b', new Int16Array(32000)), clip('c', padded)]);
    expect(silence).toEqual([]);
    expect(again).toEqual(speech);
    for (const found of [speech!, energy[0]!]) {
      const total = found.reduce((a, [x, y]) => a + (y - x), 0);
      expect(total).toBeGreaterThan(0.6 * speechS);
      expect(found[0]![0]).toBeGreaterThan(0.8);
      expect(found.at(-1)![1]).toBeLessThan(1.2 + speechS);
    }
  });
});
