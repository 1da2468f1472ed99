// The chapter editor's UI state: which chapter is open, which line is selected and, for edits of
// several lines at once, where a run of selected lines starts (`anchorId`). The chapter
// itself (lines, pieces, timeline) is server state in the query cache (queries.chapter); the
// actions that need it take the view as an argument.
import { create } from 'zustand';
import type { ChapterView, TimelineItem } from '../api/types.ts';

export interface EditorIndex {
  /** Line id → its index in `segments`. */
  pos: Map<string, number>;
  /** Line id → the timeline piece that holds it (voiced chapters). */
  piece: Map<string, TimelineItem>;
}

const EMPTY: EditorIndex = { pos: new Map(), piece: new Map() };
const indexes = new WeakMap<ChapterView, EditorIndex>();

/** The view's lookup tables, built once per view object (the cache hands out the same object until it changes). */
export function indexOf(view: ChapterView | null | undefined): EditorIndex {
  if (!view) return EMPTY;
  let index = indexes.get(view);
  if (!index) {
    index = { pos: new Map(), piece: new Map() };
    view.segments.forEach((s, i) => index!.pos.set(s.id, i));
    for (const item of view.timeline) for (const id of item.segment_ids) index.piece.set(id, item);
    indexes.set(view, index);
  }
  return index;
}

/** The lines from the anchor to the selected one (in text order); one line when there is no anchor. */
export function rangeOf(view: ChapterView | null | undefined, anchorId: string | null, selectedId: string | null): string[] {
  if (!view || !selectedId) return [];
  const { pos } = indexOf(view);
  const b = pos.get(selectedId);
  if (b === undefined) return [];
  const a = anchorId ? pos.get(anchorId) : undefined;
  if (a === undefined) return [selectedId];
  return view.segments.slice(Math.min(a, b), Math.max(a, b) + 1).map((s) => s.id);
}

interface EditorState {
  chapterId: string | null;
  selectedId: string | null;
  /** The other end of a run of selected lines (Shift+click, Shift+↑/↓), or null. */
  anchorId: string | null;
  open(chapterId: string): void;
  close(): void;
  select(id: string | null): void;
  /** Selects the lines from the current one (or the run's start) to `id`. */
  selectTo(id: string): void;
  /** Grows or shrinks the run by moving its selected end. */
  extend(view: ChapterView, delta: number): void;
  clearRange(): void;
  /** Keeps the selection on a line of this view (the first line when it is gone or unset). */
  keepSelection(view: ChapterView): void;
  move(view: ChapterView, delta: number): void;
  /** Selects the next line under review after the selected one (wrapping around); false when none. */
  nextReview(view: ChapterView): boolean;
}

export const useEditor = create<EditorState>()((set, get) => ({
  chapterId: null,
  selectedId: null,
  anchorId: null,

  open(chapterId) {
    if (get().chapterId !== chapterId) set({ chapterId, selectedId: null, anchorId: null });
  },

  close: () => set({ chapterId: null, selectedId: null, anchorId: null }),

  select: (selectedId) => set({ selectedId, anchorId: null }),

  selectTo(id) {
    const { selectedId, anchorId } = get();
    set({ anchorId: anchorId ?? selectedId ?? id, selectedId: id });
  },

  extend(view, delta) {
    if (!view.segments.length) return;
    const { selectedId, anchorId } = get();
    const at = selectedId ? (indexOf(view).pos.get(selectedId) ?? 0) : 0;
    const next = Math.max(0, Math.min(view.segments.length - 1, at + delta));
    set({ anchorId: anchorId ?? selectedId ?? view.segments[next]!.id, selectedId: view.segments[next]!.id });
  },

  clearRange: () => set({ anchorId: null }),

  keepSelection(view) {
    const { selectedId, anchorId } = get();
    const { pos } = indexOf(view);
    if (anchorId && !pos.has(anchorId)) set({ anchorId: null });
    if (selectedId && pos.has(selectedId)) return;
    set({ selectedId: view.segments[0]?.id ?? null, anchorId: null });
  },

  move(view, delta) {
    if (!view.segments.length) return;
    const { selectedId } = get();
    const at = selectedId ? (indexOf(view).pos.get(selectedId) ?? 0) : -1;
    const next = Math.max(0, Math.min(view.segments.length - 1, at + delta));
    set({ selectedId: view.segments[next]!.id, anchorId: null });
  },

  nextReview(view) {
    const segs = view.segments;
    const { selectedId } = get();
    const from = selectedId ? (indexOf(view).pos.get(selectedId) ?? -1) : -1;
    for (let k = 1; k <= segs.length; k++) {
      const s = segs[(from + k) % segs.length]!;
      if (s.review) {
        set({ selectedId: s.id, anchorId: null });
        return true;
      }
    }
    return false;
  },
}));
