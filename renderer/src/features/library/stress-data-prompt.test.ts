// @vitest-environment happy-dom
// The first-run stress prompt follows the install jobs it starts: progress and the end arrive as
// events (job.updated), the catalog is not read on a timer, and a failure is said in the studio's
// language with the server's reason.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { createLiveHandler, type LiveHandler } from '../../api/live.ts';
import type { Job, MissingData, ModelInfo } from '../../api/types.ts';
import { useSettings } from '../../stores/settings.ts';
import { useToasts } from '../../stores/toasts.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { job } from '../../test/fixtures.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { StressDataPrompt } from './StressDataPrompt.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let live: LiveHandler;
let view: Rendered | undefined;

const data = (id: string, title: string, size: number): MissingData => ({ id, language: 'ru', title, size, effect: '' });
const GIELLA = data('stress-giella', 'Giella', 100);
const NAMES = data('stress-proper-nouns', 'Имена', 50);
const model = (id: string, over: Partial<ModelInfo> = {}) =>
  ({ id, kind: 'stress', installed: false, progress: null, error: null, job_id: null, ...over }) as ModelInfo;
const install = (id: string, over: Partial<Job>) =>
  job({ id, type: 'model_install', job_type: 'model_install', chapter_id: null, book_id: null, stage: 'download', done: 0, total: 0, ...over });
const event = (jobId: string) => ({ id: null, event: 'job.updated', data: JSON.stringify({ event: 'job.updated', data: { job_id: jobId } }) });
const text = () => view?.container.textContent ?? '';
const bar = () => view?.container.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow');
/** Lets answers arrive until `check` holds (answers come one after another: voices, catalog, jobs). */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await flush(20);
}

let recommended: MissingData[];
let models: ModelInfo[];
let jobs: Record<string, Job>;

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  recommended = [GIELLA, NAMES];
  models = [model('stress-giella'), model('stress-proper-nouns')];
  jobs = {};
  studio.on('GET /api/v1/voices', () => ({ json: { voices: [], recommended_data: recommended } }));
  studio.on('GET /api/cabinet/models', () => ({ json: { models } }));
  for (const [id, jobId] of [['stress-giella', 'm1'], ['stress-proper-nouns', 'm2']] as const) {
    studio.on(`POST /api/cabinet/models/${id}/install`, () => {
      jobs[jobId] = install(jobId, { status: 'queued', stage: 'queued' });
      models = models.map((m) => (m.id === id ? { ...m, job_id: jobId, progress: { received: 0, total: null }, error: null } : m));
      return { json: { models } };
    });
    studio.on(`GET /api/v1/jobs/${jobId}`, () => ({ json: { job: jobs[jobId] } }));
  }
  live = createLiveHandler(qc, { staleMs: 10, jobMs: 10 });
  useToasts.setState({ items: [] });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  qc.clear();
  useSettings.setState({ locale: 'ru' });
});

