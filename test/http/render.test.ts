// Voicing chapters over HTTP: jobs, the recording and its timeline, exact debits, reuse,
// "changed after voicing", cancel, limits, idempotency, listening and editions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import { Job } from '../../server/contract/jobs.ts';
import { probe } from '../../server/engines/ffmpeg/encode.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

let s: TestStudio;
let key: string;
beforeAll(async () => {
  s = await startStudio({ env: { GLAVA_MAX_ACTIVE_CHAPTERS: '3' } });
  s.addUser('author@example.com', { balance: 10_000 });
  key = s.addKey('author@example.com', 'full');
});
afterAll(() => s.close());

async function newBook(title: string, k = key, text = SAMPLE_BOOK) {
  const r = await s.call('POST', '/books', { key: k, body: { title, text } });
  expect(r.status).toBe(201);
  return (await s.call('GET', `/books/${r.body.book.id}`, { key: k })).body.book;
}

async function renderAndWait(chapterId: string, k = key) {
  const r = await s.call('POST', `/chapters/${chapterId}/render`, { key: k });
  expect(r.status).toBe(200);
  const id = r.body.job.id;
  return waitFor(async () => {
    const j = (await s.call('GET', `/jobs/${id}`, { key: k })).body.job;
    return j.status === 'done' || j.status === 'failed' || j.status === 'cancelled' ? j : null;
  });
}

const balance = async (k = key) => (await s.call('GET', '/api/me', { key: k })).body.balance as number;

