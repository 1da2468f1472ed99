// The speech-recognition check over HTTP on a real studio: English chapters voiced by the
// embedded voices and checked by Debian's pocketsphinx; a piece the voice said with a word
// left out is found bad, re-voiced free with a new take and then heard right; accepting pieces;
// a language without a recognizer; `check: auto` after a render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckReport } from '../../server/contract/check.ts';
import { findPocketsphinx } from '../../server/engines/asr/pocketsphinx.ts';
import { decodeToPcm, encodeMp3 } from '../../server/engines/ffmpeg/encode.ts';
import { getChapter } from '../../server/storage/repositories/chapters.repo.ts';
import { eventsAfter } from '../../server/storage/repositories/events.repo.ts';
import { getUserByEmail } from '../../server/storage/repositories/users.repo.ts';
import { resample } from '../../server/util/resample.ts';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';

// The very lookup the engine makes (pocketsphinx_batch and the en-us model), so the tests run
// exactly when the studio can recognize English.
const havePocketsphinx = findPocketsphinx() !== null;
if (!havePocketsphinx) {
  process.stderr.write('check.test: pocketsphinx_batch or its en-us model is not installed (apt-get install pocketsphinx pocketsphinx-en-us): the English recognition tests are skipped.\n');
}

const ALICE = `Chapter 1. The Rabbit Hole

Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do. Once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it.

"And what is the use of a book," thought Alice, "without pictures or conversations?"

So she was considering in her own mind, as well as she could, for the hot day made her feel very sleepy and stupid, whether the pleasure of making a daisy-chain would be worth the trouble of getting up and picking the daisies, when suddenly a White Rabbit with pink eyes ran close by her.

"Oh dear! Oh dear! I shall be late!" said the Rabbit.

Chapter 2. The Pool of Tears

"Curiouser and curiouser!" cried Alice. She was so much surprised that for the moment she quite forgot how to speak good English.
`;

let s: TestStudio;
let key: string;
beforeAll(async () => {
  s = await startStudio();
  s.addUser('author@example.com', { balance: 50_000 });
  key = s.addKey('author@example.com', 'full');
});
afterAll(() => s.close());

const app = () => s.server.studio.app;
const call = (method: string, path: string, body?: unknown) => s.call(method, path, { key, body });

async function newChapter(text: string, title: string) {
  const r = await call('POST', '/books', { title, text });
  expect(r.status).toBe(201);
  const book = (await call('GET', `/books/${r.body.book.id}`)).body.book;
  return { book, chapter: book.chapters[0] };
}

async function finished(jobId: string) {
  return waitFor(async () => {
    const j = (await call('GET', `/jobs/${jobId}`)).body.job;
    return ['done', 'failed', 'cancelled'].includes(j.status) ? j : null;
  }, 120_000, 100);
}

async function render(chapterId: string) {
  const r = await call('POST', `/chapters/${chapterId}/render`);
  expect(r.status).toBe(200);
  expect((await finished(r.body.job.id)).status).toBe('done');
}

async function check(chapterId: string) {
  const r = await call('POST', `/chapters/${chapterId}/check`);
  expect(r.status).toBe(200);
  expect(CheckReport.strict().safeParse(r.body).success).toBe(true);
  expect(r.body.job).toMatchObject({ type: 'check', job_type: 'check', status: 'queued', chapter_id: chapterId, credits_used: 0 });
  const job = await finished(r.body.job.id);
  expect(job).toMatchObject({ status: 'done', error: null, credits_used: 0 });
  const report = (await call('GET', `/chapters/${chapterId}/check`)).body;
  expect(report.job.id).toBe(job.id);
  return report;
}

interface TimelinePiece { key: string; t0: number; t1: number; prepared: string; segment_ids: string[] }

/**
 * Puts in place of one piece of the chapter recording that piece said with a word left out (as
 * a voice that skips a word would): the word is the first lower-case one of 5+ letters in the
 * middle of the piece. Returns the piece and the word.
 */
