// Line-by-line conformance of the running API with voicing-api.md and decisions.md: every
// resource a client meets on the way from a text to a voiced, exported book is checked field by
// field against the spec's tables as test/support/spec-shapes.ts writes them out (independently
// of server/contract), plus the rules the tables imply (zero-based positions, runs covering every
// line, shares summing to one, chapter text as written).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import * as S from '../support/spec-shapes.ts';

let s: TestStudio;
let key: string;
let book: { id: string; chapters: Array<{ id: string }>; characters: Array<{ id: string; name: string; voice_id: string }> };

beforeAll(async () => {
  s = await startStudio();
  s.addUser('spec@example.com', { balance: 50_000 });
  key = s.addKey('spec@example.com', 'full');
  const r = await s.call('POST', '/books', { key, body: { title: 'Соответствие', author: 'Автор', text: SAMPLE_BOOK } });
  expect(r.status).toBe(201);
  expect(S.conform(S.Book, r.body.book, 'book')).toEqual([]);
  book = (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book;
});
afterAll(() => s.close());

const get = async (path: string) => {
  const r = await s.call('GET', path, { key });
  expect(r.status, `GET ${path}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
  return r.body;
};

const job = async (id: string) => (await s.call('GET', `/jobs/${id}`, { key })).body.job;

async function finished(jobId: string) {
  return waitFor(async () => {
    const j = (await s.call('GET', `/jobs/${jobId}`, { key })).body.job;
    return ['done', 'failed', 'cancelled'].includes(j.status) ? j : null;
  });
}

/** Runs (decisions §5): consecutive lines of one character covering every line in order; the third element says any is under review. */
async function expectRunsMatchLines(b: { chapters: Array<{ id: string; review: number; runs: Array<[string, number, boolean]> }> }) {
  for (const c of b.chapters) {
    const v = await get(`/chapters/${c.id}`);
    const expanded = c.runs.flatMap(([who, n]) => Array<string>(n).fill(who));
    expect(expanded).toEqual(v.segments.map((x: { character_id: string }) => x.character_id));
    for (let i = 1; i < c.runs.length; i++) expect(c.runs[i]![0]).not.toBe(c.runs[i - 1]![0]);
    let at = 0;
    for (const [, n, review] of c.runs) {
      expect(review).toBe(v.segments.slice(at, at + n).some((x: { review: boolean }) => x.review));
      at += n;
    }
    expect(c.review).toBe(v.segments.filter((x: { review: boolean }) => x.review).length);
  }
}

describe('resources as the spec tables describe them', () => {
  it('GET /api/me: user, balance, weights and the key', async () => {
    const me = await get('/api/me');
    expect(S.conform(S.Me, me)).toEqual([]);
    expect(me.weights).toEqual({ local: 0.1, own: 1, cloud: 3 });
    expect(me).toMatchObject({ balance: 50_000, unlimited: false, api_allowed: true, key: { scope: 'full', char_limit: null, left: null } });
    const owner = (await s.call('GET', '/api/me')).body;
    expect(S.conform(S.Me, owner)).toEqual([]);
    expect(owner).toMatchObject({ unlimited: true, api_allowed: true, user: { email: 'owner@localhost' } });
  });

  it('GET /books and GET /books/{id}: list fields, chapter summaries, runs, shares, edition', async () => {
    const list = await get('/books');
    expect(S.conform(S.obj({ books: S.arrayOf(S.BookListItem), can_create: S.bool }), list)).toEqual([]);
    const item = list.books.find((b: { id: string }) => b.id === book.id);
    expect(item).toMatchObject({ chapters_total: 2, chapters_ready: 0, chapters_active: 0, chapters_failed: 0, duration_s: 0 });
    const detail = await get(`/books/${book.id}`);
    expect(S.conform(S.BookDetail, detail.book, 'book')).toEqual([]);
    const b = detail.book;
    expect(b.chapters.map((c: { position: number }) => c.position)).toEqual([0, 1]);
    expect(item.chars).toBe(b.chapters.reduce((a: number, c: { chars: number }) => a + c.chars, 0));
    expect(item.audio_est_s).toBe(Math.round(item.chars / 15));
    expect(b.edition).toMatchObject({ id: b.active_edition_id, status: 'draft', count: 1 });
    expect(b.analysis).toBeNull();
    expect(b.characters.reduce((a: number, c: { share: number }) => a + c.share, 0)).toBeCloseTo(1, 3);
    await expectRunsMatchLines(b);
    expect(b.review_total).toBe(b.chapters.reduce((a: number, c: { review: number }) => a + c.review, 0));
    // A conversation without names leaves lines under review: runs and counts show them.
    const text = 'Глава 1\n\nИван и Пётр вошли в дом.\n\n— Кто там?\n\n— Это я.\n\n— Зачем пришёл?\n\n— Так.\n\nОни помолчали.';
    const unsure = await s.call('POST', '/books', { key, body: { title: 'Кто говорит', text } });
    const u = (await get(`/books/${unsure.body.book.id}`)).book;
    expect(u.review_total).toBeGreaterThan(0);
    expect(u.chapters[0].runs.some((r: [string, number, boolean]) => r[2])).toBe(true);
    await expectRunsMatchLines(u);
  });

  it('GET /chapters/{id}: lines in text order, pieces, problems, job, timeline, estimate; text as written', async () => {
    const v = await get(`/chapters/${book.chapters[0].id}`);
    expect(S.conform(S.ChapterView, v)).toEqual([]);
    expect(v.segments.map((x: { position: number }) => x.position)).toEqual(v.segments.map((_: unknown, i: number) => i));
    expect(v.chapter).toMatchObject({ position: 0, status: 'draft', duration_s: null, rendered_at: null, audio_url: null, book_id: book.id });
    // The chapter text keeps the dialogue dashes the lines were cut from.
    expect(v.chapter.text).toBe(
      'Иван вошёл в комнату. Было тихо.\n— Привет, — сказал Иван. — Как дела?\n— Хорошо, — ответила Мария. — А у тебя?\nИван улыбнулся и сел у окна.',
    );
    expect(v.chapter.chars).toBe(v.segments.reduce((a: number, x: { text: string }) => a + [...x.text].length, 0));
    expect(v.segments.every((x: { note: unknown; ai: unknown; delivery: object }) => x.note === null && x.ai === null && Object.keys(x.delivery).length === 0)).toBe(true);
    expect(v.job).toBeNull();
    expect(v.timeline).toEqual([]);
    expect(v.estimate_credits).toBeCloseTo(v.chapter.chars * 0.1, 6);
  });

  it('GET /voices, POST /books/{id}/quote, GET /books/{id}/search', async () => {
    const voices = await get('/voices');
    const missing = S.obj({ id: S.str, language: S.str, title: S.str, size: S.nullable(S.num), effect: S.str });
    expect(S.conform(S.obj({ voices: S.arrayOf(S.Voice) }, { recommended_data: S.arrayOf(missing) }), voices)).toEqual([]);
    expect(voices.voices.length).toBeGreaterThan(0);
    // `sample_url` is a working link (the sample is made on first request), like every file link.
    const sample = await fetch(voices.voices[0].sample_url);
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toMatch(/^audio\//);
    const quote = await s.call('POST', `/books/${book.id}/quote`, { key, body: {} });
    expect(quote.status).toBe(200);
    expect(S.conform(S.Quote, quote.body)).toEqual([]);
    expect(quote.body).toMatchObject({ chapters: 2, not_ready: 0, unlimited: false, left: 50_000, short: 0, heard: 0 });
    const search = await get(`/books/${book.id}/search?q=${encodeURIComponent('привет')}`);
    expect(S.conform(S.Search, search)).toEqual([]);
    expect(search).toMatchObject({ q: 'привет', total: 1, chapters: 1, hits: [{ chapter_no: 1, line: 2, text: 'Привет,' }] });
  });

  it('pronunciation rules: POST answers {id}, GET lists the rule', async () => {
    const r = await s.call('POST', '/pronunciations', { key, body: { word: 'замок', replacement: 'зам+ок', book_id: book.id } });
    expect(r.status).toBe(201);
    expect(S.conform(S.obj({ id: S.uuid }), r.body)).toEqual([]);
    const list = await get(`/pronunciations?book_id=${book.id}`);
    expect(S.conform(S.obj({ items: S.arrayOf(S.Pronunciation) }), list)).toEqual([]);
    expect(list.items).toEqual([expect.objectContaining({ id: r.body.id, word: 'замок', replacement: 'зам+ок', book_id: book.id, source: 'manual', verified: true, note: '' })]);
  });

  it('PUT /books/{id}/series: {series, carried, can_carry, same_no}; the book shows {id, title, no}', async () => {
    const r = await s.call('PUT', `/books/${book.id}/series`, { key, body: { title: 'Цикл' } });
    expect(r.status).toBe(200);
    expect(S.conform(S.obj({ series: S.nullable(S.Series), carried: S.arrayOf(S.Character), can_carry: S.bool, same_no: S.nullable(S.obj({ id: S.uuid, title: S.str, no: S.nullable(S.num) })) }), r.body)).toEqual([]);
    const b = (await get(`/books/${book.id}`)).book;
    expect(b.series).toEqual({ id: r.body.series.id, title: 'Цикл', no: 1 });
    expect(b.series_no).toBe('1');
    const list = (await get('/books')).books.find((x: { id: string }) => x.id === book.id);
    expect(list.series).toEqual(b.series);
    expect((await s.call('PUT', `/books/${book.id}/series`, { key, body: {} })).body.series).toBeNull();
  });

  it('voicing: the job, the voiced chapter and its timeline, listening, /tts, the ledger', async () => {
    const ch = book.chapters[0].id;
    const queued = await s.call('POST', `/chapters/${ch}/render`, { key });
    expect(queued.status).toBe(200);
    expect(S.conform(S.obj({ job: S.Job }), queued.body)).toEqual([]);
    expect(queued.body.job).toMatchObject({ status: 'queued', type: 'render', job_type: 'render', done: 0, cost_usd: null });
    expect(queued.body.job).not.toHaveProperty('took_s');
    const done = await finished(queued.body.job.id);
    expect(done.status).toBe('done');
    expect(S.conform(S.Job, done, 'job')).toEqual([]);
    expect(done).toMatchObject({ stage: 'done', eta_s: 0, took_s: expect.any(Number) });

    const v = await get(`/chapters/${ch}`);
    expect(S.conform(S.ChapterView, v)).toEqual([]);
    expect(v.chapter).toMatchObject({ status: 'ready', changed: false });
    expect(v.job.id).toBe(done.id);
    expect(v.timeline.length).toBeGreaterThan(0);

    const line = v.segments.find((x: { kind: string }) => x.kind === 'speech');
    const listen = await s.call('POST', `/segments/${line.id}/listen`, { key });
    expect(listen.status).toBe(200);
    expect(S.conform(S.Listen, listen.body)).toEqual([]);

    const tts = await s.call('POST', '/tts', { key, body: { text: 'Проверка связи.', voice_id: book.characters[0].voice_id, output: 'url' } });
    expect(tts.status).toBe(200);
    expect(S.conform(S.TtsUrl, tts.body)).toEqual([]);
    expect(tts.body.expires_s).toBe(3600);

    const ledger = await get('/usage/ledger');
    expect(S.conform(S.Ledger, ledger)).toEqual([]);
    expect(ledger.items.map((i: { type: string }) => i.type)).toEqual(['listen', 'render', 'grant']);
    const [tts1, render, grant] = ledger.items;
    expect(tts1).toMatchObject({ book_id: null, book: '' });
    expect(render).toMatchObject({ book_id: book.id, book: 'Соответствие', chars: v.chapter.chars });
    expect(grant).toMatchObject({ type: 'grant', chars: null, audio_s: null, book_id: null, credits: 50_000, balance: 50_000 });
  });

  it('GET /books counts follow the work: chapters in work, ready, sound, updated_at; can_create needs a voicing key', async () => {
    const item = async () => (await get('/books')).books.find((b: { id: string }) => b.id === book.id);
    const before = await item();
    expect(before).toMatchObject({ chapters_total: 2, chapters_ready: 1, chapters_active: 0, chapters_failed: 0 });
    const voiced = (await get(`/books/${book.id}`)).book.chapters[0];
    expect(before.duration_s).toBeCloseTo(voiced.duration_s, 3);
    expect(before.updated_at >= voiced.rendered_at).toBe(true);

    // An edit of a line is a change of the book.
    const line = (await get(`/chapters/${book.chapters[1].id}`)).segments[0];
    expect((await s.call('PATCH', `/segments/${line.id}`, { key, body: { pause_ms: 500 } })).status).toBe(200);
    const edited = await item();
    expect(edited.updated_at > before.updated_at).toBe(true);

    const r = await s.call('POST', `/chapters/${book.chapters[1].id}/render`, { key });
    const during = await item();
    // Read after the list: a job still unfinished now was in work when the list was made.
    if (!(await job(r.body.job.id)).finished_at) expect(during.chapters_active).toBe(1);
    await finished(r.body.job.id);
    const after = await item();
    expect(after).toMatchObject({ chapters_ready: 2, chapters_active: 0 });
    expect(after.updated_at > edited.updated_at).toBe(true);

    s.addUser('reader@example.com', { balance: 10 });
    const reader = s.addKey('reader@example.com', 'read');
    expect((await s.call('GET', '/books', { key: reader })).body.can_create).toBe(false);
    expect((await s.call('POST', '/books', { key: reader, body: { title: 'x', text: 'y' } })).status).toBe(403);
  });

  it('POST /books/upload: {book, series, carried}; webhooks (decisions §7)', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('Глава 1\n\n— Здравствуйте, — сказал Пётр.\n')]), 'kniga.txt');
    const res = await fetch(`${s.api}/books/upload`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
    expect(res.status).toBe(201);
    const up = (await res.json()) as unknown;
    expect(S.conform(S.obj({ book: S.Book, series: S.nullable(S.Series), carried: S.arrayOf(S.Character) }), up)).toEqual([]);
    const uploaded = (await get(`/books/${(up as { book: { id: string } }).book.id}`)).book;
    expect((await get(`/chapters/${uploaded.chapters[0].id}`)).chapter.text).toBe('— Здравствуйте, — сказал Пётр.');

    const hook = await s.call('POST', '/webhooks', { key, body: { url: 'http://127.0.0.1:9/hook', events: ['chapter.voiced'] } });
    expect(hook.status).toBe(201);
    const Webhook = S.obj({ id: S.uuid, url: S.url, events: S.arrayOf(S.oneOf('chapter.voiced', 'chapter.failed', 'export.ready', 'export.failed', 'check.done', 'book.ready', 'book.failed')), secret: S.str, created_at: S.ts });
    expect(S.conform(S.obj({ webhook: Webhook }), hook.body)).toEqual([]);
    expect(S.conform(S.obj({ webhooks: S.arrayOf(Webhook) }), await get('/webhooks'))).toEqual([]);
    expect((await s.call('DELETE', `/webhooks/${hook.body.webhook.id}`, { key })).status).toBe(200);
  });

  it('export and GET /books/{id}/exports (decisions §6)', async () => {
    await s.call('PATCH', `/books/${book.id}`, { key, body: { sound: 'raw' } });
    const r = await s.call('POST', `/books/${book.id}/export`, { key, body: { format: 'zip' } });
    expect(r.status).toBe(200);
    expect(S.conform(S.obj({ job: S.Job }), r.body)).toEqual([]);
    expect(r.body.job).toMatchObject({ type: 'export', book_id: book.id, chapter_id: null, credits_used: 0 });
    const job = await finished(r.body.job.id);
    expect(job.status).toBe('done');
    expect(S.conform(S.Job, job, 'job')).toEqual([]);
    expect(job.download_url).toMatch(/\/files\//);
    const list = await get(`/books/${book.id}/exports`);
    expect(S.conform(S.Exports, list)).toEqual([]);
    expect(list.exports[0]).toMatchObject({ job_id: job.id, format: 'zip', status: 'done', expires_s: 3600 });
  });
});
