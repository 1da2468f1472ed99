// @vitest-environment happy-dom
// The export panel on a book not fully voiced: it names the chapters that would be left out and
// starts nothing until the author confirms (or starts nothing at all when they cancel).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import type { BookDetail } from '../../api/types.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { book, job } from '../../test/fixtures.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { rememberJob } from '../../api/jobs.ts';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;

const partly = book({
  chapters_ready: 1, status: 'ready',
  chapters: [
    { id: 'c1', title: 'Глава 1. Встреча', audio_url: 'http://x/1.mp3' },
    { id: 'c2', title: 'Глава 2. Дорога', audio_url: null },
  ] as unknown as BookDetail['chapters'],
});

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on('GET /api/v1/books/b1/exports', { json: { exports: [] } });
  studio.on('POST /api/v1/books/b1/export', { json: { job: job({ id: 'e1', type: 'export', job_type: 'export', chapter_id: null, status: 'queued', stage: 'queued' }) } });
});
afterEach(async () => {
  await view?.unmount();
  qc.clear();
});

describe('assembling a partly voiced book', () => {
  it('names the missing chapters and starts only when the author confirms', async () => {
    view = await render(qc, createElement(ExportPanel, { book: partly }));
    await act(async () => view!.button('Собрать').click());
    const notice = view.container.querySelector('[data-testid=export-missing]');
    expect(notice?.textContent).toContain('Не озвучено глав: 1 из 2');
    expect(notice?.textContent).toContain('Глава 2. Дорога');
    expect(notice?.textContent).not.toContain('Глава 1. Встреча');
    expect(view.button('Собрать').disabled).toBe(true);
    await flush();
    expect(studio.calls('POST /api/v1/books/b1/export')).toHaveLength(0);
    await act(async () => view!.button('Собрать без них').click());
    await flush();
    expect(studio.calls('POST /api/v1/books/b1/export')).toHaveLength(1);
    expect(view.container.querySelector('[data-testid=export-missing]')).toBeNull();
  });

  it('starts nothing when the author cancels', async () => {
    view = await render(qc, createElement(ExportPanel, { book: partly }));
    await act(async () => view!.button('Собрать').click());
    await act(async () => view!.button('Отмена').click());
    await flush();
    expect(view.container.querySelector('[data-testid=export-missing]')).toBeNull();
    expect(view.button('Собрать').disabled).toBe(false);
    expect(studio.calls('POST /api/v1/books/b1/export')).toHaveLength(0);
  });
  it('a failed assembly is said in the studio\'s language, the server\'s words as fine print', async () => {
    rememberJob(qc, job({ id: 'e9', type: 'export', job_type: 'export', chapter_id: null, status: 'failed', stage: 'done', error: 'ffmpeg exited with code 1' }));
    view = await render(qc, createElement(ExportPanel, { book: partly }));
    await flush();
    const box = view.container.querySelector('.error-box');
    expect(box?.textContent).toMatch(/^Сборка не удалась\./);
    expect(box?.querySelector('.small')?.textContent).toBe('ffmpeg exited with code 1');
  });
});
