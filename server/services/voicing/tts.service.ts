// POST /tts: a short text voiced synchronously. The same text with the same voice and settings a
// second time is free and instant (`generated: false`).
import type { Auth, Deps } from '../deps.ts';
import type { TtsBody } from '../../contract/voices.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { NEUTRAL } from '../../contract/enums.ts';
import { pieceKey, semitones } from '../../domain/units.ts';
import { ApiError, unprocessable } from '../../errors.ts';
import { listUserPronunciations } from '../../storage/repositories/pronunciations.repo.ts';
import { inReadingOrder } from '../pronunciations.service.ts';
import { priceMilli, pricedChars, toCredits } from '../../util/credits.ts';
import { spendableForKey } from './spendable.ts';
import { voiceOnDemand } from './on-demand.ts';

export interface TtsResult {
  path: string;
  prepared: string;
  generated: boolean;
  durationS: number;
  credits: number;
}

export async function synthesizeTts(deps: Pick<Deps, 'config' | 'db' | 'synth' | 'text'>, auth: Auth, body: TtsBody): Promise<TtsResult> {
  // Punctuation, spaces or control characters alone would be paid for and answered with silence.
  if (!/[\p{L}\p{N}]/u.test(body.text)) throw unprocessable('text: there is nothing to say (no letters or digits)');
  const voice = deps.synth.voice(body.voice_id);
  if (!voice || !voice.installed) throw unprocessable('voice_id: no such voice (see GET /voices)');
  if (!voice.working) throw new ApiError(409, ErrorCodes.voiceUnavailable, `The voice is not working now: ${voice.problem}`);
  const emotion = body.emotion ?? NEUTRAL;
  if (!voice.emotions && emotion !== NEUTRAL) throw unprocessable(`emotion: the voice «${voice.name}» plays no emotions; only «${NEUTRAL}»`);
  const speed = body.speed ?? 1;
  // The general rules, read as in books (of two for a word, the one added last).
  const rules = inReadingOrder(listUserPronunciations(deps.db, auth.user.id).filter((r) => r.book_id === null)).map((r) => ({ word: r.word, replacement: r.replacement, exact: r.exact === 1 }));
  const prepared = deps.text.prepare(body.text, voice.language, rules, JSON.stringify(rules)).prepared;
  const chars = pricedChars(body.text);
  // A variant (pitch, formant) is priced like its voice.
  const sound = { voiceId: voice.id, emotion, speed, pitch: semitones(body.pitch), formant: semitones(body.formant), delivery: {}, prepared };
  const work = { key: pieceKey({ ...sound, take: 0 }), ...sound, chars, milli: priceMilli(chars, voice.weight) };
  const r = await voiceOnDemand(deps, auth, work, { source: 'tts', book: null, spendable: spendableForKey(deps, auth), timeoutMs: deps.config.ttsTimeoutMs });
  return { path: r.path, prepared, generated: r.generated, durationS: Math.round(r.durationS * 1000) / 1000, credits: toCredits(r.milli) };
}
