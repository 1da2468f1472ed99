// A Piper voice's `.onnx.json`: what the front end and the model need from it. Read by the
// main thread (to list a broken voice with its problem) and by the worker that speaks it.
import { readFileSync } from 'node:fs';

export interface PiperConfig {
  sampleRate: number;
  /** eSpeak NG voice of the phonemes the model was trained on (e.g. `ru`, `en-us`). */
  espeakVoice: string;
  /** ISO 639-1 language of that voice (the phoneme step's rules). */
  language: string;
  idMap: Map<string, number[]>;
  noiseScale: number;
  lengthScale: number;
  noiseW: number;
  numSpeakers: number;
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** Parses a Piper config; throws an Error saying what is wrong. */
export function parsePiperConfig(json: unknown): PiperConfig {
  if (typeof json !== 'object' || json === null) throw new Error('the voice config is not a JSON object');
  const c = json as Record<string, Record<string, unknown> | undefined>;
  const sampleRate = c.audio?.sample_rate;
  if (typeof sampleRate !== 'number' || sampleRate < 8000) throw new Error('the voice config has no audio.sample_rate');
  const espeakVoice = c.espeak?.voice;
  if (typeof espeakVoice !== 'string' || !espeakVoice) throw new Error('the voice config has no espeak.voice');
  const rawMap = c.phoneme_id_map;
  if (typeof rawMap !== 'object' || rawMap === null) throw new Error('the voice config has no phoneme_id_map');
  const idMap = new Map<string, number[]>();
  for (const [k, v] of Object.entries(rawMap)) {
    if (Array.isArray(v) && v.every((x) => Number.isInteger(x))) idMap.set(k, v as number[]);
  }
  for (const need of ['^', '$', '_']) if (!idMap.has(need)) throw new Error(`the voice config's phoneme_id_map has no "${need}"`);
  const inf = c.inference ?? {};
  return {
    sampleRate,
    espeakVoice,
    language: espeakVoice.toLowerCase().split(/[-_]/)[0]!,
    idMap,
    noiseScale: num(inf.noise_scale, 0.667),
    lengthScale: num(inf.length_scale, 1),
    noiseW: num(inf.noise_w, 0.8),
    numSpeakers: num(c.num_speakers, 1),
  };
}

export function readPiperConfig(path: string): PiperConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read the voice config: ${(err as Error).message}`);
  }
  return parsePiperConfig(json);
}
