// Books over HTTP: create from text, list, detail, change, series, search, quote; other users' books are 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, type TestStudio } from '../support/studio.ts';
import { BookDetail, BookListItem, Book, Quote } from '../../server/contract/books.ts';
import { TIMESTAMP_PATTERN } from '../../server/util/time.ts';

let s: TestStudio;
let bookId: string;
beforeAll(async () => {
  s = await startStudio();
  const r = await s.call('POST', '/books', { body: { title: 'Встреча', author: 'Автор', text: SAMPLE_BOOK } });
  expect(r.status).toBe(201);
  bookId = r.body.book.id;
});
afterAll(() => s.close());

describe('POST /books', () => {
  it('creates a ready book split into chapters, with characters and distinct voices', async () => {
    const r = await s.call('GET', `/books/${bookId}`);
    expect(r.status).toBe(200);
    const book = r.body.book;
    expect(BookDetail.strict().safeParse(book).success).toBe(true);
    expect(book.status).toBe('ready');
    expect(book.language).toBe('ru');
    expect(book.created_at).toMatch(TIMESTAMP_PATTERN);
    expect(book.chapters.map((c: { title: string }) => c.title)).toEqual(['Глава 1. Встреча', 'Глава 2. Дорога']);
    expect(book.chapters.map((c: { position: number }) => c.position)).toEqual([0, 1]);
    const names = book.characters.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Иван', 'Мария']));
    const ivan = book.characters.find((c: { name: string }) => c.name === 'Иван');
    const maria = book.characters.find((c: { name: string }) => c.name === 'Мария');
    const narrator = book.characters.find((c: { is_narrator: boolean }) => c.is_narrator);
    expect(ivan.gender).toBe('m');
    expect(maria.gender).toBe('f');
    expect(narrator).toBeDefined();
    expect(new Set([ivan.voice_id, maria.voice_id, narrator.voice_id]).size).toBe(3);
    const shares = book.characters.reduce((a: number, c: { share: number }) => a + c.share, 0);
    expect(shares).toBeCloseTo(1, 2);
    expect(book.edition).toMatchObject({ status: 'draft', count: 1 });
    expect(book.edition.id).toBe(book.active_edition_id);
    const runs = book.chapters[0].runs;
    expect(runs.length).toBeGreaterThan(2);
    expect(runs.every((t: unknown[]) => typeof t[0] === 'string' && Number.isInteger(t[1]) && typeof t[2] === 'boolean')).toBe(true);
  });

  it('answers 422 without a title or text, and 402 for a user with no characters', async () => {
    expect((await s.call('POST', '/books', { body: { text: 'Текст' } })).status).toBe(422);
    expect((await s.call('POST', '/books', { body: { title: 'Нет текста', text: '' } })).status).toBe(422);
    expect((await s.call('POST', '/books', { body: { title: '   ', text: 'Текст' } })).status).toBe(422);
    // Punctuation alone has no words to voice: refused, said as an empty «Text» (nothing is created).
    const before = (await s.call('GET', '/books')).body.books.length;
    for (const text of ['... --- ...', '  \n\n', '«» — !']) {
      const r = await s.call('POST', '/books', { body: { title: 'Точки', text } });
      expect(r.status, JSON.stringify(text)).toBe(422);
      expect(r.body.fields).toEqual([{ field: 'text', problem: 'empty' }]);
    }
    expect((await s.call('GET', '/books')).body.books).toHaveLength(before);
    s.addUser('poor@example.com');
    const key = s.addKey('poor@example.com', 'full');
    expect((await s.call('POST', '/books', { key, body: { title: 'x', text: 'Текст.' } })).status).toBe(402);
  });

  it('reads a pasted Project Gutenberg text without its header and licence, as an uploaded file', async () => {
    const text = [
      'The Project Gutenberg eBook of A Quiet Lane, by Anne Holloway', '', 'This eBook is for the use of anyone anywhere.', '',
      'Title: A Quiet Lane', '', 'Author: Anne Holloway', '', '*** START OF THE PROJECT GUTENBERG EBOOK A QUIET LANE ***', '',
      'CHAPTER I.', '', 'The lane was quiet. "Good morning," said Tom.', '', '"Good morning," said Ann.', '',
      '*** END OF THE PROJECT GUTENBERG EBOOK A QUIET LANE ***', '', 'Section 1. General Terms of Use and Redistributing Project Gutenberg electronic works',
    ].join('\r\n');
    const r = await s.call('POST', '/books', { body: { title: 'A Quiet Lane', text } });
    expect(r.status).toBe(201);
    const book = (await s.call('GET', `/books/${r.body.book.id}`)).body.book;
    const said: string[] = [];
    for (const ch of book.chapters) said.push(ch.title, ...(await s.call('GET', `/chapters/${ch.id}`)).body.segments.map((x: { text: string }) => x.text));
    expect(said.join(' ')).toContain('Good morning');
    expect(said.join(' ')).not.toMatch(/Gutenberg|Redistributing|anyone anywhere/);
  });

  it('reads a pasted title page as an uploaded .txt does: the author from it, the page no chapter', async () => {
    const text = ['Пётр Ильич Сомов', '', '', 'Зонтик', '', '', 'ГЛАВА I', '', 'Дождь шёл с утра.', '', '— Возьмите зонтик, — сказала Анна.', '',
      'ГЛАВА II', '', 'К вечеру прояснилось.'].join('\r\n');
    const r = await s.call('POST', '/books', { body: { title: 'Зонтик', text } });
    expect(r.status).toBe(201);
    const book = (await s.call('GET', `/books/${r.body.book.id}`)).body.book;
    expect(book.author).toBe('Пётр Ильич Сомов');
    expect(book.chapters.map((c: { title: string }) => c.title)).toEqual(['ГЛАВА I', 'ГЛАВА II']);
    const first = (await s.call('GET', `/chapters/${book.chapters[0].id}`)).body.segments.map((x: { text: string }) => x.text).join(' ');
    expect(first).not.toContain('Сомов');
    // The author's own words win over the page's.
    const own = await s.call('POST', '/books', { body: { title: 'Зонтик', author: 'П. Сомов', text } });
    expect((await s.call('GET', `/books/${own.body.book.id}`)).body.book.author).toBe('П. Сомов');
  });

  it('keeps a pasted opening line that is the text, not a title page (no author, not the typed title)', async () => {
    for (const [first, rest] of [['Hello there.', 'She said nothing and went on reading.'], ['Дорогой друг!', 'Пишу тебе из деревни, где всё по-прежнему.']]) {
      const r = await s.call('POST', '/books', { body: { title: 'Letters', text: `${first}\n\n${rest}` } });
      expect(r.status).toBe(201);
      const book = (await s.call('GET', `/books/${r.body.book.id}`)).body.book;
      const said = (await s.call('GET', `/chapters/${book.chapters[0].id}`)).body.segments.map((x: { text: string }) => x.text).join(' ');
      expect(said).toContain(first);
      expect(said).toContain(rest.split(' ')[0]);
      expect(book.author).toBe('');
    }
    // The typed title repeated on the first line is the page, as an upload's would be.
    const titled = await s.call('POST', '/books', { body: { title: 'Зонтик', text: 'ЗОНТИК\n\nДождь шёл с утра, и никто не выходил из дому.' } });
    const chapter = (await s.call('GET', `/books/${titled.body.book.id}`)).body.book.chapters[0];
    const words = (await s.call('GET', `/chapters/${chapter.id}`)).body.segments.map((x: { text: string }) => x.text).join(' ');
    expect(words).not.toMatch(/ЗОНТИК/);
  });
});

