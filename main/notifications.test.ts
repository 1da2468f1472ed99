// Which finished work notifies: failures always, successes when the window is elsewhere, a whole
// book's chapters once.
import { describe, expect, it } from 'vitest';
import { NotificationPolicy, type NotifyContext, type StudioEvent } from './notifications.ts';

let n = 0;
const ev = (event: string, data: Record<string, unknown>): StudioEvent => ({ id: `e${++n}`, event, data });
const ctx = (o: Partial<NotifyContext> = {}): NotifyContext => ({ lang: 'en', focused: false, activeRenders: () => 0, ...o });
const voiced = (book: string, title: string) => ev('chapter.voiced', { book_id: book, chapter_id: 'c', job: { title, error: null } });

describe('NotificationPolicy', () => {
  it('notifies a voiced chapter only when the window is not focused', () => {
    const p = new NotificationPolicy();
    expect(p.decide(voiced('b1', 'Нос — Глава 1'), ctx())).toEqual({ title: 'Chapter voiced', body: 'Нос — Глава 1', urgent: false });
    expect(p.decide(voiced('b1', 'Нос — Глава 2'), ctx({ focused: true }))).toBeNull();
  });

  it('gathers the chapters of a book voiced in one go into one notification', () => {
    const p = new NotificationPolicy();
    let left = 2;
    const c = () => ctx({ activeRenders: () => left, lang: 'ru' });
    expect(p.decide(voiced('b', 'Книга — 1'), c())).toBeNull();
    left = 1;
    expect(p.decide(voiced('b', 'Книга — 2'), c())).toBeNull();
    left = 0;
    expect(p.decide(voiced('b', 'Книга — 3'), c())).toEqual({ title: 'Глава озвучена (3)', body: 'Книга — 3', urgent: false });
    // The next batch counts from one again.
    expect(p.decide(voiced('b', 'Книга — 4'), c())?.title).toBe('Глава озвучена');
  });

  it('always notifies failures, with the error', () => {
    const p = new NotificationPolicy();
    const failed = p.decide(ev('chapter.failed', { book_id: 'b', job: { title: 'Нос — 1', error: 'no engine' } }), ctx({ focused: true }));
    expect(failed).toEqual({ title: 'Voicing failed', body: 'Нос — 1: no engine', urgent: true });
    expect(p.decide(ev('export.failed', { book_id: 'b', job: { title: 'Экспорт: Нос (m4b)', error: 'disk full' } }), ctx({ focused: true }))?.body).toBe('Экспорт: Нос (m4b): disk full');
    expect(p.decide(ev('book.failed', { book_id: 'b', error: 'not a book' }), ctx({ focused: true, bookTitle: 'x.txt' }))).toEqual({ title: 'Book import failed', body: 'x.txt: not a book', urgent: true });
  });

  it('names the book of an import and the file of an export', () => {
    const p = new NotificationPolicy();
    expect(p.decide(ev('book.ready', { book_id: 'b' }), ctx({ bookTitle: 'Шинель' }))).toEqual({ title: 'Book imported', body: 'Шинель', urgent: false });
    expect(p.decide(ev('export.ready', { book_id: 'b', job: { title: 'Экспорт: Шинель (zip)' } }), ctx())?.title).toBe('Audiobook exported');
    expect(p.decide(ev('check.done', { book_id: 'b', job: { title: 'Шинель — 1' } }), ctx())?.title).toBe('Listening check finished');
  });

  it('never notifies the same event twice (a replay after a reconnect), nor live state', () => {
    const p = new NotificationPolicy();
    const e = ev('export.ready', { book_id: 'b', job: { title: 'x' } });
    expect(p.decide(e, ctx())).not.toBeNull();
    expect(p.decide(e, ctx())).toBeNull();
    expect(p.decide(ev('job.updated', { job_id: 'j' }), ctx())).toBeNull();
  });
});
