import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { keys } from '../../api/keys.ts';
import type { ChapterView } from '../../api/types.ts';
import { useToasts } from '../../stores/toasts.ts';
import { fakeStudio, settle, type FakeStudio } from '../../test/fake-studio.ts';
import { chapterView, segment } from '../../test/fixtures.ts';
import { ERROR_MESSAGES } from '../../i18n/errors.ts';
import { editLine, optimistic } from './edits.ts';

let qc: QueryClient;
let studio: FakeStudio;
const view = () => qc.getQueryData<ChapterView>(keys.chapter('c1'))!;
const line = (id: string) => view().segments.find((s) => s.id === id)!;

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  qc.setQueryData(keys.chapter('c1'), chapterView([segment('s1'), segment('s2', { review: true, issue: 'who?' })]));
  useToasts.setState({ items: [] });
});
afterEach(() => qc.clear());

describe('line edits', () => {
  it('changes the line at once and then shows the server\'s answer', async () => {
    const answer = chapterView([segment('s1'), segment('s2', { character_id: 'ivan', speaker_source: 'manual', emotion: 'Радостно' })]);
    studio.on('PATCH /api/v1/segments/s2', { json: answer });
    const gate = studio.hold('PATCH /api/v1/segments/s2');
    const sent = editLine(qc, 'c1', { kind: 'patch', segmentId: 's2', body: { character_id: 'ivan' } });
    await settle();
    // Optimistic: the speaker is set and the line is no longer under review, before any answer.
    expect(line('s2')).toMatchObject({ character_id: 'ivan', review: false, issue: '', speaker_source: 'manual' });
    expect(qc.isMutating({ mutationKey: ['edit', 'c1'] })).toBe(1);
    gate.release();
    expect(await sent).toBe(true);
    expect(line('s2').emotion).toBe('Радостно');
    expect(qc.isMutating({ mutationKey: ['edit', 'c1'] })).toBe(0);
  });

  it('lets a slow older answer not undo a newer edit', async () => {
    studio.on('PATCH /api/v1/segments/s1', (req) => ({ json: chapterView([segment('s1', { skip_audio: (req.body as { skip_audio: boolean }).skip_audio }), segment('s2')]) }));
    const first = studio.hold('PATCH /api/v1/segments/s1');
    const older = editLine(qc, 'c1', { kind: 'patch', segmentId: 's1', body: { skip_audio: true } });
    await settle();
    studio.on('PATCH /api/v1/segments/s1', (req) => ({ json: chapterView([segment('s1', { skip_audio: (req.body as { skip_audio: boolean }).skip_audio }), segment('s2')]) }));
    const newer = editLine(qc, 'c1', { kind: 'patch', segmentId: 's1', body: { skip_audio: false } });
    expect(await newer).toBe(true);
    expect(line('s1').skip_audio).toBe(false);
    first.release();
    expect(await older).toBe(true);
    expect(line('s1').skip_audio).toBe(false);
  });

  it('shows why an edit failed and reads the chapter again', async () => {
    studio.on('PUT /api/v1/segments/s1/text', { status: 422, json: { detail: 'The text is empty', code: 'validation' } });
    studio.on('GET /api/v1/chapters/c1', { json: chapterView([segment('s1', { text: 'from the server' }), segment('s2')]) });
    expect(await editLine(qc, 'c1', { kind: 'text', segmentId: 's1', text: ' ' })).toBe(false);
    expect(useToasts.getState().items.map((t) => t.text)).toEqual([ERROR_MESSAGES.ru.validation]);
    // The chapter is stale; the next reader gets it afresh.
    expect(qc.getQueryState(keys.chapter('c1'))?.isInvalidated).toBe(true);
  });

  it('voices a new take once when asked twice in a row (a double click, a key held down)', async () => {
    studio.on('POST /api/v1/segments/s1/take', { json: chapterView([segment('s1', { delivery: { takes: 2, take: 1 } }), segment('s2')]) });
    const gate = studio.hold('POST /api/v1/segments/s1/take');
    const a = editLine(qc, 'c1', { kind: 'take', segmentId: 's1', body: { action: 'new' } });
    const b = editLine(qc, 'c1', { kind: 'take', segmentId: 's1', body: { action: 'new' } });
    expect(await b).toBe(false);
    gate.release();
    expect(await a).toBe(true);
    expect(studio.calls('POST /api/v1/segments/s1/take')).toHaveLength(1);
    expect(line('s1').delivery).toEqual({ takes: 2, take: 1 });
  });

  it('applies the plain fields of a patch to a line', () => {
    const s = segment('s1', { delivery: { tempo: 'slow', intonation: 'question' } });
    expect(optimistic(s, { pause_ms: -1, stressed: '', emotion: '', delivery: { tempo: null, volume: 'loud' } })).toMatchObject({
      pause_ms: null, stressed: null, emotion: null, delivery: { intonation: 'question', volume: 'loud' },
    });
    expect(optimistic(s, { pause_ms: 300 }).pause_ms).toBe(300);
  });
});
