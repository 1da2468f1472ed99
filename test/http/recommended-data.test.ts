// First run: GET /voices says which recommended data is missing (Russian stress) and what the voice
// does without it; installing it from the cabinet (one request per package, from a mirror here)
// empties the list and Russian lines get their stress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasShared, sharedModelsDir } from '../support/shared.ts';
import { startStudio, waitFor, type TestStudio } from '../support/studio.ts';

describe.skipIf(!hasShared)('recommended data on first run', () => {
  let s: TestStudio;
  let session: string;
  beforeAll(async () => {
    s = await startStudio({ env: { GLAVA_MODELS_MIRROR: sharedModelsDir } });
    const login = new URL(s.server.studioLink).hash.replace('#login=', '');
    session = (await s.call('POST', '/api/cabinet/session', { key: null, body: { login } })).body.session;
  });
  afterAll(() => s?.close());

  const prepared = async (bookId: string) => {
    const chapterId = (await s.call('GET', `/books/${bookId}`)).body.book.chapters[0].id;
    return ((await s.call('GET', `/chapters/${chapterId}`)).body.units as Array<{ prepared: string }>).map((u) => u.prepared).join('\n');
  };

  it('lists the missing Russian stress data with its size and effect, until it is installed', async () => {
    const before = (await s.call('GET', '/voices')).body.recommended_data;
    expect(before.map((d: { id: string }) => d.id)).toEqual(['stress-giella', 'stress-proper-nouns', 'stress-stressrnn']);
    expect(before[0]).toMatchObject({ language: 'ru', size: 3074126 + 2555199, effect: expect.stringMatching(/guesses the stress/) });
    const book = (await s.call('POST', '/books', { body: { title: 'Дом', text: 'Глава 1\n\nШофер вышел из машины.' } })).body.book;
    expect(await prepared(book.id)).not.toContain('+');

    for (const d of before as Array<{ id: string }>) expect((await s.call('POST', `/api/cabinet/models/${d.id}/install`, { key: session })).status).toBe(200);
    // Installed once the text preparation has picked it up (the cabinet says so).
    await waitFor(async () => {
      const models = (await s.call('GET', '/api/cabinet/models', { key: session })).body.models as Array<{ id: string; installed: boolean; error: string | null }>;
      const mine = models.filter((m) => before.some((d: { id: string }) => d.id === m.id));
      if (mine.some((m) => m.error)) throw new Error(mine.map((m) => m.error).join('; '));
      return mine.every((m) => m.installed) ? true : null;
    }, 120_000, 200);
    expect((await s.call('GET', '/voices')).body.recommended_data).toEqual([]);
    expect(await prepared(book.id)).toContain('Шофёр в+ышел из маш+ины.');
  });
});
