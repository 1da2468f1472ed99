// The voices an exported file credits (its narrator tag, m4b `composer`): those heard in the chapters
// it holds. A partly voiced book's m4b must not name the voice of a character who speaks only in a
// chapter left out.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../../server/engines/ffmpeg/encode.ts';
import { startStudio, waitFor, type TestStudio } from '../support/studio.ts';

let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

const TEXT = `Глава 1

Иван вошёл в дом и огляделся.

— Здесь тихо, — сказал Иван.

Глава 2

Мария открыла окно.

— Утро уже, — сказала Мария.
`;

async function settle(jobId: string) {
  return waitFor(async () => {
    const j = (await s.call('GET', `/jobs/${jobId}`)).body.job;
    return ['done', 'failed', 'cancelled'].includes(j.status) ? j : null;
  }, 120_000, 100);
}

describe('the voices an export credits', () => {
  it('are the voices heard in the exported chapters only', async () => {
    const created = await s.call('POST', '/books', { body: { title: 'Два голоса', text: TEXT } });
    expect(created.status).toBe(201);
    const book = (await s.call('GET', `/books/${created.body.book.id}`)).body.book;
    expect(book.chapters).toHaveLength(2);
    const voices = new Map<string, string>(((await s.call('GET', '/voices')).body.voices as Array<{ id: string; name: string }>).map((v) => [v.id, v.name]));
    const voiceOf = (name: string) => voices.get(book.characters.find((c: { name: string }) => c.name === name).voice_id)!;
    const ivan = voiceOf('Иван');
    const maria = voiceOf('Мария');
    expect(maria).not.toBe(ivan);

    const render = await s.call('POST', `/chapters/${book.chapters[0].id}/render`);
    expect((await settle(render.body.job.id)).status).toBe('done');
    const queued = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } });
    expect(queued.status).toBe(200);
    const job = await settle(queued.body.job.id);
    expect(job.status).toBe('done');
    const file = join(s.dataDir, 'two-voices.m4b');
    writeFileSync(file, Buffer.from(await (await fetch(job.download_url)).arrayBuffer()));
    const composer = String((await probe(file)).tags.composer);
    expect(composer).toContain(ivan);
    expect(composer).toContain('синтез речи');
    expect(composer).not.toContain(maria);

    // A line given to Мария after voicing, not voiced again: the file still holds Иван's voice, and
    // credits what it holds, not what the lines say now.
    const chapter = (await s.call('GET', `/chapters/${book.chapters[0].id}`)).body;
    const line = chapter.segments.find((x: { text: string }) => x.text.includes('Здесь тихо'));
    const mariaId = book.characters.find((c: { name: string }) => c.name === 'Мария').id;
    expect((await s.call('PATCH', `/segments/${line.id}`, { body: { character_id: mariaId } })).status).toBe(200);
    const again = await s.call('POST', `/books/${book.id}/export`, { body: { format: 'm4b' } });
    expect(again.status).toBe(200);
    const second = await settle(again.body.job.id);
    expect(second.status).toBe('done');
    const file2 = join(s.dataDir, 'two-voices-after-edit.m4b');
    writeFileSync(file2, Buffer.from(await (await fetch(second.download_url)).arrayBuffer()));
    const credited = String((await probe(file2)).tags.composer);
    expect(credited).toContain(ivan);
    expect(credited).not.toContain(maria);
  });
});
