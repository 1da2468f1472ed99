// POST /books/upload over HTTP: the files authors really have (fb2, fb2.zip, epub, docx, txt in
// Russian legacy encodings), their metadata and covers, duplicates, background imports, and
// hostile or broken files refused with a clear 400 that leaves nothing behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, waitFor, type Reply, type TestStudio } from '../support/studio.ts';
import { booksDir, hasShared } from '../support/shared.ts';
import { buildFb2 } from '../fixtures/books/fb2-builder.ts';
import { buildEpub } from '../fixtures/books/epub-builder.ts';
import { buildDocx } from '../fixtures/books/docx-builder.ts';
import { buildZip } from '../fixtures/books/zip-writer.ts';
import { tinyPng } from '../fixtures/books/png.ts';
import { sampleBook } from '../fixtures/books/russian-book.ts';
import { sampleNovel } from '../fixtures/books/sample-novel.ts';

let s: TestStudio;
let key: string;
// Built before the studio starts: deflating 200 MB blocks the event loop for seconds, which would
// stall the in-process server mid-test.
const ZIP_BOMB = buildZip([{ name: 'bomb.fb2', data: Buffer.alloc(200 * 1024 * 1024, 0x20) }]);

beforeAll(async () => {
  s = await startStudio();
  s.addUser('reader@example.com', { balance: 1000 });
  key = s.addKey('reader@example.com', 'full');
});
afterAll(() => s.close());

async function upload(data: Buffer | string, name: string, fields: Record<string, string> = {}, k = key): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? Buffer.from(data) : data]), name);
  for (const [f, v] of Object.entries(fields)) form.append(f, v);
  const res = await fetch(`${s.api}/books/upload`, { method: 'POST', headers: { 'x-api-key': k }, body: form });
  const raw = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? JSON.parse(raw.toString('utf8')) : raw.toString('utf8'), headers: res.headers, raw };
}

const detail = async (id: string, k = key) => (await s.call('GET', `/books/${id}`, { key: k })).body.book;
/** The book once its import finished (files over 512 KB import in the background). */
const whenImported = (id: string) =>
  waitFor(async () => {
    const b = await detail(id);
    return b.status !== 'importing' ? b : null;
  }, 120_000, 250);
const bookIds = async (k = key) => ((await s.call('GET', '/books', { key: k })).body.books as Array<{ id: string }>).map((b) => b.id);

