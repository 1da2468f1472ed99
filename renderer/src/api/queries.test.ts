// @vitest-environment happy-dom
// (A window, so that TanStack Query schedules interval reads as it does in the page.)
import { afterEach, describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';
import { keys } from './keys.ts';
import { modelsSeen, queries } from './queries.ts';
import type { ModelInfo, Models } from './types.ts';
import { fakeStudio, settle } from '../test/fake-studio.ts';
import { job } from '../test/fixtures.ts';

const qc = createQueryClient();
afterEach(() => qc.clear());

const model = (over: Partial<ModelInfo>): ModelInfo => ({ id: 'v1', kind: 'voice', installed: false, progress: null, ...over }) as ModelInfo;

describe('queries', () => {
  it('reads a chapter without a recording as "no report yet", and other failures as errors', async () => {
    const studio = fakeStudio();
    studio.on('GET /api/v1/chapters/c1/check', { status: 409, json: { detail: 'not voiced', code: 'conflict' } });
    studio.on('GET /api/v1/chapters/c2/check', { status: 500, json: { detail: 'boom', code: 'internal' } });
    expect(await qc.fetchQuery(queries.check('c1'))).toBeNull();
    await expect(qc.fetchQuery(queries.check('c2'))).rejects.toMatchObject({ status: 500 });
  });

  it('remembers the job a chapter view names', async () => {
    const studio = fakeStudio();
    studio.on('GET /api/v1/chapters/c1', { json: { chapter: { id: 'c1' }, segments: [], units: [], problems: [], timeline: [], estimate_credits: 0, job: job() } });
    await qc.fetchQuery(queries.chapter('c1'));
    expect(qc.getQueryData(keys.job('j1'))).toMatchObject({ status: 'running' });
  });

  it('reads the model catalog every second only while something installs', async () => {
    const studio = fakeStudio();
    let progress: ModelInfo['progress'] = { received: 1, total: 10 } as ModelInfo['progress'];
    studio.on('GET /api/cabinet/models', () => ({ json: { models: [model({ progress })] } }));
    const observer = new QueryObserver(qc, queries.models());
    const stop = observer.subscribe(() => undefined);
    await settle();
    await new Promise((r) => setTimeout(r, 1150));
    expect(studio.calls('GET /api/cabinet/models').length).toBe(2);
    progress = null;
    await new Promise((r) => setTimeout(r, 2200));
    stop();
    // The second answer (no progress) stopped the reading.
    expect(studio.calls('GET /api/cabinet/models').length).toBe(3);
  });

  it('refreshes the voices when an install answer shows a voice installed', () => {
    fakeStudio();
    const seen: unknown[] = [];
    qc.getQueryCache().subscribe((e) => e.type === 'updated' && e.action.type === 'invalidate' && seen.push(e.query.queryKey));
    qc.setQueryData(keys.voices, []);
    qc.setQueryData<Models>(keys.models, { models: [model({})] } as Models);
    modelsSeen(qc, { models: [model({ kind: 'asr', id: 'asr', installed: true }), model({})] } as Models);
    expect(seen).toEqual([]);
    modelsSeen(qc, { models: [model({ installed: true })] } as Models);
    expect(seen).toEqual([keys.voices]);
  });
});
