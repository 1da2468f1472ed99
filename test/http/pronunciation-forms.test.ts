// A stress rule follows its word's forms (the new user's «Башмачкин → Башм+ачкин» reads
// «Башмачкина» and «Башмачкины» too) unless the author marks it exact; the author sees the forms a
// rule reads in the book, edits the rule and writes a note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStressData, type InstalledStressData } from '../../server/engines/stress/stress-data.fixture.ts';
import { hasShared } from '../support/shared.ts';
import { startStudio, type TestStudio } from '../support/studio.ts';

const BOOK = `Глава 1

Башмачкин сидел. Все Башмачкины были такие. У Башмачкина была шинель, и Башмачкину было холодно.

Шинель стоит дорого, она стоила бы больше, а он стоял у окна.

На горе снег, горы белы.`;

describe.skipIf(!hasShared)('pronunciation rules that follow the word', () => {
  let data: InstalledStressData;
  let s: TestStudio;
  let bookId: string;
  let chapterId: string;
  beforeAll(async () => {
    data = await installStressData();
    s = await startStudio({ env: { GLAVA_MODELS_DIR: data.modelsDir } });
    const r = await s.call('POST', '/books', { body: { title: 'Шинель', text: BOOK } });
    bookId = r.body.book.id;
    chapterId = (await s.call('GET', `/books/${bookId}`)).body.book.chapters[0].id;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    data?.cleanup();
  });

  const prepared = async () => ((await s.call('GET', `/chapters/${chapterId}`)).body.units as Array<{ prepared: string }>).map((u) => u.prepared).join('\n');
  const addRule = async (word: string, replacement: string, extra: Record<string, unknown> = {}) => {
    const r = await s.call('POST', '/pronunciations', { body: { word, replacement, book_id: bookId, ...extra } });
    expect(r.status).toBe(201);
    return r.body.id as string;
  };

  it('reads every form of the word with the rule\'s stress, and shows the forms it reads in the book', async () => {
    // A stress no dictionary would give, so that only the rule can have put it there.
    const id = await addRule('Башмачкин', 'Башмачк+ин');
    const text = await prepared();
    for (const form of ['Башмачк+ин ', 'Башмачк+ины', 'Башмачк+ина ', 'Башмачк+ину']) expect(text).toContain(form);
    const forms = await s.call('GET', `/pronunciations/${id}/forms`);
    expect(forms.status).toBe(200);
    expect(forms.body.items).toEqual([
      { form: 'Башмачкин', said: 'Башмачк+ин', count: 1, own: true },
      ...['Башмачкина', 'Башмачкину', 'Башмачкины'].map((form) => ({ form, said: form.replace('кин', 'к+ин'), count: 1, own: false })),
    ]);
  });

  it('an exact rule reads only the word as written; the author can switch it and write a note', async () => {
    const id = (await s.call('GET', `/pronunciations?book_id=${bookId}`)).body.items.find((r: { word: string }) => r.word === 'Башмачкин').id;
    const edited = await s.call('PATCH', `/pronunciations/${id}`, { body: { exact: true, note: 'так говорит автор' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, word: 'Башмачкин', replacement: 'Башмачк+ин', exact: true, note: 'так говорит автор' });
    const text = await prepared();
    expect(text).toContain('Башмачк+ин ');
    expect(text).not.toContain('Башмачк+ина');
    expect((await s.call('GET', `/pronunciations/${id}/forms`)).body.items.map((f: { form: string }) => f.form)).toEqual(['Башмачкин']);
    await s.call('PATCH', `/pronunciations/${id}`, { body: { exact: false, replacement: 'Башм+ачкин' } });
    expect(await prepared()).toContain('Башм+ачкины');
  });

  it('follows the reading the rule stresses, not its homograph, and leaves a moving stress to the form', async () => {
    // ст+оит is стоить: стоила is its form, стоял (стоять) is not.
    const costs = await addRule('стоит', 'ст+оит');
    const forms = (await s.call('GET', `/pronunciations/${costs}/forms`)).body.items.map((f: { form: string; said: string | null }) => [f.form, f.said]);
    expect(forms).toEqual([['стоит', 'ст+оит'], ['стоила', 'ст+оила']]);
    // гор+а: the stress is in the ending, so «горы» keeps its own (the placer's) stress.
    const hill = await addRule('гора', 'гор+а');
    const hillForms = (await s.call('GET', `/pronunciations/${hill}/forms`)).body.items;
    expect(hillForms).toEqual(expect.arrayContaining([expect.objectContaining({ form: 'горы', said: null })]));
  });

  it('refuses what it cannot do, clearly', async () => {
    const general = (await s.call('POST', '/pronunciations', { body: { word: 'шинель', replacement: 'шин+ель' } })).body.id;
    const noBook = await s.call('GET', `/pronunciations/${general}/forms`);
    expect(noBook.status).toBe(422);
    expect(noBook.body.detail).toMatch(/book_id/);
    expect((await s.call('GET', `/pronunciations/${general}/forms?book_id=${bookId}`)).body.items[0]).toMatchObject({ form: 'шинель', own: true });
    expect((await s.call('PATCH', `/pronunciations/${general}`, { body: { replacement: '' } })).status).toBe(422);
    expect((await s.call('PATCH', `/pronunciations/${general}`, { body: { colour: 'red' } })).status).toBe(422);
    s.addUser('stranger@example.com', { balance: 10 });
    const stranger = s.addKey('stranger@example.com', 'full');
    expect((await s.call('PATCH', `/pronunciations/${general}`, { key: stranger, body: { note: 'x' } })).status).toBe(404);
    expect((await s.call('GET', `/pronunciations/${general}/forms?book_id=${bookId}`, { key: stranger })).status).toBe(404);
  });
});
