// POST /tts over HTTP on a real studio: WAV or a link, free repeats, debits as listening,
// limits, and the answers for a broken voice (409) and an overrun time budget (503).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStudio, type TestStudio } from '../support/studio.ts';
import { ECHO_VOICE_ID, FIXTURE_VOICE_ID, installFixtureModels } from '../support/models-fixture.ts';
import { voiceUuid } from '../../models/voice-uuid.ts';
import { decodeWav } from '../../server/util/wav.ts';
import { measureSpeech } from '../../server/engines/tts/audio-measure.ts';

let s: TestStudio;
let dataDir: string;
let anna: string;
const BROKEN = voiceUuid(FIXTURE_VOICE_ID);
const NEURAL = voiceUuid(ECHO_VOICE_ID);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'glava-tts-http-'));
  // Two Piper fixtures through the real model manager: one working, one with its model damaged.
  const [tone] = await installFixtureModels(join(dataDir, 'models'), [FIXTURE_VOICE_ID, ECHO_VOICE_ID]);
  writeFileSync(join(tone!.dir, 'fake-ru-piper.onnx'), 'damaged');
  s = await startStudio({ dataDir });
  const voices = (await s.call('GET', '/voices')).body.voices as Array<{ id: string; name: string }>;
  anna = voices.find((v) => v.name === 'Анна')!.id;
});
afterAll(async () => {
  await s.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const me = async (key: string) => (await s.call('GET', '/api/me', { key })).body;

describe('POST /tts', () => {
  it('answers a WAV of speech by default', async () => {
    const r = await s.call('POST', '/tts', { body: { text: 'Добрый вечер! Я прочит+аю вам сказку.', voice_id: anna } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('audio/wav');
    expect(r.raw.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(r.raw.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const pcm = decodeWav(r.raw);
    expect(pcm.sampleRate).toBe(22050);
    const m = measureSpeech(pcm.samples, pcm.sampleRate);
    expect(m.durationS).toBeGreaterThan(1.5);
    expect(m.rms).toBeGreaterThan(500);
    expect(m.f0).toBeGreaterThan(150); // a woman's voice
    expect(r.headers.get('x-glava-generated')).toBe('true');
    expect(Number(r.headers.get('x-glava-duration'))).toBeCloseTo(m.durationS, 2);
  });

  it('output: url answers a link that lives an hour; the same request again is not voiced or paid again', async () => {
    s.addUser('listener@example.com', { balance: 1000 });
    const key = s.addKey('listener@example.com', 'voice');
    const body = { text: 'Утром они вышли в путь.', voice_id: anna, output: 'url' };
    const first = await s.call('POST', '/tts', { key, body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ generated: true, expires_s: 3600 });
    expect(first.body.prepared.replaceAll('+', '')).toBe(body.text);
    expect(first.body.duration_s).toBeGreaterThan(0.5);
    expect(first.body.credits).toBeCloseTo(23 * 0.1, 6);
    const audio = await fetch(first.body.audio_url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(decodeWav(bytes).samples.length / 22050).toBeCloseTo(first.body.duration_s, 2);
    const balance = (await me(key)).balance;

    const again = await s.call('POST', '/tts', { key, body });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ generated: false, credits: 0, duration_s: first.body.duration_s });
    expect(Buffer.from(await (await fetch(again.body.audio_url)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await me(key)).balance).toBe(balance);
  });

  it('debits characters × weight as one listening entry of the day, without a book', async () => {
    s.addUser('payer@example.com', { balance: 100 });
    const key = s.addKey('payer@example.com', 'voice');
    const a = 'Тише, мыши, кот на крыше.'; // 25 characters
    const b = 'А котята ещё выше!'; // 18 characters
    expect((await s.call('POST', '/tts', { key, body: { text: a, voice_id: anna } })).status).toBe(200);
    expect((await me(key)).balance).toBeCloseTo(100 - 2.5, 6);
    expect((await s.call('POST', '/tts', { key, body: { text: b, voice_id: anna, speed: 1.3 } })).status).toBe(200);
    expect((await me(key)).balance).toBeCloseTo(100 - 4.3, 6);
    const ledger = (await s.call('GET', '/usage/ledger', { key })).body;
    const listens = ledger.items.filter((i: { type: string }) => i.type === 'listen');
    expect(listens).toHaveLength(1);
    expect(listens[0]).toMatchObject({ book_id: null, chars: 43, voice: 'Анна' });
    expect(listens[0].credits).toBeCloseTo(-4.3, 6);
    expect(listens[0].balance).toBeCloseTo(95.7, 6);
  });

  it('422 for a text over 1000 characters, a speed outside 0.6–1.4, an unknown voice, or an emotion the voice does not play', async () => {
    const bad = [
      { text: 'а'.repeat(1001), voice_id: anna },
      { text: 'Текст.', voice_id: anna, speed: 0.5 },
      { text: 'Текст.', voice_id: anna, speed: 1.5 },
      { text: 'Текст.', voice_id: '00000000-0000-4000-8000-000000000000' },
      { text: 'Текст.', voice_id: NEURAL, emotion: 'Сердито' },
      { text: '', voice_id: anna },
    ];
    for (const body of bad) {
      const r = await s.call('POST', '/tts', { body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(typeof r.body.detail).toBe('string');
    }
    expect((await s.call('POST', '/tts', { body: { text: 'а'.repeat(1000), voice_id: anna, speed: 1.4, output: 'url' } })).status).toBe(200);
    expect((await s.call('POST', '/tts', { body: { text: 'Проверка.', voice_id: NEURAL, output: 'url' } })).body.generated).toBe(true);
  });

  it('402 when the balance cannot cover the text', async () => {
    s.addUser('poor@example.com', { balance: 1 });
    const key = s.addKey('poor@example.com', 'voice');
    const r = await s.call('POST', '/tts', { key, body: { text: 'Этот текст стоит больше одного знака.', voice_id: anna } });
    expect(r.status).toBe(402);
    expect(r.body.code).toBe('insufficient_balance');
    expect((await me(key)).balance).toBe(1);
    s.addUser('empty@example.com', { balance: 0 });
    const empty = await s.call('POST', '/tts', { key: s.addKey('empty@example.com', 'voice'), body: { text: 'Привет.', voice_id: anna } });
    expect(empty.status).toBe(402);
  });

  it('409 for an installed voice that cannot speak, which GET /voices lists with its problem', async () => {
    const listed = (await s.call('GET', '/voices')).body.voices.find((v: { id: string }) => v.id === BROKEN);
    expect(listed).toMatchObject({ installed: true, working: false, engine: 'piper' });
    expect(listed.problem).toMatch(/cannot load/);
    const r = await s.call('POST', '/tts', { body: { text: 'Привет.', voice_id: BROKEN } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('voice_unavailable');
  });
});

describe('GET /voices in the caller\'s language', () => {
  it('describes the embedded voices in the studio\'s language, whatever language they speak', async () => {
    const described = async (lang: string) => {
      const voices = (await s.call('GET', '/voices', { headers: { 'accept-language': lang } })).body.voices as Array<{ name: string; description: string }>;
      return (name: string) => voices.find((v) => v.name === name)!.description;
    };
    const ru = await described('ru');
    expect(ru('Arthur')).toMatch(/^Низкий ровный британский мужской голос/);
    expect(ru('Николай')).toMatch(/^Низкий ровный мужской голос/);
    const en = await described('en');
    expect(en('Николай')).toMatch(/^Low, even male voice/);
    expect(en('Arthur')).toMatch(/^Low, even British male voice/);
    // Every embedded voice has its description in both: nothing of the other language is left.
    for (const [lang, other] of [['ru', /[A-Za-z]{4,}/], ['en', /[А-Яа-яЁё]{4,}/]] as const) {
      const voices = (await s.call('GET', '/voices', { headers: { 'accept-language': lang } })).body.voices as Array<{ engine: string; description: string }>;
      for (const v of voices.filter((x) => x.engine === 'espeak')) expect(v.description, lang).not.toMatch(other);
    }
  });
});

describe('POST /tts over its time budget', () => {
  let slow: TestStudio;
  beforeAll(async () => {
    slow = await startStudio({ env: { GLAVA_TTS_TIMEOUT_MS: '5' }, workers: 1 });
  });
  afterAll(() => slow.close());

  it('503 with Retry-After, nothing debited, and the studio keeps answering', async () => {
    slow.addUser('late@example.com', { balance: 500 });
    const key = slow.addKey('late@example.com', 'voice');
    const voice = (await slow.call('GET', '/voices', { key })).body.voices.find((v: { name: string }) => v.name === 'Николай').id;
    const r = await slow.call('POST', '/tts', { key, body: { text: 'Длинная фраза для проверки времени. '.repeat(25), voice_id: voice } });
    expect(r.status).toBe(503);
    expect(r.body.code).toBe('timeout');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await slow.call('GET', '/api/me', { key })).body.balance).toBe(500);
    expect((await slow.call('GET', '/usage/ledger', { key })).body.items.filter((i: { type: string }) => i.type === 'listen')).toEqual([]);
    expect((await slow.call('GET', '/voices', { key })).status).toBe(200);
  });
});
