// The list of queued and running jobs reads each payload only when asked, and then the stored one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createUser } from '../../services/accounts.service.ts';
import { openDatabase, type Db } from '../db.ts';
import { newId } from '../../util/ids.ts';
import { activeJobs, getJob, insertJob, updateJob } from './jobs.repo.ts';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-jobs-repo-'));
  db = openDatabase(join(dir, 'glava.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function job(userId: string, payload: string, at: number): string {
  const id = newId();
  insertJob(db, {
    id, user_id: userId, key_id: null, type: 'render', status: 'queued', stage: 'queued', book_id: null, chapter_id: null, title: `job ${at}`,
    title_kind: null, title_params: null, payload, result: '{}', done: 0, total: 0, reused: 0, quoted_milli: 0, credits_used_milli: 0,
    bytes: null, bytes_total: null, error: null, idempotency_key: null, attempts: 0, cancel_requested: 0,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, at)).toISOString(), started_at: null, finished_at: null,
  });
  return id;
}

it('lists queued and running jobs in order, each with its own stored payload and every other field', () => {
  const user = createUser({ db }, { email: 'a@example.org' }).id;
  const big = JSON.stringify({ units: Array.from({ length: 2000 }, (_, i) => ({ key: `k${i}`, text: 'Слово '.repeat(20) })) });
  const a = job(user, big, 1);
  const b = job(user, '{"units":[]}', 2);
  const c = job(user, '{"units":[1]}', 3);
  updateJob(db, b, { status: 'running' });
  updateJob(db, c, { status: 'done' });
  const rows = activeJobs(db);
  expect(rows.map((r) => r.id)).toEqual([a, b]);
  expect(rows[0]!.payload).toBe(big);
  expect({ ...rows[1]! }).toEqual(getJob(db, b));
});