async function dropWord(chapterId: string): Promise<{ piece: TimelinePiece; word: string }> {
  const view = (await call('GET', `/chapters/${chapterId}`)).body;
  const pieces = view.timeline as TimelinePiece[];
  const piece = pieces.find((p) => p.prepared.split(/\s+/).length >= 12)!;
  const tokens = piece.prepared.split(/\s+/);
  const at = tokens.findIndex((t, i) => i > tokens.length / 3 && /^[a-z]{5,}$/.test(t));
  const unit = view.units.find((u: { key: string }) => u.key === piece.key);
  const said = await app().synth.synthesize({ voiceId: unit.voice_id, text: tokens.filter((_, i) => i !== at).join(' '), emotion: unit.emotion, speed: 1, delivery: {} });
  const path = getChapter(app().db, chapterId)!.audio_path!;
  const rate = said.sampleRate;
  const pcm = await decodeToPcm(path, rate);
  const from = Math.round(piece.t0 * rate);
  const to = Math.round(piece.t1 * rate);
  pcm.samples.fill(0, from, to);
  pcm.samples.set(resample(said.samples, said.sampleRate, rate).subarray(0, to - from), from);
  await encodeMp3(pcm, path);
  return { piece, word: tokens[at]!.replace(/[^a-z]/g, '') };
}

describe('POST/GET /chapters/{id}/check', () => {
  it('answers 409 while the chapter has no recording, 404 for another user\'s chapter', async () => {
    const { chapter } = await newChapter(ALICE, 'Unvoiced');
    for (const method of ['POST', 'GET']) {
      const r = await call(method, `/chapters/${chapter.id}/check`);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('no_recording');
    }
    expect((await s.call('GET', `/chapters/${chapter.id}/check`)).status).toBe(404);
  });

  it.skipIf(!havePocketsphinx)('checks an English recording: the report per spec, every piece heard, no false alarm', async () => {
    const { chapter } = await newChapter(ALICE, 'Alice');
    await render(chapter.id);
    const report = await check(chapter.id);
    expect(CheckReport.strict().safeParse(report).success).toBe(true);
    const view = (await call('GET', `/chapters/${chapter.id}`)).body;
    expect(report).toMatchObject({ installed: true, recognizer: 'pocketsphinx-en-us', total: new Set(view.timeline.map((p: TimelinePiece) => p.key)).size, revoiced: 0 });
    expect(report.checked).toBe(report.total);
    expect(report.job).toMatchObject({ stage: 'done', done: report.total, total: report.total });
    const c = report.counts;
    expect(c.ok + c.warn + c.bad + c.error + c.unchecked + c.accepted).toBe(report.total);
    expect(report.problems).toBe(c.bad + c.error);
    expect(report.minor).toBe(c.warn);
    expect(report.voiced_chars).toBe(view.chapter.chars);
    expect(report.chapter_chars).toBe(view.chapter.chars);
    expect(report.missing_segment_ids).toEqual([]);
    // The false-alarm rate on a correct render of this chapter (bench/check.ts measures it on a whole real chapter).
    process.stderr.write(`check.test: correct render: ${c.ok} ok, ${c.warn} warn, ${c.bad} bad of ${report.total} pieces\n`);
    expect(c.bad + c.error).toBe(0);
    expect(c.ok).toBeGreaterThanOrEqual(Math.ceil(report.total / 2));
    // Items are the pieces with remarks, each with its findings.
    expect(report.items).toHaveLength(c.warn);
    for (const it of report.items) {
      expect(it.status).toBe('warn');
      expect(it.reason).toMatch(/\S/);
      expect(it.error).toBeNull();
      expect(it.ops.some(([op]: string[]) => op !== 'ok')).toBe(true);
      expect(view.timeline.some((p: TimelinePiece) => p.key === it.key && p.t0 === it.t0)).toBe(true);
    }
  });

  it.skipIf(!havePocketsphinx)('a piece said with a word left out is bad, re-voiced free with a new take, and then heard right', async () => {
    const { book, chapter } = await newChapter(ALICE, 'Alice damaged');
    await render(chapter.id);
    const { piece, word } = await dropWord(chapter.id);
    const me = async () => (await call('GET', '/api/me')).body.balance;
    const ledger = async () => (await call('GET', '/usage/ledger')).body.items.length;
    const [balance, entries] = [await me(), await ledger()];

    const report = await check(chapter.id);
    // The damaged piece was bad for the lost word, and was re-voiced.
    expect(report.revoiced).toBe(1);
    expect(report.revoice_skipped).toBeNull();
    expect(report.revoiced_pieces).toEqual([{ key: piece.key, segment_ids: piece.segment_ids, text: expect.any(String), reason: expect.stringContaining(word) }]);
    // Free: nothing debited, no ledger entry.
    expect(await me()).toBe(balance);
    expect(await ledger()).toBe(entries);
    // Its lines now play a new take, recorded in a recording that matches the chapter again.
    const view = (await call('GET', `/chapters/${chapter.id}`)).body;
    for (const id of piece.segment_ids) expect(view.segments.find((x: { id: string }) => x.id === id).delivery).toMatchObject({ takes: 2, take: 1 });
    expect(view.chapter).toMatchObject({ status: 'ready', changed: false });
    expect(view.timeline.some((p: TimelinePiece) => p.key === piece.key)).toBe(false);
    // …and the new take is heard right.
    expect(report.counts.bad + report.counts.error).toBe(0);
    const fresh = view.timeline.filter((p: TimelinePiece) => p.segment_ids.some((id) => piece.segment_ids.includes(id)));
    expect(fresh.length).toBeGreaterThan(0);
    for (const p of fresh) expect(report.items.find((it: { key: string }) => it.key === p.key)?.status ?? 'ok').not.toBe('bad');
    expect(report.voiced_chars).toBe(report.chapter_chars);
    expect((await call('GET', `/books/${book.id}`)).body.book.chapters[0].status).toBe('ready');
  });

  it.skipIf(!havePocketsphinx)('a bad piece of a chapter changed after voicing is reported, not re-voiced (its edits would slip in free)', async () => {
    const { chapter } = await newChapter(ALICE, 'Alice edited');
    await render(chapter.id);
    const { piece, word } = await dropWord(chapter.id);
    const view = (await call('GET', `/chapters/${chapter.id}`)).body;
    const other = view.segments.find((x: { id: string }) => !piece.segment_ids.includes(x.id));
    expect((await call('PUT', `/segments/${other.id}/text`, { text: `${other.text} Indeed.` })).status).toBe(200);
    const report = await check(chapter.id);
    expect(report).toMatchObject({ revoiced: 0, revoiced_pieces: [], revoice_skipped: 'the chapter changed after voicing' });
    const item = report.items.find((it: { key: string }) => it.key === piece.key);
    expect(item).toMatchObject({ status: 'bad', accepted: false });
    expect(item.missing.join(' ').toLowerCase()).toContain(word);
    expect(report.missing_segment_ids).toEqual([]);
    expect((await call('GET', `/chapters/${chapter.id}`)).body.chapter).toMatchObject({ status: 'ready', changed: true });
  });

  it.skipIf(!havePocketsphinx)('accepted pieces count as accepted and are never re-voiced; unknown keys are refused', async () => {
    const { chapter } = await newChapter(ALICE, 'Alice accepted');
    await render(chapter.id);
    const { piece, word } = await dropWord(chapter.id);
    const bad = await call('POST', `/chapters/${chapter.id}/check/accept`, { keys: ['not-a-piece'] });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/not-a-piece/);
    expect((await call('POST', `/chapters/${chapter.id}/check/accept`, { keys: [] })).status).toBe(422);
    const accepted = await call('POST', `/chapters/${chapter.id}/check/accept`, { keys: [piece.key] });
    expect(accepted.status).toBe(200);
    const report = await check(chapter.id);
    expect(report.revoiced).toBe(0);
    const item = report.items.find((it: { key: string }) => it.key === piece.key);
    expect(item).toMatchObject({ status: 'accepted', accepted: true });
    expect(item.missing.join(' ').toLowerCase()).toContain(word);
    expect(report.counts.accepted).toBe(1);
    expect(report.counts.bad).toBe(0);
  });
});