describe('the first-run stress prompt', () => {
  it('installs the recommended data with one click and follows the jobs by their events, never reading the catalog on a timer', async () => {
    view = await render(qc, createElement(StressDataPrompt));
    await until(() => text().includes('Рекомендуем'));
    expect(text()).toContain('Рекомендуем доустановить данные об ударениях (150\u00a0Б): формы слов (Giella), ударения в именах и названиях.');
    const button = view.button('Установить');
    await act(async () => {
      button.click();
      button.click();
    });
    await until(() => studio.calls('GET /api/v1/jobs/m2').length > 0);
    expect(studio.calls('POST /api/cabinet/models/stress-giella/install')).toHaveLength(1);
    expect(studio.calls('POST /api/cabinet/models/stress-proper-nouns/install')).toHaveLength(1);
    expect(view.button('Устанавливается…').disabled).toBe(true);

    // Both jobs start and stream bytes: the bar follows them (90 of 150 bytes).
    jobs.m1 = install('m1', { status: 'running', bytes: 60, bytes_total: 100 });
    jobs.m2 = install('m2', { status: 'running', bytes: 30, bytes_total: 50 });
    live.handle(event('m1'));
    live.handle(event('m2'));
    await until(() => bar() === '60');
    expect(bar()).toBe('60');
    expect(text()).toContain('90\u00a0Б из 150\u00a0Б');
    const catalogReads = studio.calls('GET /api/cabinet/models').length;
    await flush(1300);
    expect(studio.calls('GET /api/cabinet/models')).toHaveLength(catalogReads);

    // Done: the jobs' end makes the voices (and the recommended list) stale; the prompt goes and says so.
    recommended = [];
    models = models.map((m) => ({ ...m, installed: true, progress: null }));
    jobs.m1 = install('m1', { status: 'done', stage: 'done', bytes: 100, bytes_total: 100 });
    jobs.m2 = install('m2', { status: 'done', stage: 'done', bytes: 50, bytes_total: 50 });
    live.handle(event('m1'));
    live.handle(event('m2'));
    await until(() => !text());
    expect(view.container.querySelector('[data-testid=stress-data-prompt]')).toBeNull();
    expect(useToasts.getState().items.map((i) => i.text)).toEqual(['Данные об ударениях установлены.']);
  });

  it('waits in an English studio until the library holds a Russian book', async () => {
    useSettings.setState({ locale: 'en' });
    let books = [{ id: 'b1', title: 'Emma', language: 'en' }];
    studio.on('GET /api/v1/books', () => ({ json: { books, can_create: true } }));
    view = await render(qc, createElement(StressDataPrompt));
    await until(() => studio.calls('GET /api/v1/books').length > 0 && studio.calls('GET /api/cabinet/models').length > 0);
    await flush(50);
    expect(view.container.querySelector('[data-testid=stress-data-prompt]')).toBeNull();
    books = [...books, { id: 'b2', title: 'Война и мир', language: 'ru' }];
    await act(async () => qc.invalidateQueries({ queryKey: ['books'] }));
    await until(() => text().includes('Stress for Russian books'));
    expect(text()).toContain('Stress for Russian books');
  });

  it('says which install failed and why, in the studio\'s language, and tries again with one click', async () => {
    const reason = 'Not in the mirror: /mirror/stress-giella/giella.tar.gz';
    models = [model('stress-giella', { job_id: 'm1', error: reason }), model('stress-proper-nouns')];
    jobs.m1 = install('m1', { status: 'failed', stage: 'done', error: reason });
    useSettings.setState({ locale: 'en' });
    view = await render(qc, createElement(StressDataPrompt));
    await until(() => !!view?.container.querySelector('[data-testid=stress-data-failed]'));
    const failed = view.container.querySelector('[data-testid=stress-data-failed]')?.textContent ?? '';
    expect(failed).toContain('Could not install: word forms (Giella).');
    expect(failed).toContain(reason);
    await act(async () => view?.button('Try again').click());
    await until(() => studio.calls('POST /api/cabinet/models/stress-proper-nouns/install').length > 0);
    await flush();
    // Both are started again (the proper nouns had not been tried); the failure gives way to the new attempt.
    expect(studio.calls('POST /api/cabinet/models/stress-giella/install')).toHaveLength(1);
    expect(studio.calls('POST /api/cabinet/models/stress-proper-nouns/install')).toHaveLength(1);
    expect(view.container.querySelector('[data-testid=stress-data-failed]')).toBeNull();
    expect(view.button('Installing…').disabled).toBe(true);
  });
  it('offline, says once and in the studio\'s language that there is no network, names the data in that language and points to a copy of the files', async () => {
    const english = (id: string) => `Download of https://raw.githubusercontent.com/x/${id}.gz failed: fetch failed: getaddrinfo ENOTFOUND raw.githubusercontent.com`;
    const offline = { kind: 'unreachable' as const, host: 'raw.githubusercontent.com', file: null };
    recommended = [data('stress-giella', 'Russian word forms with stress (Giella)', 100), data('stress-proper-nouns', 'Stress of proper nouns and place names', 50)];
    models = [
      model('stress-giella', { job_id: 'm1', error: english('giella'), failure: offline }),
      model('stress-proper-nouns', { job_id: 'm2', error: english('names'), failure: offline }),
    ];
    jobs.m1 = install('m1', { status: 'failed', stage: 'done', error: english('giella') });
    jobs.m2 = install('m2', { status: 'failed', stage: 'done', error: english('names') });
    view = await render(qc, createElement(StressDataPrompt));
    await until(() => !!view?.container.querySelector('[data-testid=stress-data-failed]'));
    const all = text();
    expect(all).toContain('формы слов (Giella), ударения в именах и названиях');
    expect(all).not.toMatch(/Download of|ENOTFOUND|Russian word forms|Stress of proper nouns/);
    // One sentence for the two alike failures, and no promise that trying again resumes the download.
    expect(all.split('Нет связи с raw.githubusercontent.com').length - 1).toBe(1);
    expect(all).not.toContain('загрузка продолжится');
    expect(view.button('Установить из файлов…')).toBeTruthy();
  });
});
