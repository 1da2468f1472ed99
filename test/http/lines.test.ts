// Editing a book against the spec: the chapter's text as written through line edits, PUT text
// (409 while voiced or closed), PATCH of lines and characters refusing bad values by field,
// pronunciation rules (book, series and general; other users' books are 404), search (200 hits,
// totals, ё = е, stress marks), and the zero-balance gate over the whole route table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import { v1Routes } from '../../server/api/index.ts';

let s: TestStudio;
let key: string;

beforeAll(async () => {
  s = await startStudio();
  s.addUser('editor@example.com', { balance: 10_000 });
  key = s.addKey('editor@example.com', 'full');
});
afterAll(() => s.close());

async function newBook(title: string, text = SAMPLE_BOOK, k = key) {
  const r = await s.call('POST', '/books', { key: k, body: { title, text } });
  expect(r.status).toBe(201);
  return (await s.call('GET', `/books/${r.body.book.id}`, { key: k })).body.book;
}
const chapter = async (id: string) => (await s.call('GET', `/chapters/${id}`, { key })).body;

describe('chapter text and line edits', () => {
  it('the chapter text keeps dashes and quotes through edits of its lines', async () => {
    const text = 'Глава 1\n\n— Привет, — сказал Иван. — Как дела?\n\n«Неужели?» — подумала Мария.';
    const book = await newBook('Тире', text);
    const v = await chapter(book.chapters[0].id);
    expect(v.chapter.text).toBe('— Привет, — сказал Иван. — Как дела?\n«Неужели?» — подумала Мария.');
    const hello = v.segments.find((x: { text: string }) => x.text === 'Привет,');
    const edited = await s.call('PUT', `/segments/${hello.id}/text`, { key, body: { text: ' Здравствуй,\r\nдруг! ' } });
    expect(edited.status).toBe(200);
    // One line stays one line: the break inside it became a space.
    expect(edited.body.segments.find((x: { id: string }) => x.id === hello.id).text).toBe('Здравствуй, друг!');
    expect(edited.body.chapter.text).toBe('— Здравствуй, друг! — сказал Иван. — Как дела?\n«Неужели?» — подумала Мария.');
    expect(edited.body.chapter.chars).toBe(edited.body.segments.reduce((a: number, x: { text: string }) => a + x.text.length, 0));
    const last = edited.body.segments.at(-1);
    const again = await s.call('PUT', `/segments/${last.id}/text`, { key, body: { text: 'прошептала Мария.' } });
    expect(again.body.chapter.text).toBe('— Здравствуй, друг! — сказал Иван. — Как дела?\n«Неужели?» — прошептала Мария.');
    for (const empty of ['', '   ', '\n']) {
      const r = await s.call('PUT', `/segments/${last.id}/text`, { key, body: { text: empty } });
      expect(r.status).toBe(400);
      expect(r.body.detail).toContain('skip_audio');
      // The studio names the field in its own language.
      expect(r.body.fields).toEqual([{ field: 'text', problem: 'empty' }]);
    }
  });

  it('a page-long paragraph is stored as sentence groups of that paragraph: voiceable, its text unchanged', async () => {
    const paragraph = Array.from({ length: 60 }, (_, i) => `Предложение номер ${i + 1} тянется через всю страницу без диалогов.`).join(' ');
    expect(paragraph.length).toBeGreaterThan(3000);
    const book = await newBook('Длинный абзац', `Глава 1\n\n${paragraph}`);
    const v = await chapter(book.chapters[0].id);
    expect(v.segments.length).toBeGreaterThanOrEqual(4);
    expect(new Set(v.segments.map((x: { paragraph_id: number }) => x.paragraph_id)).size).toBe(1);
    for (const x of v.segments) expect(x.text.length).toBeLessThanOrEqual(1000);
    expect(v.chapter.text).toBe(paragraph);
    expect(v.problems).toEqual([]);
  });

  it('PUT text is 409 chapter_busy while the chapter is voiced, 409 edition_closed in a closed edition', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `Абзац ${i + 1}. Дорога шла через лес, и ветер шумел в высоких соснах.`).join('\n\n');
    const book = await newBook('Занято', `Глава 1\n\n${long}`);
    const line = (await chapter(book.chapters[0].id)).segments[0];
    const job = (await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key })).body.job;
    const busy = await s.call('PUT', `/segments/${line.id}/text`, { key, body: { text: 'Новый текст.' } });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('chapter_busy');
    await s.call('DELETE', `/jobs/${job.id}`, { key });
    await waitFor(async () => (await chapter(book.chapters[0].id)).chapter.status === 'draft');
    expect((await s.call('POST', `/books/${book.id}/editions/${book.active_edition_id}/close`, { key })).status).toBe(200);
    for (const [method, path, body] of [
      ['PUT', `/segments/${line.id}/text`, { text: 'Новый текст.' }],
      ['PATCH', `/segments/${line.id}`, { pause_ms: 100 }],
      ['POST', `/segments/${line.id}/take`, { action: 'new' }],
    ] as const) {
      const r = await s.call(method, path, { key, body });
      expect(r.status, `${method} ${path}`).toBe(409);
      expect(r.body.code).toBe('edition_closed');
    }
  });

  it('PATCH /segments refuses bad values naming the field; -1 and "" reset', async () => {
    const book = await newBook('Правки');
    const line = (await chapter(book.chapters[0].id)).segments[1];
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ pause_ms: -2 }, 'pause_ms'], [{ pause_ms: 1.5 }, 'pause_ms'], [{ pause_ms: 10_000_000 }, 'pause_ms'],
      [{ emotion: 'Весело' }, 'emotion'], [{ delivery: { tempo: 'allegro' } }, 'delivery.tempo'],
      [{ delivery: { pitch: 3 } }, 'delivery'], [{ stressed: 'Совсем другой текст' }, 'stressed'],
      [{ character_id: '00000000-0000-4000-8000-000000000000' }, 'character_id'], [{ skip_audio: 'yes' }, 'skip_audio'],
    ];
    for (const [body, field] of bad) {
      const r = await s.call('PATCH', `/segments/${line.id}`, { key, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.detail, JSON.stringify(body)).toContain(field);
    }
    const set = await s.call('PATCH', `/segments/${line.id}`, { key, body: { pause_ms: 1200, stressed: 'Приве́т,', emotion: 'Радостно', delivery: { volume: 'loud' } } });
    expect(set.body.segments[1]).toMatchObject({ pause_ms: 1200, stressed: 'Приве́т,', emotion: 'Радостно', emotion_source: 'manual', delivery: { volume: 'loud' } });
    const reset = await s.call('PATCH', `/segments/${line.id}`, { key, body: { pause_ms: -1, stressed: '', emotion: '', delivery: { volume: null } } });
    expect(reset.body.segments[1]).toMatchObject({ pause_ms: null, stressed: null, emotion: null, delivery: {} });
  });

  it('PATCH /characters: speed 0.6–1.4, an existing voice, gender and age from their lists; an empty PATCH changes nothing', async () => {
    const book = await newBook('Герои');
    const ivan = book.characters.find((c: { name: string }) => c.name === 'Иван');
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ controls: { speed: 0.59 } }, 'speed'], [{ controls: { speed: 1.41 } }, 'speed'], [{ controls: { tempo: 1 } }, 'controls'],
      [{ voice_id: '00000000-0000-4000-8000-000000000000' }, 'voice_id'], [{ gender: 'x' }, 'gender'], [{ gender: '' }, 'gender'],
      [{ age: 'baby' }, 'age'], [{ emotion: 'Злобно' }, 'emotion'], [{ name: '  ' }, 'name'], [{ aliases: 'Ваня' }, 'aliases'],
    ];
    for (const [body, field] of bad) {
      const r = await s.call('PATCH', `/characters/${ivan.id}`, { key, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.detail, JSON.stringify(body)).toContain(field);
    }
    const same = await s.call('PATCH', `/characters/${ivan.id}`, { key, body: {} });
    expect(same.status).toBe(200);
    expect(same.body.character).toMatchObject({ source: 'rules', controls: { speed: 1 } });
    const edge = await s.call('PATCH', `/characters/${ivan.id}`, { key, body: { controls: { speed: 1.4 }, age: 'old' } });
    expect(edge.body.character).toMatchObject({ source: 'manual', controls: { speed: 1.4 }, age: 'old', gender: 'm' });
  });
});