describe('render', () => {
  it('voices a chapter: job fields, MP3 recording, exact timeline, one ledger entry equal to the quote', async () => {
    const book = await newBook('Рендер');
    const ch = book.chapters[0];
    const quote = (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [ch.id] } })).body;
    const before = await balance();
    const queued = await s.call('POST', `/chapters/${ch.id}/render`, { key });
    expect(queued.status).toBe(200);
    expect(Job.strict().safeParse(queued.body.job).success).toBe(true);
    expect(queued.body.job).toMatchObject({ status: 'queued', type: 'render', job_type: 'render', done: 0, chapter_id: ch.id, book_id: book.id, credits_used: 0 });
    const job = await waitFor(async () => {
      const j = (await s.call('GET', `/jobs/${queued.body.job.id}`, { key })).body.job;
      return j.status === 'done' || j.status === 'failed' ? j : null;
    });
    expect(job.status).toBe('done');
    expect(job.error).toBeNull();
    expect(job.done).toBe(job.total);
    expect(job.credits_used).toBeCloseTo(quote.credits, 6);
    expect(job.took_s).toBeGreaterThanOrEqual(0);
    expect(job.started_at).not.toBeNull();
    expect(job.finished_at).not.toBeNull();
    expect(await balance()).toBeCloseTo(before - quote.credits, 6);

    const v = (await s.call('GET', `/chapters/${ch.id}`, { key })).body;
    expect(v.chapter.status).toBe('ready');
    expect(v.chapter.changed).toBe(false);
    expect(v.chapter.duration_s).toBeGreaterThan(1);
    expect(v.chapter.rendered_at).not.toBeNull();
    expect(v.estimate_credits).toBe(0);
    expect(v.timeline.length).toBe(v.units.length);
    for (let i = 0; i < v.timeline.length; i++) {
      const t = v.timeline[i];
      expect(t.t1).toBeGreaterThan(t.t0);
      if (i > 0) expect(t.t0).toBeGreaterThanOrEqual(v.timeline[i - 1].t1);
      expect(t.key).toBe(v.units[i].key);
      expect(t.segment_ids).toEqual(v.units[i].segment_ids);
    }
    // Studio sound (the default): 0.8 s of room tone before the first piece and after the last.
    expect(v.timeline[0].t0).toBeCloseTo(0.8, 3);
    expect(v.timeline.at(-1).t1 + 0.8).toBeCloseTo(v.chapter.duration_s, 2);
    const audio = await fetch(v.chapter.audio_url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const file = join(s.dataDir, 'check.mp3');
    writeFileSync(file, Buffer.from(await audio.arrayBuffer()));
    const info = await probe(file);
    expect(info.streams[0]?.codec_name).toBe('mp3');
    expect(Math.abs(info.durationS - v.chapter.duration_s)).toBeLessThan(0.15);
    const piece = await fetch(v.timeline[0].sound);
    expect(piece.headers.get('content-type')).toBe('audio/wav');

    const ledger = (await s.call('GET', `/usage/ledger?book_id=${book.id}`, { key })).body;
    const renders = ledger.items.filter((i: { type: string }) => i.type === 'render');
    expect(renders).toHaveLength(1);
    expect(renders[0].credits).toBeCloseTo(-quote.credits, 6);
    expect(renders[0].chars).toBe(quote.new_chars);
    expect(renders[0].book).toBe('Рендер');
    expect(renders[0].audio_s).toBeGreaterThan(0);

    // A second voicing with nothing changed is free: every piece is reused.
    const again = await renderAndWait(ch.id);
    expect(again.status).toBe('done');
    expect(again.reused).toBe(again.total);
    expect(again.credits_used).toBe(0);
  });

  it('after a voice change only that character\'s pieces are re-voiced, and the debit equals the quote', async () => {
    const book = await newBook('Смена голоса');
    const ch = book.chapters[0];
    await renderAndWait(ch.id);
    const ivan = book.characters.find((c: { name: string }) => c.name === 'Иван');
    const voices = (await s.call('GET', '/voices', { key })).body.voices;
    const used = new Set(book.characters.map((c: { voice_id: string }) => c.voice_id));
    const fresh = voices.find((v: { id: string; language: string }) => v.language === 'ru' && !used.has(v.id));
    await s.call('PATCH', `/characters/${ivan.id}`, { key, body: { voice_id: fresh.id } });
    const v = (await s.call('GET', `/chapters/${ch.id}`, { key })).body;
    expect(v.chapter.status).toBe('ready');
    expect(v.chapter.changed).toBe(true);
    const ivanUnits = v.units.filter((u: { speaker: string }) => u.speaker === ivan.id);
    expect(v.chapter.changed_units).toBe(new Set(ivanUnits.map((u: { key: string }) => u.key)).size);
    expect(v.timeline.filter((t: { changed: boolean }) => t.changed).length).toBe(ivanUnits.length);
    const detail = (await s.call('GET', `/books/${book.id}`, { key })).body.book;
    expect(detail.chapters[0]).toMatchObject({ changed: true, changed_units: v.chapter.changed_units });
    const quote = (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [ch.id] } })).body;
    expect(quote.new_chars).toBe(ivanUnits.reduce((a: number, u: { chars: number }) => a + u.chars, 0));
    const before = await balance();
    const job = await renderAndWait(ch.id);
    expect(job.credits_used).toBeCloseTo(quote.credits, 6);
    expect(await balance()).toBeCloseTo(before - quote.credits, 6);
    expect(job.total - job.reused).toBe(quote.new_units);
    expect((await s.call('GET', `/chapters/${ch.id}`, { key })).body.chapter.changed).toBe(false);
  });

  it('a text edit re-voices only the piece with that word', async () => {
    const book = await newBook('Правка');
    const ch = book.chapters[1];
    await renderAndWait(ch.id);
    const v = (await s.call('GET', `/chapters/${ch.id}`, { key })).body;
    const line = v.segments.find((x: { text: string }) => x.text.includes('Утром'));
    await s.call('PUT', `/segments/${line.id}/text`, { key, body: { text: line.text.replace('Утром', 'Вечером') } });
    const after = (await s.call('GET', `/chapters/${ch.id}`, { key })).body;
    expect(after.chapter.changed_units).toBe(1);
    const job = await renderAndWait(ch.id);
    expect(job.total - job.reused).toBe(1);
  });
});

