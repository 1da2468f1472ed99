// Piper voices from the models folder, installed by the real model manager from generated
// fixtures (test/support/piper-fixture.ts): listed with their catalog data after a refresh, spoken through the same pool and
// phoneme step as real voices, and broken ones listed as broken without ever crashing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ECHO_VOICE_ID, FIXTURE_VOICE_ID, installFixtureModels } from '../../../../test/support/models-fixture.ts';
import { PIPER_SYMBOLS } from '../../../../test/support/piper-fixture.ts';
import { voiceUuid } from '../../../../models/voice-uuid.ts';
import { createSynthesizer, type LocalSynthesizer } from '../index.ts';
import { VoiceUnavailableError, type SynthesisRequest } from '../engine.ts';
import { Espeak } from '../espeak/espeak.ts';
import { measureSpeech } from '../audio-measure.ts';
import { piperSentences } from '../phonemes/piper-input.ts';

const ECHO = voiceUuid(ECHO_VOICE_ID);
const TONE = voiceUuid(FIXTURE_VOICE_ID);
/** The id of a symbol in the fixture voices' phoneme_id_map (Piper's standard table, as every real voice has). */
const id = (ch: string) => {
  const i = PIPER_SYMBOLS.indexOf(ch);
  if (i < 0) throw new Error(`no Piper symbol ${ch}`);
  return i;
};

let modelsDir: string;
let synth: LocalSynthesizer;
let espeak: Espeak;
beforeAll(async () => {
  modelsDir = mkdtempSync(join(tmpdir(), 'glava-piper-'));
  [synth, espeak] = await Promise.all([createSynthesizer({ modelsDir, workers: 2 }), Espeak.load()]);
});
afterAll(async () => {
  await synth.close();
  rmSync(modelsDir, { recursive: true, force: true });
});

const req = (voiceId: string, text: string, speed = 1): SynthesisRequest => ({ voiceId, text, emotion: 'Нейтрально', speed, delivery: {} });
/** The echo voice outputs token_id / 1000 per sample: read the ids back from the 16-bit PCM. */
const idsHeard = (samples: Int16Array) => Array.from(samples, (x) => Math.round((x / 32767) * 1000));
/** The studio's phonemes for a text, as piperSentences makes them with eSpeak's Russian. */
const phonemesOf = (text: string) => piperSentences(text, 'ru', { phonemes: (t, ipa) => espeak.phonemes(t, 'ru', ipa) }).map((s) => s.phonemes);

describe('Piper voices', () => {
  it('appear after the model manager installs them and the synthesizer refreshes, with catalog data and stable ids', async () => {
    expect(synth.voices().filter((v) => v.engine === 'piper')).toEqual([]);
    await installFixtureModels(modelsDir, [FIXTURE_VOICE_ID, ECHO_VOICE_ID]);
    await synth.refresh();
    expect(synth.voice(TONE)).toMatchObject({
      id: TONE, name: 'Тестовый голос', language: 'ru', gender: 'f', age: 'adult', engine: 'piper', weight: 0.1,
      emotions: false, stress: true, commercial_ok: true, installed: true, working: true, problem: '',
    });
    expect(synth.voice(TONE)!.license).toMatch(/free to use/);
    const other = await createSynthesizer({ modelsDir, workers: 1 });
    try {
      expect(other.voice(TONE)?.name).toBe('Тестовый голос');
      expect(other.voice(ECHO)?.working).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('the model receives the ids of the studio\'s phonemes, interspersed with the pad as Piper does', async () => {
    const text = 'Привет, мир';
    const [phonemes] = phonemesOf(text);
    expect(phonemes).toBe('prʲivʲˈet, mʲˈir');
    const expected = [id('^'), id('_'), ...Array.from(phonemes!).flatMap((ch) => [id(ch), id('_')]), id('$')];
    const r = await synth.synthesize(req(ECHO, text));
    expect(r.sampleRate).toBe(22050);
    expect(idsHeard(r.samples)).toEqual(expected);
  });

  it('a `+` mark moves the stress symbol ˈ to the marked vowel', async () => {
    expect(phonemesOf('з+амок')).toEqual(['zˈɑmʌk']);
    expect(phonemesOf('зам+ок')).toEqual(['zamˈok']);
    const stressAt = async (text: string) => {
      const ids = idsHeard((await synth.synthesize(req(ECHO, text))).samples);
      return ids[ids.indexOf(id('ˈ')) + 2]; // the id after the stress mark (and its pad)
    };
    expect(await stressAt('з+амок')).toBe(id('ɑ'));
    expect(await stressAt('зам+ок')).toBe(id('o'));
    expect(await stressAt('за\u0301мок')).toBe(id('ɑ'));
  });

  it('speaks sentence by sentence with the config\'s scales: the tone lasts ids·256·length_scale, speed and tempo change it', async () => {
    const ids = 2 + 2 * Array.from(phonemesOf('Добрый вечер')[0]!).length + 1;
    const normal = await synth.synthesize(req(TONE, 'Добрый вечер'));
    expect(normal.samples.length).toBe(ids * 256);
    expect(measureSpeech(normal.samples, normal.sampleRate).f0).toBeGreaterThan(200);
    const slow = await synth.synthesize(req(TONE, 'Добрый вечер', 0.8));
    expect(slow.samples.length).toBe(ids * 256 * 1.25);
    // Delivery applies too: a slow tempo lengthens, a whisper is quieter.
    const slowTempo = await synth.synthesize({ ...req(TONE, 'Добрый вечер'), delivery: { tempo: 'slow', volume: 'whisper' } });
    expect(slowTempo.samples.length).toBe(ids * 256 * 1.25);
    expect(measureSpeech(slowTempo.samples, 22050).rms).toBeLessThan(measureSpeech(normal.samples, 22050).rms * 0.5);
    const two = await synth.synthesize(req(TONE, 'Добрый вечер. Добрый вечер.'));
    expect(two.samples.length).toBe(2 * (ids + 2) * 256 + 0.2 * 22050); // each sentence ends with «.», 0.2 s between
  });

  it('a voice whose model is corrupt or missing is listed as not working, refuses to speak, and nothing crashes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glava-piper-bad-'));
    try {
      const [tone, echo] = await installFixtureModels(dir, [FIXTURE_VOICE_ID, ECHO_VOICE_ID]);
      writeFileSync(join(tone!.dir, 'fake-ru-piper.onnx'), 'this is not an onnx model');
      rmSync(join(echo!.dir, 'echo-ru-piper.onnx'));
      const s = await createSynthesizer({ modelsDir: dir, workers: 1 });
      try {
        expect(s.voice(TONE)).toMatchObject({ installed: true, working: false, problem: expect.stringMatching(/cannot load the voice model/) });
        expect(s.voice(ECHO)).toMatchObject({ installed: true, working: false, problem: expect.stringMatching(/model file is missing/) });
        await expect(s.synthesize(req(TONE, 'Привет'))).rejects.toBeInstanceOf(VoiceUnavailableError);
        await expect(s.synthesize(req(ECHO, 'Привет'))).rejects.toBeInstanceOf(VoiceUnavailableError);
        // The embedded cast still speaks in the same pool.
        const nikolai = s.voices().find((v) => v.name === 'Николай')!;
        expect((await s.synthesize(req(nikolai.id, 'Всё в порядке.'))).samples.length).toBeGreaterThan(1000);
      } finally {
        await s.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
