import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { jobFraction, jobSeen, latestJob } from './jobs.ts';
import { keys } from './keys.ts';
import type { Job } from './types.ts';
import { job } from '../test/fixtures.ts';

const ids = (list: unknown[]) => list.map((k) => JSON.stringify(k)).sort();

describe('jobs in the cache', () => {
  it('knows what each job type makes stale, and a type it does not know falls back to what the job names', () => {
    const qc = createQueryClient();
    const ended = (over: Partial<Job>) => ids(jobSeen(qc, job({ status: 'done', ...over })));
    expect(ended({ id: 'r' })).toEqual(ids([keys.book('b1'), keys.books, keys.chapter('c1'), keys.check('c1'), keys.money]));
    expect(ended({ id: 'e', type: 'export', chapter_id: null })).toEqual(ids([keys.book('b1'), keys.books, keys.exports('b1'), keys.money]));
    // An import refreshes its book; a model install the catalog, the voices (and the recommended data
    // under them), the rules' forms and the open chapters' stress notes.
    expect(ended({ id: 'i', type: 'import' as Job['type'], chapter_id: null })).toEqual(ids([keys.book('b1'), keys.books]));
    expect(ended({ id: 'm', type: 'model_install' as Job['type'], chapter_id: null, book_id: '' })).toEqual(ids([keys.models, keys.voices, keys.rules, keys.chapters]));
    expect(ended({ id: 'x', type: 'transcribe' as Job['type'] })).toEqual(ids([keys.book('b1'), keys.books, keys.chapter('c1'), keys.check('c1'), keys.money]));
  });

  it('makes nothing stale for progress of a running job, and remembers the newest job of a chapter', () => {
    const qc = createQueryClient();
    expect(jobSeen(qc, job({ done: 1 })).length).toBeGreaterThan(0);
    expect(jobSeen(qc, job({ done: 2 }))).toEqual([]);
    jobSeen(qc, job({ id: 'old', status: 'failed', created_at: '2025-01-01T00:00:00.000Z' }));
    jobSeen(qc, job({ id: 'other', chapter_id: 'c2', created_at: '2027-01-01T00:00:00.000Z' }));
    expect(latestJob(qc, (j) => j.chapter_id === 'c1')?.id).toBe('j1');
    expect(latestJob(qc, (j) => j.chapter_id === 'c1')?.done).toBe(2);
  });

  it('measures progress by pieces, or by bytes for exports', () => {
    expect(jobFraction(job({ done: 1, total: 4 }))).toBe(0.25);
    expect(jobFraction(job({ bytes: 50, bytes_total: 200 }))).toBe(0.25);
    expect(jobFraction(job({ status: 'done', done: 0, total: 0 }))).toBe(1);
    expect(jobFraction(job({ done: 0, total: 0 }))).toBe(0);
  });
});
