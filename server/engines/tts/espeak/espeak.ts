// One eSpeak NG instance (WASM, data inside the package). Loading takes a few hundred
// milliseconds, so a worker loads it once and reuses it for every request; the instance keeps
// its settings between calls, so every synthesis sets all of them.
import initialize, { type EspeakEvent, type EspeakModule, type eSpeakNGWorker } from '@echogarden/espeak-ng-emscripten';

export interface EspeakSettings {
  /** eSpeak voice with a variant, e.g. `ru+m1`. */
  voice: string;
  pitch: number;
  range: number;
  /** Words per minute (eSpeak accepts 80..450). */
  rate: number;
  /** 0..200, 100 is normal. */
  volume: number;
}

export interface EspeakOutput {
  samples: Int16Array;
  sampleRate: number;
  /** The phonemes eSpeak actually spoke (IPA, in order), from its phoneme events. */
  phonemes: string[];
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(v)));

/** Escapes text for eSpeak's SSML reader (it is always on: `<`, `&` would be read as markup). */
export function escapeSsml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export class Espeak {
  private voice = '';
  private readonly module: EspeakModule;
  private readonly worker: eSpeakNGWorker;

  private constructor(module: EspeakModule, worker: eSpeakNGWorker) {
    this.module = module;
    this.worker = worker;
  }

  static async load(): Promise<Espeak> {
    const module = await initialize();
    return new Espeak(module, new module.eSpeakNGWorker());
  }

  get sampleRate(): number {
    return this.worker.get_samplerate();
  }

  private setVoice(voice: string): void {
    if (voice === this.voice) return;
    if (this.worker.set_voice(voice) !== 0) throw new Error(`eSpeak NG has no voice "${voice}"`);
    this.voice = voice;
  }

  /**
   * eSpeak's phonemes of plain text: words separated by spaces, clauses by ` | `, phonemes by `_`.
   * `ipa: false` gives eSpeak's own phoneme names (what `[[...]]` input takes).
   */
  phonemes(text: string, voice: string, ipa: boolean): string {
    this.setVoice(voice);
    const ptr = this.worker.convert_to_phonemes(text, ipa).ptr;
    if (!ptr) return '';
    const heap = this.module.HEAPU8;
    let end = ptr;
    while (heap[end] !== 0) end++;
    const out = Buffer.from(heap.subarray(ptr, end)).toString('utf8');
    this.module._free(ptr);
    return out.trim();
  }

  /** Speaks SSML-escaped text (`[[...]]` spans are phoneme input). */
  synthesize(text: string, s: EspeakSettings): EspeakOutput {
    this.setVoice(s.voice);
    this.worker.set_rate(clamp(s.rate, 80, 450));
    this.worker.set_pitch(clamp(s.pitch, 0, 100));
    this.worker.set_range(clamp(s.range, 0, 100));
    this.worker.set_volume(clamp(s.volume, 0, 200));
    const chunks: Int16Array[] = [];
    const phonemes: string[] = [];
    let total = 0;
    this.worker.synthesize(text, (samples: Int16Array, events: EspeakEvent[]) => {
      if (samples.length) {
        chunks.push(samples);
        total += samples.length;
      }
      for (const e of events) if (e.type === 'phoneme' && typeof e.id === 'string' && e.id) phonemes.push(e.id);
      return 0;
    });
    const samples = new Int16Array(total);
    let at = 0;
    for (const c of chunks) {
      samples.set(c, at);
      at += c.length;
    }
    return { samples, sampleRate: this.sampleRate, phonemes };
  }
}
