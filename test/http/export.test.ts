// Export over HTTP: a voiced chapter assembled into an m4b, a zip and a read-along EPUB by a free
// job, its progress fields, the signed download (no key), the measured sound, GET
// /books/{id}/exports, the export.ready event, 400 when nothing is voiced, raw sound, a partly
// voiced book (the missing chapters named), two identical requests at once (one job), a chapter
// voiced before sound was made final (made final once, at export) and cancelling that export.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMediainfo, mediainfo } from '../support/mediainfo.ts';
import { Job } from '../../server/contract/jobs.ts';
import { decodeToPcm, probe } from '../../server/engines/ffmpeg/encode.ts';
import { measureLoudness } from '../../server/engines/export/loudness.ts';
import { readZip } from '../../server/engines/export/zip-reader.fixture.ts';
import { checkEpub } from '../../server/engines/export/epub/check.fixture.ts';
import { readChapterFinal, recordingFiles } from '../../server/engines/export/chapter-final.ts';
import { getChapter } from '../../server/storage/repositories/chapters.repo.ts';
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
  eta_s: number;
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
    seen.push({ status: j.status, stage: j.stage, eta_s: j.eta_s, bytes: j.bytes, bytes_total: j.bytes_total, done: j.done });
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
    // The chapter's recording (with its room tone) joined as it is.
    expect(info.durationS).toBeCloseTo(chapter.duration_s, 1);
    expect(job.missing_chapters).toEqual([{ chapter_id: book.chapters[1]!.id, title: book.chapters[1]!.title }]);

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

  it('epub: a read-along EPUB 3 whose every line is timed by the recording', async () => {
    const job = await settle((await s.call('POST', `/books/${book.id}/export`, { body: { format: 'epub' } })).body.job.id);
    expect(job).toMatchObject({ status: 'done', format: 'epub', done: 2, missing_chapters: [] });
    const { res, file } = await download(job.download_url, 'book.epub');
    expect(res.headers.get('content-type')).toBe('application/epub+zip');
    expect(res.headers.get('content-disposition')).toContain('.epub');
    const report = await checkEpub(file, readFileSync(file));
    expect(report.problems).toEqual([]);
    const xhtml = report.files.get('OEBPS/chapter-001.xhtml')!.toString('utf8');
    // The paragraph as written (dialogue dash kept), each line a span.
    expect(xhtml).toMatch(/<p>— <span id="l\d+">Привет,<\/span> — <span id="l\d+">сказал Иван\.<\/span>/);
    const pars = report.overlays.get('OEBPS/chapter-001.smil')!;
    const view = (await s.call('GET', `/chapters/${book.chapters[0]!.id}`)).body;
    expect(pars.length).toBe(view.segments.length);
    expect(pars[0]!.begin).toBeCloseTo(view.timeline[0].t0, 2);
    expect(pars.at(-1)!.end).toBeCloseTo(view.timeline.at(-1).t1, 2);

    // What a reader hears when the line lights up: the speech in the EPUB's own audio lies inside
    // the clips (the room tone before the first line and the pauses between pieces outside them),
    // and the first line's clip starts where the voice does.
    const m4a = join(s.dataDir, 'chapter-001.m4a');
    writeFileSync(m4a, report.files.get('OEBPS/audio/chapter-001.m4a')!);
    const { samples, sampleRate } = await decodeToPcm(m4a, 22050);
    const frame = Math.round(sampleRate * 0.02);
    const loud: number[] = [];
    for (let i = 0; i + frame <= samples.length; i += frame) {
      let sum = 0;
      for (let k = i; k < i + frame; k++) sum += samples[k]! * samples[k]!;
      if (20 * Math.log10(Math.sqrt(sum / frame) / 32768) > -40) loud.push((i + frame / 2) / sampleRate);
    }
    expect(loud.length).toBeGreaterThan(50);
    const inside = (t: number) => pars.some((p) => t >= p.begin - 0.03 && t <= p.end + 0.03);
    expect(loud.filter(inside).length / loud.length).toBeGreaterThan(0.97);
    expect(Math.abs(loud[0]! - pars[0]!.begin)).toBeLessThan(0.15);
    expect(Math.abs(loud.at(-1)! - pars.at(-1)!.end)).toBeLessThan(0.3);
    // Every clip holds sound of its own (none lands in a pause).
    for (const p of pars) expect(loud.some((t) => t >= p.begin && t <= p.end)).toBe(true);
  });

  it('raw sound keeps the recording\'s own level', async () => {
    await s.call('PATCH', `/books/${book.id}`, { body: { sound: 'raw' } });
    const job = await settle((await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } })).body.job.id);
    expect(job.status).toBe('done');
    const chapter = (await s.call('GET', `/chapters/${book.chapters[0]!.id}`)).body.chapter;
    const { file } = await download(chapter.audio_url, 'recording.mp3');
    const original = await measureLoudness({ path: file });
    // Switching to raw made both chapters final again (from their pieces), once, in raw sound.
    expect(job.stage).toBe('done');
    expect(readChapterFinal(getChapter(s.server.studio.app.db, book.chapters[0]!.id)!.audio_path!)).toMatchObject({ mode: 'raw', leadS: 0 });
    expect(Math.abs(job.sound[0].lufs - original.i!)).toBeLessThanOrEqual(0.5);
    expect((await s.call('GET', `/chapters/${book.chapters[0]!.id}`)).body.timeline[0].t0).toBe(0);
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

