// The studio's synthesizer: the embedded eSpeak NG cast (always there) and the neural voices
// installed in the models folder, all spoken by one pool of worker threads.
import type { SpeechSynthesizer, SynthesisOptions, SynthesisRequest, SynthesisResult, VoiceInfo } from './engine.ts';
import { VoiceUnavailableError } from './engine.ts';
import { espeakCast } from './espeak/cast.ts';
import { discoverPiperVoices } from './piper/discover.ts';
import { SynthesisPool, type DoneReply, type ProbedReply, type RunTrace } from './pool.ts';
import type { EngineSpec } from './protocol.ts';

export type { RunTrace } from './pool.ts';

interface Entry {
  info: VoiceInfo;
  spec: EngineSpec;
}

export interface SynthesizerOptions {
  modelsDir: string;
  workers: number;
  /** Called after every finished synthesis (tests and the bench watch concurrency with it). */
  onRun?: (t: RunTrace) => void;
}

export class LocalSynthesizer implements SpeechSynthesizer {
  private entries = new Map<string, Entry>();
  private readonly pool: SynthesisPool;
  private readonly opts: SynthesizerOptions;

  constructor(opts: SynthesizerOptions) {
    this.opts = opts;
    this.pool = new SynthesisPool(Math.max(1, Math.floor(opts.workers)), opts.onRun);
    for (const v of espeakCast()) this.entries.set(v.info.id, { info: v.info, spec: { engine: 'espeak', espeak: v.spec } });
  }

  get workers(): number {
    return this.pool.size;
  }

  voices(): VoiceInfo[] {
    return [...this.entries.values()].map((e) => ({ ...e.info }));
  }

  voice(id: string): VoiceInfo | undefined {
    const e = this.entries.get(id);
    return e ? { ...e.info } : undefined;
  }

  async synthesize(request: SynthesisRequest, options: SynthesisOptions = {}): Promise<SynthesisResult> {
    const entry = this.entries.get(request.voiceId);
    if (!entry) throw new VoiceUnavailableError(`No voice ${request.voiceId} is installed.`);
    if (!entry.info.working) throw new VoiceUnavailableError(entry.info.problem || `The voice «${entry.info.name}» does not work.`);
    try {
      const reply = (await this.pool.submit(
        {
          type: 'synth',
          job: {
            spec: entry.spec, text: request.text, emotion: request.emotion, speed: request.speed, delivery: request.delivery,
            pitch: request.pitch ?? 0, formant: request.formant ?? 0,
          },
        },
        { lane: options.lane, signal: options.signal, timeoutMs: options.timeoutMs },
      )) as DoneReply;
      return { samples: reply.samples, sampleRate: reply.sampleRate };
    } catch (err) {
      // The model broke after it was listed (file damaged or removed): list it as not working.
      if (err instanceof VoiceUnavailableError) entry.info = { ...entry.info, working: false, problem: err.message };
      throw err;
    }
  }

  /**
   * Re-scans the models folder: new or changed voices are loaded once in a worker to learn
   * whether they work; removed ones disappear; the embedded cast never changes.
   */
  async refresh(): Promise<void> {
    const found = discoverPiperVoices(this.opts.modelsDir);
    const next = new Map([...this.entries].filter(([, e]) => e.spec.engine !== 'piper'));
    const probes: Array<Promise<void>> = [];
    for (const f of found) {
      const old = this.entries.get(f.info.id);
      const entry: Entry = { info: f.info, spec: { engine: 'piper', piper: f.spec } };
      const same = old?.spec.engine === 'piper' && old.spec.piper.stamp === f.spec.stamp;
      if (same && f.info.working) entry.info = { ...f.info, working: old.info.working, problem: old.info.problem };
      else if (f.info.working) probes.push(this.probe(entry));
      next.set(f.info.id, entry);
    }
    this.entries = next;
    await Promise.all(probes);
  }

  private async probe(entry: Entry): Promise<void> {
    let problem: string;
    try {
      problem = ((await this.pool.submit({ type: 'probe', spec: entry.spec }, { lane: 'probe', timeoutMs: 120_000 })) as ProbedReply).problem;
    } catch (err) {
      problem = `the voice could not be loaded: ${(err as Error).message}`;
    }
    if (problem) entry.info = { ...entry.info, working: false, problem };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

export async function createSynthesizer(o: SynthesizerOptions): Promise<LocalSynthesizer> {
  const synth = new LocalSynthesizer(o);
  await synth.refresh();
  return synth;
}
