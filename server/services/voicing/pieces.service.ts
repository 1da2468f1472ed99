// Voicing one piece: synthesis in the worker pool, the WAV written atomically, then — in one
// short transaction — the piece recorded and its price debited. A piece the user already has is
// never voiced or paid again.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Deps } from '../deps.ts';
import type { PieceSpec } from '../../domain/units.ts';
import { tx } from '../../storage/db.ts';
import { getPiece, insertPiece, repointPiece } from '../../storage/repositories/pieces.repo.ts';
import type { PieceRow } from '../../storage/rows.ts';
import { writeFileAtomic } from '../../util/files.ts';
import { encodeWav } from '../../util/wav.ts';
import { nowIso } from '../../util/time.ts';
import { recordSynthSpeed } from '../speed.service.ts';

export type PieceWork = Pick<PieceSpec, 'key' | 'voiceId' | 'emotion' | 'speed' | 'pitch' | 'formant' | 'delivery' | 'prepared' | 'chars' | 'milli'>;

export function piecePath(deps: Pick<Deps, 'config'>, userId: string, key: string): string {
  return join(deps.config.audioDir, 'pieces', userId, key.slice(0, 2), `${key}.wav`);
}

/** The user's piece if it exists with its sound on disk. */
export function existingPiece(deps: Pick<Deps, 'db'>, userId: string, key: string): PieceRow | undefined {
  const p = getPiece(deps.db, userId, key);
  return p && existsSync(p.path) ? p : undefined;
}

export interface Voiced {
  path: string;
  samples: number;
  sampleRate: number;
  durationS: number;
  /** Seconds the synthesis took (the machine's speed is learnt from it when the piece is recorded). */
  synthS: number;
}

/** Synthesizes a piece and writes its WAV (no database change yet). */
export async function synthesizePiece(deps: Pick<Deps, 'config' | 'db' | 'synth'>, userId: string, work: PieceWork, opts: { signal?: AbortSignal; timeoutMs?: number }): Promise<Voiced> {
  const t0 = performance.now();
  const r = await deps.synth.synthesize(
    // A render queued before variants existed stored pieces without pitch and formant: the voice itself.
    { voiceId: work.voiceId, text: work.prepared, emotion: work.emotion, speed: work.speed, delivery: work.delivery, pitch: work.pitch ?? 0, formant: work.formant ?? 0 },
    { signal: opts.signal, timeoutMs: opts.timeoutMs, lane: userId },
  );
  const synthS = (performance.now() - t0) / 1000;
  const path = piecePath(deps, userId, work.key);
  writeFileAtomic(path, encodeWav(r.samples, r.sampleRate));
  return { path, samples: r.samples.length, sampleRate: r.sampleRate, durationS: r.samples.length / r.sampleRate, synthS };
}

/**
 * Records a freshly voiced piece and runs `debit` in the same transaction (with the synthesis speed
 * learnt: one commit per piece, each of which waits for the disk). If another request recorded the
 * same piece meanwhile, nothing is debited and false is returned.
 */
export function recordPiece(deps: Pick<Deps, 'db'>, userId: string, work: PieceWork, voiced: Voiced, source: PieceRow['source'], debit: () => void): boolean {
  return tx(deps.db, () => {
    recordSynthSpeed(deps, work.chars, voiced.synthS);
    const existing = getPiece(deps.db, userId, work.key);
    if (existing && existsSync(existing.path)) return false;
    if (existing) {
      // The row survived but its file was lost (e.g. deleted by hand): re-point it, already paid.
      repointPiece(deps.db, userId, work.key, voiced.path, voiced.samples, voiced.sampleRate);
      return false;
    }
    insertPiece(deps.db, {
      user_id: userId, key: work.key, voice_id: work.voiceId, chars: work.chars, credits_milli: work.milli, path: voiced.path,
      samples: voiced.samples, sample_rate: voiced.sampleRate, source, created_at: nowIso(),
    });
    debit();
    return true;
  });
}
