// Editions (decisions §5): closing one freezes it (renders and text edits answer 409); a new one
// copies the current edition — chapters, lines and recordings — and becomes active. Recorded
// sound is shared by content address, so nothing voiced is paid twice.
import type { Auth, Deps } from './deps.ts';
import { ErrorCodes } from '../contract/common.ts';
import { ApiError, notFound } from '../errors.ts';
import { tx } from '../storage/db.ts';
import { closeEdition, getEdition, insertEdition, listEditions, updateBook } from '../storage/repositories/books.repo.ts';
import { insertChapter, insertSegment, listChapters, listSegments } from '../storage/repositories/chapters.repo.ts';
import { activeJobs } from '../storage/repositories/jobs.repo.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';
import type { Lang } from '../contract/texts.ts';
import { parseTextRef, renderText, storedColumns } from '../domain/texts.ts';
import type { EditionRow } from '../storage/rows.ts';
import { ownBook } from './ownership.ts';

/** An edition's name in `lang` (a name the user typed stays as typed), with its kind and parameters. */
export function editionName(e: EditionRow, lang: Lang) {
  const ref = parseTextRef(e.name_kind, e.name_params);
  return { name: ref ? renderText(ref, lang) : e.name, name_kind: ref?.kind ?? null, name_params: ref?.params ?? null };
}

function editionsDto(deps: Pick<Deps, 'db'>, bookId: string, activeId: string | null, lang: Lang) {
  return {
    editions: listEditions(deps.db, bookId).map((e) => ({
      id: e.id, ...editionName(e, lang), status: e.status, created_at: e.created_at, closed_at: e.closed_at, active: e.id === activeId,
    })),
  };
}

export function listBookEditions(deps: Pick<Deps, 'db'>, auth: Auth, bookId: string) {
  const book = ownBook(deps, auth, bookId);
  return editionsDto(deps, book.id, book.active_edition_id, auth.lang);
}

export function closeBookEdition(deps: Pick<Deps, 'db'>, auth: Auth, bookId: string, editionId: string) {
  const book = ownBook(deps, auth, bookId);
  const e = getEdition(deps.db, editionId);
  if (!e || e.book_id !== book.id) throw notFound('edition');
  const busy = activeJobs(deps.db).some((j) => j.type === 'render' && j.book_id === book.id && listChapters(deps.db, e.id).some((c) => c.id === j.chapter_id));
  if (busy) throw new ApiError(409, ErrorCodes.busy, 'Chapters of this edition are being voiced; wait or cancel them first.');
  if (e.status !== 'closed') tx(deps.db, () => closeEdition(deps.db, e.id, nowIso()));
  return editionsDto(deps, book.id, book.active_edition_id, auth.lang);
}

export function newBookEdition(deps: Pick<Deps, 'db'>, auth: Auth, bookId: string, name: string | undefined) {
  const book = ownBook(deps, auth, bookId);
  const from = getEdition(deps.db, book.active_edition_id!)!;
  const count = listEditions(deps.db, book.id).length;
  const now = nowIso();
  const editionId = newId();
  tx(deps.db, () => {
    const named = storedColumns(name ?? { kind: 'edition.numbered', params: { n: count + 1 } });
    insertEdition(deps.db, {
      id: editionId, book_id: book.id, name: named.text, name_kind: named.kind, name_params: named.params, status: 'draft', created_at: now, closed_at: null,
    });
    for (const c of listChapters(deps.db, from.id)) {
      const chapterId = newId();
      const segIds = new Map<string, string>();
      const segments = listSegments(deps.db, c.id).map((s) => {
        const id = newId();
        segIds.set(s.id, id);
        return { ...s, id, chapter_id: chapterId };
      });
      // The recording file is shared, not copied; its timeline points at the new lines.
      const timeline = c.timeline
        ? JSON.stringify((JSON.parse(c.timeline) as Array<{ segment_ids: string[] }>).map((p) => ({ ...p, segment_ids: p.segment_ids.map((id) => segIds.get(id) ?? id) })))
        : null;
      const status = c.status === 'queued' || c.status === 'rendering' ? (c.audio_path ? 'ready' : 'draft') : c.status;
      insertChapter(deps.db, { ...c, id: chapterId, edition_id: editionId, status, timeline, created_at: now, updated_at: now });
      for (const s of segments) insertSegment(deps.db, s);
    }
    updateBook(deps.db, book.id, { active_edition_id: editionId, updated_at: now });
  });
  return editionsDto(deps, book.id, editionId, auth.lang);
}
