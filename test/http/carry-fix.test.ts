// A speaker fixed by hand carries through its conversation when asked (`follow: true`): the untagged
// turns after the fixed line follow it (speaker_source `carried`, listed in the answer's `carried`),
// the bulk speaker endpoint does the same from the last line it sets, and POST …/segments/uncarry puts
// the carried lines back in one request. Without `follow` a fix changes only the lines it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from '../support/studio.ts';

let s: TestStudio;
let key: string;

beforeAll(async () => {
  s = await startStudio();
  s.addUser('carry@example.com', { balance: 10_000 });
  key = s.addKey('carry@example.com', 'full');
});
afterAll(() => s.close());

// One tag, then five untagged turns the rules count from it; Maria speaks in the second chapter.
const TEXT = `Глава 1

Иван вошёл в комнату, где у окна сидел Пётр.

— Здравствуй, Пётр, — сказал Иван.

— Здравствуй.

— Как дела?

— Хорошо.

— А у меня плохо.

— Жаль.

Глава 2

Утром пришла Мария.

— Доброе утро, — сказала Мария.`;

interface Seg { id: string; text: string; character_id: string; speaker_source: string; review: boolean }
interface Char { id: string; name: string; is_narrator: boolean }

async function newBook(title: string) {
  const r = await s.call('POST', '/books', { key, body: { title, text: TEXT } });
  expect(r.status).toBe(201);
  const book = (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book as { chapters: Array<{ id: string }>; characters: Char[] };
  const chapterId = book.chapters[0].id;
  const segments = (await s.call('GET', `/chapters/${chapterId}`, { key })).body.segments as Seg[];
  const who = (name: string) => book.characters.find((c) => c.name === name)!.id;
  const line = (text: string) => segments.find((x) => x.text === text)!;
  const narrator = book.characters.find((c) => c.is_narrator)!.id;
  return { chapterId, who, line, narrator };
}
const lineIn = (body: { segments: Seg[] }, id: string) => body.segments.find((x) => x.id === id)!;

describe('a speaker fix that carries through its conversation', () => {
  it('without follow only the line changes, as before', async () => {
    const b = await newBook('Без передачи');
    const r = await s.call('PATCH', `/segments/${b.line('Здравствуй.').id}`, { key, body: { character_id: b.who('Мария') } });
    expect(r.status).toBe(200);
    expect(r.body.carried).toBeUndefined();
    expect(lineIn(r.body, b.line('Хорошо.').id)).toMatchObject({ character_id: b.who('Пётр'), speaker_source: 'rules' });
  });

  it('PATCH with follow: a new speaker takes the turns counted from the fixed line; uncarry puts them back', async () => {
    const b = await newBook('Новый собеседник');
    const fixed = b.line('Здравствуй.');
    const r = await s.call('PATCH', `/segments/${fixed.id}`, { key, body: { character_id: b.who('Мария'), follow: true } });
    expect(r.status).toBe(200);
    const carried = [b.line('Хорошо.').id, b.line('Жаль.').id];
    expect(r.body.carried).toEqual(carried);
    for (const id of carried) expect(lineIn(r.body, id)).toMatchObject({ character_id: b.who('Мария'), speaker_source: 'carried', review: false });
    expect(lineIn(r.body, fixed.id)).toMatchObject({ character_id: b.who('Мария'), speaker_source: 'manual' });
    // Ivan's turns are his: the exchange is Ivan and Maria.
    expect(lineIn(r.body, b.line('Как дела?').id)).toMatchObject({ character_id: b.who('Иван'), speaker_source: 'rules' });

    const undo = await s.call('POST', `/chapters/${b.chapterId}/segments/uncarry`, { key, body: { segment_ids: carried } });
    expect(undo.status).toBe(200);
    for (const id of carried) expect(lineIn(undo.body, id)).toMatchObject({ character_id: b.who('Пётр'), speaker_source: 'rules' });
    expect(lineIn(undo.body, fixed.id)).toMatchObject({ character_id: b.who('Мария'), speaker_source: 'manual' });
    // Put back once: a line no longer carried is refused by field, and nothing changes.
    const again = await s.call('POST', `/chapters/${b.chapterId}/segments/uncarry`, { key, body: { segment_ids: carried } });
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual([{ field: 'segment_ids', problem: 'invalid' }]);
  });

  it('the bulk speaker endpoint with follow: the other party swaps the two in the turns after', async () => {
    const b = await newBook('Сдвиг очереди');
    const r = await s.call('POST', `/chapters/${b.chapterId}/segments/speaker`, {
      key, body: { segment_ids: [b.line('Здравствуй.').id], character_id: b.who('Иван'), follow: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.carried).toHaveLength(4);
    const speakers = ['Как дела?', 'Хорошо.', 'А у меня плохо.', 'Жаль.'].map((t) => lineIn(r.body, b.line(t).id).character_id);
    expect(speakers).toEqual([b.who('Пётр'), b.who('Иван'), b.who('Пётр'), b.who('Иван')]);
  });

  it('a second fix stops at lines the first carried, so each Undo puts back its own lines', async () => {
    const b = await newBook('Две правки');
    const first = await s.call('PATCH', `/segments/${b.line('Здравствуй.').id}`, { key, body: { character_id: b.who('Мария'), follow: true } });
    expect(first.body.carried).toEqual([b.line('Хорошо.').id, b.line('Жаль.').id]);
    // Ivan's «Как дела?» to Maria: the lines the first fix carried are the author's, not carried again.
    const second = await s.call('PATCH', `/segments/${b.line('Как дела?').id}`, { key, body: { character_id: b.who('Мария'), follow: true } });
    expect(second.status).toBe(200);
    expect(second.body.carried).toEqual([]);
    const undoFirst = await s.call('POST', `/chapters/${b.chapterId}/segments/uncarry`, { key, body: { segment_ids: first.body.carried } });
    expect(undoFirst.status).toBe(200);
    for (const t of ['Хорошо.', 'Жаль.']) expect(lineIn(undoFirst.body, b.line(t).id)).toMatchObject({ character_id: b.who('Пётр'), speaker_source: 'rules' });
  });

  it('a line made a thought, or given to the narrator, carries nothing', async () => {
    const b = await newBook('Не реплика');
    const thought = await s.call('PATCH', `/segments/${b.line('Здравствуй.').id}`, { key, body: { character_id: b.who('Мария'), kind: 'thought', follow: true } });
    expect(thought.status).toBe(200);
    expect(thought.body.carried).toEqual([]);
    expect(lineIn(thought.body, b.line('Хорошо.').id)).toMatchObject({ character_id: b.who('Пётр'), speaker_source: 'rules' });
    const told = await s.call('PATCH', `/segments/${b.line('Как дела?').id}`, { key, body: { character_id: b.narrator, kind: 'narration', follow: true } });
    expect(told.status).toBe(200);
    expect(told.body.carried).toEqual([]);
    expect(lineIn(told.body, b.line('А у меня плохо.').id)).toMatchObject({ character_id: b.who('Иван'), speaker_source: 'rules' });
  });

  it('refuses follow without a speaker, and uncarry of lines no fix carried', async () => {
    const b = await newBook('Отказы');
    const r = await s.call('PATCH', `/segments/${b.line('Здравствуй.').id}`, { key, body: { follow: true, emotion: '' } });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual([{ field: 'follow', problem: 'invalid' }]);
    const u = await s.call('POST', `/chapters/${b.chapterId}/segments/uncarry`, { key, body: { segment_ids: [b.line('Жаль.').id] } });
    expect(u.status).toBe(422);
    expect((await s.call('POST', `/chapters/${b.chapterId}/segments/uncarry`, { key, body: { segment_ids: [] } })).status).toBe(422);
  });
});
