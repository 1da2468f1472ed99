// The check of a chapter recording by speech recognition (free): every piece is cut out of the
// recording, its speech found and recognized, and judged against the text the voice read. Pieces
// found `bad` (a word lost or doubled, silence, cut short) are re-voiced with a new take — free —
// the recording is assembled again and those pieces are checked again, at most MAX_ROUNDS times.
// Without a recognizer for the book's language the job still finishes: pieces stay `unchecked`
// (silent or cut-short pieces are still reported) and nothing is re-voiced (decisions §5).
import { z } from 'zod';
import type { Deps } from '../../services/deps.ts';
import type { Verdict } from '../../domain/check/judge.ts';
import { recognizerFor, RecognitionAborted, speechDetectorFor } from '../../engines/asr/index.ts';
import { decodeToPcm } from '../../engines/ffmpeg/encode.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { getChapter, updateChapter } from '../../storage/repositories/chapters.repo.ts';
import { activeJobsOfUser } from '../../storage/repositories/jobs.repo.ts';
import { acceptedKeys, putCheck } from '../../storage/repositories/misc.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import { nowIso } from '../../util/time.ts';
import { checkPieces, type CheckTools, type PieceToCheck } from '../../services/check/check-run.ts';
import { uniquePieces, type StoredCheck } from '../../services/check/check-report.ts';
import { revoiceBad } from '../../services/check/revoice.ts';
import { jobView } from '../../services/jobs.service.ts';
import { ASR_RATE } from '../../engines/asr/types.ts';
import { defineJob } from '../define.ts';
import { JobAborted, JobFailure } from '../types.ts';

/** Re-voicing rounds per check: a piece still bad after this stays reported for the user. */
export const MAX_ROUNDS = 2;

function recoverStuckChapter(deps: Pick<Deps, 'db'>, job: JobRow): void {
  // A studio stopped mid re-voicing leaves the chapter `rendering` with no render job behind it.
  const chapter = getChapter(deps.db, job.chapter_id!);
  if (chapter?.status !== 'rendering') return;
  const rendering = activeJobsOfUser(deps.db, job.user_id, 'render').some((j) => j.chapter_id === chapter.id);
  if (!rendering) updateChapter(deps.db, chapter.id, { status: chapter.audio_path ? 'ready' : 'draft' });
}

export const checkJob = defineJob<'config' | 'synth' | 'text' | 'units' | 'files'>()({
  type: 'check',
  payload: z.object({}),
  result: z.object({
    /** Which recognizer heard the chapter (null: none installed for its language). */
    recognizer: z.string().nullable().optional(),
    revoiced: z.number().int().optional(),
    bad: z.number().int().optional(),
    warn: z.number().int().optional(),
    ok: z.number().int().optional(),
  }),
  concurrency: () => 1,

  async run({ deps, job, signal, progress }) {
    recoverStuckChapter(deps, job);
    const chapter = getChapter(deps.db, job.chapter_id!);
    const book = chapter && getBook(deps.db, chapter.book_id);
    if (!chapter || !book) throw new JobFailure('The chapter no longer exists.');
    if (!chapter.audio_path) throw new JobFailure('The chapter has no recording to check.');
    const recognizer = recognizerFor(deps.config.modelsDir, book.language, { pocketsphinx: deps.config.pocketsphinx, log: deps.log });
    const pieces: PieceToCheck[] = uniquePieces(chapter).map((p) => ({ key: p.key, t0: p.t0, t1: p.t1, prepared: p.prepared, speaker: p.speaker }));
    progress({ stage: 'check', total: pieces.length, done: 0, result: { recognizer: recognizer?.info.id ?? null } });

    let offset = 0;
    let scale = pieces.length;
    let jobTotal = pieces.length;
    const tools: CheckTools = {
      language: book.language,
      recognizer,
      detector: speechDetectorFor(deps.config.modelsDir),
      signal,
      // Progress in pieces: the first pass is the whole chapter, re-checks add their pieces.
      onProgress: (done, total) => progress({ done: offset + Math.floor((done / Math.max(1, total)) * scale) }),
    };
    try {
      let pcm = await decodeToPcm(chapter.audio_path, ASR_RATE, signal);
      const first = await checkPieces(pcm, pieces, tools);
      const verdicts = new Map<string, Verdict>(first.verdicts);
      let revoiced = 0;
      const revoicedPieces: StoredCheck['revoicedPieces'] = [];
      let revoiceSkipped: string | null = null;
      const accepted = acceptedKeys(deps.db, job.user_id);
      for (let round = 1; recognizer && round <= MAX_ROUNDS; round++) {
        const bad = new Set([...verdicts].filter(([k, v]) => v.status === 'bad' && !accepted.has(k)).map(([k]) => k));
        if (bad.size === 0) break;
        progress({ stage: 'synth' });
        const before = new Map(uniquePieces(getChapter(deps.db, chapter.id)!).map((p) => [p.key, p]));
        const r = await revoiceBad(deps, job, bad, signal);
        if ('skipped' in r) {
          revoiceSkipped = r.skipped;
          break;
        }
        revoiced += bad.size;
        for (const k of bad) {
          const p = before.get(k);
          if (p) revoicedPieces.push({ key: k, segment_ids: p.segment_ids, text: p.text, reason: verdicts.get(k)?.reason ?? null });
        }
        offset = jobTotal;
        scale = r.pieces.length;
        jobTotal += scale;
        progress({ stage: 'check', total: jobTotal, done: offset });
        pcm = await decodeToPcm(r.audioPath, ASR_RATE, signal);
        const again = await checkPieces(pcm, r.pieces, tools, first.stats);
        for (const k of bad) verdicts.delete(k);
        for (const [k, v] of again.verdicts) verdicts.set(k, v);
      }
      // Keep the verdicts of the pieces in the final recording.
      const final = getChapter(deps.db, chapter.id)!;
      const keys = new Set(uniquePieces(final).map((p) => p.key));
      const stored: StoredCheck = {
        recognizer: recognizer?.info.id ?? null,
        revoiced,
        revoicedPieces,
        revoiceSkipped,
        pieces: Object.fromEntries([...verdicts].filter(([k]) => keys.has(k))),
      };
      putCheck(deps.db, { chapter_id: chapter.id, job_id: job.id, report: JSON.stringify(stored), created_at: nowIso() });
      const count = (s: string) => [...verdicts.values()].filter((v) => v.status === s).length;
      progress({ done: offset + scale, result: { revoiced, bad: count('bad'), warn: count('warn'), ok: count('ok') } });
    } catch (err) {
      if (err instanceof RecognitionAborted || signal.aborted) throw new JobAborted('cancelled');
      throw err;
    }
  },

  // About half a second of recognition per piece on a slow machine.
  remaining: ({ job }) => Math.max(1, (job.total - job.done) * 0.5),

  settle({ deps, job }) {
    if (job.status !== 'done') return;
    deps.bus.emit(job.user_id, 'check.done', { job: jobView(deps, job), book_id: job.book_id, chapter_id: job.chapter_id });
  },
});