describe('render refusals', () => {
  it('409 while the chapter is in work, and DELETE cancels a queued job back to draft', async () => {
    const book = await newBook('Отмена');
    const [a, b] = book.chapters;
    const ja = await s.call('POST', `/chapters/${a.id}/render`, { key });
    const jb = await s.call('POST', `/chapters/${b.id}/render`, { key });
    expect(ja.status).toBe(200);
    expect(jb.status).toBe(200);
    const dup = await s.call('POST', `/chapters/${b.id}/render`, { key });
    if (dup.status !== 200) {
      expect(dup.status).toBe(409);
      expect(dup.body.code).toBe('chapter_busy');
    }
    const del = await s.call('DELETE', `/jobs/${jb.body.job.id}`, { key });
    expect(del.status).toBe(200);
    expect(['cancelled', 'done']).toContain(del.body.job.status);
    if (del.body.job.status === 'cancelled') {
      const ch = (await s.call('GET', `/chapters/${b.id}`, { key })).body.chapter;
      expect(['draft', 'ready']).toContain(ch.status);
    }
    await waitFor(async () => (await s.call('GET', `/jobs/${ja.body.job.id}`, { key })).body.job.finished_at);
  });

  it('422 with the problems when the chapter cannot be voiced', async () => {
    const book = await newBook('Пусто');
    const v = (await s.call('GET', `/chapters/${book.chapters[1].id}`, { key })).body;
    for (const seg of v.segments) await s.call('PATCH', `/segments/${seg.id}`, { key, body: { skip_audio: true } });
    const r = await s.call('POST', `/chapters/${book.chapters[1].id}/render`, { key });
    expect(r.status).toBe(422);
    expect(Array.isArray(r.body.detail)).toBe(true);
    expect(r.body.detail[0]).toMatchObject({ code: 'nothing_to_voice', segment_id: null, message: expect.any(String) });
  });

  it('402 when the balance, the key limit or the book budget cannot cover the quote', async () => {
    s.addUser('tiny@example.com', { balance: 5 });
    const tinyKey = s.addKey('tiny@example.com', 'full');
    const book = await newBook('Дорого', tinyKey);
    const r = await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key: tinyKey });
    expect(r.status).toBe(402);
    expect(r.body.code).toBe('insufficient_balance');

    const limited = s.addKey('author@example.com', 'full', { charLimit: 1 });
    // Text this user never voiced: pieces already paid for would be free and pass any limit.
    const b2 = await newBook('Лимит', limited, 'Глава 1\n\nНад рекой поднимался туман.\n\n— Холодно, — сказал Архип.');
    const r2 = await s.call('POST', `/chapters/${b2.chapters[0].id}/render`, { key: limited });
    expect(r2.status).toBe(402);
    expect(r2.body.code).toBe('key_limit');

    const b3 = await newBook('Бюджет', key, 'Глава 1\n\nВ саду цвели яблони.\n\n— Красиво, — сказала Варвара.');
    await s.call('PATCH', `/books/${b3.id}`, { key, body: { budget: 1 } });
    const r3 = await s.call('POST', `/chapters/${b3.chapters[0].id}/render`, { key });
    expect(r3.status).toBe(402);
    expect(r3.body.code).toBe('book_budget');
  });

  it('Idempotency-Key returns the same job', async () => {
    const book = await newBook('Идемпотентность');
    const h = { 'idempotency-key': 'req-42' };
    const a = await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key, headers: h });
    const b = await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key, headers: h });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.job.id).toBe(a.body.job.id);
    await waitFor(async () => (await s.call('GET', `/jobs/${a.body.job.id}`, { key })).body.job.finished_at);
  });

  it('429 past the limit of chapters in work', async () => {
    s.addUser('busy@example.com', { unlimited: true });
    const busyKey = s.addKey('busy@example.com', 'full');
    const text = Array.from({ length: 5 }, (_, i) => `Глава ${i + 1}\n\n— Строка номер ${i + 1}, — сказал Пётр.`).join('\n\n');
    const book = await newBook('Много глав', busyKey, text);
    const statuses: number[] = [];
    for (const ch of book.chapters) statuses.push((await s.call('POST', `/chapters/${ch.id}/render`, { key: busyKey })).status);
    expect(statuses).toContain(429);
    const last = await s.call('POST', `/chapters/${book.chapters[4].id}/render`, { key: busyKey });
    if (last.status === 429) expect(last.body.code).toBe('too_many_chapters');
  });
});