describe('GET /books', () => {
  it('lists books with the list fields', async () => {
    const r = await s.call('GET', '/books');
    expect(r.status).toBe(200);
    expect(r.body.can_create).toBe(true);
    const item = r.body.books.find((b: { id: string }) => b.id === bookId);
    expect(BookListItem.strict().safeParse(item).success).toBe(true);
    expect(item).toMatchObject({ chapters_total: 2, chapters_ready: 0, chapters_active: 0, chapters_failed: 0, duration_s: 0 });
    expect(item.chars).toBeGreaterThan(150);
    expect(item.audio_est_s).toBeGreaterThan(0);
    expect(item.updated_at).toMatch(TIMESTAMP_PATTERN);
  });
});

describe('PATCH /books/{id}', () => {
  it('changes only what is sent, including the decisions §5 extras', async () => {
    const r = await s.call('PATCH', `/books/${bookId}`, { body: { title: 'Новая встреча', genre: 'повесть', age_rating: '12+', sound: 'raw', check: 'auto', reading: 'solo', thoughts: 'narrator', budget: 5000 } });
    expect(r.status).toBe(200);
    expect(Book.strict().safeParse(r.body.book).success).toBe(true);
    expect(r.body.book).toMatchObject({ title: 'Новая встреча', author: 'Автор', genre: 'повесть', age_rating: '12+', sound: 'raw', check: 'auto', reading: 'solo', thoughts: 'narrator', budget: 5000 });
    const cleared = await s.call('PATCH', `/books/${bookId}`, { body: { author: '', budget: null, reading: 'roles', check: 'off' } });
    expect(cleared.body.book).toMatchObject({ author: '', budget: null, title: 'Новая встреча' });
  });

  it('names the field of a bad value', async () => {
    const r = await s.call('PATCH', `/books/${bookId}`, { body: { sound: 'loud' } });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContain('sound');
    expect((await s.call('PATCH', `/books/${bookId}`, { body: { age_rating: '21+' } })).status).toBe(422);
    expect((await s.call('PATCH', `/books/${bookId}`, { body: { language: 'russian' } })).status).toBe(422);
  });
});

