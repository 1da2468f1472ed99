// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { jobSeen } from '../../api/jobs.ts';
import type { BookDetail, ChapterSummary } from '../../api/types.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { book, job } from '../../test/fixtures.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { ChapterRow } from './ChapterRow.tsx';
import { ExportPanel } from './ExportPanel.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on('GET /api/v1/books/b1/exports', { json: { exports: [] } });
  studio.on('GET /api/v1/books/b1', { json: { book: book() } });
  studio.on('GET /api/v1/books', { json: { books: [], can_create: true } });
});
afterEach(async () => {
  await view?.unmount();
  qc.clear();
});

const voiced: BookDetail = book({ chapters_ready: 1, status: 'ready' });
const chapter = { id: 'c1', title: 'Глава 1', position: 0, status: 'draft', runs: [], changed: false, changed_units: 0, review: 0, duration_s: 0, chars: 100 } as unknown as ChapterSummary;

describe('buttons that start work', () => {
  it('assemble the audiobook once on a double click, then follow the job', async () => {
    studio.on('POST /api/v1/books/b1/export', { json: { job: job({ id: 'e1', type: 'export', job_type: 'export', chapter_id: null, status: 'queued', stage: 'queued' }) } });
    const gate = studio.hold('POST /api/v1/books/b1/export');
    view = await render(qc, createElement(ExportPanel, { book: voiced }));
    const start = view.button('Собрать');
    await act(async () => {
      start.click();
      start.click();
    });
    expect(start.disabled).toBe(true);
    gate.release();
    await flush();
    expect(studio.calls('POST /api/v1/books/b1/export')).toHaveLength(1);
    // The job is followed from the cache: a running export shows its progress, the button stays off.
    await act(async () => {
      jobSeen(qc, job({ id: 'e1', type: 'export', job_type: 'export', chapter_id: null, status: 'running', stage: 'package', bytes: 50, bytes_total: 100 }));
    });
    await flush();
    expect(view.container.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe('50');
    expect(view.button('Собрать').disabled).toBe(true);
  });

  it('show a chapter\'s job as it arrives in the cache, and cancel it once', async () => {
    studio.on('DELETE /api/v1/jobs/j1', { json: { job: job({ status: 'cancelled', stage: 'done' }) } });
    view = await render(qc, createElement('table', null, createElement('tbody', null,
      createElement(ChapterRow, { chapter, book: voiced, picked: false, onPick: () => undefined, onVoice: () => undefined }))));
    expect(view.button('Озвучить').disabled).toBe(false);
    await act(async () => {
      jobSeen(qc, job({ done: 2, total: 4 }));
    });
    await flush();
    expect(view.container.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe('50');
    const cancel = view.button('Отмена');
    await act(async () => {
      cancel.click();
      cancel.click();
    });
    await flush();
    expect(studio.calls('DELETE /api/v1/jobs/j1')).toHaveLength(1);
    // The answer (cancelled) replaces the running job: the row offers voicing again.
    expect(view.container.querySelector('[role=progressbar]')).toBeNull();
    expect(view.button('Озвучить').disabled).toBe(false);
  });

  it('say a chapter\'s failed voicing in the studio\'s language, the server\'s words on hover', async () => {
    view = await render(qc, createElement('table', null, createElement('tbody', null,
      createElement(ChapterRow, { chapter, book: voiced, picked: false, onPick: () => undefined, onVoice: () => undefined }))));
    await act(async () => {
      jobSeen(qc, job({ status: 'failed', stage: 'done', error: 'ffmpeg exited with code 1' }));
    });
    await flush();
    const failed = view.container.querySelector('.status-cell .error-text');
    expect(failed?.textContent).toBe('Озвучка не удалась: откройте главу, чтобы попробовать ещё раз.');
    expect(failed?.getAttribute('title')).toBe('ffmpeg exited with code 1');
  });
});
