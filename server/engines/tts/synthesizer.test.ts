// The synthesizer as the services use it: the embedded cast, real eSpeak NG speech from worker
// threads, time budgets, fair lanes, cancellation and real parallelism.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSynthesizer, type LocalSynthesizer, type RunTrace } from './index.ts';
import { SynthesisTimeoutError, VoiceUnavailableError, type SynthesisRequest, type VoiceInfo } from './engine.ts';
import { measureSpeech } from './audio-measure.ts';

const modelsDir = mkdtempSync(join(tmpdir(), 'glava-tts-'));
const LONG = 'Жил старик со своею старухой у самого синего моря; они жили в ветхой землянке ровно тридцать лет и три года. '.repeat(6);

function req(voice: VoiceInfo, text: string): SynthesisRequest {
  return { voiceId: voice.id, text, emotion: 'Нейтрально', speed: 1, delivery: {} };
}
const byName = (s: LocalSynthesizer, name: string) => s.voices().find((v) => v.name === name)!;

describe('the embedded cast', () => {
  let s: LocalSynthesizer;
  beforeAll(async () => {
    s = await createSynthesizer({ modelsDir, workers: 2 });
  });
  afterAll(() => s.close());

  it('offers at least 6 Russian voices (male, female, young, old, a child) and 4 English ones, with stable ids', async () => {
    const voices = s.voices();
    const ru = voices.filter((v) => v.language === 'ru');
    const en = voices.filter((v) => v.language === 'en');
    expect(ru.length).toBeGreaterThanOrEqual(6);
    expect(en.length).toBeGreaterThanOrEqual(4);
    for (const want of [{ gender: 'm' }, { gender: 'f' }, { age: 'child' }, { age: 'old' }, { age: 'young' }]) {
      expect(ru.some((v) => Object.entries(want).every(([k, x]) => v[k as 'gender' | 'age'] === x))).toBe(true);
    }
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
    expect(new Set(voices.map((v) => v.name)).size).toBe(voices.length);
    for (const v of voices) {
      expect(v).toMatchObject({ weight: 0.1, emotions: true, commercial_ok: true, installed: true, working: true, problem: '', engine: 'espeak' });
      expect(v.license).toMatch(/GPL-3\.0/);
      expect(v.description.length).toBeGreaterThan(20);
      if (v.language === 'ru') expect(v.description).toMatch(/[а-яё]/i);
      expect(v.stress).toBe(v.language === 'ru');
    }
    // The narrator (calmest voice) of each language is a recommended adult.
    const calmest = [...ru].sort((a, b) => b.calm - a.calm)[0]!;
    expect(calmest).toMatchObject({ age: 'adult', recommended: true });

    const other = await createSynthesizer({ modelsDir, workers: 1 });
    try {
      expect(other.voices().map((v) => v.id)).toEqual(voices.map((v) => v.id));
      expect(other.voice(ru[0]!.id)?.name).toBe(ru[0]!.name);
    } finally {
      await other.close();
    }
  });

  it('speaks: loud, voiced, speech-pitched audio that grows with the text; stress marks are not read aloud', async () => {
    const v = byName(s, 'Николай');
    const short = await s.synthesize(req(v, 'Добрый вечер.'));
    const long = await s.synthesize(req(v, 'Добрый вечер. Сегодня мы прочитаем длинную главу о путешествии через всю страну.'));
    for (const r of [short, long]) {
      expect(r.samples).toBeInstanceOf(Int16Array);
      expect(r.sampleRate).toBe(22050);
      const m = measureSpeech(r.samples, r.sampleRate);
      expect(m.rms).toBeGreaterThan(500);
      expect(m.voiced).toBeGreaterThan(0.2);
      expect(m.f0).toBeGreaterThan(60);
      expect(m.f0).toBeLessThan(200);
    }
    expect(long.samples.length).toBeGreaterThan(short.samples.length * 3);
    // `+` must not become the word «плюс»: the marked text is about as long as the plain one.
    const plain = await s.synthesize(req(v, 'Я прочитаю вашу книгу.'));
    const marked = await s.synthesize(req(v, 'Я прочит+аю в+ашу кн+игу.'));
    expect(marked.samples.length).toBeLessThan(plain.samples.length * 1.15);
  });

  it('casts voices that sound different: children above women above men', async () => {
    const f0 = async (name: string) => {
      const v = byName(s, name);
      const r = await s.synthesize(req(v, v.language === 'ru' ? 'Утром они вышли в путь, дорога была длинной.' : 'In the morning they set off on a long road.'));
      return measureSpeech(r.samples, r.sampleRate).f0;
    };
    const [masha, anna, nikolai, boris, lily, emily, arthur] = await Promise.all(
      ['Маша', 'Анна', 'Николай', 'Борис', 'Lily', 'Emily', 'Arthur'].map(f0),
    );
    expect(masha).toBeGreaterThan(anna! * 1.1);
    expect(anna).toBeGreaterThan(nikolai! * 1.5);
    expect(anna).toBeGreaterThan(boris! * 1.5);
    expect(lily).toBeGreaterThan(emily! * 1.1);
    expect(emily).toBeGreaterThan(arthur! * 1.5);
  });

  it('refuses a voice it does not have with VoiceUnavailableError', async () => {
    await expect(s.synthesize({ ...req(s.voices()[0]!, 'Текст.'), voiceId: '00000000-0000-4000-8000-000000000000' })).rejects.toBeInstanceOf(VoiceUnavailableError);
  });
});

