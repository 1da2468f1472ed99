// Voicing a chapter: the pieces priced when the job was queued are voiced (those the user has are
// reused), each debited in the transaction that records it; then the recording is assembled and
// encoded. Cancelling lets pieces in synthesis finish (and be paid) and voices nothing more.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { Emotion, INTONATIONS, LineKind, TEMPOS, VOLUMES } from '../../contract/enums.ts';
import type { TextRef } from '../../contract/texts.ts';
import { parseTextRef } from '../../domain/texts.ts';
import type { PieceSpec } from '../../domain/units.ts';
import { tx } from '../../storage/db.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { audioPathShared, getChapter, updateChapter } from '../../storage/repositories/chapters.repo.ts';
import { getJob, updateJob } from '../../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import { debitRender } from '../../services/billing.service.ts';
import { synthSeconds } from '../../services/speed.service.ts';
import { existingPiece, recordPiece, synthesizePiece } from '../../services/voicing/pieces.service.ts';
import { ChapterRecorder, chapterTags, type Recorded } from '../../services/voicing/recording.ts';
import { removeRecording } from '../../engines/export/chapter-final.ts';
import { nowIso } from '../../util/time.ts';
import { defineJob, type RunContext } from '../define.ts';
import { JobAborted, JobFailure, type JobDeps } from '../types.ts';
import { queueCheck } from '../../services/check/check-queue.ts';
import { jobView } from '../../services/jobs.service.ts';

/** A piece exactly as it was priced when the job was queued (domain/units.ts PieceSpec). */
const Piece = z.object({
  key: z.string(),
  speaker: z.string(),
  voiceId: z.string(),
  emotion: Emotion,
  speed: z.number(),
  // Renders queued before voice variants stored no pitch and formant: the voice itself.
  pitch: z.number().default(0),
  formant: z.number().default(0),
  delivery: z.object({ intonation: z.enum(INTONATIONS).optional(), tempo: z.enum(TEMPOS).optional(), volume: z.enum(VOLUMES).optional() }),
  kind: LineKind,
  take: z.number().int(),
  text: z.string(),
  prepared: z.string(),
  segmentIds: z.array(z.string()),
  chars: z.number().int(),
  weight: z.number(),
  milli: z.number().int(),
  pauseMs: z.number().nullable(),
  paragraphId: z.number().int(),
}) satisfies z.ZodType<PieceSpec>;

const RenderPayload = z.object({ units: z.array(Piece) });
const RenderResult = z.object({
  /** Characters of pieces the user did not have when the job was queued. */
  new_chars: z.number().optional(),
  /** Of those, voiced so far. */
  voiced_chars: z.number().optional(),
});
/** What the render job uses besides the runner's own parts. */
type Uses = 'config' | 'synth' | 'files';
type Ctx = RunContext<z.output<typeof RenderPayload>, z.output<typeof RenderResult>, Pick<JobDeps, Uses>>;

/** The ledger line of a chapter's voicing: from the job's title (older jobs: their Russian title). */
function ledgerWhat(job: JobRow): TextRef | string {
  const title = parseTextRef(job.title_kind, job.title_params);
  return title?.kind === 'job.render' ? { kind: 'ledger.render', params: title.params } : `Озвучка: ${job.title}`;
}

function uniqueByKey(units: PieceSpec[]): PieceSpec[] {
  const seen = new Map<string, PieceSpec>();
  for (const u of units) if (!seen.has(u.key)) seen.set(u.key, u);
  return [...seen.values()];
}

/** `voicedSoFar.done`: pieces of the chapter there are (reused ones first), the job's `done`. */
async function voicePieces(args: Ctx, pieces: PieceSpec[], voicedSoFar: { done: number; chars: number }, onPiece: () => void): Promise<void> {
  const { deps, job, signal, progress } = args;
  const book = getBook(deps.db, job.book_id!)!;
  const queue = [...pieces];
  const worker = async (): Promise<void> => {
    for (let p = queue.shift(); p && !signal.aborted; p = queue.shift()) {
      const piece = p;
      // Not given the signal: a piece already in synthesis is finished and paid (spec: DELETE /jobs).
      const voiced = await synthesizePiece(deps, job.user_id, piece, {});
      const voice = deps.synth.voice(piece.voiceId);
      // The piece, its debit and the job's progress in one commit (synchronous=FULL: each waits for the disk).
      tx(deps.db, () => {
        recordPiece(deps, job.user_id, piece, voiced, 'render', () => {
          debitRender(deps, job.id, ledgerWhat(job), {
            userId: job.user_id, keyId: job.key_id, milli: piece.milli, chars: piece.chars, audioS: voiced.durationS,
            voice: voice?.name ?? '', bookId: book.id, bookTitle: book.title,
          });
          const cur = getJob(deps.db, job.id)!;
          updateJob(deps.db, job.id, { credits_used_milli: cur.credits_used_milli + piece.milli });
        });
        voicedSoFar.done++;
        voicedSoFar.chars += piece.chars;
        progress({ done: voicedSoFar.done, result: { voiced_chars: voicedSoFar.chars } });
      });
      onPiece();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.synth.workers) }, worker));
}

