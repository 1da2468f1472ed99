// A Piper (VITS) voice on the CPU with onnxruntime-node: the studio's phoneme step, then the
// model once per sentence (as Piper does), 0.2 s of silence between sentences. Loaded once per
// worker and kept.
import type * as OrtModule from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';
import type { DeliveryStyle } from '../../../contract/enums.ts';
import { withIntonation } from '../espeak/prosody.ts';
import { phonemeIds, piperSentences, type Phonemizer } from '../phonemes/piper-input.ts';
import type { PiperModelSpec } from '../protocol.ts';
import { readPiperConfig, type PiperConfig } from './config.ts';

const SENTENCE_SILENCE_S = 0.2;
const TEMPO = { slow: 0.8, fast: 1.22 } as const;
const GAIN = { whisper: 0.35, soft: 0.6, loud: 1.5 } as const;

// Loaded on first use: a worker that never speaks a Piper voice never pays for the runtime.
type Ort = typeof OrtModule;
let ort: Promise<Ort> | null = null;

export class PiperVoice {
  readonly config: PiperConfig;
  private readonly session: InferenceSession;
  private readonly ort: Ort;

  private constructor(config: PiperConfig, session: InferenceSession, runtime: Ort) {
    this.config = config;
    this.session = session;
    this.ort = runtime;
  }

  /** Reads the config and loads the model; throws when either is unusable. */
  static async load(spec: PiperModelSpec): Promise<PiperVoice> {
    const config = readPiperConfig(spec.config);
    ort ??= import('onnxruntime-node');
    const runtime = await ort;
    let session: InferenceSession;
    try {
      // One thread per session: the pool already runs one synthesis per core.
      session = await runtime.InferenceSession.create(spec.model, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    } catch (err) {
      throw new Error(`cannot load the voice model: ${(err as Error).message.split('\n')[0]}`);
    }
    for (const name of ['input', 'input_lengths', 'scales']) {
      if (!session.inputNames.includes(name)) throw new Error(`the voice model has no "${name}" input (not a Piper model)`);
    }
    return new PiperVoice(config, session, runtime);
  }

  /** The id sequence of each sentence Piper will speak for this text. */
  sentenceIds(text: string, ph: Phonemizer, delivery: DeliveryStyle = {}): number[][] {
    return piperSentences(withIntonation(text, delivery.intonation), this.config.language, ph).map((s) => phonemeIds(s.phonemes, this.config.idMap));
  }

  async synthesize(text: string, ph: Phonemizer, speed: number, delivery: DeliveryStyle): Promise<{ samples: Int16Array; sampleRate: number }> {
    const c = this.config;
    const tempo = speed * (delivery.tempo ? TEMPO[delivery.tempo] : 1);
    const gain = delivery.volume ? GAIN[delivery.volume] : 1;
    const chunks: Float32Array[] = [];
    const silence = new Float32Array(Math.round(c.sampleRate * SENTENCE_SILENCE_S));
    for (const ids of this.sentenceIds(text, ph, delivery)) {
      if (chunks.length) chunks.push(silence);
      const { Tensor } = this.ort;
      const feeds: Record<string, InstanceType<typeof Tensor>> = {
        input: new Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
        input_lengths: new Tensor('int64', BigInt64Array.from([BigInt(ids.length)]), [1]),
        scales: new Tensor('float32', Float32Array.from([c.noiseScale, c.lengthScale / tempo, c.noiseW]), [3]),
      };
      if (c.numSpeakers > 1 && this.session.inputNames.includes('sid')) feeds.sid = new Tensor('int64', BigInt64Array.from([0n]), [1]);
      const out = await this.session.run(feeds);
      const audio = out[this.session.outputNames[0]!]!.data;
      if (!(audio instanceof Float32Array)) throw new Error('the voice model did not return float audio');
      chunks.push(audio);
    }
    return { samples: toInt16(chunks, gain), sampleRate: c.sampleRate };
  }
}

/**
 * Float audio to 16-bit PCM at the model's own level (times the delivery's gain), scaled down
 * only if it would clip.
 */
function toInt16(chunks: Float32Array[], gain: number): Int16Array {
  let peak = 0;
  for (const c of chunks) for (const v of c) peak = Math.max(peak, Math.abs(v * gain));
  const scale = (32767 * gain) / Math.max(1, peak);
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    for (const v of c) out[at++] = Math.max(-32768, Math.min(32767, Math.round(v * scale)));
  }
  return out;
}
