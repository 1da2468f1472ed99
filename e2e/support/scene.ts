// Every test of a spec stands alone: it gets its own browser context (fresh storage: session,
// language, theme), creates the books it needs through the API and opens its pages by address, so
// it passes run alone or in any order. Each spec file has its own studio (a new temp data folder)
// and browser; a studio per test would load the voices again for every test, which costs more
// than all the rest of a test. After each test: a screenshot if it failed, and no uncaught error
// or CSP violation may have happened in its page.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, shot, type Watched } from './browser.ts';
import { startE2eStudio, type E2eStudio } from './studio.ts';
import type { BookDetail, Job } from './api-types.ts';

export interface Scene extends Watched {
  studio: E2eStudio;
  /** Opens a studio page (`#/books/<id>`, …), signed in. */
  open(hash?: string): Promise<void>;
}

export function useScene(opts: { offline?: boolean } = {}): () => Scene {
  let browser: Browser | undefined;
  let studio: E2eStudio | undefined;
  let scene: Scene | undefined;
  beforeAll(async () => {
    [browser, studio] = await Promise.all([launch(), startE2eStudio({ offline: opts.offline })]);
  });
  afterAll(async () => {
    await browser?.close();
    await studio?.close();
  });
  beforeEach(async () => {
    const w = await openPage(browser!);
    const s = studio!;
    let signedIn = false;
    scene = {
      ...w,
      studio: s,
      async open(hash = '#/') {
        // Signed in as the desktop shell does it (a session handed to the page before it loads),
        // so a test opens its page with one load; the printed link is the session spec's subject.
        if (!signedIn) {
          await w.context.addInitScript((handed) => {
            Object.defineProperty(globalThis, 'glava', { value: Object.freeze(handed) });
          }, { session: s.session(), apiBase: `${s.url}/api/v1` });
          signedIn = true;
        }
        await w.page.goto(`${s.url}/${hash}`);
        if (hash === '#/') await w.page.getByRole('heading', { name: 'Библиотека' }).waitFor();
      },
    };
  });
  afterEach(async (ctx) => {
    const s = scene;
    scene = undefined;
    if (!s) return;
    try {
      if (ctx.task.result?.state === 'fail') await shot(s.page, `FAILED-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
      else expect(s.problems, 'errors in the page').toEqual([]);
    } finally {
      await s.context.close();
    }
  });
  return () => {
    if (!scene) throw new Error('useScene(): the scene exists only inside a test');
    return scene;
  };
}

export interface CreatedBook {
  id: string;
  chapterIds: string[];
}

/** A book from text through the API (as a script would make it). */
export async function createBook(studio: E2eStudio, title: string, text: string): Promise<CreatedBook> {
  const { book } = await studio.api<{ book: { id: string } }>('POST', '/books', { title, text });
  const detail = await studio.api<{ book: BookDetail }>('GET', `/books/${book.id}`);
  return { id: book.id, chapterIds: detail.book.chapters.map((c) => c.id) };
}

/** Voices a chapter through the API and waits for the job to finish (bounded: 90 s). */
export async function voiceChapter(studio: E2eStudio, chapterId: string): Promise<Job> {
  let { job } = await studio.api<{ job: Job }>('POST', `/chapters/${chapterId}/render`);
  const until = Date.now() + 90_000;
  while ((job.status === 'queued' || job.status === 'running') && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    ({ job } = await studio.api<{ job: Job }>('GET', `/jobs/${job.id}`));
  }
  if (job.status !== 'done') throw new Error(`voicing ${chapterId} ended ${job.status}: ${job.error ?? ''}`);
  return job;
}

/** How many jobs of a type the studio holds for a chapter or book (a double click must make one). */
export function jobCount(studio: E2eStudio, type: string, where: { chapterId?: string; bookId?: string }): number {
  const db = studio.server.studio.app.db;
  const row = where.chapterId
    ? db.prepare('SELECT COUNT(*) AS n FROM jobs WHERE type = ? AND chapter_id = ?').get(type, where.chapterId)
    : db.prepare('SELECT COUNT(*) AS n FROM jobs WHERE type = ? AND book_id = ?').get(type, where.bookId);
  return (row as { n: number }).n;
}
