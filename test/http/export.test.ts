// Export over HTTP: a voiced chapter assembled into an m4b and a zip by a free job, its progress
// fields, the signed download (no key), the measured sound, GET /books/{id}/exports, the
// export.ready event, 400 when nothing is voiced, raw sound, and cancelling a running export.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../../server/contract/jobs.ts';
import { probe } from '../../server/engines/ffmpeg/encode.ts';
import { measureLoudness } from '../../server/engines/export/loudness.ts';
import { readZip } from '../../server/engines/export/zip-reader.fixture.ts';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';

let s: TestStudio;
/** eta_s of the first (short) export when it was queued. */
let shortEta = 0;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

interface Seen {
  status: string;
  stage: string;
  bytes: number | null;
  bytes_total: number | null;
  done: number;
}

async function newBook(title: string, text = SAMPLE_BOOK) {
  const r = await s.call('POST', '/books', { body: { title, text } });
  expect(r.status).toBe(201);
  return (await s.call('GET', `/books/${r.body.book.id}`)).body.book;
}

/** Polls a job until it ends, keeping every state seen on the way. */
async function settle(jobId: string, seen: Seen[] = [], stepMs = 40) {
  return waitFor(async () => {
    const j = (await s.call('GET', `/jobs/${jobId}`)).body.job;
    seen.push({ status: j.status, stage: j.stage, bytes: j.bytes, bytes_total: j.bytes_total, done: j.done });
    return ['done', 'failed', 'cancelled'].includes(j.status) ? j : null;
  }, 120_000, stepMs);
}

async function render(chapterId: string) {
  const r = await s.call('POST', `/chapters/${chapterId}/render`);
  expect(r.status).toBe(200);
  const j = await settle(r.body.job.id, [], 100);
  expect(j.status).toBe('done');
}

async function download(url: string, name: string) {
  const res = await fetch(url); // no key: the signed link is the credential
  expect(res.status).toBe(200);
  const file = join(s.dataDir, name);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return { res, file };
}

/** The user's stored events, replayed from the start of the SSE stream, until `match` is found. */
async function findEvent(event: string, match: (data: { job: { id: string }; book_id: string }) => boolean) {
  const ctrl = new AbortController();
  const res = await fetch(`${s.api}/events`, { headers: { 'x-api-key': s.ownerKey, 'last-event-id': '0' }, signal: ctrl.signal });
  const reader = res.body!.getReader();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      text += Buffer.from(value).toString('utf8');
      for (const block of text.split('\n\n')) {
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name === event && data) {
          const body = JSON.parse(data) as { data: { job: { id: string }; book_id: string } };
          if (match(body.data)) return body;
        }
      }
    }
  } finally {
    ctrl.abort();
  }
}