describe('pronunciation rules', () => {
  it('lists the book\'s rules, its series\' rules and the general ones; other users\' books are 404', async () => {
    const a = await newBook('Том 1');
    const b = await newBook('Том 2');
    const c = await newBook('Отдельная');
    await s.call('PUT', `/books/${a.id}/series`, { key, body: { title: 'Сага' } });
    const series = (await s.call('GET', `/books/${a.id}`, { key })).body.book.series;
    await s.call('PUT', `/books/${b.id}/series`, { key, body: { series_id: series.id } });
    const add = async (word: string, book_id?: string) => (await s.call('POST', '/pronunciations', { key, body: { word, replacement: `${word}+`, ...(book_id ? { book_id } : {}) } })).body.id as string;
    const ra = await add('Иван', a.id);
    const rc = await add('тихо', c.id);
    const rg = await add('окна');
    const ids = async (q: string) => ((await s.call('GET', `/pronunciations${q}`, { key })).body.items as Array<{ id: string }>).map((r) => r.id).sort();
    expect(await ids(`?book_id=${b.id}`)).toEqual([ra, rg].sort());
    expect(await ids(`?book_id=${c.id}`)).toEqual([rc, rg].sort());
    expect(await ids('')).toEqual([ra, rc, rg].sort());

    s.addUser('stranger@example.com', { balance: 10 });
    const stranger = s.addKey('stranger@example.com', 'full');
    expect((await s.call('GET', `/pronunciations?book_id=${a.id}`, { key: stranger })).status).toBe(404);
    const post = await s.call('POST', '/pronunciations', { key: stranger, body: { word: 'Иван', replacement: 'Ив+ан', book_id: a.id } });
    expect(post.status).toBe(404);
    expect((await s.call('GET', '/pronunciations', { key: stranger })).body.items).toEqual([]);
    expect((await s.call('DELETE', `/pronunciations/${ra}`, { key: stranger })).status).toBe(404);
  });

  it('a rule may be a phrase (the preparation matches it whole); tabs, line breaks and double spaces are refused', async () => {
    const book = await newBook('Фраза', 'Глава 1\n\nОни улетели в Нью Йорк.');
    const phrase = await s.call('POST', '/pronunciations', { key, body: { word: 'Нью Йорк', replacement: 'нь+ю-й+орк', book_id: book.id } });
    expect(phrase.status).toBe(201);
    const unit = (await chapter(book.chapters[0].id)).units[0];
    expect(unit.prepared).toContain('Нь+ю-й+орк');
    for (const word of ['Нью\tЙорк', 'Нью\nЙорк', 'Нью  Йорк', 'a b c d e f g h i']) {
      const r = await s.call('POST', '/pronunciations', { key, body: { word, replacement: 'x' } });
      expect(r.status, JSON.stringify(word)).toBe(422);
      expect(r.body.detail).toContain('word');
    }
  });

  it('a voiced chapter containing the word becomes "changed after voicing"', async () => {
    const book = await newBook('Правило', 'Глава 1\n\nСтарый замок стоял на горе.\n\nГлава 2\n\nНочь была тихой.');
    const [one, two] = book.chapters;
    for (const ch of [one, two]) {
      const r = await s.call('POST', `/chapters/${ch.id}/render`, { key });
      await waitFor(async () => (await s.call('GET', `/jobs/${r.body.job.id}`, { key })).body.job.status === 'done');
    }
    expect((await s.call('POST', '/pronunciations', { key, body: { word: 'замок', replacement: 'зам+ок', book_id: book.id } })).status).toBe(201);
    const chapters = (await s.call('GET', `/books/${book.id}`, { key })).body.book.chapters;
    expect(chapters.map((c: { status: string; changed: boolean; changed_units: number }) => [c.status, c.changed, c.changed_units])).toEqual([['ready', true, 1], ['ready', false, 0]]);
  });
});

