// @vitest-environment happy-dom
// A speaker fixed in the picker carries through its conversation: the picker asks for it (`follow`),
// the studio says how many lines after the fixed one changed with it, and its Undo puts them back in
// one request.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { keys } from '../../api/keys.ts';
import type { BookCharacter, ChapterView } from '../../api/types.ts';
import { translate } from '../../i18n/index.ts';
import { useEditor } from '../../stores/editor.ts';
import { useToasts } from '../../stores/toasts.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { book, chapterView, segment } from '../../test/fixtures.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { LineInspector } from './LineInspector.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let shown: Rendered | undefined;

const cast = [{ id: 'ivan', name: 'Иван' }, { id: 'petr', name: 'Пётр' }, { id: 'maria', name: 'Мария' }] as BookCharacter[];
const lines = (over: Record<string, Partial<ReturnType<typeof segment>>> = {}) =>
  ['s1', 's2', 's3', 's4'].map((id, i) => segment(id, { character_id: i % 2 ? 'ivan' : 'petr', paragraph_id: i, ...over[id] }));

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  qc.setQueryData(keys.chapter('c1'), chapterView(lines()));
  useToasts.setState({ items: [] });
  useEditor.getState().open('c1');
  useEditor.getState().select('s1');
});
afterEach(async () => {
  await shown?.unmount();
  useEditor.getState().close();
  qc.clear();
});

/** Shows the inspector of the selected line and picks `id` in its speaker picker, as the author does. */
async function pickSpeaker(id: string): Promise<void> {
  const view = qc.getQueryData<ChapterView>(keys.chapter('c1'))!;
  shown = await render(qc, createElement(LineInspector, { view, book: book({ characters: cast }) }));
  const picker = shown.container.querySelector<HTMLSelectElement>('[data-testid=speaker-select]')!;
  await act(async () => {
    picker.value = id;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush();
}

describe('a speaker fix that carries through the conversation', () => {
  it('the picker sends follow; the toast counts the carried lines and its Undo puts them back', async () => {
    const fixed = chapterView(lines({ s1: { character_id: 'maria', speaker_source: 'manual' }, s3: { character_id: 'maria', speaker_source: 'carried' } }));
    studio.on('PATCH /api/v1/segments/s1', { json: { ...fixed, carried: ['s3'] } });
    studio.on('POST /api/v1/chapters/c1/segments/uncarry', { json: chapterView(lines({ s1: { character_id: 'maria', speaker_source: 'manual' } })) });
    await pickSpeaker('maria');
    expect(studio.calls('PATCH /api/v1/segments/s1').map((r) => r.body)).toEqual([{ character_id: 'maria', follow: true }]);
    const [note] = useToasts.getState().items;
    expect(note?.text).toBe('Ещё 1 реплика дальше по разговору передана вместе с ней');
    expect(note?.action?.label).toBe('Вернуть');
    // The view shows the answer without its list of carried lines.
    expect(qc.getQueryData<ChapterView>(keys.chapter('c1'))).toEqual(fixed);

    await act(async () => note!.action!.run());
    await flush();
    expect(studio.calls('POST /api/v1/chapters/c1/segments/uncarry').map((r) => r.body)).toEqual([{ segment_ids: ['s3'] }]);
    expect(qc.getQueryData<ChapterView>(keys.chapter('c1'))!.segments.map((s) => s.character_id)).toEqual(['maria', 'ivan', 'petr', 'ivan']);
  });

  it('says nothing when no line changed with the fix, and counts in both languages', async () => {
    studio.on('PATCH /api/v1/segments/s1', { json: { ...chapterView(lines({ s1: { character_id: 'maria' } })), carried: [] } });
    await pickSpeaker('maria');
    expect(useToasts.getState().items).toEqual([]);
    expect(translate('ru', 'inspector.carried', { n: 3 })).toBe('Ещё 3 реплики дальше по разговору переданы вместе с ней');
    expect(translate('en', 'inspector.carried', { n: 3 })).toBe('3 more lines in this conversation changed with it');
    expect(translate('en', 'inspector.carried', { n: 1 })).toBe('1 more line in this conversation changed with it');
  });
});

describe('an Undo the server refuses', () => {
  it('says the lines changed since, in the studio\'s language, not «check the fields»', async () => {
    studio.on('PATCH /api/v1/segments/s1', { json: { ...chapterView(lines({ s1: { character_id: 'maria', speaker_source: 'manual' } })), carried: ['s3'] } });
    studio.on('POST /api/v1/chapters/c1/segments/uncarry', { status: 422, json: { detail: 'segment_ids: 1 of them is not a carried line', code: 'validation', fields: [{ field: 'segment_ids', problem: 'invalid' }] } });
    await pickSpeaker('maria');
    await act(async () => useToasts.getState().items[0]!.action!.run());
    await flush();
    expect(useToasts.getState().items.map((x) => x.text)).toContain('Эти реплики уже изменены после правки — вернуть их прежних говорящих нельзя');
  });
});