describe('one export per book state', () => {
  it('two identical requests at once get the same job; a finished one does not stand in for a new request', async () => {
    const book = await newBook('Двойной щелчок');
    await render(book.chapters[0].id);
    const [a, b] = await Promise.all([0, 1].map(() => s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } })));
    expect(a!.status).toBe(200);
    expect(b!.body.job.id).toBe(a!.body.job.id);
    // Another format is another export.
    const zip = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'zip' } });
    expect(zip.body.job.id).not.toBe(a!.body.job.id);
    await settle(a!.body.job.id);
    await settle(zip.body.job.id);
    const again = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } });
    expect(again.body.job.id).not.toBe(a!.body.job.id);
    await settle(again.body.job.id);
    expect((await s.call('GET', `/books/${book.id}/exports`)).body.exports).toHaveLength(3);
  });
});

describe('a «громко» line and the book\'s tags', () => {
  it('the m4b keeps a loud line under −3 dBTP (ffmpeg) and carries the title, genre words and the chapter track\'s language', async () => {
    const book = await newBook('Громкая книга');
    await s.call('PATCH', `/books/${book.id}`, { body: { author: 'Анна Авторова', genre: 'history_russia, literature_rus_classsic' } });
    const ch = (await s.call('GET', `/chapters/${book.chapters[0].id}`)).body;
    const line = ch.segments.find((x: { text: string }) => x.text === 'Привет,');
    expect((await s.call('PATCH', `/segments/${line.id}`, { body: { delivery: { volume: 'loud' } } })).status).toBe(200);
    await render(book.chapters[0].id);
    await render(book.chapters[1].id);
    const job = await settle((await s.call('POST', `/books/${book.id}/export`, { body: {} })).body.job.id);
    const { file } = await download(job.download_url, 'loud.m4b');
    const info = await probe(file);
    for (const c of info.chapters) {
      const m = await measureLoudness({ path: file, startS: c.start, durationS: c.end - c.start });
      expect(m.tp!).toBeLessThanOrEqual(-3);
      expect(Math.abs(m.i! + 18)).toBeLessThanOrEqual(1);
    }
    expect(info.tags).toMatchObject({ title: 'Громкая книга', artist: 'Анна Авторова', genre: 'История России, Русская классика' });
    if (hasMediainfo) expect(mediainfo(file).find((t) => t['@type'] === 'Menu')?.Language).toBe('ru');
  });
});