describe('the worker pool', () => {
  it('two workers speak at the same time, each in its own thread', async () => {
    const runs: RunTrace[] = [];
    const s = await createSynthesizer({ modelsDir, workers: 2, onRun: (t) => runs.push(t) });
    try {
      const v = byName(s, 'Анна');
      await Promise.all([s.synthesize(req(v, LONG), { lane: 'a' }), s.synthesize(req(v, LONG), { lane: 'b' })]);
      expect(runs).toHaveLength(2);
      const [x, y] = runs as [RunTrace, RunTrace];
      expect(x.threadId).not.toBe(y.threadId);
      // Both were busy at once: each started before the other finished.
      expect(Math.max(x.startedAt, y.startedAt)).toBeLessThan(Math.min(x.finishedAt, y.finishedAt));
    } finally {
      await s.close();
    }
  });

  it('serves lanes in turns, and cancels a waiting request when its signal aborts', async () => {
    const runs: RunTrace[] = [];
    const s = await createSynthesizer({ modelsDir, workers: 1, onRun: (t) => runs.push(t) });
    try {
      const v = byName(s, 'Пётр');
      const aborted = new AbortController();
      const jobs = [
        s.synthesize(req(v, 'Первая реплика.'), { lane: 'alice' }),
        s.synthesize(req(v, 'Вторая реплика.'), { lane: 'alice' }),
        s.synthesize(req(v, 'Третья реплика.'), { lane: 'alice' }),
        s.synthesize(req(v, 'Реплика Боба.'), { lane: 'bob' }),
      ];
      const cancelled = s.synthesize(req(v, 'Никогда не прозвучит.'), { lane: 'carol', signal: aborted.signal });
      aborted.abort();
      await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
      await Promise.all(jobs);
      expect(runs.sort((a, b) => a.startedAt - b.startedAt).map((r) => r.lane)).toEqual(['alice', 'bob', 'alice', 'alice']);
    } finally {
      await s.close();
    }
  });

  it('answers SynthesisTimeoutError when a request overruns its budget, replaces the wedged worker and keeps speaking', async () => {
    const runs: RunTrace[] = [];
    const s = await createSynthesizer({ modelsDir, workers: 1, onRun: (t) => runs.push(t) });
    try {
      const v = byName(s, 'Степан');
      await s.synthesize(req(v, 'Разминка.'));
      const first = runs[0]!.threadId;
      // Running when the budget ends: the worker is in the middle of a long synthesis.
      await expect(s.synthesize(req(v, LONG.repeat(4)), { timeoutMs: 30 })).rejects.toBeInstanceOf(SynthesisTimeoutError);
      // Waiting when the budget ends: the busy worker finishes its own job undisturbed.
      const busy = s.synthesize(req(v, LONG));
      await expect(s.synthesize(req(v, 'Не дождусь.'), { timeoutMs: 20 })).rejects.toBeInstanceOf(SynthesisTimeoutError);
      const done = await busy;
      expect(done.samples.length).toBeGreaterThan(0);
      const after = await s.synthesize(req(v, 'Снова в строю.'), { timeoutMs: 20_000 });
      expect(measureSpeech(after.samples, after.sampleRate).rms).toBeGreaterThan(500);
      expect(runs.at(-1)!.threadId).not.toBe(first);
    } finally {
      await s.close();
    }
  });
});
