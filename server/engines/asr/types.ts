// The one speech-recognition interface of the check. Engines (sherpa-onnx models installed by
// the model manager, Debian's pocketsphinx) sit behind it and run outside the HTTP thread: each
// in its own child process, so a native crash or a stuck decoder never takes the studio down
// and a cancelled job simply kills it.
import type { Interval } from '../../domain/check/evidence.ts';
import type { Recognition } from '../../domain/check/judge.ts';

/** Sample rate of every clip handed to an engine. */
export const ASR_RATE = 16000;

export interface Clip {
  id: string;
  /** Mono 16-bit PCM at ASR_RATE. */
  samples: Int16Array;
  /** The words the clip should hold (normalised), for engines that verify a known text. */
  expected: string[];
}

export interface ClipResult {
  id: string;
  recognition: Recognition | null;
  error: string | null;
}

export interface RecognizeOptions {
  signal?: AbortSignal;
  /** Called as clips finish (count so far). */
  onProgress?: (done: number) => void;
}

export interface RecognizerInfo {
  /** Shown in the report: e.g. `asr-ru-zipformer-small` or `pocketsphinx-en-us`. */
  id: string;
  language: string;
  engine: 'sherpa' | 'pocketsphinx';
}

export interface Recognizer {
  readonly info: RecognizerInfo;
  /** Results in the order of the clips. Rejects only when aborted or when the engine cannot start. */
  recognize(clips: readonly Clip[], opts?: RecognizeOptions): Promise<ClipResult[]>;
}

export interface SpeechDetector {
  /** `silero-vad` or `energy`. */
  readonly id: string;
  /** Speech intervals of each clip, in clip seconds. */
  detect(clips: readonly Clip[], opts?: RecognizeOptions): Promise<Interval[][]>;
}

/** The engine was aborted by the job's signal. */
export class RecognitionAborted extends Error {
  override name = 'RecognitionAborted';
}
