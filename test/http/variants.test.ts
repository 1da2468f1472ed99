// Voice variants over HTTP: a character's controls.pitch/formant reach the sound, re-voice only
// that character's pieces and cost what the voice costs; /tts plays a variant of any voice
// (embedded or Piper), priced like the voice, and repeats it free.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import { FIXTURE_VOICE_ID, installFixtureModels } from '../support/models-fixture.ts';
import { voiceUuid } from '../../models/voice-uuid.ts';
import { decodeWav } from '../../server/util/wav.ts';
import { measureSpeech, spectralCentroid } from '../../server/engines/tts/audio-measure.ts';

let s: TestStudio;
let key: string;
let dataDir: string;
let anna: string;
const TONE = voiceUuid(FIXTURE_VOICE_ID);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'glava-variants-'));
  await installFixtureModels(join(dataDir, 'models'), [FIXTURE_VOICE_ID]);
  s = await startStudio({ dataDir });
  s.addUser('author@example.com', { balance: 10_000 });
  key = s.addKey('author@example.com', 'full');
  anna = ((await s.call('GET', '/voices', { key })).body.voices as Array<{ id: string; name: string }>).find((v) => v.name === 'Анна')!.id;
});
afterAll(async () => {
  await s.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const st = (a: number, b: number) => 12 * Math.log2(a / b);

async function tts(body: Record<string, unknown>) {
  const r = await s.call('POST', '/tts', { key, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const pcm = decodeWav(r.raw);
  return { pcm, generated: r.headers.get('x-glava-generated'), credits: Number(r.headers.get('x-glava-credits')) };
}

describe('/tts with a variant', () => {
  const text = 'Жил старик со своею старухой у самого синего моря.';

  it('moves the pitch and the formants of an embedded voice, same length, same price; a repeat is free', async () => {
    const plain = await tts({ text, voice_id: anna });
    const lower = await tts({ text, voice_id: anna, pitch: -4 });
    const smaller = await tts({ text, voice_id: anna, formant: 3 });
    const f0 = measureSpeech(plain.pcm.samples, 22050).f0;
    const c = spectralCentroid(plain.pcm.samples, 22050);
    const dF0 = st(measureSpeech(lower.pcm.samples, 22050).f0, f0);
    const dC = st(spectralCentroid(smaller.pcm.samples, 22050), c);
    console.log(`/tts Анна: pitch −4 → F0 ${dF0.toFixed(2)} st; formant +3 → centroid ${dC.toFixed(2)} st, F0 ${st(measureSpeech(smaller.pcm.samples, 22050).f0, f0).toFixed(2)} st`);
    expect(dF0).toBeGreaterThan(-5);
    expect(dF0).toBeLessThan(-3);
    expect(dC).toBeGreaterThan(1.2);
    expect(Math.abs(st(measureSpeech(smaller.pcm.samples, 22050).f0, f0))).toBeLessThan(1);
    for (const v of [lower, smaller]) {
      expect(v.generated).toBe('true');
      expect(v.pcm.samples.length).toBe(plain.pcm.samples.length);
      expect(v.credits).toBe(plain.credits);
    }
    expect((await tts({ text, voice_id: anna, pitch: -4 })).generated).toBe('false');
    // 0 is the voice itself: the very piece voiced first.
    expect((await tts({ text, voice_id: anna, pitch: 0, formant: 0 })).generated).toBe('false');
  });

  it('applies to a Piper voice too (the fixture\'s 220 Hz tone, three semitones up)', async () => {
    const plain = await tts({ text: 'Добрый вечер', voice_id: TONE });
    const up = await tts({ text: 'Добрый вечер', voice_id: TONE, pitch: 3 });
    const f0 = measureSpeech(plain.pcm.samples, plain.pcm.sampleRate).f0;
    const moved = measureSpeech(up.pcm.samples, up.pcm.sampleRate).f0;
    expect(f0).toBeGreaterThan(200);
    expect(st(moved, f0)).toBeCloseTo(3, 0);
    expect(up.pcm.samples.length).toBe(plain.pcm.samples.length);
  });

  it('refuses semitones outside −12…12', async () => {
    for (const body of [{ pitch: 12.5 }, { formant: -13 }, { pitch: 'high' }]) {
      const r = await s.call('POST', '/tts', { key, body: { text, voice_id: anna, ...body } });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('validation');
    }
  });
});

describe('a character\'s variant in a book', () => {
  it('changing one character\'s pitch re-voices only its pieces, at the voice\'s price, and the sound moves', async () => {
    const created = await s.call('POST', '/books', { key, body: { title: 'Варианты', text: SAMPLE_BOOK } });
    expect(created.status).toBe(201);
    const book = (await s.call('GET', `/books/${created.body.book.id}`, { key })).body.book;
    const ch = book.chapters[0];
    const render = async () => {
      const r = await s.call('POST', `/chapters/${ch.id}/render`, { key });
      expect(r.status).toBe(200);
      return waitFor(async () => {
        const j = (await s.call('GET', `/jobs/${r.body.job.id}`, { key })).body.job;
        return j.status === 'done' || j.status === 'failed' ? j : null;
      });
    };
    expect((await render()).status).toBe('done');
    const before = (await s.call('GET', `/chapters/${ch.id}`, { key })).body;
    const maria = book.characters.find((c: { name: string }) => c.name === 'Мария');
    expect(maria.controls).toEqual({ speed: 1 });
    const mine = before.units.filter((u: { speaker: string }) => u.speaker === maria.id);
    expect(mine.length).toBeGreaterThan(0);
    const plainQuote = (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [ch.id] } })).body.credits;
    expect(plainQuote).toBe(0);
    // Her piece as voiced (listening to a voiced piece is free).
    const f0Of = async (segmentId: string) => {
      const r = await s.call('POST', `/segments/${segmentId}/listen`, { key });
      expect(r.status).toBe(200);
      expect(r.body.credits).toBe(0);
      const pcm = decodeWav(Buffer.from(await (await fetch(r.body.audio_url)).arrayBuffer()));
      return measureSpeech(pcm.samples, pcm.sampleRate).f0;
    };
    const plainF0 = await f0Of(mine[0].segment_ids[0]);

    const patched = await s.call('PATCH', `/characters/${maria.id}`, { key, body: { controls: { pitch: 4, formant: 1 } } });
    expect(patched.status).toBe(200);
    expect(patched.body.character.controls).toEqual({ speed: 1, pitch: 4, formant: 1 });
    const after = (await s.call('GET', `/chapters/${ch.id}`, { key })).body;
    expect(after.chapter.changed).toBe(true);
    // Only Мария's pieces have new addresses; they cost what they cost with her plain voice.
    const changed = after.units.filter((u: { key: string }) => !before.units.some((b: { key: string }) => b.key === u.key));
    expect(changed.map((u: { speaker: string }) => u.speaker)).toEqual(mine.map(() => maria.id));
    const quote = (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [ch.id] } })).body;
    expect(quote.new_units).toBe(mine.length);
    expect(quote.credits).toBeCloseTo(mine.reduce((sum: number, u: { credits: number }) => sum + u.credits, 0), 6);

    const job = await render();
    expect(job.status).toBe('done');
    expect(job.total).toBe(after.units.length);
    expect(job.reused).toBe(after.units.length - mine.length);
    expect(job.credits_used).toBeCloseTo(quote.credits, 6);
    const voiced = (await s.call('GET', `/chapters/${ch.id}`, { key })).body;
    expect(voiced.chapter.changed).toBe(false);
    // Within a semitone: the formant shift of +1 moves the pitch estimate of a short piece a little.
    const moved = st(await f0Of(mine[0].segment_ids[0]), plainF0);
    expect(moved).toBeGreaterThan(3);
    expect(moved).toBeLessThan(5);
  });
});
