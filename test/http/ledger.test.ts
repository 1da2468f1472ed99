// GET /usage/ledger against the spec and decisions §5: filters (book_id, days, limit with its
// default of 300), newest first, `more`, the totals, one entry per chapter voicing, listening
// summed per day and book, /tts per day without a book, and `reserved` holding queued renders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import { grantCredits } from '../../server/services/billing.service.ts';
import { tx } from '../../server/storage/db.ts';
import { fromCredits } from '../../server/util/credits.ts';
import { isoFromDate } from '../../server/util/time.ts';
import * as S from '../support/spec-shapes.ts';

let s: TestStudio;
const db = () => s.server.studio.app.db;

beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

function newUser(email: string, balance: number): string {
  s.addUser(email, { balance });
  return s.addKey(email, 'full');
}

async function ledger(key: string, query = '') {
  const r = await s.call('GET', `/usage/ledger${query}`, { key });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(S.conform(S.Ledger, r.body)).toEqual([]);
  return r.body;
}

async function newBook(key: string, title: string, text = SAMPLE_BOOK) {
  const r = await s.call('POST', '/books', { key, body: { title, text } });
  expect(r.status).toBe(201);
  return (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book;
}

async function render(key: string, chapterId: string) {
  const r = await s.call('POST', `/chapters/${chapterId}/render`, { key });
  expect(r.status).toBe(200);
  return waitFor(async () => {
    const j = (await s.call('GET', `/jobs/${r.body.job.id}`, { key })).body.job;
    return j.status === 'done' || j.status === 'failed' ? j : null;
  });
}

/** Moves a ledger entry back in time (as if it had been written `days` ago). */
function age(entryId: string, days: number): void {
  const at = isoFromDate(new Date(Date.now() - days * 86_400_000));
  db().prepare('UPDATE ledger SET at = ?, day = CASE WHEN day IS NULL THEN NULL ELSE substr(?, 1, 10) END WHERE id = ?').run(at, at, entryId);
}

describe('GET /usage/ledger', () => {
  it('answers at most 300 rows by default, newest first, with `more`; `limit` changes the page', async () => {
    const key = newUser('many@example.com', 1);
    const userId = (db().prepare('SELECT id FROM users WHERE email = ?').get('many@example.com') as { id: string }).id;
    tx(db(), () => {
      for (let i = 1; i <= 300; i++) grantCredits({ db: db() }, userId, fromCredits(1), `Подарок ${i}`);
    });
    const page = await ledger(key);
    expect(page.items).toHaveLength(300);
    expect(page.more).toBe(true);
    expect(page.items[0].what).toBe('Подарок 300');
    const ats = page.items.map((i: { at: string }) => i.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    // Totals cover every row of the filter, not only the page.
    expect(page.given).toBe(301);
    expect(page.items[0].balance).toBe(301);
    const all = await ledger(key, '?limit=301');
    expect(all.items).toHaveLength(301);
    expect(all.more).toBe(false);
    expect(all.items.at(-1).what).toBe('Начальный баланс');
    for (const bad of ['?limit=0', '?limit=1.5', '?limit=x', '?days=0', '?days=-3', '?book_id=nope']) {
      const r = await s.call('GET', `/usage/ledger${bad}`, { key });
      expect(r.status, bad).toBe(422);
      expect(r.body.code).toBe('validation');
    }
  });

  it('one entry per chapter voicing, filtered by book_id and days, with totals of the filter', async () => {
    const key = newUser('voice@example.com', 10_000);
    const a = await newBook(key, 'Первая');
    const b = await newBook(key, 'Вторая', 'Глава 1\n\nЛетом всё было иначе.');
    const quote = (await s.call('POST', `/books/${a.id}/quote`, { key, body: { chapter_ids: [a.chapters[0].id] } })).body;
    const job = await render(key, a.chapters[0].id);
    expect(job.status).toBe('done');
    const bLine = (await s.call('GET', `/chapters/${b.chapters[0].id}`, { key })).body.segments[0];
    expect((await s.call('POST', `/segments/${bLine.id}/listen`, { key })).status).toBe(200);

    // A text edit re-voices one piece: a second entry for the second voicing, with only its characters.
    const v = (await s.call('GET', `/chapters/${a.chapters[0].id}`, { key })).body;
    const line = v.segments.at(-1);
    expect((await s.call('PUT', `/segments/${line.id}/text`, { key, body: { text: 'Иван сел у окна.' } })).status).toBe(200);
    await render(key, a.chapters[0].id);

    const forA = await ledger(key, `?book_id=${a.id}`);
    expect(forA.items.map((i: { type: string }) => i.type)).toEqual(['render', 'render']);
    const [second, first] = forA.items;
    expect(first).toMatchObject({ book_id: a.id, book: 'Первая', chars: quote.chars, credits: -quote.credits });
    expect(first.what).toContain('Глава 1. Встреча');
    expect(first.audio_s).toBeGreaterThan(1);
    expect(first.voice.split(', ').length).toBeGreaterThanOrEqual(3);
    expect(second).toMatchObject({ chars: 'Иван сел у окна.'.length, credits: -1.6 });
    expect(forA.spent).toBeCloseTo(quote.credits + 1.6, 6);
    expect(forA.given).toBe(0);
    expect(forA.books).toEqual(expect.arrayContaining([{ id: a.id, title: 'Первая' }, { id: b.id, title: 'Вторая' }]));

    // `days`: entries older than the window drop out of the items and the totals.
    age(first.id, 10);
    const week = await ledger(key, `?book_id=${a.id}&days=7`);
    expect(week.items.map((i: { id: string }) => i.id)).toEqual([second.id]);
    expect(week.spent).toBeCloseTo(1.6, 6);
    const whole = await ledger(key, '?days=30');
    expect(whole.items.map((i: { id: string }) => i.id)).toContain(first.id);
    expect(whole.items.at(-1).id).toBe(first.id);
    // The account's figures do not depend on the filter.
    const me = (await s.call('GET', '/api/me', { key })).body;
    expect(week.left).toBeCloseTo(me.balance, 6);
    expect(week.reserved).toBe(0);
    expect(week.unlimited).toBe(false);
    // Another user's book (or one that does not exist) filters to nothing; nothing leaks.
    const other = newUser('other@example.com', 10);
    expect((await ledger(other, `?book_id=${a.id}`)).items).toEqual([]);
  });

  it('listening is one entry per day per book, /tts one per day without a book', async () => {
    const key = newUser('listen@example.com', 10_000);
    const a = await newBook(key, 'Слушаем');
    // Another text: the same line in the same voice would be a piece this user already has (free).
    const b = await newBook(key, 'Другая', 'Глава 1\n\nСовсем другая история начиналась у реки.');
    const lines = (await s.call('GET', `/chapters/${a.chapters[0].id}`, { key })).body.segments;
    const l1 = await s.call('POST', `/segments/${lines[0].id}/listen`, { key });
    const l2 = await s.call('POST', `/segments/${lines[1].id}/listen`, { key });
    const other = (await s.call('GET', `/chapters/${b.chapters[0].id}`, { key })).body.segments[0];
    const l3 = await s.call('POST', `/segments/${other.id}/listen`, { key });
    for (const r of [l1, l2, l3]) expect(r.status).toBe(200);
    const voice = (await s.call('GET', '/voices', { key })).body.voices.find((x: { language: string }) => x.language === 'ru').id;
    const t1 = await s.call('POST', '/tts', { key, body: { text: 'Раз.', voice_id: voice, output: 'url' } });
    const t2 = await s.call('POST', '/tts', { key, body: { text: 'Два, три.', voice_id: voice, output: 'url' } });

    const l = await ledger(key);
    const listens = l.items.filter((i: { type: string }) => i.type === 'listen');
    expect(listens).toHaveLength(3);
    const byBook = new Map(listens.map((i: { book_id: string | null }) => [i.book_id, i]));
    expect(byBook.get(a.id)).toMatchObject({ book: 'Слушаем', chars: [...lines[0].text].length + [...lines[1].text].length });
    expect((byBook.get(a.id) as { credits: number }).credits).toBeCloseTo(-(l1.body.credits + l2.body.credits), 6);
    expect((byBook.get(b.id) as { credits: number }).credits).toBeCloseTo(-l3.body.credits, 6);
    expect(byBook.get(null)).toMatchObject({ book: '', chars: 'Раз.'.length + 'Два, три.'.length });
    expect((byBook.get(null) as { credits: number }).credits).toBeCloseTo(-(t1.body.credits + t2.body.credits), 6);
    expect((byBook.get(null) as { audio_s: number }).audio_s).toBeCloseTo(t1.body.duration_s + t2.body.duration_s, 2);

    // The next day starts a new entry.
    const yesterday = byBook.get(null) as { id: string };
    age(yesterday.id, 1);
    await s.call('POST', '/tts', { key, body: { text: 'Четыре.', voice_id: voice, output: 'url' } });
    const tts = (await ledger(key)).items.filter((i: { type: string; book_id: string | null }) => i.type === 'listen' && i.book_id === null);
    expect(tts).toHaveLength(2);
    expect(tts[0].chars).toBe('Четыре.'.length);
  });

  it('`reserved` holds what queued renders will debit; `left` is the balance minus it', async () => {
    const key = newUser('queue@example.com', 10_000);
    // A long first chapter keeps the user's one running render busy while the second one waits.
    const long = Array.from({ length: 40 }, (_, i) => `Абзац номер ${i + 1}. Дорога шла через лес, и ветер шумел в высоких соснах до самого вечера.`).join('\n\n');
    const book = await newBook(key, 'Очередь', `Глава 1\n\n${long}\n\nГлава 2\n\nКороткая глава о том, как всё кончилось.`);
    const [big, small] = book.chapters;
    const quote = (await s.call('POST', `/books/${book.id}/quote`, { key, body: {} })).body;
    const j1 = (await s.call('POST', `/chapters/${big.id}/render`, { key })).body.job;
    const j2 = (await s.call('POST', `/chapters/${small.id}/render`, { key })).body.job;
    // The first render debits piece by piece while we read, so the balance the ledger used lies
    // between the one read just before it and the one read just after.
    const balanceBefore = (await s.call('GET', '/api/me', { key })).body.balance as number;
    const l = await ledger(key);
    const balanceAfter = (await s.call('GET', '/api/me', { key })).body.balance as number;
    const j2now = (await s.call('GET', `/jobs/${j2.id}`, { key })).body.job;
    expect(j2now.status).toBe('queued');
    expect(l.reserved).toBeGreaterThan(0);
    expect(l.reserved).toBeLessThanOrEqual(quote.credits + 1e-9);
    expect(l.left + l.reserved).toBeLessThanOrEqual(balanceBefore + 1e-6);
    expect(l.left + l.reserved).toBeGreaterThanOrEqual(balanceAfter - 1e-6);
    // Cancelling releases the hold: nothing is reserved, and what was voiced is what was debited.
    for (const j of [j2, j1]) expect((await s.call('DELETE', `/jobs/${j.id}`, { key })).status).toBe(200);
    const after = await ledger(key);
    expect(after.reserved).toBe(0);
    const used = (await s.call('GET', `/jobs/${j1.id}`, { key })).body.job.credits_used;
    expect(after.spent).toBeCloseTo(used, 6);
  });
});