describe('cancelling', () => {
  it.skipIf(!havePocketsphinx)('DELETE /jobs/{id} stops a running check: cancelled, the recording and the last report untouched', async () => {
    const long = ALICE.replace(/\n\nChapter 2[\s\S]*$/, '\n').split('\n\n').slice(1).join('\n\n');
    // Four tellings with different names: distinct pieces, so the check has work to be stopped in.
    const tellings = ['Alice', 'Mabel', 'Ada', 'Dinah'].map((name) => long.replace(/Alice/g, name));
    const { chapter } = await newChapter(`Chapter 1. Long\n\n${tellings.join('\n\n')}\n`, 'Alice long');
    await render(chapter.id);
    const before = (await call('GET', `/chapters/${chapter.id}`)).body;
    const queued = await call('POST', `/chapters/${chapter.id}/check`);
    await waitFor(async () => (await call('GET', `/jobs/${queued.body.job.id}`)).body.job.status === 'running', 30_000, 20);
    const cancelled = await call('DELETE', `/jobs/${queued.body.job.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.job.status).toBe('cancelled');
    const after = (await call('GET', `/chapters/${chapter.id}`)).body;
    expect(after.chapter).toMatchObject({ status: 'ready', audio_url: expect.any(String), changed: false });
    expect(after.timeline.map((p: TimelinePiece) => p.key)).toEqual(before.timeline.map((p: TimelinePiece) => p.key));
    const report = (await call('GET', `/chapters/${chapter.id}/check`)).body;
    expect(report).toMatchObject({ checked: 0, checked_at: null });
    expect(report.job).toMatchObject({ id: queued.body.job.id, status: 'cancelled' });
  });
});

describe('repeated identical lines', () => {
  it('right after a render, lines said twice the same way are in the recording (one sound, every line of it)', async () => {
    const text = 'Глава 1\n\n— Ну, — сказал Петрович, — пора.\n\n— Ну, — сказал Петрович, — иди.\n\nОни помолчали.\n\n— Ну, — сказал Петрович, — пора.\n';
    const { chapter } = await newChapter(text, 'Повторы');
    await render(chapter.id);
    const view = (await call('GET', `/chapters/${chapter.id}`)).body;
    const said = view.segments.filter((x: { text: string }) => x.text === 'сказал Петрович,');
    expect(said.length).toBe(3);
    const report = (await call('GET', `/chapters/${chapter.id}/check`)).body;
    expect(report.missing_segment_ids).toEqual([]);
    expect(report.voiced_chars).toBe(report.chapter_chars);
    // One piece for each sound: the three «сказал Петрович,» are one piece of the report.
    const keys = (view.timeline as TimelinePiece[]).map((p) => p.key);
    expect(report.total).toBe(new Set(keys).size);
    expect(report.total).toBeLessThan(keys.length);
  });
});

describe('a language without a recognizer', () => {
  it('finishes the job with installed: false, every piece unchecked, nothing re-voiced; a silent piece is still caught', async () => {
    const { chapter } = await newChapter(SAMPLE_BOOK, 'Без распознавания');
    await render(chapter.id);
    const before = (await call('GET', `/chapters/${chapter.id}`)).body;
    const report = await check(chapter.id);
    expect(report).toMatchObject({ installed: false, recognizer: null, revoiced: 0, checked: 0, items: [], problems: 0 });
    expect(report.counts.unchecked).toBe(report.total);
    expect(report.total).toBeGreaterThan(0);
    const after = (await call('GET', `/chapters/${chapter.id}`)).body;
    expect(after.timeline.map((p: TimelinePiece) => p.key)).toEqual(before.timeline.map((p: TimelinePiece) => p.key));

    // A piece that fell silent is still caught (speech detection needs no recognizer), not re-voiced.
    const piece = before.timeline[1] as TimelinePiece;
    const path = getChapter(app().db, chapter.id)!.audio_path!;
    const pcm = await decodeToPcm(path, 22050);
    pcm.samples.fill(0, Math.round(piece.t0 * 22050), Math.round(piece.t1 * 22050));
    await encodeMp3(pcm, path);
    const again = await check(chapter.id);
    expect(again).toMatchObject({ installed: false, revoiced: 0, problems: 1 });
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ key: piece.key, status: 'bad', error: null, reason: expect.stringMatching(/silent/) });
    expect(again.counts.unchecked).toBe(again.total - 1);
  });
});

describe('check: auto', () => {
  it('a book set to check automatically gets a check job after each render, and a check.done event', async () => {
    const { book, chapter } = await newChapter(SAMPLE_BOOK, 'Авто');
    expect((await call('PATCH', `/books/${book.id}`, { check: 'auto' })).status).toBe(200);
    await render(chapter.id);
    const job = await waitFor(async () => {
      const j = (await call('GET', `/chapters/${chapter.id}/check`)).body.job;
      return j && j.status === 'done' ? j : null;
    }, 60_000, 100);
    expect(job).toMatchObject({ type: 'check', chapter_id: chapter.id, book_id: book.id });
    const user = getUserByEmail(app().db, 'author@example.com')!;
    const events = eventsAfter(app().db, user.id, 0).filter((e) => e.event === 'check.done');
    expect(events.some((e) => (JSON.parse(e.data) as { job: { id: string } }).job.id === job.id)).toBe(true);
  });
});
