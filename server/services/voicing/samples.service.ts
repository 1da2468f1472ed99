// Voice samples for the gallery: made on the first request of their signed link and kept.
// Free: a sample is the studio's, not the user's voicing.
import { join, relative } from 'node:path';
import type { AppContext } from '../../context.ts';
import { NEUTRAL } from '../../contract/enums.ts';
import type { VoiceInfo } from '../../engines/tts/engine.ts';
import { LINK_TTL_S } from '../../files/signer.ts';
import { writeFileAtomic } from '../../util/files.ts';
import { encodeWav } from '../../util/wav.ts';

const SAMPLE_TEXT: Record<string, string> = {
  ru: 'Здравствуйте! Я прочит+аю в+ашу кн+игу. Посл+ушайте, как звуч+ит мой г+олос.',
  en: 'Hello! I will read your book. Listen to how my voice sounds.',
};

function samplePath(app: AppContext, voiceId: string): string {
  return join(app.config.dataDir, 'samples', `${voiceId}.wav`);
}

export function sampleUrl(app: AppContext, v: VoiceInfo): string {
  const rel = relative(app.config.dataDir, samplePath(app, v.id));
  return `${app.siteUrl()}/files/${app.signer.sign(rel, 'audio/wav', { sample: v.id, ttlS: LINK_TTL_S })}`;
}

export async function makeSample(app: AppContext, voiceId: string, path: string): Promise<void> {
  const v = app.synth.voice(voiceId);
  if (!v) throw new Error('no such voice');
  const text = SAMPLE_TEXT[v.language] ?? SAMPLE_TEXT.en!;
  const r = await app.synth.synthesize({ voiceId, text, emotion: NEUTRAL, speed: 1, delivery: {} }, { timeoutMs: 60_000, lane: 'samples' });
  writeFileAtomic(path, encodeWav(r.samples, r.sampleRate));
}
