// Deleting a book: DELETE /books/{id} moves it to the trash (it leaves GET /books and every path
// under it answers 404), its jobs in work are cancelled, GET /trash lists it, restore brings it
// back whole, and DELETE /trash/{id} removes it for good with its files; the ledger keeps its history.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import * as S from '../support/spec-shapes.ts';

let s: TestStudio;
let key: string;

beforeAll(async () => {
  s = await startStudio();
  s.addUser('trash@example.com', { balance: 10_000 });
  key = s.addKey('trash@example.com', 'full');
});
afterAll(() => s.close());

async function newBook(title: string, text = SAMPLE_BOOK) {
  const r = await s.call('POST', '/books', { key, body: { title, text } });
  expect(r.status).toBe(201);
  return (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book;
}

const listed = async (path: string) => ((await s.call('GET', path, { key })).body.books as Array<{ id: string }>).map((b) => b.id);

describe('the trash', () => {
  it('DELETE moves a book to the trash: gone from the list and 404 everywhere, listed in GET /trash; restore brings it back', async () => {
    const book = await newBook('В корзину');
    const chapter = book.chapters[0].id;
    const segment = (await s.call('GET', `/chapters/${chapter}`, { key })).body.segments[0].id;
    const del = await s.call('DELETE', `/books/${book.id}`, { key });
    expect(del.status).toBe(200);
    expect(S.conform(S.obj({ book: S.TrashedBook }), del.body)).toEqual([]);
    expect(del.body.book.id).toBe(book.id);

    expect(await listed('/books')).not.toContain(book.id);
    const trash = await s.call('GET', '/trash', { key });
    expect(S.conform(S.obj({ books: S.arrayOf(S.TrashedBook) }), trash.body)).toEqual([]);
    expect(trash.body.books.map((b: { id: string }) => b.id)).toEqual([book.id]);
    for (const [method, path] of [
      ['GET', `/books/${book.id}`], ['PATCH', `/books/${book.id}`], ['DELETE', `/books/${book.id}`], ['GET', `/chapters/${chapter}`],
      ['POST', `/chapters/${chapter}/render`], ['PATCH', `/segments/${segment}`], ['GET', `/books/${book.id}/search?q=Иван`],
      ['POST', `/books/${book.id}/quote`], ['GET', `/pronunciations?book_id=${book.id}`],
    ] as const) {
      const r = await s.call(method, path, { key, body: method === 'PATCH' || method === 'POST' ? {} : undefined });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.code).toBe('not_found');
    }

    const back = await s.call('POST', `/books/${book.id}/restore`, { key });
    expect(back.status).toBe(200);
    expect(S.conform(S.obj({ book: S.Book }), back.body)).toEqual([]);
    expect(await listed('/books')).toContain(book.id);
    expect(await listed('/trash')).not.toContain(book.id);
    const again = (await s.call('GET', `/books/${book.id}`, { key })).body.book;
    expect(again.chapters.map((c: { id: string }) => c.id)).toEqual(book.chapters.map((c: { id: string }) => c.id));
    // Restoring a book that is not in the trash is "not found" there.
    expect((await s.call('POST', `/books/${book.id}/restore`, { key })).status).toBe(404);
  });

  it('cancels the book\'s jobs in work: what was being voiced is paid, nothing stays reserved', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `Абзац ${i + 1}. Дорога шла через лес, и ветер шумел в высоких соснах.`).join('\n\n');
    const book = await newBook('Прервать', `Глава 1\n\n${long}`);
    const queued = (await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key })).body.job;
    await waitFor(async () => (await s.call('GET', `/jobs/${queued.id}`, { key })).body.job.done > 0);
    expect((await s.call('DELETE', `/books/${book.id}`, { key })).status).toBe(200);
    const job = (await s.call('GET', `/jobs/${queued.id}`, { key })).body.job;
    expect(job.status).toBe('cancelled');
    const ledger = (await s.call('GET', '/usage/ledger', { key })).body;
    expect(ledger.reserved).toBe(0);
    const entry = ledger.items.find((i: { book_id: string | null }) => i.book_id === book.id);
    expect(entry.credits).toBeCloseTo(-job.credits_used, 6);
  });

  it('DELETE /trash/{id} removes the book for good with its recordings; the ledger keeps the entry', async () => {
    const book = await newBook('Навсегда', 'Глава 1\n\nКороткий текст для записи.');
    const chapter = book.chapters[0].id;
    const r = await s.call('POST', `/chapters/${chapter}/render`, { key });
    await waitFor(async () => (await s.call('GET', `/jobs/${r.body.job.id}`, { key })).body.job.status === 'done');
    const audioDir = join(s.dataDir, 'audio', 'chapters', chapter);
    expect(readdirSync(audioDir).length).toBeGreaterThan(0);

    // Only a book in the trash can be removed for good.
    expect((await s.call('DELETE', `/trash/${book.id}`, { key })).status).toBe(404);
    await s.call('DELETE', `/books/${book.id}`, { key });
    const gone = await s.call('DELETE', `/trash/${book.id}`, { key });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ deleted: true });
    expect(existsSync(audioDir)).toBe(false);
    expect(await listed('/trash')).not.toContain(book.id);
    expect((await s.call('POST', `/books/${book.id}/restore`, { key })).status).toBe(404);
    const entry = (await s.call('GET', '/usage/ledger', { key })).body.items.find((i: { book: string }) => i.book === 'Навсегда');
    expect(entry).toMatchObject({ type: 'render', book_id: null });
  });

  it('another user cannot trash, list, restore or remove the book', async () => {
    const book = await newBook('Чужая');
    s.addUser('thief@example.com', { balance: 10 });
    const thief = s.addKey('thief@example.com', 'full');
    expect((await s.call('DELETE', `/books/${book.id}`, { key: thief })).status).toBe(404);
    await s.call('DELETE', `/books/${book.id}`, { key });
    expect((await s.call('GET', '/trash', { key: thief })).body.books).toEqual([]);
    expect((await s.call('POST', `/books/${book.id}/restore`, { key: thief })).status).toBe(404);
    expect((await s.call('DELETE', `/trash/${book.id}`, { key: thief })).status).toBe(404);
    // A read-only key may look into the trash but not change it.
    const reader = s.addKey('trash@example.com', 'read');
    expect((await s.call('GET', '/trash', { key: reader })).status).toBe(200);
    expect((await s.call('POST', `/books/${book.id}/restore`, { key: reader })).status).toBe(403);
  });
});