describe('export', () => {
  let book: { id: string; chapters: Array<{ id: string; title: string }> };
  beforeAll(async () => {
    book = await newBook('Экспорт');
  });

  it('400 nothing_voiced while no chapter is voiced', async () => {
    const r = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('nothing_voiced');
    expect((await s.call('GET', `/books/${book.id}/exports`)).body.exports).toEqual([]);
  });

  it('m4b (the default): a free job with size progress, a signed download with chapters and tags, studio sound measured', async () => {
    await render(book.chapters[0]!.id);
    const before = (await s.call('GET', '/api/me')).body.balance;
    const queued = await s.call('POST', `/books/${book.id}/export`, { body: {} });
    expect(queued.status).toBe(200);
    expect(Job.strict().safeParse(queued.body.job).success).toBe(true);
    expect(queued.body.job).toMatchObject({ type: 'export', status: 'queued', book_id: book.id, chapter_id: null, format: 'm4b' });
    shortEta = queued.body.job.eta_s;
    expect(shortEta).toBeGreaterThan(0);
    const seen: Seen[] = [];
    const job = await settle(queued.body.job.id, seen);
    expect(job.status).toBe('done');
    expect(job.error).toBeNull();
    expect(job.credits_used).toBe(0);
    expect((await s.call('GET', '/api/me')).body.balance).toBe(before);
    // Size progress: never above the total, ending at the exact size.
    for (const p of seen) if (p.bytes !== null && p.bytes_total !== null) expect(p.bytes).toBeLessThanOrEqual(p.bytes_total);
    for (const p of seen.filter((x) => x.status === 'running')) expect(['encode', 'package']).toContain(p.stage);
    expect(job.bytes).toBeGreaterThan(1000);
    expect(job.bytes_total).toBe(job.bytes);
    expect(job.done).toBe(1);

    // The measured sound of the one exported chapter: the audiobook target.
    expect(job.sound).toHaveLength(1);
    expect(job.sound[0]).toMatchObject({ chapter_id: book.chapters[0]!.id, title: book.chapters[0]!.title });
    expect(Math.abs(job.sound[0].lufs + 18)).toBeLessThanOrEqual(1);
    expect(job.sound[0].true_peak_db).toBeLessThanOrEqual(-3);

    const { res, file } = await download(job.download_url, 'book.m4b');
    expect(res.headers.get('content-type')).toBe('audio/mp4');
    expect(res.headers.get('content-disposition')).toContain('.m4b');
    expect(Number(res.headers.get('content-length'))).toBe(job.bytes);
    const info = await probe(file);
    expect(info.tags).toMatchObject({ major_brand: 'M4B ', title: 'Экспорт', album: 'Экспорт' });
    expect(info.tags.comment).toMatch(/синтез/i);
    expect(info.tags.composer).toMatch(/синтез речи/);
    expect(info.chapters.map((c) => c.title)).toEqual([book.chapters[0]!.title]);
    expect(info.streams.find((x) => x.codec_type === 'audio')?.codec_name).toBe('aac');
    const chapter = (await s.call('GET', `/chapters/${book.chapters[0]!.id}`)).body.chapter;
    // The recording plus 0.8 s of room tone at each end.
    expect(info.durationS).toBeCloseTo(chapter.duration_s + 1.6, 0);

    const event = await findEvent('export.ready', (d) => d.job.id === job.id);
    expect(event?.data).toMatchObject({ book_id: book.id, job: { id: job.id, status: 'done', type: 'export' } });
  });

  it('zip: one tagged MP3 per voiced chapter named `NN - Title.mp3`; GET /books/{id}/exports lists both, newest first', async () => {
    await render(book.chapters[1]!.id);
    const queued = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'zip' } });
    const job = await settle(queued.body.job.id);
    expect(job).toMatchObject({ status: 'done', format: 'zip', done: 2 });
    const { res, file } = await download(job.download_url, 'book.zip');
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = await readZip(file);
    expect(entries.map((e) => e.name)).toEqual(['01 - Глава 1. Встреча.mp3', '02 - Глава 2. Дорога.mp3']);
    expect(entries.every((e) => e.crcOk)).toBe(true);
    const mp3 = join(s.dataDir, 'chapter2.mp3');
    writeFileSync(mp3, entries[1]!.data);
    expect((await probe(mp3)).tags).toMatchObject({ title: 'Глава 2. Дорога', album: 'Экспорт', track: '2/2' });
    expect(job.sound.map((x: { title: string }) => x.title)).toEqual(['Глава 1. Встреча', 'Глава 2. Дорога']);

    const list = (await s.call('GET', `/books/${book.id}/exports`)).body.exports;
    expect(list.map((e: { job_id: string }) => e.job_id)[0]).toBe(job.id);
    expect(list).toHaveLength(2);
    for (const e of list) {
      expect(Object.keys(e).sort()).toEqual(['bytes', 'created_at', 'download_url', 'expires_s', 'finished_at', 'format', 'job_id', 'status']);
      expect(e).toMatchObject({ status: 'done', expires_s: 3600 });
      expect(e.bytes).toBeGreaterThan(1000);
      expect(e.download_url).toMatch(/\/files\//);
    }
    expect(list.map((e: { format: string }) => e.format)).toEqual(['zip', 'm4b']);
  });

  it('raw sound keeps the recording\'s own level', async () => {
    await s.call('PATCH', `/books/${book.id}`, { body: { sound: 'raw' } });
    const job = await settle((await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } })).body.job.id);
    expect(job.status).toBe('done');
    const chapter = (await s.call('GET', `/chapters/${book.chapters[0]!.id}`)).body.chapter;
    const { file } = await download(chapter.audio_url, 'recording.mp3');
    const original = await measureLoudness({ path: file });
    expect(Math.abs(job.sound[0].lufs - original.i!)).toBeLessThanOrEqual(0.5);
  });

  it('keeps the files of the newest three exports per format; older ones lose their link', async () => {
    // Two m4b exports exist (studio, raw); two more raw ones make four.
    for (let k = 0; k < 2; k++) {
      const j = await settle((await s.call('POST', `/books/${book.id}/export`, { body: {} })).body.job.id);
      expect(j.status).toBe('done');
    }
    await s.call('PATCH', `/books/${book.id}`, { body: { sound: 'studio' } });
    const m4b = (await s.call('GET', `/books/${book.id}/exports`)).body.exports.filter((e: { format: string }) => e.format === 'm4b');
    expect(m4b).toHaveLength(4);
    expect(m4b.slice(0, 3).every((e: { download_url: string | null }) => e.download_url)).toBe(true);
    expect(m4b[3]).toMatchObject({ status: 'done', download_url: null, expires_s: null });
    expect(existsSync(join(s.dataDir, 'exports', book.id, `${m4b[3].job_id}.m4b`))).toBe(false);
    expect(existsSync(join(s.dataDir, 'exports', book.id, `${m4b[0].job_id}.m4b`))).toBe(true);
    // The zip is another format: untouched.
    expect((await s.call('GET', `/books/${book.id}/exports`)).body.exports.find((e: { format: string }) => e.format === 'zip').download_url).toBeTruthy();
  });
});

describe('cancelling an export', () => {
  it('stops a running export: the job is cancelled and leaves no file', async () => {
    // Thirty identical paragraphs: one piece voiced once and reused, three minutes of sound to export.
    const long = `Глава 1. Длинная\n\n${'Они шли долго, и дорога всё не кончалась. Мария молчала, Иван смотрел на облака.\n\n'.repeat(30)}`;
    const book = await newBook('Долгий экспорт', long);
    await render(book.chapters[0].id);
    const queued = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } });
    const id = queued.body.job.id;
    // eta_s follows the length of the sound and this machine's measured export speed.
    expect(queued.body.job.eta_s).toBeGreaterThan(shortEta);
    const running = await waitFor(async () => {
      const j = (await s.call('GET', `/jobs/${id}`)).body.job;
      return j.status !== 'queued' ? j : null;
    }, 30_000, 10);
    expect(running.status).toBe('running');
    const del = await s.call('DELETE', `/jobs/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.job.status).toBe('cancelled');
    expect(del.body.job.download_url).toBeUndefined();
    const exportsDir = join(s.dataDir, 'exports');
    expect(existsSync(join(exportsDir, book.id, `${id}.m4b`))).toBe(false);
    expect(existsSync(join(exportsDir, '.work', id))).toBe(false);
    const list = (await s.call('GET', `/books/${book.id}/exports`)).body.exports;
    expect(list[0]).toMatchObject({ job_id: id, status: 'cancelled', bytes: null, download_url: null, expires_s: null });
  });
});
