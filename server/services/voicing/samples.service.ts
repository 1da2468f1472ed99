// Voice samples for the gallery: made on the first request of their signed link and kept.
// Free: a sample is the studio's, not the user's voicing.
import { join } from 'node:path';
import type { Deps } from '../deps.ts';
import { NEUTRAL } from '../../contract/enums.ts';
import type { VoiceInfo } from '../../engines/tts/engine.ts';
import { writeFileAtomic } from '../../util/files.ts';
import { encodeWav } from '../../util/wav.ts';

const SAMPLE_TEXT: Record<string, string> = {
  ru: 'Здравствуйте! Я прочит+аю в+ашу кн+игу. Посл+ушайте, как звуч+ит мой г+олос.',
  en: 'Hello! I will read your book. Listen to how my voice sounds.',
};

function samplePath(deps: Pick<Deps, 'config'>, voiceId: string): string {
  return join(deps.config.dataDir, 'samples', `${voiceId}.wav`);
}

export function sampleUrl(deps: Pick<Deps, 'config' | 'files'>, v: VoiceInfo): string {
  return deps.files.sampleUrl(samplePath(deps, v.id), v.id);
}

export async function makeSample(deps: Pick<Deps, 'synth'>, voiceId: string, path: string): Promise<void> {
  const v = deps.synth.voice(voiceId);
  if (!v) throw new Error('no such voice');
  const text = SAMPLE_TEXT[v.language] ?? SAMPLE_TEXT.en!;
  const r = await deps.synth.synthesize({ voiceId, text, emotion: NEUTRAL, speed: 1, delivery: {} }, { timeoutMs: 60_000, lane: 'samples' });
  writeFileAtomic(path, encodeWav(r.samples, r.sampleRate));
}