export const renderJob = defineJob<Uses>()({
  type: 'render',
  payload: RenderPayload,
  result: RenderResult,
  // Different users' chapters at once; a user's chapters voiced one after another, in request
  // order, each chapter's encoding beside the next one's synthesis.
  concurrency: ({ config }) => Math.max(2, config.workers),
  onePerUser: true,
  turnEndsAt: 'encode',

  async run(args) {
    const { deps, job, signal, progress } = args;
    const chapter = getChapter(deps.db, job.chapter_id!);
    const book = getBook(deps.db, job.book_id!);
    if (!chapter || !book) throw new JobFailure('The chapter no longer exists.');
    updateChapter(deps.db, chapter.id, { status: 'rendering' });
    const { units } = args.payload;
    const unique = uniqueByKey(units);
    const todo = unique.filter((u) => !existingPiece(deps, job.user_id, u.key));
    const reused = unique.length - todo.length;
    progress({ stage: 'synth', total: unique.length, reused, done: reused });
    const out = join(deps.config.audioDir, 'chapters', chapter.id, `${job.id}.mp3`);
    mkdirSync(dirname(out), { recursive: true });
    const recorder = new ChapterRecorder(units, out, { tags: chapterTags(chapter, book), signal, sound: book.sound === 'raw' ? 'raw' : 'studio' });
    const pathOf = (key: string) => existingPiece(deps, job.user_id, key)?.path;
    const voiced = { done: reused, chars: 0 };
    let assembled: Recorded;
    try {
      recorder.pump(pathOf);
      await voicePieces(args, todo, voiced, () => recorder.pump(pathOf));
      if (signal.aborted) throw new JobAborted('cancelled');
      progress({ stage: 'encode' });
      recorder.pump(pathOf);
      assembled = await recorder.finish();
    } catch (err) {
      await recorder.discard();
      throw signal.aborted ? new JobAborted('cancelled') : err;
    }
    const previous = getChapter(deps.db, chapter.id)?.audio_path;
    tx(deps.db, () =>
      updateChapter(deps.db, chapter.id, {
        audio_path: out, duration_s: assembled.durationS, rendered_at: nowIso(), timeline: JSON.stringify(assembled.timeline), status: 'ready',
      }),
    );
    if (previous && previous !== out && !audioPathShared(deps.db, previous, chapter.id)) removeRecording(previous);
  },

  remaining({ deps, job, result }) {
    const left = Math.max(0, (result.new_chars ?? 0) - (result.voiced_chars ?? 0));
    return synthSeconds(deps, left, deps.synth.workers) + (job.stage === 'done' ? 0 : 1);
  },

  settle({ deps, job }) {
    const chapter = job.chapter_id ? getChapter(deps.db, job.chapter_id) : undefined;
    if (!chapter) return;
    if (job.status === 'done') {
      deps.bus.emit(job.user_id, 'chapter.voiced', { job: jobView(deps, job), book_id: job.book_id, chapter_id: job.chapter_id });
      const book = getBook(deps.db, chapter.book_id);
      if (book?.check_mode === 'auto') queueCheck(deps, { userId: job.user_id, keyId: job.key_id }, chapter.id);
      return;
    }
    // Cancelled or failed: the chapter keeps its older recording (ready) or returns to draft.
    const status = job.status === 'failed' ? 'failed' : chapter.audio_path ? 'ready' : 'draft';
    updateChapter(deps.db, chapter.id, { status });
    if (job.status === 'failed') deps.bus.emit(job.user_id, 'chapter.failed', { job: jobView(deps, job), book_id: job.book_id, chapter_id: job.chapter_id });
  },
});