describe('search', () => {
  it('stops at 200 hits and counts them all; ё = е and stress marks are ignored on both sides', async () => {
    const lines = Array.from({ length: 250 }, (_, i) => `Строка ${i + 1}: ёжик пришёл.`);
    const text = [0, 1, 2].map((c) => `Глава ${c + 1}\n\n${lines.slice(c * 90, (c + 1) * 90).join('\n\n')}`).join('\n\n') + '\n\nЗа́мок стоял на горе.';
    const book = await newBook('Поиск', text);
    const r = await s.call('GET', `/books/${book.id}/search?q=${encodeURIComponent('ежик пришел')}`, { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ q: 'ежик пришел', total: 250, chapters: 3 });
    expect(r.body.hits).toHaveLength(200);
    expect(r.body.hits[0]).toMatchObject({ chapter_no: 1, line: 1, text: 'Строка 1: ёжик пришёл.' });
    expect(r.body.hits[199]).toMatchObject({ chapter_no: 3, line: 20 });
    for (const q of ['замок', 'зам+ок', 'за́мок', 'ЗАМОК стоял']) {
      const m = await s.call('GET', `/books/${book.id}/search?q=${encodeURIComponent(q)}`, { key });
      expect(m.body.total, q).toBe(1);
    }
    // All words of the query in one line, in any order.
    expect((await s.call('GET', `/books/${book.id}/search?q=${encodeURIComponent('горе замок')}`, { key })).body.total).toBe(1);
    expect((await s.call('GET', `/books/${book.id}/search?q=${encodeURIComponent('горе ёжик')}`, { key })).body.total).toBe(0);
  });
});

describe('zero balance (decisions §3)', () => {
  it('GET /api/me answers with api_allowed: false; every other route answers 402 no_balance', async () => {
    s.addUser('empty@example.com');
    const broke = s.addKey('empty@example.com', 'full');
    for (const path of ['/api/me', `${s.url}/api/me`]) {
      const me = await s.call('GET', path, { key: broke });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ balance: 0, api_allowed: false });
    }
    const id = '00000000-0000-4000-8000-000000000000';
    for (const route of v1Routes().filter((r) => r.path !== '/api/me')) {
      const path = route.path.replace(/\{\w+\}/g, id);
      const r = await s.call(route.method.toUpperCase(), path, { key: broke, body: route.body ? {} : undefined });
      expect(r.status, `${route.method} ${route.path}`).toBe(402);
      expect(r.body).toEqual({ detail: expect.any(String), code: 'no_balance' });
    }
  });
});
