// Texts the studio writes (ledger lines, job titles, edition names) are kept as a kind and
// parameters and answered in the request's language: an English user no longer reads Russian
// ledger lines. Notes a user typed stay as typed; rows written before kinds keep their text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';

let s: TestStudio;
let key: string;
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const call = (method: string, path: string, opts: { body?: unknown; en?: boolean } = {}) =>
  s.call(method, path, { key, body: opts.body, headers: opts.en ? EN : {} });

beforeAll(async () => {
  s = await startStudio();
  s.addUser('reader@example.com', { balance: 5000 });
  key = s.addKey('reader@example.com', 'full');
});
afterAll(() => s.close());

describe('texts in the caller\'s language', () => {
  it('ledger lines, job titles and edition names: Russian by default, English on Accept-Language: en, kind and parameters in both', async () => {
    const created = await call('POST', '/books', { body: { title: 'Книга', text: SAMPLE_BOOK } });
    const book = (await call('GET', `/books/${created.body.book.id}`)).body.book;
    const chapter = book.chapters[0];
    const queued = (await call('POST', `/chapters/${chapter.id}/render`)).body.job;
    expect(queued).toMatchObject({ title: `Книга — ${chapter.title}`, title_kind: 'job.render', title_params: { book: 'Книга', chapter: chapter.title } });
    await waitFor(async () => (await call('GET', `/jobs/${queued.id}`)).body.job.status === 'done', 60_000);
    const line = (await call('GET', `/chapters/${book.chapters[1].id}`)).body.segments[0];
    expect((await call('POST', `/segments/${line.id}/listen`)).status).toBe(200);

    const ru = (await call('GET', '/usage/ledger')).body.items;
    const en = (await call('GET', '/usage/ledger', { en: true })).body.items;
    const byType = (items: Array<{ type: string; what: string }>, type: string) => items.find((i) => i.type === type)!;
    expect(byType(ru, 'render')).toMatchObject({ what: `Озвучка: Книга — ${chapter.title}`, what_kind: 'ledger.render', what_params: { book: 'Книга', chapter: chapter.title } });
    expect(byType(en, 'render')).toMatchObject({ what: `Voicing: Книга — ${chapter.title}`, what_kind: 'ledger.render' });
    expect(byType(ru, 'listen').what).toBe('Прослушивание: Книга');
    expect(byType(en, 'listen').what).toBe('Listening: Книга');
    expect(byType(ru, 'grant')).toMatchObject({ what: 'Начальный баланс', what_kind: 'ledger.opening' });
    expect(byType(en, 'grant').what).toBe('Opening balance');

    const exported = (await call('POST', `/books/${book.id}/export`, { body: { format: 'zip' }, en: true })).body.job;
    expect(exported).toMatchObject({ title: 'Export: Книга (zip)', title_kind: 'job.export', title_params: { book: 'Книга', format: 'zip' } });
    expect((await call('GET', `/jobs/${exported.id}`)).body.job.title).toBe('Экспорт: Книга (zip)');

    expect((await call('GET', `/books/${book.id}`, { en: true })).body.book.edition).toMatchObject({ name: 'Edition 1', name_kind: 'edition.numbered', name_params: { n: 1 } });
    expect((await call('GET', `/books/${book.id}`)).body.book.edition.name).toBe('Издание 1');
    await call('POST', `/books/${book.id}/editions`);
    await call('POST', `/books/${book.id}/editions`, { body: { name: 'Для радио' } });
    const editions = (await call('GET', `/books/${book.id}/editions`, { en: true })).body.editions;
    expect(editions.map((e: { name: string; name_kind: string | null }) => [e.name, e.name_kind])).toEqual(
      expect.arrayContaining([['Edition 1', 'edition.numbered'], ['Edition 2', 'edition.numbered'], ['Для радио', null]]),
    );
  });

  it('a note typed with a top-up stays as typed; rows written before kinds keep their text in every language', async () => {
    const login = new URL(s.server.studioLink).hash.replace('#login=', '');
    const session = (await s.call('POST', '/api/cabinet/session', { key: null, body: { login } })).body.session as string;
    await s.call('POST', '/api/cabinet/grant', { key: session, body: { chars: 10, what: 'Подарок' } });
    await s.call('POST', '/api/cabinet/grant', { key: session, body: { chars: 10 } });
    const owner = (await s.call('GET', '/usage/ledger', { key: s.ownerKey, headers: EN })).body.items;
    expect(owner[0]).toMatchObject({ what: 'Top-up', what_kind: 'ledger.grant', what_params: {} });
    expect(owner[1]).toMatchObject({ what: 'Подарок', what_kind: null, what_params: null });

    // A line as an older studio wrote it: Russian text, no kind.
    s.server.studio.app.db.prepare("UPDATE ledger SET what = 'Озвучка: Старая — Глава', what_kind = NULL, what_params = NULL WHERE type = 'render'").run();
    const old = (await call('GET', '/usage/ledger', { en: true })).body.items.find((i: { type: string }) => i.type === 'render');
    expect(old).toMatchObject({ what: 'Озвучка: Старая — Глава', what_kind: null, what_params: null });
  });

  it('a line\'s note (why it got its speaker) comes in the studio\'s language, whatever the book\'s', async () => {
    const notes = async (text: string, en: boolean) => {
      const created = await call('POST', '/books', { body: { title: 'Notes', text } });
      await waitFor(async () => (await call('GET', `/books/${created.body.book.id}`)).body.book.status === 'ready', 30_000);
      const chapter = (await call('GET', `/books/${created.body.book.id}`)).body.book.chapters[0];
      const segments = (await call('GET', `/chapters/${chapter.id}`, { en })).body.segments as Array<{ kind: string; issue: string }>;
      return segments.filter((x) => x.kind === 'speech').map((x) => x.issue);
    };
    const russian = 'Глава 1\n\nИван вошёл в комнату и сел у окна.\n\n— Здравствуй, Маша, — сказал Иван.\n\n— Здравствуй, — ответила Маша.\n';
    const english = 'Chapter 1\n\nMr. Bumble came into the room and sat down by the window.\n\n"Good evening," said Mr. Bumble.\n\n"Good evening, sir," replied Mrs. Mann.\n';
    expect(await notes(russian, false)).toEqual(['назван в словах автора: «сказал Иван.»', 'назван в словах автора: «ответила Маша.»']);
    expect(await notes(russian, true)).toEqual(['named in the author\'s words: "сказал Иван."', 'named in the author\'s words: "ответила Маша."']);
    expect(await notes(english, true)).toEqual(['speaker named in the author\'s words: "said Mr. Bumble"', 'speaker named in the author\'s words: "replied Mrs. Mann"']);
    expect(await notes(english, false)).toEqual(['говорящий назван в словах автора: «said Mr. Bumble»', 'говорящий назван в словах автора: «replied Mrs. Mann»']);
  });
});
