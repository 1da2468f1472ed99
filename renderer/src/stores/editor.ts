// The chapter editor: the chapter as the API answers it (lines, pieces, timeline), the selected
// line, and the edits. Every edit answers with the whole chapter; the line is updated at once
// (optimistic) and the answer of the newest edit replaces the view.
import { create } from 'zustand';
import { api } from '../api/client.ts';
import type { ChapterView, PatchSegment as PatchSegmentBody, Segment, TakeRequest as TakeBody, TimelineItem } from '../api/types.ts';
import { errorText } from '../components/error-text.ts';
import { toastError } from './toasts.ts';
import { useJobs } from './jobs.ts';

export interface EditorIndex {
  /** Line id → its index in `segments`. */
  pos: Map<string, number>;
  /** Line id → the timeline piece that holds it (voiced chapters). */
  piece: Map<string, TimelineItem>;
}

interface EditorState {
  chapterId: string | null;
  view: ChapterView | null;
  index: EditorIndex;
  error: string | null;
  selectedId: string | null;
  /** Edits sent and not yet answered. */
  pending: number;
  load(id: string): Promise<void>;
  reload(): Promise<void>;
  select(id: string | null): void;
  move(delta: number): void;
  /** Selects the next line under review after the selected one (wrapping around); false when none. */
  nextReview(): boolean;
  patch(segmentId: string, body: PatchSegmentBody): Promise<boolean>;
  putText(segmentId: string, text: string): Promise<boolean>;
  take(segmentId: string, body: TakeBody): Promise<boolean>;
  /** A view obtained elsewhere (a render queued, a check accepted). */
  apply(view: ChapterView): void;
  close(): void;
}

export function buildIndex(view: ChapterView | null): EditorIndex {
  const pos = new Map<string, number>();
  const piece = new Map<string, TimelineItem>();
  if (view) {
    view.segments.forEach((s, i) => pos.set(s.id, i));
    for (const item of view.timeline) for (const id of item.segment_ids) piece.set(id, item);
  }
  return { pos, piece };
}

/** The body's plain fields applied to the line at once; the server's answer follows. */
function optimistic(s: Segment, body: PatchSegmentBody): Segment {
  const next: Segment = { ...s };
  if (body.character_id !== undefined) Object.assign(next, { character_id: body.character_id, review: false, issue: '', speaker_source: 'manual' });
  if (body.emotion !== undefined) next.emotion = body.emotion === '' ? null : body.emotion;
  if (body.skip_audio !== undefined) next.skip_audio = body.skip_audio;
  if (body.pause_ms !== undefined) next.pause_ms = body.pause_ms < 0 ? null : body.pause_ms;
  if (body.stressed !== undefined) next.stressed = body.stressed === '' ? null : body.stressed;
  if (body.delivery) {
    const d = { ...s.delivery };
    for (const [k, v] of Object.entries(body.delivery)) {
      if (v === null || v === undefined) delete d[k as keyof typeof d];
      else Object.assign(d, { [k]: v });
    }
    next.delivery = d;
  }
  return next;
}

let seq = 0;

export const useEditor = create<EditorState>()((set, get) => {
  /** Sends one edit; only the newest answer is applied so a slow older one cannot undo a newer edit. */
  async function send(run: () => Promise<ChapterView>): Promise<boolean> {
    const mine = ++seq;
    set({ pending: get().pending + 1 });
    try {
      const view = await run();
      if (mine === seq && view.chapter.id === get().chapterId) get().apply(view);
      return true;
    } catch (err) {
      toastError(errorText(err));
      if (mine === seq) void get().reload();
      return false;
    } finally {
      set({ pending: get().pending - 1 });
    }
  }

  return {
    chapterId: null,
    view: null,
    index: buildIndex(null),
    error: null,
    selectedId: null,
    pending: 0,

    async load(id) {
      if (get().chapterId !== id) set({ chapterId: id, view: null, index: buildIndex(null), error: null, selectedId: null });
      try {
        const view = await api.getChaptersByChapterId(id);
        if (get().chapterId === id) get().apply(view);
      } catch (err) {
        if (get().chapterId === id) set({ error: errorText(err) });
      }
    },

    async reload() {
      const id = get().chapterId;
      if (id) await get().load(id);
    },

    apply(view) {
      if (view.job) useJobs.getState().upsert(view.job);
      const selectedId = get().selectedId;
      const index = buildIndex(view);
      set({ view, index, error: null, selectedId: selectedId && index.pos.has(selectedId) ? selectedId : (view.segments[0]?.id ?? null) });
    },

    select: (selectedId) => set({ selectedId }),

    move(delta) {
      const { view, index, selectedId } = get();
      if (!view?.segments.length) return;
      const at = selectedId ? (index.pos.get(selectedId) ?? 0) : -1;
      const next = Math.max(0, Math.min(view.segments.length - 1, at + delta));
      set({ selectedId: view.segments[next]!.id });
    },

    nextReview() {
      const { view, index, selectedId } = get();
      const segs = view?.segments ?? [];
      const from = selectedId ? (index.pos.get(selectedId) ?? -1) : -1;
      for (let k = 1; k <= segs.length; k++) {
        const s = segs[(from + k) % segs.length]!;
        if (s.review) {
          set({ selectedId: s.id });
          return true;
        }
      }
      return false;
    },

    async patch(segmentId, body) {
      const { view, index } = get();
      const i = index.pos.get(segmentId);
      if (view && i !== undefined) {
        const segments = view.segments.slice();
        segments[i] = optimistic(segments[i]!, body);
        set({ view: { ...view, segments } });
      }
      return send(() => api.patchSegmentsBySegmentId(segmentId, body));
    },

    putText: (segmentId, text) => send(() => api.putSegmentsBySegmentIdText(segmentId, { text })),
    take: (segmentId, body) => send(() => api.postSegmentsBySegmentIdTake(segmentId, body)),

    close: () => set({ chapterId: null, view: null, index: buildIndex(null), error: null, selectedId: null }),
  };
});
