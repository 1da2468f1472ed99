// A voice that skips a word, simulated: one piece of a chapter recording is replaced by the same
// piece said without one of its words (the technique of test/http/check.test.ts), so the check by
// ear has something real to find.
import { decodeToPcm, encodeMp3 } from '../../server/engines/ffmpeg/encode.ts';
import { getChapter } from '../../server/storage/repositories/chapters.repo.ts';
import type { ChapterView } from './api-types.ts';
import type { E2eStudio } from './studio.ts';

export async function dropWord(studio: E2eStudio, chapterId: string): Promise<{ text: string; word: string }> {
  const app = studio.server.studio.app;
  const view = await studio.api<ChapterView>('GET', `/chapters/${chapterId}`);
  const piece = view.timeline.find((p) => p.prepared.split(/\s+/).length >= 12);
  if (!piece) throw new Error('no piece of 12 words or more to damage');
  const tokens = piece.prepared.split(/\s+/);
  const at = tokens.findIndex((tok, i) => i > tokens.length / 3 && /^[a-z]{5,}$/.test(tok));
  const unit = view.units.find((u) => u.key === piece.key)!;
  const said = await app.synth.synthesize({ voiceId: unit.voice_id, text: tokens.filter((_, i) => i !== at).join(' '), emotion: unit.emotion, speed: 1, delivery: {} });
  const path = getChapter(app.db, chapterId)!.audio_path!;
  const pcm = await decodeToPcm(path, said.sampleRate);
  const from = Math.round(piece.t0 * said.sampleRate);
  const to = Math.round(piece.t1 * said.sampleRate);
  pcm.samples.fill(0, from, to);
  // Decoded at the voice's own rate, so the shorter piece drops straight into the gap.
  pcm.samples.set(said.samples.subarray(0, to - from), from);
  await encodeMp3(pcm, path);
  return { text: piece.text, word: tokens[at]! };
}
