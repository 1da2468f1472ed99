// The chapter editor's UI state: which chapter is open and which line is selected. The chapter
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

interface EditorState {
  chapterId: string | null;
  selectedId: string | null;
  open(chapterId: string): void;
  close(): void;
  select(id: string | null): void;
  /** Keeps the selection on a line of this view (the first line when it is gone or unset). */
  keepSelection(view: ChapterView): void;
  move(view: ChapterView, delta: number): void;
  /** Selects the next line under review after the selected one (wrapping around); false when none. */
  nextReview(view: ChapterView): boolean;
}

export const useEditor = create<EditorState>()((set, get) => ({
  chapterId: null,
  selectedId: null,

  open(chapterId) {
    if (get().chapterId !== chapterId) set({ chapterId, selectedId: null });
  },

  close: () => set({ chapterId: null, selectedId: null }),

  select: (selectedId) => set({ selectedId }),

  keepSelection(view) {
    const { selectedId } = get();
    if (selectedId && indexOf(view).pos.has(selectedId)) return;
    set({ selectedId: view.segments[0]?.id ?? null });
  },

  move(view, delta) {
    if (!view.segments.length) return;
    const { selectedId } = get();
    const at = selectedId ? (indexOf(view).pos.get(selectedId) ?? 0) : -1;
    const next = Math.max(0, Math.min(view.segments.length - 1, at + delta));
    set({ selectedId: view.segments[next]!.id });
  },

  nextReview(view) {
    const segs = view.segments;
    const { selectedId } = get();
    const from = selectedId ? (indexOf(view).pos.get(selectedId) ?? -1) : -1;
    for (let k = 1; k <= segs.length; k++) {
      const s = segs[(from + k) % segs.length]!;
      if (s.review) {
        set({ selectedId: s.id });
        return true;
      }
    }
    return false;
  },
}));
