// sherpa-onnx recognizers (models installed by the model manager) and the Silero voice activity
// detector, both served by a child process (sherpa-child.ts) that the job starts, feeds clip by
// clip and stops; an aborted job kills it.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OfflineRecognizerConfig, VadConfig } from 'sherpa-onnx-node';
import type { Interval } from '../../domain/check/evidence.ts';
import type { HeardWord } from '../../domain/check/judge.ts';
import type { FromChild, ToChild } from './sherpa-protocol.ts';
import { RecognitionAborted, type Clip, type ClipResult, type RecognizeOptions, type Recognizer, type RecognizerInfo, type SpeechDetector } from './types.ts';

const CHILD = fileURLToPath(new URL('./sherpa-child.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;

type Result = Extract<FromChild, { type: 'result' }>;

/** One running child: start, send clips in order, collect their results, stop. */
class SherpaChild {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, (r: Result) => void>();
  private stderr = '';
  private failed: Error | null = null;
  private readonly onFail: Array<(e: Error) => void> = [];

  private constructor(child: ChildProcess) {
    this.child = child;
    child.stderr?.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString('utf8')).slice(-4000)));
    child.on('message', (m: FromChild) => {
      if (m.type !== 'result') return;
      const done = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      done?.(m);
    });
    child.on('exit', (code, sig) => this.fail(new Error(`The speech engine stopped (${sig ?? code})${this.stderr ? `: ${this.lastLines()}` : ''}.`)));
  }

  private lastLines(): string {
    return this.stderr.split('\n').map((l) => l.trim()).filter(Boolean).slice(-2).join(' | ');
  }

  private fail(e: Error): void {
    if (this.failed) return;
    this.failed = e;
    for (const f of this.onFail) f(e);
  }

  static async start(init: { asr: OfflineRecognizerConfig | null; vad: VadConfig | null }, signal?: AbortSignal): Promise<SherpaChild> {
    if (signal?.aborted) throw new RecognitionAborted('aborted');
    const child = fork(CHILD, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'], execArgv: [] });
    const c = new SherpaChild(child);
    const onAbort = () => c.stop();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('The speech engine did not start in time.')), START_TIMEOUT_MS);
        c.onFail.push((e) => {
          clearTimeout(timer);
          reject(e);
        });
        child.on('message', (m: FromChild) => {
          if (m.type === 'ready') {
            clearTimeout(timer);
            resolve();
          } else if (m.type === 'fail') {
            clearTimeout(timer);
            reject(new Error(`The speech model could not be loaded: ${m.message}`));
          }
        });
        child.send({ type: 'init', ...init } satisfies ToChild);
      });
    } catch (err) {
      c.stop();
      throw signal?.aborted ? new RecognitionAborted('aborted') : err;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    return c;
  }

  run(clip: Clip, what: { asr: boolean; vad: boolean }, signal?: AbortSignal): Promise<Result> {
    if (signal?.aborted) return Promise.reject(new RecognitionAborted('aborted'));
    if (this.failed) return Promise.reject(this.failed);
    return new Promise<Result>((resolve, reject) => {
      const onAbort = () => {
        this.stop();
        reject(new RecognitionAborted('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.onFail.push(reject);
      this.waiting.set(clip.id, (r) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(r);
      });
      this.child.send({ type: 'clip', id: clip.id, samples: clip.samples, ...what } satisfies ToChild);
    });
  }

  stop(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** Runs every clip through one child; results in clip order. */
async function runAll(init: { asr: OfflineRecognizerConfig | null; vad: VadConfig | null }, clips: readonly Clip[], opts: RecognizeOptions): Promise<Result[]> {
  if (clips.length === 0) return [];
  const child = await SherpaChild.start(init, opts.signal);
  try {
    const out: Result[] = [];
    for (const clip of clips) {
      out.push(await child.run(clip, { asr: init.asr !== null, vad: init.vad !== null }, opts.signal));
      opts.onProgress?.(out.length);
    }
    return out;
  } finally {
    child.stop();
  }
}

/** Word timings from a transducer's token timestamps: a word runs from its first token to the next word. */
function wordsOf(r: Result, clipS: number): HeardWord[] | null {
  if (!r.tokens?.length || r.timestamps?.length !== r.tokens.length) return null;
  const words: HeardWord[] = [];
  r.tokens.forEach((tok, i) => {
    const start = r.timestamps![i]!;
    if (/^[\s▁]/.test(tok) || words.length === 0) words.push({ word: tok.replace(/^[\s▁]+/, ''), start, end: start });
    else words[words.length - 1]!.word += tok;
  });
  words.forEach((w, i) => (w.end = words[i + 1]?.start ?? clipS));
  return words.filter((w) => w.word);
}

export class SherpaRecognizer implements Recognizer {
  readonly info: RecognizerInfo;
  private readonly config: OfflineRecognizerConfig;

  constructor(info: RecognizerInfo, config: OfflineRecognizerConfig) {
    this.info = info;
    this.config = config;
  }

  async recognize(clips: readonly Clip[], opts: RecognizeOptions = {}): Promise<ClipResult[]> {
    const results = await runAll({ asr: this.config, vad: null }, clips, opts);
    return results.map((r, i) => {
      if (r.error) return { id: r.id, recognition: null, error: `Recognition failed: ${r.error}` };
      const clipS = clips[i]!.samples.length / 16000;
      return { id: r.id, error: null, recognition: { mode: 'transcribe', text: (r.text ?? '').trim(), words: wordsOf(r, clipS) } };
    });
  }
}

/** Silero VAD (model `vad-silero`): speech intervals of each clip. */
export class SileroDetector implements SpeechDetector {
  readonly id = 'silero-vad';
  private readonly model: string;

  constructor(modelPath: string) {
    this.model = modelPath;
  }

  async detect(clips: readonly Clip[], opts: RecognizeOptions = {}): Promise<Interval[][]> {
    const vad: VadConfig = {
      sileroVad: { model: this.model, threshold: 0.5, minSilenceDuration: 0.1, minSpeechDuration: 0.05, windowSize: 512, maxSpeechDuration: 30 },
      sampleRate: 16000, numThreads: 1, debug: 0,
    };
    const results = await runAll({ asr: null, vad }, clips, opts);
    return results.map((r) => {
      if (r.error || !r.speech) throw new Error(`Voice activity detection failed: ${r.error ?? 'no answer'}`);
      return r.speech;
    });
  }
}
