// Edits of a chapter's lines (PATCH /segments, PUT …/text, POST …/take, and one speaker for several
// lines: POST /chapters/{id}/segments/speaker): each answers with the whole
// chapter. A speaker fix sent with `follow` says which lines after it changed with it; a toast tells
// how many, with an Undo that puts them back in one request (POST …/segments/uncarry). The line changes at once in the cache (optimistic), and only the answer of the newest
// edit replaces the view, so a slow older answer cannot undo a newer edit. A failed edit is shown
// and the chapter read again. All of them are mutations under actions.edits(chapterId), which is
// what the "Saving…" mark counts; a new take is started once at a time per line.
import { useMemo } from 'react';
import { useIsMutating, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { isRunning } from '../../api/actions.ts';
import { rememberJob } from '../../api/jobs.ts';
import { actions, keys } from '../../api/keys.ts';
import type { ChapterView, PatchSegment, Segment, SetSpeaker, SpeakerFixView, TakeRequest, Uncarry } from '../../api/types.ts';
import { errorText } from '../../components/error-text.ts';
import { useEditor } from '../../stores/editor.ts';
import { t } from '../../stores/settings.ts';
import { toast, toastError } from '../../stores/toasts.ts';

export type Edit =
  | { kind: 'patch'; segmentId: string; body: PatchSegment }
  | { kind: 'text'; segmentId: string; text: string }
  | { kind: 'take'; segmentId: string; body: TakeRequest }
  | { kind: 'speaker'; body: SetSpeaker }
  | { kind: 'uncarry'; body: Uncarry };

/** The body's plain fields applied to the line at once; the server's answer follows. */
export function optimistic(s: Segment, body: PatchSegment): Segment {
  const next: Segment = { ...s };
  if (body.character_id !== undefined) Object.assign(next, { character_id: body.character_id, review: false, issue: '', speaker_source: 'manual' });
  if (body.kind !== undefined) next.kind = body.kind;
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

function send(chapterId: string, edit: Edit): Promise<SpeakerFixView> {
  if (edit.kind === 'speaker') return api.postChaptersByChapterIdSegmentsSpeaker(chapterId, edit.body);
  if (edit.kind === 'uncarry') return api.postChaptersByChapterIdSegmentsUncarry(chapterId, edit.body);
  if (edit.kind === 'patch') return api.patchSegmentsBySegmentId(edit.segmentId, edit.body);
  if (edit.kind === 'text') return api.putSegmentsBySegmentIdText(edit.segmentId, { text: edit.text });
  return api.postSegmentsBySegmentIdTake(edit.segmentId, edit.body);
}

let newest = 0;

/** Sends one edit of a line of `chapterId`; resolves true once the server accepted it. */
export async function editLine(qc: QueryClient, chapterId: string, edit: Edit): Promise<boolean> {
  const viewKey = keys.chapter(chapterId);
  const newTake = edit.kind === 'take' && edit.body.action === 'new';
  const mutationKey = newTake ? [...actions.edits(chapterId), 'new-take', edit.kind === 'take' ? edit.segmentId : ''] : actions.edits(chapterId);
  if (newTake && isRunning(qc, mutationKey)) return false;
  const mutation = qc.getMutationCache().build(qc, {
    mutationKey,
    mutationFn: (e: Edit) => send(chapterId, e),
    onMutate: async (e: Edit) => {
      const mine = ++newest;
      if (e.kind === 'patch' || e.kind === 'speaker') {
        // A refetch on its way would overwrite the line with its old state.
        await qc.cancelQueries({ queryKey: viewKey });
        const ids = new Set(e.kind === 'patch' ? [e.segmentId] : e.body.segment_ids);
        const body: PatchSegment = e.kind === 'patch' ? e.body : { character_id: e.body.character_id, kind: e.body.kind };
        qc.setQueryData<ChapterView>(viewKey, (view) => view && { ...view, segments: view.segments.map((s) => (ids.has(s.id) ? optimistic(s, body) : s)) });
      }
      return mine;
    },
    onSuccess: (answer: SpeakerFixView, _e: Edit, mine: number | undefined) => {
      const { carried, ...view } = answer;
      if (view.job) rememberJob(qc, view.job);
      if (mine === newest && view.chapter.id === chapterId) qc.setQueryData<ChapterView>(viewKey, view);
      if (carried?.length) {
        toast(t('inspector.carried', { n: carried.length }), {
          label: t('common.undo'),
          run: () => void editLine(qc, chapterId, { kind: 'uncarry', body: { segment_ids: carried } }),
        });
      }
    },
    onError: (err: Error, e: Edit, mine: number | undefined) => {
      // An Undo of carried lines is refused once the author changed one of them since: say that, not «check the fields».
      toastError(errorText(err, e.kind === 'uncarry' ? { validation: t('inspector.uncarryRefused') } : {}));
      if (mine === newest) void qc.invalidateQueries({ queryKey: viewKey });
    },
  });
  try {
    await mutation.execute(edit);
    return true;
  } catch {
    return false;
  }
}

/** The edit actions for the chapter open in the editor. */
export function useLineEdits() {
  const qc = useQueryClient();
  const chapterId = useEditor((s) => s.chapterId);
  return useMemo(() => {
    const run = (edit: Edit) => (chapterId ? editLine(qc, chapterId, edit) : Promise.resolve(false));
    return {
      patch: (segmentId: string, body: PatchSegment) => run({ kind: 'patch', segmentId, body }),
      putText: (segmentId: string, text: string) => run({ kind: 'text', segmentId, text }),
      take: (segmentId: string, body: TakeRequest) => run({ kind: 'take', segmentId, body }),
      /** One speaker (and kind) for several lines. */
      speaker: (body: SetSpeaker) => run({ kind: 'speaker', body }),
    };
  }, [qc, chapterId]);
}

/** True while an edit of this chapter is on its way. */
export function useSaving(chapterId: string): boolean {
  return useIsMutating({ mutationKey: actions.edits(chapterId) }) > 0;
}
