// A book's own settings over HTTP beyond PATCH: the cover the author chooses (PUT, DELETE), and
// why a book file was refused (`reason` of the upload's 400, `error_reason` of a failed import).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import { tinyPng } from '../fixtures/books/png.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { booksDir, hasShared } from '../support/shared.ts';

let s: TestStudio;
let key: string;

beforeAll(async () => {
  s = await startStudio({ env: { GLAVA_SYNC_IMPORT_BYTES: '2000' } });
  s.addUser('settings@example.com', { balance: 10_000 });
  key = s.addKey('settings@example.com', 'full');
});
afterAll(() => s.close());

async function newBook(title: string) {
  const r = await s.call('POST', '/books', { key, body: { title, text: SAMPLE_BOOK } });
  expect(r.status).toBe(201);
  return r.body.book as { id: string; cover_url: string | null };
}

async function send(method: string, path: string, field: string, data: Buffer, name: string, k = key) {
  const form = new FormData();
  form.append(field, new Blob([data]), name);
  const res = await fetch(`${s.api}${path}`, { method, headers: { 'x-api-key': k }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- inspected field by field
}

describe('PUT/DELETE /books/{id}/cover', () => {
  it('sets a cover the list and the book show, replaces it, and takes it away', async () => {
    const b = await newBook('Обложка');
    expect(b.cover_url).toBeNull();
    const png = tinyPng(8, 12);
    const r = await send('PUT', `/books/${b.id}/cover`, 'file', png, 'cover.jpg');
    expect(r.status).toBe(200);
    const url = r.body.book.cover_url as string;
    const img = await fetch(url);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(png)).toBe(true);
    const listed = (await s.call('GET', '/books', { key })).body.books.find((x: { id: string }) => x.id === b.id);
    expect(listed.cover_url).not.toBeNull();

    const second = tinyPng(4, 4);
    const again = await send('PUT', `/books/${b.id}/cover`, 'file', second, 'x.png');
    const img2 = await fetch(again.body.book.cover_url);
    expect(Buffer.from(await img2.arrayBuffer()).equals(second)).toBe(true);
    // The first file is gone: its old link finds nothing.
    expect((await fetch(url)).status).not.toBe(200);

    const del = await s.call('DELETE', `/books/${b.id}/cover`, { key });
    expect(del.status).toBe(200);
    expect(del.body.book.cover_url).toBeNull();
    expect((await s.call('GET', `/books/${b.id}`, { key })).body.book.cover_url).toBeNull();
  });

  it('refuses what is not an image, a form without the file, and someone else\'s book', async () => {
    const b = await newBook('Не картинка');
    const text = await send('PUT', `/books/${b.id}/cover`, 'file', Buffer.from('это не картинка, а текст'), 'cover.png');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('bad_file');
    const wrongField = await send('PUT', `/books/${b.id}/cover`, 'image', tinyPng(), 'cover.png');
    expect(wrongField.status).toBe(400);
    const json = await s.call('PUT', `/books/${b.id}/cover`, { key, body: { file: 'x' } });
    expect(json.status).toBe(400);
    s.addUser('other@example.com', { balance: 100 });
    const other = s.addKey('other@example.com', 'full');
    expect((await send('PUT', `/books/${b.id}/cover`, 'file', tinyPng(), 'c.png', other)).status).toBe(404);
    expect((await s.call('DELETE', `/books/${b.id}/cover`, { key: other })).status).toBe(404);
    const read = s.addKey('settings@example.com', 'read');
    expect((await send('PUT', `/books/${b.id}/cover`, 'file', tinyPng(), 'c.png', read)).status).toBe(403);
  });
});

describe('why a book file was refused', () => {
  it('the upload\'s 400 carries the reason as a code', async () => {
    const empty = await send('POST', '/books/upload', 'file', Buffer.alloc(0), 'empty.txt');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'bad_file', reason: 'empty_file' });
    const binary = await send('POST', '/books/upload', 'file', Buffer.from([0, 1, 2, 3, 0, 0, 0, 5, 6, 0, 7, 0, 0, 0, 8]), 'bin.txt');
    expect(binary.status).toBe(400);
    expect(binary.body).toMatchObject({ code: 'bad_file', reason: 'bad_format' });
    const blank = await send('POST', '/books/upload', 'file', Buffer.from('   \n\n  '), 'blank.txt');
    expect(blank.body).toMatchObject({ code: 'bad_file', reason: 'no_text' });
    // Errors that are not about a file carry no reason.
    const other = await s.call('GET', '/books/00000000-0000-4000-8000-000000000000', { key });
    expect(other.body.reason).toBeUndefined();
  });

  it('a book whose background import failed says why as error_reason', async () => {
    // Big enough to import in the background; refused there for the entities it declares.
    const fb2 = `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE FictionBook [<!ENTITY boom "бум">]>\n<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><body><section><p>${'Текст книги. '.repeat(300)}&boom;</p></section></body></FictionBook>`;
    const r = await send('POST', '/books/upload', 'file', Buffer.from(fb2), 'boom.fb2');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.book.status).toBe('importing');
    const failed = await waitFor(async () => {
      const b = (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book;
      return b.status === 'failed' ? b : null;
    });
    expect(failed.error_reason).toBe('xml_entities');
    expect(failed.error).toMatch(/entit/i);
  });
});

describe('a txt with a title page', () => {
  it.skipIf(!hasShared)('Shinel.txt is «Шинель» by Гоголь, not «Shinel.txt», and its title page is no chapter', async () => {
    const r = await send('POST', '/books/upload', 'file', readFileSync(join(booksDir, 'ru-txt', 'Shinel.txt')), 'Shinel.txt');
    expect(r.status).toBe(201);
    const b = await waitFor(async () => {
      const x = (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book;
      return x.status === 'ready' ? x : null;
    }, 120_000);
    expect(b).toMatchObject({ title: 'Шинель', author: 'Николай Васильевич Гоголь' });
    expect(b.chapters.map((c: { title: string }) => c.title)).toEqual(['Шинель']);
    const first = (await s.call('GET', `/chapters/${b.chapters[0].id}`, { key })).body.segments[0];
    expect(first.text).toMatch(/^В департаменте/);
  });
});
