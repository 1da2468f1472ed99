// Which recognizer checks a book's language, and which detector finds speech: installed
// sherpa-onnx models first (the larger, the more accurate), then Debian's pocketsphinx for
// English; Silero VAD when installed, else frame energies.
import { listInstalled, type InstalledRecord } from '../../../models/discovery.ts';
import { energySpeech, type Interval } from '../../domain/check/evidence.ts';
import { findPocketsphinx, PocketsphinxRecognizer } from './pocketsphinx.ts';
import { SherpaRecognizer, SileroDetector } from './sherpa.ts';
import { sherpaConfig } from './sherpa-config.ts';
import { ASR_RATE, type Clip, type Recognizer, type SpeechDetector } from './types.ts';

export type { Clip, ClipResult, Recognizer, RecognizerInfo, SpeechDetector } from './types.ts';
export { ASR_RATE, RecognitionAborted } from './types.ts';

const SHERPA_ENGINES = new Set(['sherpa-zipformer', 'sherpa-whisper']);

function modelBytes(m: InstalledRecord): number {
  return m.entry.files.reduce((a, f) => a + (f.size ?? 0), 0);
}

export interface RecognizerOptions {
  /** May Debian's pocketsphinx check English (config `pocketsphinx`; default yes). */
  pocketsphinx?: boolean;
  log?: (m: string) => void;
}

/** The recognizer for a language, or null when none is installed. */
export function recognizerFor(modelsDir: string, language: string, opts: RecognizerOptions = {}): Recognizer | null {
  const models = listInstalled(modelsDir)
    .filter((m) => m.entry.kind === 'asr' && m.entry.language === language && SHERPA_ENGINES.has(m.entry.engine))
    .sort((a, b) => modelBytes(b) - modelBytes(a));
  for (const m of models) {
    try {
      return new SherpaRecognizer({ id: m.entry.id, language, engine: 'sherpa' }, sherpaConfig(m));
    } catch {
      // A model folder without the expected files: try the next one.
    }
  }
  if (language === 'en' && opts.pocketsphinx !== false) {
    const ps = findPocketsphinx();
    if (ps) return new PocketsphinxRecognizer(ps, opts.log);
  }
  return null;
}

/** Speech by frame energy: always available, in-process (a pass over the samples). */
export class EnergyDetector implements SpeechDetector {
  readonly id = 'energy';
  async detect(clips: readonly Clip[]): Promise<Interval[][]> {
    const out: Interval[][] = [];
    for (const c of clips) {
      out.push(energySpeech(c.samples, ASR_RATE));
      // Let other requests in between long clips.
      await new Promise((r) => setImmediate(r));
    }
    return out;
  }
}

export function speechDetectorFor(modelsDir: string): SpeechDetector {
  const vad = listInstalled(modelsDir).find((m) => m.entry.kind === 'vad' && m.entry.engine === 'silero-vad');
  const file = vad?.entry.files.find((f) => f.name.endsWith('.onnx'));
  return vad && file ? new SileroDetector(`${vad.dir}/${file.name}`) : new EnergyDetector();
}