describe('a chapter voiced before sound was made final', () => {
  /** Voices a chapter as older versions did: a raw MP3 (timeline from 0) and nothing beside it. */
  async function renderLegacy(bookId: string, chapterId: string) {
    await s.call('PATCH', `/books/${bookId}`, { body: { sound: 'raw' } });
    await render(chapterId);
    const files = recordingFiles(getChapter(s.server.studio.app.db, chapterId)!.audio_path!);
    rmSync(files.aac, { force: true });
    rmSync(files.info, { force: true });
    await s.call('PATCH', `/books/${bookId}`, { body: { sound: 'studio' } });
  }

  it('is made final at export, once; cancelling that export leaves no file and the chapter as it was', async () => {
    const long = `Глава 1. Длинная\n\n${'Они шли долго, и дорога всё не кончалась. Мария молчала, Иван смотрел на облака.\n\n'.repeat(30)}`;
    const book = await newBook('Старая запись', long);
    await renderLegacy(book.id, book.chapters[0].id);
    const before = getChapter(s.server.studio.app.db, book.chapters[0].id)!.audio_path;

    const queued = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } });
    const id = queued.body.job.id;
    const running = await waitFor(async () => {
      const j = (await s.call('GET', `/jobs/${id}`)).body.job;
      return j.status !== 'queued' ? j : null;
    }, 30_000, 10);
    expect(running).toMatchObject({ status: 'running', stage: 'encode' });
    const del = await s.call('DELETE', `/jobs/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.job.status).toBe('cancelled');
    expect(del.body.job.download_url).toBeUndefined();
    const exportsDir = join(s.dataDir, 'exports');
    expect(existsSync(join(exportsDir, book.id, `${id}.m4b`))).toBe(false);
    expect(existsSync(join(exportsDir, '.work', id))).toBe(false);
    expect(getChapter(s.server.studio.app.db, book.chapters[0].id)!.audio_path).toBe(before);
    const list = (await s.call('GET', `/books/${book.id}/exports`)).body.exports;
    expect(list[0]).toMatchObject({ job_id: id, status: 'cancelled', bytes: null, download_url: null, expires_s: null });

    // Run to the end: the chapter gets its final files, and the next export has nothing to make.
    const seen: Seen[] = [];
    const done = await settle((await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } })).body.job.id, seen, 10);
    expect(done.status).toBe('done');
    expect(seen.some((x) => x.stage === 'encode')).toBe(true);
    // The ETA counts down: never up while the export runs, and down during the chapter's encoding.
    const etas = seen.filter((x) => x.status === 'running').map((x) => x.eta_s);
    for (let k = 1; k < etas.length; k++) expect(etas[k]!).toBeLessThanOrEqual(etas[k - 1]!);
    const encoding = seen.filter((x) => x.status === 'running' && x.stage === 'encode').map((x) => x.eta_s);
    expect(encoding.at(-1)!).toBeLessThan(encoding[0]!);
    const after = getChapter(s.server.studio.app.db, book.chapters[0].id)!;
    expect(after.audio_path).not.toBe(before);
    expect(existsSync(before!)).toBe(false);
    expect(readChapterFinal(after.audio_path!)).toMatchObject({ mode: 'studio', leadS: 0.8 });
    expect(JSON.parse(after.timeline!)[0].t0).toBeCloseTo(0.8, 3);
    const seen2: Seen[] = [];
    const again = await settle((await s.call('POST', `/books/${book.id}/export`, { body: { format: 'zip' } })).body.job.id, seen2, 5);
    expect(again.status).toBe('done');
    expect(seen2.some((x) => x.stage === 'encode')).toBe(false);
    // eta_s of a queued export follows the sound still to be made and the bytes to write.
    expect(queued.body.job.eta_s).toBeGreaterThan(shortEta);
  }, 120_000);
});
