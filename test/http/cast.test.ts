// Repairing the cast over HTTP: add a character (a voice nobody has), merge one into another
// (lines, name and aliases move; a voiced chapter changes only where the voice does), delete one
// (lines to the narrator or a named character), and who may do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import * as S from '../support/spec-shapes.ts';

let s: TestStudio;
let key: string;

beforeAll(async () => {
  s = await startStudio();
  s.addUser('cast@example.com', { balance: 10_000 });
  key = s.addKey('cast@example.com', 'full');
});
afterAll(() => s.close());

interface Char { id: string; name: string; aliases: string[]; voice_id: string; controls: { speed: number; pitch?: number; formant?: number }; is_narrator: boolean; gender: string }
interface Seg { id: string; character_id: string; kind: string; text: string }

async function newBook(title: string, k = key, text = SAMPLE_BOOK) {
  const r = await s.call('POST', '/books', { key: k, body: { title, text } });
  expect(r.status).toBe(201);
  return book(r.body.book.id, k);
}
const book = async (id: string, k = key) => (await s.call('GET', `/books/${id}`, { key: k })).body.book;
const chapter = async (id: string) => (await s.call('GET', `/chapters/${id}`, { key })).body;
const named = (b: { characters: Char[] }, name: string) => b.characters.find((c) => c.name === name)!;

async function renderAndWait(chapterId: string) {
  const r = await s.call('POST', `/chapters/${chapterId}/render`, { key });
  expect(r.status).toBe(200);
  return waitFor(async () => {
    const j = (await s.call('GET', `/jobs/${r.body.job.id}`, { key })).body.job;
    return j.status === 'done' || j.status === 'failed' || j.status === 'cancelled' ? j : null;
  });
}

