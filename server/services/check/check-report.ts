// The check report as the API shows it. Verdicts are stored per piece (content address), so the
// report always describes the chapter's current recording: a piece that is still in it keeps its
// verdict (same key, same sound), a piece that is not yet checked is `unchecked`, and pieces the
// user accepted by ear count as `accepted`.
import type { Deps } from '../deps.ts';
import type { CheckItem, CheckReport } from '../../contract/check.ts';
import { DEFAULT_LANG, type Lang } from '../../contract/texts.ts';
import type { Verdict } from '../../domain/check/judge.ts';
import { recognizerFor } from '../../engines/asr/index.ts';
import { listSegments } from '../../storage/repositories/chapters.repo.ts';
import { latestChapterJob } from '../../storage/repositories/jobs.repo.ts';
import { acceptedKeys, getCheck } from '../../storage/repositories/misc.repo.ts';
import type { BookRow, ChapterRow } from '../../storage/rows.ts';
import { pricedChars } from '../../util/credits.ts';
import { bookReading, recordedPieces, type RecordedPiece } from '../chapters/units.service.ts';
import { stageSkipped } from '../../domain/units.ts';
import { jobView } from '../jobs.service.ts';

/** What the checks table holds for a chapter (JSON in `report`). */
export interface StoredCheck {
  recognizer: string | null;
  revoiced: number;
  /** The bad pieces that were re-voiced, as they were. */
  revoicedPieces: Array<{ key: string; segment_ids: string[]; text: string; reason: string | null }>;
  /** Why bad pieces were not re-voiced (null: they were, or there were none). */
  revoiceSkipped: string | null;
  /** Verdicts by piece key. */
  pieces: Record<string, Verdict>;
}

export function readStoredCheck(deps: Pick<Deps, 'db'>, chapterId: string): { stored: StoredCheck; at: string } | null {
  const row = getCheck(deps.db, chapterId);
  if (!row) return null;
  return { stored: JSON.parse(row.report) as StoredCheck, at: row.created_at };
}

/** The recording's pieces, each key once (a repeated line is the same sound), in time order. */
export function uniquePieces(chapter: ChapterRow): RecordedPiece[] {
  const seen = new Set<string>();
  return recordedPieces(chapter).filter((p) => !seen.has(p.key) && seen.add(p.key));
}

export function checkReport(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'files' | 'synth'>, book: BookRow, chapter: ChapterRow, lang: Lang = DEFAULT_LANG): CheckReport {
  const saved = readStoredCheck(deps, chapter.id);
  const accepted = acceptedKeys(deps.db, book.user_id);
  const recorded = recordedPieces(chapter);
  const pieces = uniquePieces(chapter);
  // A line said twice the same way is one sound, checked once; every line of it is in the recording.
  const linesOf = new Map<string, string[]>();
  for (const p of recorded) linesOf.set(p.key, [...(linesOf.get(p.key) ?? []), ...p.segment_ids]);
  const counts = { ok: 0, warn: 0, bad: 0, error: 0, unchecked: 0, accepted: 0 };
  const items: CheckItem[] = [];
  for (const p of pieces) {
    const v = saved?.stored.pieces[p.key];
    const remark = v && v.status !== 'ok' && v.status !== 'unchecked';
    const isAccepted = Boolean(remark && accepted.has(p.key));
    const status = isAccepted ? 'accepted' : (v?.status ?? 'unchecked');
    counts[status]++;
    if (!remark) continue;
    items.push({
      key: p.key, segment_ids: linesOf.get(p.key) ?? p.segment_ids, t0: p.t0, t1: p.t1, text: p.text, status, accepted: isAccepted,
      score: v.score, heard: v.heard, missing: v.missing, wrong: v.wrong, extra: v.extra, ops: v.ops,
      error: v.status === 'error' ? v.reason : null, reason: v.reason,
    });
  }
  const segments = listSegments(deps.db, chapter.id);
  const inRecording = new Set(recorded.flatMap((p) => p.segment_ids));
  // Lines the recording should hold: not skipped, by hand or by the book's stage settings (plays).
  const reading = bookReading(book);
  const voicedLines = segments.filter((s) => s.skip_audio === 0 && !stageSkipped(s.stage, reading) && s.text.trim());
  const job = latestChapterJob(deps.db, chapter.id, 'check');
  return {
    job: job ? jobView(deps, job, lang) : null,
    total: pieces.length,
    checked: pieces.length - counts.unchecked,
    counts,
    items,
    installed: recognizerFor(deps.config.modelsDir, book.language, { pocketsphinx: deps.config.pocketsphinx }) !== null,
    problems: counts.bad + counts.error,
    minor: counts.warn,
    voiced_chars: segments.filter((s) => inRecording.has(s.id)).reduce((a, s) => a + pricedChars(s.text), 0),
    chapter_chars: voicedLines.reduce((a, s) => a + pricedChars(s.text), 0),
    revoiced: saved?.stored.revoiced ?? 0,
    revoiced_pieces: saved?.stored.revoicedPieces ?? [],
    revoice_skipped: saved?.stored.revoiceSkipped ?? null,
    recognizer: saved?.stored.recognizer ?? null,
    missing_segment_ids: voicedLines.filter((s) => !inRecording.has(s.id)).map((s) => s.id),
    checked_at: saved?.at ?? null,
  };
}
