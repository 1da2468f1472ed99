// Series over HTTP: volumes join a series from their files or by PUT /books/{id}/series; a new
// volume's characters take the voices of the same characters in earlier volumes; the stress rules
// of one volume act in every volume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type Reply, type TestStudio } from '../support/studio.ts';
import { buildFb2 } from '../fixtures/books/fb2-builder.ts';
import type { FixtureBook } from '../fixtures/books/russian-book.ts';

let s: TestStudio;

beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

const para = (text: string) => ({ segments: [{ text }] });

/** A small volume where Иван and Мария talk; `extra` makes each volume's file different. */
function volume(title: string, extra: string): FixtureBook {
  return {
    title, author: { first: 'Анна', last: 'Петрова' }, language: 'ru',
    chapters: [{
      title: 'Глава 1',
      paragraphs: [
        para(extra),
        para('— Здравствуй, Мария, — сказал Иван.'),
        para('— Здравствуй, Иван, — ответила Мария. — Давно не виделись.'),
        para('— Давно, — согласился Иван.'),
      ],
    }],
  };
}

async function upload(fb2: string, name: string): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(fb2)]), name);
  const res = await fetch(`${s.api}/books/upload`, { method: 'POST', headers: { 'x-api-key': s.ownerKey }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers, raw: Buffer.alloc(0) };
}

const book = async (id: string) => (await s.call('GET', `/books/${id}`)).body.book;
const character = (b: { characters: Array<{ name: string }> }, name: string) =>
  b.characters.find((c) => c.name === name) as { id: string; voice_id: string; name: string; controls: Record<string, number> };

describe('series', () => {
  it('a second volume from a file joins the series and carries the voices chosen in the first', async () => {
    const v1 = await upload(buildFb2(volume('Дом у реки', 'Был тёплый вечер.'), { series: { name: 'Речная сага', number: 1 } }), 'v1.fb2');
    expect(v1.status).toBe(201);
    const first = await book(v1.body.book.id);
    const ivan = character(first, 'Иван');
    expect(ivan).toBeDefined();
    // The author picks a voice for Иван that casting would not give him by itself.
    const voices = (await s.call('GET', '/voices')).body.voices as Array<{ id: string; gender: string; language: string }>;
    const other = voices.find((v) => v.language === 'ru' && v.gender === 'm' && v.id !== ivan.voice_id)!;
    expect((await s.call('PATCH', `/characters/${ivan.id}`, { body: { voice_id: other.id, controls: { pitch: -3, formant: -1 } } })).status).toBe(200);

    const v2 = await upload(buildFb2(volume('Мост через реку', 'Прошёл год.'), { series: { name: 'Речная сага', number: 2 } }), 'v2.fb2');
    expect(v2.status).toBe(201);
    expect(v2.body.series).toMatchObject({ id: v1.body.series.id, title: 'Речная сага', no: 2, total: 2 });
    expect(v2.body.series.volumes.map((v: { no: number }) => v.no).sort()).toEqual([1, 2]);
    const carried = v2.body.carried as Array<{ name: string; voice_id: string }>;
    expect(carried.find((c) => c.name === 'Иван')?.voice_id).toBe(other.id);
    const second = await book(v2.body.book.id);
    expect(character(second, 'Иван').voice_id).toBe(other.id);
    // The variant of the voice comes along: Иван sounds the same in both volumes.
    expect(character(second, 'Иван')).toMatchObject({ controls: { speed: 1, pitch: -3, formant: -1 } });
    expect(second.can_carry).toBe(false);
  });

  it('PUT /books/{id}/series: by title (created), by id with a number, carry, same_no, and {} leaves', async () => {
    const text = (n: string) => `Глава 1\n\n${n}\n\n— Доброе утро, — сказал Пётр.\n\n— Доброе, — ответила Ольга.\n`;
    const a = (await s.call('POST', '/books', { body: { title: 'Утро', text: text('Рассвет.') } })).body.book;
    const b = (await s.call('POST', '/books', { body: { title: 'Полдень', text: text('Жара.') } })).body.book;

    const put = await s.call('PUT', `/books/${a.id}/series`, { body: { title: 'День' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ series: { title: 'День', no: 1, total: 1 }, carried: [], can_carry: false, same_no: null });
    const seriesId = put.body.series.id;

    const peter = character(await book(a.id), 'Пётр');
    const voices = (await s.call('GET', '/voices')).body.voices as Array<{ id: string; gender: string; language: string }>;
    const peterInB = character(await book(b.id), 'Пётр');
    const other = voices.find((v) => v.language === 'ru' && v.gender === 'm' && v.id !== peter.voice_id && v.id !== peterInB.voice_id)!;
    await s.call('PATCH', `/characters/${peter.id}`, { body: { voice_id: other.id } });

    const join = await s.call('PUT', `/books/${b.id}/series`, { body: { series_id: seriesId, no: 1 } });
    expect(join.body.series).toMatchObject({ id: seriesId, no: 1, total: 2 });
    expect(join.body.same_no).toMatchObject({ id: a.id, no: 1 });
    expect(join.body.can_carry).toBe(true);
    expect(join.body.carried).toEqual([]);
    expect((await book(b.id)).can_carry).toBe(true);

    const carry = await s.call('PUT', `/books/${b.id}/series`, { body: { series_id: seriesId, no: 2, carry: true } });
    expect(carry.body.same_no).toBeNull();
    expect(carry.body.carried.map((c: { name: string }) => c.name)).toContain('Пётр');
    expect(character(await book(b.id), 'Пётр').voice_id).toBe(other.id);

    const leave = await s.call('PUT', `/books/${b.id}/series`, { body: {} });
    expect(leave.body).toEqual({ series: null, carried: [], can_carry: false, same_no: null });
    expect((await book(b.id)).series).toBeNull();

    const missing = await s.call('PUT', `/books/${b.id}/series`, { body: { series_id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.status).toBe(404);
  });

  it('a stress rule of one volume acts in every volume of its series', async () => {
    const text = 'Глава 1\n\nНа горе стоял старинный замок.\n';
    const a = (await s.call('POST', '/books', { body: { title: 'Замок I', text } })).body.book;
    const b = (await s.call('POST', '/books', { body: { title: 'Замок II', text } })).body.book;
    const lone = (await s.call('POST', '/books', { body: { title: 'Другая книга', text } })).body.book;
    const sid = (await s.call('PUT', `/books/${a.id}/series`, { body: { title: 'Замки' } })).body.series.id;
    await s.call('PUT', `/books/${b.id}/series`, { body: { series_id: sid } });
    expect((await s.call('POST', '/pronunciations', { body: { word: 'замок', replacement: 'з+амок', book_id: a.id } })).status).toBe(201);

    const prepared = async (bookId: string) => {
      const ch = (await book(bookId)).chapters[0];
      return ((await s.call('GET', `/chapters/${ch.id}`)).body.units as Array<{ prepared: string }>).map((u) => u.prepared).join(' ');
    };
    expect(await prepared(a.id)).toContain('з+амок');
    expect(await prepared(b.id)).toContain('з+амок');
    expect(await prepared(lone.id)).not.toContain('з+амок');
    const rules = (await s.call('GET', `/pronunciations?book_id=${b.id}`)).body.items;
    expect(rules.map((r: { word: string }) => r.word)).toContain('замок');
  });
});
