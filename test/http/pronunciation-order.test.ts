// Which rule a word is read by when several name it: the book's own rule over a general one, and of
// two in the same place the one added last (the author's latest word on it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from '../support/studio.ts';

const BOOK = 'Глава 1\n\nСтарый замок стоял на горе.';

describe('pronunciation rules for the same word', () => {
  let s: TestStudio;
  let bookId: string;
  let chapterId: string;
  beforeAll(async () => {
    s = await startStudio();
    const r = await s.call('POST', '/books', { body: { title: 'Замок', text: BOOK } });
    bookId = r.body.book.id;
    chapterId = (await s.call('GET', `/books/${bookId}`)).body.book.chapters[0].id;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const prepared = async () => ((await s.call('GET', `/chapters/${chapterId}`)).body.units as Array<{ prepared: string }>).map((u) => u.prepared).join(' ');
  const add = async (replacement: string, book?: string) => {
    const r = await s.call('POST', '/pronunciations', { body: { word: 'замок', replacement, ...(book ? { book_id: book } : {}) } });
    expect(r.status).toBeLessThan(300);
  };

  it('reads the book\'s own rule over a general one, whichever came first', async () => {
    await add('з+амок');
    await add('зам+ок', bookId);
    expect(await prepared()).toContain('зам+ок');
    expect(await prepared()).not.toContain('з+амок');
  });

  it('reads the rule added last of two in the same place', async () => {
    await add('з+ам+ок', bookId);
    expect(await prepared()).toContain('з+ам+ок');
  });
});