describe('POST /books/{id}/characters', () => {
  it('adds a character with a voice (or variant) nobody in the book has, listed last', async () => {
    const b = await newBook('Добавить');
    const r = await s.call('POST', `/books/${b.id}/characters`, { key, body: { name: 'Дворник', gender: 'm', age: 'old', aliases: ['старик'] } });
    expect(r.status).toBe(201);
    expect(S.conform(S.obj({ character: S.Character }), r.body)).toEqual([]);
    const c = r.body.character as Char;
    expect(c).toMatchObject({ name: 'Дворник', aliases: ['старик'], is_narrator: false, gender: 'm', source: 'manual' });
    const slot = (x: Char) => `${x.voice_id}|${x.controls.pitch ?? 0}|${x.controls.formant ?? 0}`;
    expect(b.characters.map(slot)).not.toContain(slot(c));
    const after = await book(b.id);
    expect(after.characters.at(-1)).toMatchObject({ id: c.id, share: 0 });
    expect(after.characters.length).toBe(b.characters.length + 1);
  });

  it('takes a voice the author names, and refuses a name the book already has (case and ё aside)', async () => {
    const b = await newBook('Добавить с голосом');
    const voice = named(b, 'Иван').voice_id;
    const r = await s.call('POST', `/books/${b.id}/characters`, { key, body: { name: 'Пётр', voice_id: voice, controls: { speed: 1.2 } } });
    expect(r.status).toBe(201);
    expect(r.body.character).toMatchObject({ voice_id: voice, controls: { speed: 1.2 } });
    for (const name of ['петр', 'МАРИЯ', ' Иван ']) {
      const dup = await s.call('POST', `/books/${b.id}/characters`, { key, body: { name } });
      expect(dup.status, name).toBe(409);
      expect(dup.body.code).toBe('conflict');
    }
    expect((await s.call('POST', `/books/${b.id}/characters`, { key, body: { name: '' } })).status).toBe(422);
    expect((await s.call('POST', `/books/${b.id}/characters`, { key, body: { name: 'Х', voice_id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(422);
    expect((await s.call('POST', `/books/${b.id}/characters`, { key, body: { name: 'Х', is_narrator: true } })).status).toBe(422);
  });

  it('renaming to another character\'s name is refused (merge them instead)', async () => {
    const b = await newBook('Переименовать');
    const r = await s.call('PATCH', `/characters/${named(b, 'Мария').id}`, { key, body: { name: 'иван' } });
    expect(r.status).toBe(409);
    expect(r.body.detail).toMatch(/merge/);
    const ok = await s.call('PATCH', `/characters/${named(b, 'Мария').id}`, { key, body: { name: 'Мария Петровна' } });
    expect(ok.status).toBe(200);
    expect(ok.body.character.name).toBe('Мария Петровна');
  });
});

describe('PATCH /characters/{id}: another voice', () => {
  it('is that voice itself: the old voice\'s variant goes, unless the request gives one', async () => {
    const b = await newBook('Другой голос');
    const maria = named(b, 'Мария');
    const other = (b.characters as Char[]).find((c) => c.voice_id !== maria.voice_id)!.voice_id;
    await s.call('PATCH', `/characters/${maria.id}`, { key, body: { controls: { pitch: -5, formant: -2, speed: 1.1 } } });
    const moved = await s.call('PATCH', `/characters/${maria.id}`, { key, body: { voice_id: other } });
    expect(moved.body.character).toMatchObject({ voice_id: other, controls: { speed: 1.1 } });
    expect(moved.body.character.controls).not.toHaveProperty('pitch');
    expect(moved.body.character.controls).not.toHaveProperty('formant');
    // A variant sent with the voice is kept; the same voice again keeps its variant.
    const withVariant = await s.call('PATCH', `/characters/${maria.id}`, { key, body: { voice_id: maria.voice_id, controls: { pitch: 3 } } });
    expect(withVariant.body.character.controls).toMatchObject({ speed: 1.1, pitch: 3 });
    const same = await s.call('PATCH', `/characters/${maria.id}`, { key, body: { voice_id: maria.voice_id } });
    expect(same.body.character.controls).toMatchObject({ pitch: 3 });
  });
});

describe('the narrator\'s default name', () => {
  const EN = { 'accept-language': 'en-US,en;q=0.9' };
  const narrator = (b: { characters: Array<Char & { description: string }> }) => b.characters.find((c) => c.is_narrator)!;
  const inEnglish = async (id: string) => (await s.call('GET', `/books/${id}`, { key, headers: EN })).body.book;
  const inRussian = async (id: string) => (await s.call('GET', `/books/${id}`, { key, headers: { 'accept-language': 'ru-RU' } })).body.book;

  it('is said in the language the caller asks for until the author renames it, whatever the book\'s language', async () => {
    const ru = await newBook('Рассказчик по-английски');
    expect(narrator(ru)).toMatchObject({ name: 'Рассказчик', description: 'голос автора' });
    expect(narrator(await inEnglish(ru.id))).toMatchObject({ name: 'Narrator', description: "the author's voice" });
    const en = await newBook('Narrator in Russian', key, 'Chapter 1\n\n"Where is he?" asked Mary.\n\nMary went home.');
    expect(narrator(await inEnglish(en.id))).toMatchObject({ name: 'Narrator', description: "the author's voice" });
    expect(narrator(await inRussian(en.id))).toMatchObject({ name: 'Рассказчик', description: 'голос автора' });
    // A caller who asks for no language of the studio (a script's curl) gets it as the import wrote it.
    expect(narrator(en)).toMatchObject({ name: 'Narrator', description: "the author's voice" });
    expect(narrator(await book(en.id, key))).toMatchObject({ name: 'Narrator' });
    // PATCH answers in the caller's language too.
    const patched = await s.call('PATCH', `/characters/${narrator(ru).id}`, { key, headers: EN, body: { emotion: 'Нейтрально' } });
    expect(patched.body.character.name).toBe('Narrator');

    const renamed = await s.call('PATCH', `/characters/${narrator(ru).id}`, { key, body: { name: 'Автор', description: 'старый учитель' } });
    expect(renamed.body.character).toMatchObject({ name: 'Автор', description: 'старый учитель' });
    expect(narrator(await inEnglish(ru.id))).toMatchObject({ name: 'Автор', description: 'старый учитель' });
  });

  it('is taken in both languages: a character of that name would show twice', async () => {
    const b = await newBook('Два рассказчика');
    const dup = await s.call('POST', `/books/${b.id}/characters`, { key, body: { name: 'narrator' } });
    expect(dup.status).toBe(409);
  });
});

describe('POST /characters/{id}/merge', () => {
  it('moves lines, name and aliases; with the same voice and controls the voiced chapter stays as voiced', async () => {
    const b = await newBook('Слияние без перемен');
    const ivan = named(b, 'Иван');
    const maria = named(b, 'Мария');
    // Maria reads in Ivan's voice exactly: merging them changes nothing anyone could hear.
    await s.call('PATCH', `/characters/${maria.id}`, { key, body: { voice_id: ivan.voice_id, controls: { speed: ivan.controls.speed, pitch: ivan.controls.pitch ?? 0, formant: ivan.controls.formant ?? 0 } } });
    await s.call('PATCH', `/characters/${maria.id}`, { key, body: { aliases: ['Маша'] } });
    const ch = b.chapters[0].id;
    expect((await renderAndWait(ch)).status).toBe('done');
    const before = await chapter(ch);
    const mariaLines = before.segments.filter((x: Seg) => x.character_id === maria.id).map((x: Seg) => x.id);
    expect(mariaLines.length).toBeGreaterThan(0);
    expect(before.chapter.changed).toBe(false);

    const r = await s.call('POST', `/characters/${maria.id}/merge`, { key, body: { into: ivan.id } });
    expect(r.status).toBe(200);
    expect(S.conform(S.obj({ character: S.Character, moved_lines: S.int }), r.body)).toEqual([]);
    expect(r.body.moved_lines).toBe(b.chapters.length === 2 ? mariaLines.length + 1 : mariaLines.length);
    expect(r.body.character.aliases).toEqual(expect.arrayContaining(['Мария', 'Маша']));
    const after = await chapter(ch);
    for (const id of mariaLines) expect(after.segments.find((x: Seg) => x.id === id).character_id).toBe(ivan.id);
    expect(after.chapter.changed).toBe(false);
    expect(after.chapter.changed_units).toBe(0);
    // The recording's pieces now name who reads them.
    expect(after.timeline.some((p: { speaker: string }) => p.speaker === maria.id)).toBe(false);
    const whole = await book(b.id);
    expect(whole.characters.map((c: Char) => c.id)).not.toContain(maria.id);
    expect(whole.chapters[0].changed).toBe(false);
    expect((await s.call('PATCH', `/characters/${maria.id}`, { key, body: { name: 'x' } })).status).toBe(404);
  });

  it('the unknown speaker merged into someone leaves no «Неизвестный» or "Unknown" among their aliases (the studio\'s word, nobody\'s name)', async () => {
    const b = await newBook('Слияние неизвестного');
    const r0 = await s.call('POST', `/books/${b.id}/characters`, { key, body: { name: 'Неизвестный', aliases: ['незнакомец'] } });
    expect(r0.status).toBe(201);
    const r = await s.call('POST', `/characters/${r0.body.character.id}/merge`, { key, body: { into: named(b, 'Иван').id }, headers: { 'accept-language': 'en' } });
    expect(r.status).toBe(200);
    expect(r.body.character.aliases).toContain('незнакомец');
    expect(r.body.character.aliases).not.toContain('Неизвестный');
    expect(r.body.character.aliases).not.toContain('Unknown');
  });

  it('into the narrator: the lines move, the narrator keeps its own gender, age and description', async () => {
    const b = await newBook('Слияние с рассказчиком');
    const narrator = b.characters.find((c: Char) => c.is_narrator) as Char & { age: string; description: string };
    await s.call('PATCH', `/characters/${named(b, 'Иван').id}`, { key, body: { gender: 'm', age: 'old' } });
    const r = await s.call('POST', `/characters/${named(b, 'Иван').id}/merge`, { key, body: { into: narrator.id } });
    expect(r.status).toBe(200);
    expect(r.body.moved_lines).toBeGreaterThan(0);
    expect(r.body.character).toMatchObject({ id: narrator.id, gender: narrator.gender, age: narrator.age, description: narrator.description });
  });

  it('with another voice, only the chapters where the merged lines were voiced become changed, by those pieces', async () => {
    const b = await newBook('Слияние с переменой');
    const ivan = named(b, 'Иван');
    const maria = named(b, 'Мария');
    expect(maria.voice_id === ivan.voice_id && (maria.controls.pitch ?? 0) === (ivan.controls.pitch ?? 0)).toBe(false);
    const [c1, c2] = b.chapters;
    await renderAndWait(c1.id);
    await renderAndWait(c2.id);
    const before = await chapter(c1.id);
    const mariaPieces = before.units.filter((u: { speaker: string }) => u.speaker === maria.id).length;
    const r = await s.call('POST', `/characters/${maria.id}/merge`, { key, body: { into: ivan.id } });
    expect(r.status).toBe(200);
    const after = await chapter(c1.id);
    expect(after.chapter.changed).toBe(true);
    expect(after.chapter.changed_units).toBe(mariaPieces);
    expect(after.chapter.status).toBe('ready');
    // The second chapter has Maria's question too; a chapter without her lines would stay as it was.
    expect((await chapter(c2.id)).chapter.changed).toBe(true);
    const third = await newBook('Без Марии', key, 'Глава 1\n\nТихо шёл дождь.\n\n— Пора, — сказал Иван.\n\nГлава 2\n\n— Да, — ответила Мария.');
    await renderAndWait(third.chapters[0].id);
    await s.call('POST', `/characters/${named(third, 'Мария').id}/merge`, { key, body: { into: named(third, 'Иван').id } });
    expect((await chapter(third.chapters[0].id)).chapter.changed).toBe(false);
  });

  it('refuses: the narrator merged away, a character into itself or into another book, someone else\'s character', async () => {
    const b = await newBook('Отказы слияния');
    const other = await newBook('Другая книга');
    const narrator = b.characters.find((c: Char) => c.is_narrator)!;
    const ivan = named(b, 'Иван');
    const away = await s.call('POST', `/characters/${narrator.id}/merge`, { key, body: { into: ivan.id } });
    expect(away.status).toBe(409);
    expect(away.body.code).toBe('conflict');
    expect((await s.call('POST', `/characters/${ivan.id}/merge`, { key, body: { into: ivan.id } })).status).toBe(422);
    const foreign = await s.call('POST', `/characters/${ivan.id}/merge`, { key, body: { into: named(other, 'Иван').id } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail).toMatch(/^into:/);
    expect((await s.call('POST', `/characters/${ivan.id}/merge`, { key, body: {} })).status).toBe(422);
    // Into the narrator is fine.
    const ok = await s.call('POST', `/characters/${ivan.id}/merge`, { key, body: { into: narrator.id } });
    expect(ok.status).toBe(200);
    expect(ok.body.character.is_narrator).toBe(true);

    s.addUser('stranger@example.com', { balance: 100 });
    const stranger = s.addKey('stranger@example.com', 'full');
    const maria = named(b, 'Мария');
    expect((await s.call('POST', `/characters/${maria.id}/merge`, { key: stranger, body: { into: narrator.id } })).status).toBe(404);
    expect((await s.call('DELETE', `/characters/${maria.id}`, { key: stranger })).status).toBe(404);
    expect((await s.call('POST', `/books/${b.id}/characters`, { key: stranger, body: { name: 'Вор' } })).status).toBe(404);
    const voiceKey = s.addKey('cast@example.com', 'voice');
    const scoped = await s.call('POST', `/characters/${maria.id}/merge`, { key: voiceKey, body: { into: narrator.id } });
    expect(scoped.status).toBe(403);
    expect(scoped.body.code).toBe('scope');
  });

  it('waits while a chapter with the merged lines is being voiced (409 chapter_busy)', async () => {
    const long = Array.from({ length: 25 }, (_, i) => `— Реплика номер ${i + 1}, и она длинная, чтобы озвучка шла долго, — сказала Мария.`).join('\n\n');
    const b = await newBook('Занято', key, `Глава 1\n\n${long}\n\n— Ну, — сказал Иван.`);
    const job = (await s.call('POST', `/chapters/${b.chapters[0].id}/render`, { key })).body.job;
    const r = await s.call('POST', `/characters/${named(b, 'Мария').id}/merge`, { key, body: { into: named(b, 'Иван').id } });
    const j = (await s.call('GET', `/jobs/${job.id}`, { key })).body.job;
    // Still in work after the answer, so it was in work when asked: refused, nothing moved.
    if (j.status === 'queued' || j.status === 'running') {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('chapter_busy');
      expect((await book(b.id)).characters.map((c: Char) => c.name)).toContain('Мария');
      await s.call('DELETE', `/jobs/${job.id}`, { key });
    } else {
      expect(r.status).toBe(200);
    }
  });
});

describe('DELETE /characters/{id}', () => {
  it('gives the lines to the narrator by default, or to the character named in lines_to', async () => {
    const b = await newBook('Удалить');
    const narrator = b.characters.find((c: Char) => c.is_narrator)!;
    const ivan = named(b, 'Иван');
    const maria = named(b, 'Мария');
    const ch = await chapter(b.chapters[0].id);
    const ivanLines = ch.segments.filter((x: Seg) => x.character_id === ivan.id).map((x: Seg) => x.id);
    const r = await s.call('DELETE', `/characters/${ivan.id}`, { key });
    expect(r.status).toBe(200);
    expect(S.conform(S.obj({ deleted: S.bool, lines_to: S.str, moved_lines: S.int }), r.body)).toEqual([]);
    expect(r.body).toMatchObject({ deleted: true, lines_to: narrator.id });
    const after = await chapter(b.chapters[0].id);
    for (const id of ivanLines) expect(after.segments.find((x: Seg) => x.id === id).character_id).toBe(narrator.id);

    const m = await s.call('DELETE', `/characters/${maria.id}?lines_to=${narrator.id}`, { key });
    expect(m.status).toBe(200);
    expect((await book(b.id)).characters).toHaveLength(1);
    expect((await s.call('DELETE', `/characters/${maria.id}`, { key })).status).toBe(404);
  });

  it('refuses the narrator, lines_to of another book or itself', async () => {
    const b = await newBook('Удалить нельзя');
    const narrator = b.characters.find((c: Char) => c.is_narrator)!;
    const ivan = named(b, 'Иван');
    const n = await s.call('DELETE', `/characters/${narrator.id}`, { key });
    expect(n.status).toBe(409);
    expect((await s.call('DELETE', `/characters/${ivan.id}?lines_to=${ivan.id}`, { key })).status).toBe(422);
    const other = await newBook('Чужая');
    expect((await s.call('DELETE', `/characters/${ivan.id}?lines_to=${named(other, 'Иван').id}`, { key })).status).toBe(422);
    expect((await s.call('DELETE', `/characters/${ivan.id}?lines_to=nope`, { key })).status).toBe(422);
    expect((await s.call('DELETE', `/characters/${ivan.id}?to=${narrator.id}`, { key })).status).toBe(422);
    expect((await book(b.id)).characters.map((c: Char) => c.id)).toContain(ivan.id);
  });
});

describe('line kind and a run of lines', () => {
  it('PATCH /segments/{id} changes the kind, with a speaker in the same request', async () => {
    const b = await newBook('Вид реплики');
    const ch = await chapter(b.chapters[0].id);
    const line = ch.segments.find((x: Seg) => x.kind === 'narration')!;
    const ivan = named(b, 'Иван');
    const r = await s.call('PATCH', `/segments/${line.id}`, { key, body: { kind: 'speech', character_id: ivan.id } });
    expect(r.status).toBe(200);
    const seg = r.body.segments.find((x: Seg) => x.id === line.id);
    expect(seg).toMatchObject({ kind: 'speech', character_id: ivan.id, speaker_source: 'manual' });
    expect(r.body.units.find((u: { segment_ids: string[] }) => u.segment_ids.includes(line.id)).kind).toBe('speech');
    const t = await s.call('PATCH', `/segments/${line.id}`, { key, body: { kind: 'thought' } });
    expect(t.body.segments.find((x: Seg) => x.id === line.id)).toMatchObject({ kind: 'thought', character_id: ivan.id });
    expect((await s.call('PATCH', `/segments/${line.id}`, { key, body: { kind: 'dialogue' } })).status).toBe(422);
  });

  it('POST /chapters/{id}/segments/speaker gives a run of lines one speaker (and kind) at once', async () => {
    const b = await newBook('Несколько реплик');
    const ch = await chapter(b.chapters[0].id);
    const maria = named(b, 'Мария');
    const run = ch.segments.slice(0, 3).map((x: Seg) => x.id);
    const r = await s.call('POST', `/chapters/${b.chapters[0].id}/segments/speaker`, { key, body: { segment_ids: run, character_id: maria.id, kind: 'speech' } });
    expect(r.status).toBe(200);
    for (const id of run) expect(r.body.segments.find((x: Seg) => x.id === id)).toMatchObject({ character_id: maria.id, kind: 'speech', review: false });
    // Lines of another chapter, or a character of another book, are refused and nothing changes.
    const other = await chapter(b.chapters[1].id);
    const bad = await s.call('POST', `/chapters/${b.chapters[0].id}/segments/speaker`, {
      key, body: { segment_ids: [ch.segments[3].id, other.segments[0].id], character_id: named(b, 'Иван').id },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/^segment_ids:/);
    expect((await chapter(b.chapters[0].id)).segments[3].character_id).toBe(ch.segments[3].character_id);
    const foreign = await newBook('Чужой персонаж');
    expect((await s.call('POST', `/chapters/${b.chapters[0].id}/segments/speaker`, { key, body: { segment_ids: run, character_id: named(foreign, 'Иван').id } })).status).toBe(422);
    expect((await s.call('POST', `/chapters/${b.chapters[0].id}/segments/speaker`, { key, body: { segment_ids: [], character_id: maria.id } })).status).toBe(422);

    const closed = await s.call('POST', `/books/${b.id}/editions/${b.edition.id}/close`, { key });
    expect(closed.status).toBe(200);
    const refused = await s.call('POST', `/chapters/${b.chapters[0].id}/segments/speaker`, { key, body: { segment_ids: run, character_id: maria.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('edition_closed');
  });
});