describe('formats', () => {
  it('fb2: title, author, language, annotation, genre, chapters by sections, notes left out, cover by a signed link', async () => {
    const fixture = sampleBook({ maxChapters: 3 });
    const r = await upload(Buffer.from(buildFb2(fixture, { cover: tinyPng(8, 8) })), 'dom.fb2');
    expect(r.status).toBe(201);
    expect(r.body.book).toMatchObject({ title: fixture.title, author: `${fixture.author.first} ${fixture.author.last}`, language: 'ru', status: 'ready' });
    expect(r.body.book.annotation).toBe('Аннотация книги.');
    expect(r.body.book.genre.length).toBeGreaterThan(0);
    const book = await detail(r.body.book.id);
    expect(book.chapters.map((c: { title: string }) => c.title)).toEqual(fixture.chapters.map((c) => c.title));
    const texts = await Promise.all(book.chapters.map(async (c: { id: string }) => (await s.call('GET', `/chapters/${c.id}`, { key })).body.chapter.text as string));
    expect(texts.join('\n')).toContain('Пётр Ильич Соболев вышел на платформу последним');
    expect(texts.join('\n')).not.toContain('Текст сноски');
    expect(book.cover_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    const cover = await fetch(book.cover_url);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
  });

  it.skipIf(!hasShared)('fb2: the FB2 demo document of the corpus, with its JPEG cover (corpus)', async () => {
    const r = await upload(readFileSync(join(booksDir, 'ru-fb2', 'luzmane-test.fb2')), 'luzmane-test.fb2');
    expect(r.status).toBe(201);
    expect(r.body.book).toMatchObject({ title: 'Война и мир', language: 'ru', status: 'ready' });
    expect(r.body.book.author).toContain('Толстой');
    expect(r.body.book.annotation.length).toBeGreaterThan(0);
    expect(r.body.book.genre.length).toBeGreaterThan(0);
    const book = await detail(r.body.book.id);
    expect(book.chapters.length).toBeGreaterThan(1);
    const texts = await Promise.all(book.chapters.map(async (c: { id: string }) => (await s.call('GET', `/chapters/${c.id}`, { key })).body.chapter.text as string));
    expect(texts.join('\n')).toContain('Анна Павловна Шерер');
    expect(texts.join('\n')).not.toContain('Какое-то школьное сочинение');
    expect(book.cover_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    const cover = await fetch(book.cover_url);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
    expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('fb2.zip with a series: the book joins the series (created) and the response carries it', async () => {
    const liza = { ...sampleBook({ maxChapters: 2 }), title: 'Бедная Лиза', author: { first: 'Николай', last: 'Карамзин' } };
    const fb2 = buildFb2(liza, { series: { name: 'Повести Карамзина', number: 1 }, cover: tinyPng(4, 4) });
    const zip = buildZip([{ name: 'liza.fb2', data: Buffer.from(fb2) }]);
    const r = await upload(zip, 'liza.fb2.zip');
    expect(r.status).toBe(201);
    expect(r.body.book).toMatchObject({ title: 'Бедная Лиза', author: 'Николай Карамзин', status: 'ready', series_no: '1' });
    expect(r.body.series).toMatchObject({ title: 'Повести Карамзина', no: 1, total: 1 });
    expect(r.body.book.series).toMatchObject({ id: r.body.series.id, title: 'Повести Карамзина', no: 1 });
    expect(r.body.book.cover_url).not.toBeNull();
  });

  it('epub in English: metadata, chapters, the cover; words a producer split with tabs read whole, making no characters', async () => {
    const seg = (text: string) => ({ segments: [{ text }] });
    const alice = {
      title: 'The Garden Door', author: { first: 'Ann', last: 'Writer' }, language: 'en',
      chapters: [
        { title: 'The Key', paragraphs: [
          seg('Alice found the little golden key on the glass table, and wondered what door it might open.'),
          seg('"D\tiggi\tng for apples, yer honour!" said Pat, who was hard at work in the garden.'),
          seg('"Curiouser and curiouser!" cried Alice. "Now I am opening out like the largest telescope that ever was!"'),
        ] },
        { title: 'The Garden', paragraphs: [
          seg('"Who are you?" said the Caterpillar, looking at her with sleepy eyes.'),
          seg('"I hardly know, sir, just at present," Alice replied, rather shyly. "I was a P\tige\ton once."'),
        ] },
      ],
    };
    const r = await upload(buildEpub(alice, { cover: true }), 'garden.epub');
    expect(r.status).toBe(201);
    const book = await whenImported(r.body.book.id);
    expect(book).toMatchObject({ title: 'The Garden Door', author: 'Ann Writer', language: 'en', status: 'ready' });
    expect(book.chapters.map((c: { title: string }) => c.title)).toEqual(['The Key', 'The Garden']);
    expect(book.cover_url).not.toBeNull();
    const text = (await s.call('GET', `/chapters/${book.chapters[0].id}`, { key })).body.chapter.text as string;
    expect(text).toContain('"Digging for apples, yer honour!"');
    const names = book.characters.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Alice', 'Pat', 'Caterpillar']));
    expect(names.filter((n: string) => /^(D|Ali|Pige|iggi|ng)$/.test(n))).toEqual([]);
  });

  it.skipIf(!hasShared)('epub: Alice from the corpus — metadata, spine order with TOC titles, the cover, no fake characters (corpus)', async () => {
    const r = await upload(readFileSync(join(booksDir, 'en-epub', 'alice.epub')), 'alice.epub');
    expect(r.status).toBe(201);
    const book = await whenImported(r.body.book.id);
    expect(book).toMatchObject({ title: "Alice's Adventures in Wonderland", author: 'Lewis Carroll', language: 'en', status: 'ready' });
    expect(book.chapters.length).toBeGreaterThanOrEqual(10);
    expect(book.chapters[0].title).toMatch(/Rabbit-Hole/i);
    expect(book.cover_url).not.toBeNull();
    expect(book.characters.some((c: { name: string }) => /Alice/.test(c.name))).toBe(true);
    // «D\tiggi\tng», «Ali\tce»: tabs inside words once made characters of the pieces.
    expect(book.characters.map((c: { name: string }) => c.name).filter((n: string) => /^(Ali|Pige|D|iggi)$/.test(n))).toEqual([]);
  });

  it('epub 2 with a calibre series: joins the series and keeps the TOC titles', async () => {
    const fixture = { ...sampleBook({ maxChapters: 2 }), title: 'Шинель', author: { first: 'Николай', last: 'Гоголь' } };
    const r = await upload(buildEpub(fixture, { version: 2, series: { name: 'Петербургские повести', index: 3 }, cover: true }), 'shinel.epub');
    expect(r.status).toBe(201);
    expect(r.body.book).toMatchObject({ title: 'Шинель', author: 'Николай Гоголь', language: 'ru', series_no: '3' });
    expect(r.body.series).toMatchObject({ title: 'Петербургские повести', no: 3 });
    const book = await detail(r.body.book.id);
    expect(book.chapters.map((c: { title: string }) => c.title)).toEqual(fixture.chapters.map((c) => c.title));
  });

  it('docx: headings are chapters; txt in Windows-1251 and KOI8-R reads as Russian', async () => {
    const p = (text: string, style?: string) => ({ style, segments: [{ text }] });
    const docx = buildDocx([
      p('Глава первая', 'Heading1'), p('— Здравствуйте, — сказал Иван.'), p('Было утро.'),
      p('Глава вторая', 'Heading1'), p('Наступил вечер.'),
    ]);
    const d = await upload(docx, 'рассказ.docx');
    expect(d.status).toBe(201);
    expect((await detail(d.body.book.id)).chapters.map((c: { title: string }) => c.title)).toEqual(['Глава первая', 'Глава вторая']);

    const text = 'Глава 1\n\nСтарик ловил неводом рыбу.\n\n— Чего тебе надобно, старче? — спросила рыбка.\n\nГлава 2\n\nВоротился старик ко старухе.\n';
    for (const enc of ['win1251', 'koi8-r']) {
      const t = await upload(iconv.encode(text, enc), `сказка-${enc}.txt`);
      expect(t.status).toBe(201);
      expect(t.body.book.language).toBe('ru');
      const book = await detail(t.body.book.id);
      expect(book.chapters).toHaveLength(2);
      const ch = (await s.call('GET', `/chapters/${book.chapters[0].id}`, { key })).body;
      expect(ch.chapter.text).toContain('Старик ловил неводом рыбу.');
    }
  });

  it('a title field overrides the file\'s title', async () => {
    const r = await upload('Глава 1\n\nКороткий рассказ о море.\n', 'sea.txt', { title: 'Море' });
    expect(r.status).toBe(201);
    expect(r.body.book.title).toBe('Море');
  });
});

describe('duplicates and big files', () => {
  it('the same file again is 409 with detail.duplicate; copy=1 uploads it anyway', async () => {
    const data = Buffer.from('Глава 1\n\nОдин и тот же текст для проверки повтора.\n');
    const first = await upload(data, 'same.txt');
    expect(first.status).toBe(201);
    const again = await upload(data, 'same-renamed.txt');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('duplicate');
    expect(again.body.detail.duplicate).toMatchObject({ id: first.body.book.id, title: first.body.book.title });
    const copy = await upload(data, 'same.txt', { copy: '1' });
    expect(copy.status).toBe(201);
    expect(copy.body.book.id).not.toBe(first.body.book.id);
  });

  it('a big file answers at once with importing and progress, then becomes ready', async () => {
    // A studio that imports files over 50 KB in the background (the default is 512 KB), for a
    // novel of that size; the main one keeps the default, under which the zip bomb stays.
    const big = await startStudio({ env: { GLAVA_SYNC_IMPORT_BYTES: String(50 * 1024) } });
    const main = s;
    s = big;
    try {
      const data = Buffer.from(sampleNovel({ chapters: 40 }));
      expect(data.length).toBeGreaterThan(50 * 1024);
      const r = await upload(data, 'Дом у реки.txt', {}, big.ownerKey);
      expect(r.status).toBe(201);
      expect(r.body.book.status).toBe('importing');
      const listed = (await big.call('GET', '/books')).body.books.find((b: { id: string }) => b.id === r.body.book.id);
      expect(listed.status).toBe('importing');
      expect(listed.analysis).toMatchObject({ stage: expect.stringMatching(/^(read|split|speakers|voices)$/) });
      // Every state seen on the way: the stages come in order, each counting up to its total.
      const seen: Array<{ stage: string; done: number; total: number }> = [];
      const ready = await waitFor(async () => {
        const b = (await big.call('GET', `/books/${r.body.book.id}`)).body.book;
        if (b.analysis) seen.push(b.analysis);
        return b.status !== 'importing' ? b : null;
      }, 120_000, 20);
      const order = ['read', 'split', 'speakers', 'voices'];
      for (let i = 1; i < seen.length; i++) {
        const [a, b] = [seen[i - 1]!, seen[i]!];
        const step = order.indexOf(b.stage) - order.indexOf(a.stage);
        expect(step >= 0 && (step > 0 || b.done >= a.done), `${JSON.stringify(a)} then ${JSON.stringify(b)}`).toBe(true);
      }
      // Reading the file counts too (it takes seconds on a big book): the first state is its start.
      expect(seen[0]).toMatchObject({ stage: 'read' });
      expect(ready.status).toBe('ready');
      expect(ready.analysis).toBeNull();
      expect(ready.chapters).toHaveLength(40);
    } finally {
      s = main;
      await big.close();
    }
  });
});

describe('hostile and broken files', () => {
  const cases: Array<[string, () => Buffer, string, RegExp]> = [
    ['empty', () => Buffer.alloc(0), 'empty.txt', /empty/i],
    ['over 20 MB', () => Buffer.alloc(20 * 1024 * 1024 + 10, 0x41), 'big.txt', /20 MB/],
    ['binary garbage', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'garbage.txt', /text|binary|encoding/i],
    ['a wrong extension', () => Buffer.from('%PDF-1.4\n'), 'book.pdf', /format|supported|pdf/i],
    ['no text at all', () => Buffer.from(buildFb2({ title: 'Пусто', author: { first: 'А', last: 'Б' }, language: 'ru', chapters: [] })), 'empty.fb2', /text/i],
    ['an XML DOCTYPE with an external entity', () => Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><FictionBook><body><p>&e;</p></body></FictionBook>'), 'xxe.fb2', /DOCTYPE|entit/i],
    ['a zip entry escaping with ../', () => buildZip([{ name: '../../evil.fb2', data: Buffer.from('<FictionBook/>') }]), 'evil.fb2.zip', /path|unsafe/i],
    ['a zip bomb', () => ZIP_BOMB, 'bomb.fb2.zip', /large|bomb|ratio/i],
    ['an epub that is not a zip', () => Buffer.from('PK\u0003\u0004 not really a zip'), 'broken.epub', /zip|archive|damaged|broken/i],
  ];
  for (const [what, make, name, reason] of cases) {
    it(`refuses ${what} with a 400 naming the reason, and keeps no book`, async () => {
      const before = await bookIds();
      const t0 = Date.now();
      const r = await upload(make(), name);
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/json');
      expect(typeof r.body.detail).toBe('string');
      expect(r.body.detail).toMatch(reason);
      expect(r.raw.toString('utf8')).not.toMatch(/root:|\/work\/|node_modules|at .*\.ts:\d+/);
      expect(await bookIds()).toEqual(before);
    });
  }

  it('a request that is not multipart or has no file is a 400', async () => {
    const notMultipart = await s.call('POST', '/books/upload', { key, body: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    const form = new FormData();
    form.append('title', 'Без файла');
    const res = await fetch(`${s.api}/books/upload`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/file/);
  });
});
