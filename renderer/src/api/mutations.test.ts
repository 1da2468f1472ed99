import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { keys } from './keys.ts';
import { mutations, type MutationSpec } from './mutations.ts';
import { latestJob } from './jobs.ts';
import type { BookDetail, ChapterSummary } from './types.ts';
import { fakeStudio } from '../test/fake-studio.ts';
import { ERROR_MESSAGES } from '../i18n/errors.ts';
import { book, job } from '../test/fixtures.ts';

const qc = createQueryClient();
const run = <T, V>(spec: MutationSpec<T, V>, vars: V) => qc.getMutationCache().build(qc, spec).execute(vars);
const chapter = (id: string, title: string) => ({ id, title }) as ChapterSummary;

describe('writes and what they change in the cache', () => {
  it('voices several chapters with one idempotency key per chapter and dialog, and lists the ones refused', async () => {
    const studio = fakeStudio();
    studio.on('POST /api/v1/chapters/c1/render', { json: { job: job({ id: 'r1', status: 'queued' }) } });
    studio.on('POST /api/v1/chapters/c2/render', { status: 402, json: { detail: 'Not enough credits', code: 'insufficient_balance' } });
    studio.on('GET /api/v1/books/b1', { json: { book: book() } });
    const result = await run(mutations.voiceChapters(qc, 'b1', [chapter('c1', 'Глава 1'), chapter('c2', 'Глава 2')], 1234), undefined);
    expect(result).toEqual({ queued: 1, failed: [`Глава 2: ${ERROR_MESSAGES.ru.insufficient_balance}`] });
    expect(studio.requests.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key'])).toEqual(['c1:1234', 'c2:1234']);
    expect(latestJob(qc, (j) => j.chapter_id === 'c1')?.id).toBe('r1');
  });

  it('puts a changed character into the open book at once, keeping its share', async () => {
    const studio = fakeStudio();
    const narrator = { id: 'n', book_id: 'b1', voice_id: 'v1', share: 0.7 } as BookDetail['characters'][number];
    qc.setQueryData(keys.book('b1'), book({ characters: [narrator] }));
    studio.on('PATCH /api/v1/characters/n', { json: { character: { ...narrator, voice_id: 'v2', share: 0 } } });
    studio.on('GET /api/v1/books/b1', { status: 500, json: { detail: 'later', code: 'internal' } });
    await run(mutations.patchCharacter(qc, 'b1', 'n'), { voice_id: 'v2' });
    expect(qc.getQueryData<BookDetail>(keys.book('b1'))?.characters[0]).toMatchObject({ voice_id: 'v2', share: 0.7 });
    expect(qc.getQueryState(keys.book('b1'))?.isInvalidated).toBe(true);
  });

  it('makes the balance and the ledger stale after a top-up', async () => {
    const studio = fakeStudio();
    studio.on('POST /api/cabinet/grant', { json: { ok: true } });
    qc.setQueryData(keys.me, { balance: 1 });
    qc.setQueryData(keys.ledger({ limit: 100 }), { items: [] });
    await run(mutations.grant(qc), 500);
    expect(studio.requests[0]!.body).toEqual({ chars: 500 });
    expect(qc.getQueryState(keys.me)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(keys.ledger({ limit: 100 }))?.isInvalidated).toBe(true);
  });
});
