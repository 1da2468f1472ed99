// Messages between the studio and its sherpa-onnx child process (IPC with structured clone,
// so clip samples travel as typed arrays).
import type { OfflineRecognizerConfig, VadConfig } from 'sherpa-onnx-node';
import type { Interval } from '../../domain/check/evidence.ts';

export type ToChild =
  | { type: 'init'; asr: OfflineRecognizerConfig | null; vad: VadConfig | null }
  | { type: 'clip'; id: string; samples: Int16Array; asr: boolean; vad: boolean };

export type FromChild =
  | { type: 'ready' }
  | { type: 'fail'; message: string }
  | {
      type: 'result';
      id: string;
      text?: string;
      tokens?: string[];
      /** Seconds from the clip start, one per token (transducers). */
      timestamps?: number[];
      speech?: Interval[];
      error?: string;
    };
