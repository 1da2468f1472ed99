// @vitest-environment happy-dom
// A play's stage text: the book settings dialog shows and sends what the narrator does with remarks
// and stage directions, the chapters are read again after it, and the editor's lines show it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { keys } from '../../api/keys.ts';
import type { BookDetail } from '../../api/types.ts';
import { useSettings } from '../../stores/settings.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { book, chapterView, segment } from '../../test/fixtures.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { LineRow } from '../editor/LineRow.tsx';
import { stageSkipped } from '../editor/stage.ts';
import { BookSettingsDialog } from './BookSettingsDialog.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;

const play: BookDetail = book({
  title: 'Чайка', author: '', subtitle: '', genre: '', age_rating: '', annotation: '', reading: 'roles', thoughts: 'hero',
  stage_remarks: 'skip', stage_directions: 'narrator', sound: 'studio', check: 'off', budget: null, series: null, cover_url: null,
});

beforeEach(() => {
  useSettings.setState({ locale: 'ru' });
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on('GET /api/v1/books/b1', { json: { book: play } });
  studio.on('GET /api/v1/books', { json: { books: [], can_create: true } });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  qc.clear();
});

const select = (name: string) => view!.container.querySelector<HTMLSelectElement>(`select[name=${name}]`)!;
const labelOf = (el: Element) => el.closest('label')!.textContent ?? '';

async function choose(name: string, value: string) {
  await act(async () => {
    const el = select(name);
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('stage text of a play', () => {
  it('the dialog shows both settings with a hint, sends only the one changed, and the chapters are read again', async () => {
    let saved = play;
    studio.on('PATCH /api/v1/books/b1', (req) => {
      saved = { ...play, ...(req.body as Partial<BookDetail>) };
      return { json: { book: saved } };
    });
    // An open chapter: its estimate follows the setting, so it must be read again after the save.
    qc.setQueryData(keys.chapter('c1'), chapterView([]));
    view = await render(qc, createElement(BookSettingsDialog, { book: play, onClose: () => undefined }));

    expect(select('stage_remarks').value).toBe('skip');
    expect(select('stage_directions').value).toBe('narrator');
    expect(labelOf(select('stage_remarks'))).toContain('Ремарки в репликах');
    expect(labelOf(select('stage_remarks'))).toContain('«(тихо)»');
    expect(labelOf(select('stage_directions'))).toContain('Авторские ремарки');
    expect([...select('stage_directions').options].map((o) => o.textContent)).toEqual(['читает рассказчик', 'пропускать (не озвучивать, не оплачивать)']);

    await choose('stage_remarks', 'narrator');
    await act(async () => view!.button('Сохранить').click());
    await flush();
    const patches = studio.calls('PATCH /api/v1/books/b1');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ stage_remarks: 'narrator' });
    expect(saved.stage_remarks).toBe('narrator');
    expect(qc.getQueryState(keys.chapter('c1'))?.isInvalidated).toBe(true);
  });

  it('a setting the book does not change is not sent, and other fields leave the chapters alone', async () => {
    studio.on('PATCH /api/v1/books/b1', (req) => ({ json: { book: { ...play, ...(req.body as Partial<BookDetail>) } } }));
    qc.setQueryData(keys.chapter('c1'), chapterView([]));
    view = await render(qc, createElement(BookSettingsDialog, { book: play, onClose: () => undefined }));
    await choose('stage_directions', 'skip');
    await choose('stage_directions', 'narrator');
    await choose('sound', 'raw');
    await act(async () => view!.button('Сохранить').click());
    await flush();
    expect(studio.calls('PATCH /api/v1/books/b1')[0]!.body).toEqual({ sound: 'raw' });
    expect(qc.getQueryState(keys.chapter('c1'))?.isInvalidated).toBe(false);
  });

  it('the editor tags stage lines, and a line the book skips looks like a line not voiced', async () => {
    const remark = segment('r', { kind: 'narration', stage: 'remark', text: 'тихо' });
    const direction = segment('d', { kind: 'narration', stage: 'direction', text: 'Входят Сорин и Треплев.' });
    const row = (s: typeof remark, stageSkip: boolean) => createElement(LineRow, {
      segment: s, no: 1, speaker: undefined, paragraphStart: true, selected: false, inRange: false, inPiece: false, changed: false,
      stageSkip, onSelect: () => undefined, onPlay: () => undefined,
    });
    expect(stageSkipped(remark, play)).toBe(true);
    expect(stageSkipped(direction, play)).toBe(false);
    expect(stageSkipped(segment('x', { stage: null }), { stage_remarks: 'skip', stage_directions: 'skip' })).toBe(false);
    expect(stageSkipped(direction, { stage_remarks: 'narrator', stage_directions: 'skip' })).toBe(true);

    view = await render(qc, createElement('div', null, row(remark, stageSkipped(remark, play)), row(direction, stageSkipped(direction, play))));
    const [r, d] = [...view.container.querySelectorAll<HTMLElement>('[data-testid=line]')];
    expect(r!.querySelector('.tag.stage')!.textContent).toBe('ремарка');
    expect(r!.classList.contains('skipped')).toBe(true);
    expect(r!.textContent).toContain('пропускается');
    expect(r!.querySelector<HTMLButtonElement>('button.play')!.disabled).toBe(true);
    expect(d!.querySelector('.tag.stage')!.textContent).toBe('авторская ремарка');
    expect(d!.classList.contains('skipped')).toBe(false);
    expect(d!.textContent).not.toContain('авторский текст');
    expect(d!.querySelector<HTMLButtonElement>('button.play')!.disabled).toBe(false);
  });
});
