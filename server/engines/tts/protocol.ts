// Messages between the synthesis pool (main thread) and its workers. A job carries everything
// the worker needs (engine, voice parameters, model paths), so workers hold no voice list and a
// refresh of the models folder never has to reach them.
import type { DeliveryStyle, Emotion } from '../../contract/enums.ts';
import type { EspeakVoiceSpec } from './espeak/cast.ts';

export interface PiperModelSpec {
  /** Absolute paths of the voice's `.onnx` and `.onnx.json`. */
  model: string;
  config: string;
  /** Changes when the files change (size and time): a worker reloads a model whose stamp moved. */
  stamp: string;
}

export type EngineSpec =
  | { engine: 'espeak'; espeak: EspeakVoiceSpec }
  | { engine: 'piper'; piper: PiperModelSpec };

export interface SynthJob {
  spec: EngineSpec;
  text: string;
  emotion: Emotion;
  speed: number;
  delivery: DeliveryStyle;
  /** Semitones of the voice variant (0 and 0: the engine's sound untouched). */
  pitch: number;
  formant: number;
}

export type WorkerRequest =
  | { type: 'synth'; id: number; job: SynthJob }
  /** Load a model and report whether it works (used when the models folder is scanned). */
  | { type: 'probe'; id: number; spec: EngineSpec };

export type WorkerReply =
  | { type: 'ready' }
  | {
    type: 'done';
    id: number;
    samples: Int16Array;
    sampleRate: number;
    /** Epoch milliseconds measured inside the worker (comparable across threads). */
    startedAt: number;
    finishedAt: number;
  }
  | { type: 'probed'; id: number; problem: string }
  | { type: 'error'; id: number; name: string; message: string };

/** Wall-clock time in epoch milliseconds with sub-millisecond precision, the same in every thread. */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}
