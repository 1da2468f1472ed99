// @vitest-environment happy-dom
// A line's text typed but not saved is not lost when the author selects another line or leaves
// the chapter: it is saved (and said so). Cancel throws it away; a save is not sent twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { useEditor } from '../../stores/editor.ts';
import { useToasts } from '../../stores/toasts.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { chapterView, segment } from '../../test/fixtures.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { TextEditor } from './TextEditor.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;
const PUT = 'PUT /api/v1/segments/s1/text';

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on(PUT, (req) => ({ json: chapterView([segment('s1', { text: (req.body as { text: string }).text })]) }));
  useEditor.getState().open('c1');
  useToasts.setState({ items: [] });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  qc.clear();
});

async function typeInto(value: string): Promise<void> {
  const area = view!.container.querySelector('textarea')!;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
  await act(async () => area.dispatchEvent(new Event('input', { bubbles: true })));
}

describe('a line\'s text being edited', () => {
  it('is saved when the editor goes (another line, another page), and the author is told', async () => {
    view = await render(qc, createElement(TextEditor, { segmentId: 's1', text: 'Марина вздохнула.' }));
    await typeInto('Марина вздохнула и долго стояла у окна.');
    expect(studio.calls(PUT)).toHaveLength(0);
    await view.unmount();
    view = undefined;
    await flush(50);
    expect(studio.calls(PUT).map((r) => r.body)).toEqual([{ text: 'Марина вздохнула и долго стояла у окна.' }]);
    expect(useToasts.getState().items.map((i) => i.text)).toContain('Изменённый текст реплики сохранён.');
  });

  it('is thrown away by Cancel, and a saved edit is not sent again when the editor goes', async () => {
    view = await render(qc, createElement(TextEditor, { segmentId: 's1', text: 'Марина вздохнула.' }));
    await typeInto('Черновик, который не нужен.');
    await act(async () => view!.button('Отмена').click());
    await typeInto('Марина вздохнула тяжело.');
    await act(async () => view!.button('Сохранить текст').click());
    await flush(50);
    await view.unmount();
    view = undefined;
    await flush(50);
    expect(studio.calls(PUT).map((r) => r.body)).toEqual([{ text: 'Марина вздохнула тяжело.' }]);
  });
  it('over 5,000 characters says so while typing and saves nothing (such a line could not be voiced)', async () => {
    view = await render(qc, createElement(TextEditor, { segmentId: 's1', text: 'Марина вздохнула.' }));
    await typeInto('Слово '.repeat(900));
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe('В тексте 5\u00a0400 знаков, а озвучить можно реплику не длиннее 5\u00a0000: сократите её.');
    expect(view.button('Сохранить текст').disabled).toBe(true);
    await view.unmount();
    view = undefined;
    await flush(50);
    expect(studio.calls(PUT)).toHaveLength(0);
  });

  it('that cannot be saved (too long) is kept as the line\'s draft and comes back when the line is opened again', async () => {
    const long = 'Слово '.repeat(900);
    view = await render(qc, createElement(TextEditor, { segmentId: 's1', text: 'Марина вздохнула.' }));
    await typeInto(long);
    await view.unmount();
    view = undefined;
    await flush(50);
    expect(studio.calls(PUT)).toHaveLength(0);
    expect(useToasts.getState().items.map((i) => i.text)).toContain('Текст реплики не сохранён: он пустой или слишком длинный. Черновик вернётся, когда вы снова откроете эту реплику.');
    view = await render(qc, createElement(TextEditor, { segmentId: 's1', text: 'Марина вздохнула.' }));
    expect(view.container.querySelector('textarea')!.value).toBe(long);
    // Cancel gives the draft up: the line opens with its own text next time.
    await act(async () => view!.button('Отмена').click());
    await view.unmount();
    view = await render(qc, createElement(TextEditor, { segmentId: 's1', text: 'Марина вздохнула.' }));
    expect(view.container.querySelector('textarea')!.value).toBe('Марина вздохнула.');
  });
});
