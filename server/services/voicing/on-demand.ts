// Voicing right now for a listener (/tts, a line's preview): free when the piece exists,
// otherwise checked against what the caller may spend, voiced within a time budget, debited.
import type { Auth, Deps } from '../deps.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { SynthesisTimeoutError, VoiceUnavailableError } from '../../engines/tts/engine.ts';
import { ApiError } from '../../errors.ts';
import type { PieceRow } from '../../storage/rows.ts';
import { debitListen } from '../billing.service.ts';
import { existingPiece, recordPiece, synthesizePiece, type PieceWork } from './pieces.service.ts';

export interface OnDemand {
  path: string;
  durationS: number;
  generated: boolean;
  milli: number;
}

export async function voiceOnDemand(
  deps: Pick<Deps, 'config' | 'db' | 'synth'>,
  auth: Auth,
  work: PieceWork,
  opts: { source: PieceRow['source']; book: { id: string; title: string } | null; spendable: number | null; timeoutMs?: number },
): Promise<OnDemand> {
  const have = existingPiece(deps, auth.user.id, work.key);
  if (have) return { path: have.path, durationS: have.samples / have.sample_rate, generated: false, milli: 0 };
  if (opts.spendable !== null && work.milli > opts.spendable) {
    throw new ApiError(402, ErrorCodes.insufficient, `Not enough characters: this costs ${work.milli / 1000}, ${Math.max(0, opts.spendable) / 1000} available.`);
  }
  const voice = deps.synth.voice(work.voiceId);
  let voiced;
  try {
    voiced = await synthesizePiece(deps, auth.user.id, work, { timeoutMs: opts.timeoutMs });
  } catch (err) {
    if (err instanceof SynthesisTimeoutError) throw new ApiError(503, ErrorCodes.timeout, 'Voicing did not finish in time; repeat the request.', { 'Retry-After': '5' });
    if (err instanceof VoiceUnavailableError) throw new ApiError(409, ErrorCodes.voiceUnavailable, `The voice is not working now: ${err.message}`);
    throw err;
  }
  const generated = recordPiece(deps, auth.user.id, work, voiced, opts.source, () =>
    debitListen(deps, {
      userId: auth.user.id, keyId: auth.key.id, milli: work.milli, chars: work.chars, audioS: voiced.durationS,
      voice: voice?.name ?? '', bookId: opts.book?.id ?? null, bookTitle: opts.book?.title ?? '',
    }),
  );
  return { path: voiced.path, durationS: voiced.durationS, generated, milli: generated ? work.milli : 0 };
}