describe('listening and editions', () => {
  it('listening to a line voices its piece once, as a listen ledger entry; a render then reuses it', async () => {
    // Text this user never voiced (the same line voiced before would be free: decisions §5).
    const book = await newBook('Прослушивание', key, 'Глава 1\n\nСтояла тёплая осень.\n\n— Пойдём гулять, — предложила Ольга.\n\n— С радостью, — ответил Степан.');
    const v = (await s.call('GET', `/chapters/${book.chapters[0].id}`, { key })).body;
    const line = v.segments.find((x: { kind: string }) => x.kind === 'speech');
    const unit = v.units.find((u: { segment_ids: string[] }) => u.segment_ids.includes(line.id));
    const first = await s.call('POST', `/segments/${line.id}/listen`, { key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ generated: true });
    expect(first.body.credits).toBeCloseTo(unit.credits, 6);
    expect((await fetch(first.body.audio_url)).status).toBe(200);
    const second = await s.call('POST', `/segments/${line.id}/listen`, { key });
    expect(second.body).toMatchObject({ generated: false, credits: 0 });
    const ledger = (await s.call('GET', `/usage/ledger?book_id=${book.id}`, { key })).body;
    const listens = ledger.items.filter((i: { type: string }) => i.type === 'listen');
    expect(listens).toHaveLength(1);
    expect(listens[0].credits).toBeCloseTo(-unit.credits, 6);
    const q = (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [book.chapters[0].id] } })).body;
    expect(q.heard).toBe(unit.chars);
    expect(q.cached_units).toBe(1);
  });

  it('a closed edition refuses renders and text edits; a new edition reuses every voiced piece', async () => {
    const book = await newBook('Издания');
    await renderAndWait(book.chapters[0].id);
    const closed = await s.call('POST', `/books/${book.id}/editions/${book.active_edition_id}/close`, { key });
    expect(closed.status).toBe(200);
    const r = await s.call('POST', `/chapters/${book.chapters[1].id}/render`, { key });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('edition_closed');
    const seg = (await s.call('GET', `/chapters/${book.chapters[0].id}`, { key })).body.segments[0];
    expect((await s.call('PUT', `/segments/${seg.id}/text`, { key, body: { text: 'Другой текст.' } })).status).toBe(409);
    const opened = await s.call('POST', `/books/${book.id}/editions`, { key, body: {} });
    expect(opened.status).toBe(201);
    const fresh = (await s.call('GET', `/books/${book.id}`, { key })).body.book;
    expect(fresh.edition).toMatchObject({ status: 'draft', count: 2 });
    expect(fresh.active_edition_id).not.toBe(book.active_edition_id);
    expect(fresh.chapters[0].status).toBe('ready');
    expect(fresh.chapters[0].changed).toBe(false);
    const q = (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [fresh.chapters[0].id] } })).body;
    expect(q.credits).toBe(0);
    const job = await renderAndWait(fresh.chapters[0].id);
    expect(job.credits_used).toBe(0);
    // The closed edition's recording still plays.
    const old = (await s.call('GET', `/chapters/${book.chapters[0].id}`, { key })).body.chapter;
    expect((await fetch(old.audio_url)).status).toBe(200);
  });
});

describe('ledger', () => {
  it('totals: balance = grants − debits; filters by book and limit', async () => {
    const all = (await s.call('GET', '/usage/ledger?limit=10000', { key })).body;
    expect(all.given).toBe(10_000);
    expect(all.left).toBeCloseTo(10_000 - all.spent - all.reserved, 6);
    const me = (await s.call('GET', '/api/me', { key })).body;
    expect(me.balance).toBeCloseTo(all.given - all.spent, 6);
    const sum = all.items.reduce((a: number, i: { credits: number }) => a + i.credits, 0);
    expect(sum).toBeCloseTo(me.balance, 6);
    expect(all.items[0].balance).toBeCloseTo(me.balance, 6);
    const two = (await s.call('GET', '/usage/ledger?limit=2', { key })).body;
    expect(two.items).toHaveLength(2);
    expect(two.more).toBe(true);
    expect(all.books.length).toBeGreaterThan(2);
    expect((await s.call('GET', '/usage/ledger?limit=abc', { key })).status).toBe(422);
  });
});