describe('ownership', () => {
  it('another user\'s book, chapter, segment and character are 404, never 403', async () => {
    s.addUser('other@example.com', { balance: 100 });
    const key = s.addKey('other@example.com', 'full');
    const book = (await s.call('GET', `/books/${bookId}`)).body.book;
    const chapter = (await s.call('GET', `/chapters/${book.chapters[0].id}`)).body;
    expect((await s.call('GET', `/books/${bookId}`, { key })).status).toBe(404);
    expect((await s.call('PATCH', `/books/${bookId}`, { key, body: { title: 'x' } })).status).toBe(404);
    expect((await s.call('GET', `/chapters/${book.chapters[0].id}`, { key })).status).toBe(404);
    expect((await s.call('PATCH', `/segments/${chapter.segments[0].id}`, { key, body: { skip_audio: true } })).status).toBe(404);
    expect((await s.call('PATCH', `/characters/${book.characters[0].id}`, { key, body: { name: 'x' } })).status).toBe(404);
    expect((await s.call('POST', `/books/${bookId}/quote`, { key, body: {} })).status).toBe(404);
    const list = await s.call('GET', '/books', { key });
    expect(list.body.books).toEqual([]);
  });
});

describe('search', () => {
  it('finds phrases and all words of a line, ё = е, marks ignored', async () => {
    const r = await s.call('GET', `/books/${bookId}/search?q=${encodeURIComponent('ВОШЕЛ в комнату')}`);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(1);
    expect(r.body.hits[0]).toMatchObject({ chapter: 'Глава 1. Встреча', chapter_no: 1, line: 1 });
    expect(r.body.hits[0].text).toContain('вошёл');
    // Where the match is in the line as written, for the studio to mark it.
    const hit = r.body.hits[0] as { text: string; marks: Array<[number, number]> };
    expect(hit.marks.map(([a, b]) => hit.text.slice(a, b))).toEqual(['вошёл в комнату']);
    const words = await s.call('GET', `/books/${bookId}/search?q=${encodeURIComponent('дорога длинной')}`);
    expect(words.body.total).toBe(1);
    const w = words.body.hits[0] as { text: string; marks: Array<[number, number]> };
    expect(w.marks.map(([a, b]) => w.text.slice(a, b))).toEqual(['Дорога', 'длинной']);
    expect(words.body.chapters).toBe(1);
    expect((await s.call('GET', `/books/${bookId}/search?q=`)).status).toBe(422);
    expect((await s.call('GET', `/books/${bookId}/search?q=zzzz`)).body).toMatchObject({ total: 0, hits: [] });
  });
});

describe('quote', () => {
  it('prices every character once by voice weight before anything is voiced', async () => {
    const r = await s.call('POST', `/books/${bookId}/quote`, { body: {} });
    expect(r.status).toBe(200);
    expect(Quote.strict().safeParse(r.body).success).toBe(true);
    expect(r.body.chapters).toBe(2);
    expect(r.body.new_units).toBeGreaterThan(4);
    expect(r.body.cached_units).toBe(0);
    expect(r.body.new_chars).toBe(r.body.chars);
    expect(r.body.credits).toBeCloseTo(r.body.chars * 0.1, 6);
    expect(r.body.by).toEqual([{ weight: 0.1, chars: r.body.chars, credits: r.body.credits }]);
    expect(r.body.unlimited).toBe(true);
    expect(r.body.short).toBe(0);
    const list = await s.call('GET', '/books');
    expect(r.body.chars).toBe(list.body.books.find((b: { id: string }) => b.id === bookId).chars);
  });

  it('quotes chosen chapters and refuses chapters of other books', async () => {
    const book = (await s.call('GET', `/books/${bookId}`)).body.book;
    const one = await s.call('POST', `/books/${bookId}/quote`, { body: { chapter_ids: [book.chapters[1].id] } });
    expect(one.body.chapters).toBe(1);
    expect(one.body.chars).toBe(book.chapters[1].chars);
    const bad = await s.call('POST', `/books/${bookId}/quote`, { body: { chapter_ids: ['00000000-0000-4000-8000-000000000000'] } });
    expect(bad.status).toBe(422);
  });

  it('shows the shortfall of a user whose balance is too small', async () => {
    s.addUser('small@example.com', { balance: 3 });
    const key = s.addKey('small@example.com', 'full');
    const created = await s.call('POST', '/books', { key, body: { title: 'Малая', text: SAMPLE_BOOK } });
    expect(created.status).toBe(201);
    const q = await s.call('POST', `/books/${created.body.book.id}/quote`, { key, body: {} });
    expect(q.body.unlimited).toBe(false);
    expect(q.body.left).toBe(3);
    expect(q.body.short).toBeCloseTo(q.body.credits - 3, 6);
  });
});
