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

  it('reads the model catalog once while something installs; the install job it names is read once, then left to events', async () => {
    const studio = fakeStudio();
    studio.on('GET /api/cabinet/models', { json: { models: [model({ progress: { received: 1, total: 10 } as ModelInfo['progress'], job_id: 'm1' })] } });
    studio.on('GET /api/v1/jobs/m1', { json: { job: job({ id: 'm1', type: 'model_install', bytes: 1, bytes_total: 10 }) } });
    const stops = [new QueryObserver(qc, queries.models()), new QueryObserver(qc, queries.job('m1')), new QueryObserver(qc, queries.job('m1'))]
      .map((o) => o.subscribe(() => undefined));
    await settle();
    await new Promise((r) => setTimeout(r, 1150));
    for (const stop of stops) stop();
    expect(studio.calls('GET /api/cabinet/models')).toHaveLength(1);
    expect(studio.calls('GET /api/v1/jobs/m1')).toHaveLength(1);
    expect(qc.getQueryData(keys.job('m1'))).toMatchObject({ bytes: 1, bytes_total: 10 });
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
