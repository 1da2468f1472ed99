// Keyboard for the common edits. Keys typed into a field are the field's own.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EMOTIONS } from '../../../../server/contract/enums.ts';
import { keys } from '../../api/keys.ts';
import type { BookDetail, ChapterView, PatchSegment } from '../../api/types.ts';
import { indexOf, rangeOf, useEditor } from '../../stores/editor.ts';
import { sortCast } from '../../components/cast.ts';
import type { SideTab } from './ChapterEditor.tsx';
import { editLine } from './edits.ts';
import { playLine } from './play-line.ts';

interface Options {
  chapterId: string;
  setTab: (t: SideTab) => void;
  toggleHelp: () => void;
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/** The characters of the chapter's book in the order the 1…9 keys pick them. */
export function speakerOrder(qc: QueryClient, bookId: string | undefined): string[] {
  const book = bookId ? qc.getQueryData<BookDetail>(keys.book(bookId)) : undefined;
  return book ? sortCast(book.characters).map((c) => c.id) : [];
}

export function useEditorShortcuts({ chapterId, setTab, toggleHelp }: Options): void {
  const qc = useQueryClient();
  useEffect(() => {
    const patch = (segmentId: string, body: PatchSegment) => void editLine(qc, chapterId, { kind: 'patch', segmentId, body });
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || document.querySelector('.modal')) return;
      const view = qc.getQueryData<ChapterView>(keys.chapter(chapterId));
      const ed = useEditor.getState();
      const index = indexOf(view);
      const seg = view && ed.selectedId ? view.segments[index.pos.get(ed.selectedId) ?? -1] : undefined;
      const move = (delta: number) => {
        if (view) ed.move(view, delta);
      };
      const key = e.key;
      // Enter and Space on a focused button or link are that control's own.
      const tag = (e.target as HTMLElement | null)?.tagName;
      if ((key === 'Enter' || key === ' ') && (tag === 'BUTTON' || tag === 'A')) return;
      let handled = true;
      const range = ed.anchorId ? rangeOf(view, ed.anchorId, ed.selectedId) : [];
      if (e.shiftKey && (key === 'ArrowDown' || key === 'ArrowUp')) {
        if (view) ed.extend(view, key === 'ArrowDown' ? 1 : -1);
      } else if (key === 'Escape' && range.length) ed.clearRange();
      else if (/^[1-9]$/.test(key) && range.length > 1) {
        const id = speakerOrder(qc, view?.chapter.book_id)[Number(key) - 1];
        if (id) void editLine(qc, chapterId, { kind: 'speaker', body: { segment_ids: range, character_id: id, follow: true } });
      } else if (key === 'ArrowDown' || key === 'j' || key === 'о') move(1);
      else if (key === 'ArrowUp' || key === 'k' || key === 'л') move(-1);
      else if (key === 'PageDown') move(10);
      else if (key === 'PageUp') move(-10);
      else if (key === ' ' && seg) void playLine(seg.id, index.piece.get(seg.id));
      else if (key === 'Enter' && seg) {
        setTab('line');
        requestAnimationFrame(() => document.getElementById('line-text')?.focus());
      } else if (/^[1-9]$/.test(key) && seg) {
        const id = speakerOrder(qc, view?.chapter.book_id)[Number(key) - 1];
        if (id && id !== seg.character_id) patch(seg.id, { character_id: id, follow: true });
      } else if ((key === 's' || key === 'ы') && seg) patch(seg.id, { skip_audio: !seg.skip_audio });
      else if ((key === 'n' || key === 'т') && seg && !seg.skip_audio) void editLine(qc, chapterId, { kind: 'take', segmentId: seg.id, body: { action: 'new' } });
      else if ((key === 'e' || key === 'у') && seg) {
        const i = seg.emotion ? EMOTIONS.indexOf(seg.emotion) : -1;
        const next = i + 1 < EMOTIONS.length ? EMOTIONS[i + 1]! : '';
        patch(seg.id, { emotion: next });
      } else if ((key === 'r' || key === 'к') && view) ed.nextReview(view);
      else if (key === '/') {
        setTab('search');
        requestAnimationFrame(() => document.getElementById('book-search')?.focus());
      } else if (key === '?') toggleHelp();
      else handled = false;
      if (handled) e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [qc, chapterId, setTab, toggleHelp]);
}
