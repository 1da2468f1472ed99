// bench/tts: the voice engines on long texts (~900 characters of a real novel each).
//  1. Real-time factor (synthesis seconds per second of sound) of the raw engine call in this
//     thread vs POST /tts on a real studio (text preparation, the worker pool, the WAV, the
//     debit, HTTP): prints the overhead ratio (target ≤ 10%).
//  2. Characters per second of the synthesizer with 1 and 2 workers: prints the ratio (target ≥ 1.7×).
// Engines: the embedded eSpeak NG cast, and the Piper path with the shared fixture model (a tone:
// it measures the phoneme step and onnxruntime plumbing, not a real neural voice's cost).
//   npx node bench/tts.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/server.ts';
import { createSynthesizer } from '../server/engines/tts/index.ts';
import { Espeak } from '../server/engines/tts/espeak/espeak.ts';
import { espeakCast } from '../server/engines/tts/espeak/cast.ts';
import { speakEspeak } from '../server/engines/tts/espeak/speak.ts';
import { PiperVoice } from '../server/engines/tts/piper/piper.ts';
import { discoverPiperVoices } from '../server/engines/tts/piper/discover.ts';
import { OWNER_EMAIL } from '../server/services/accounts.service.ts';
import { createApiKey } from '../server/services/keys.service.ts';
import { getUserByEmail } from '../server/storage/repositories/users.repo.ts';
import { NEUTRAL } from '../server/contract/enums.ts';
import { booksDir } from '../test/support/shared.ts';
import { FIXTURE_VOICE_ID, installFixtureModels } from '../test/support/models-fixture.ts';
import { voiceUuid } from '../models/voice-uuid.ts';

/** Texts of at most 900 characters cut at sentence ends, from a real novel (all different: nothing is reused). */
function texts(count: number, offset: number): string[] {
  const book = readFileSync(join(booksDir, 'ru-txt', 'FathersAndSons.txt'), 'utf8').replace(/\s+/g, ' ');
  const sentences = book.slice(20_000 + offset * 50_000).match(/[^.!?]+[.!?]+/g) ?? [];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur.length + s.length > 900) {
      if (cur) out.push(cur.trim());
      cur = '';
      if (out.length === count) break;
    }
    cur += s;
  }
  return out;
}

const chars = (list: string[]) => list.reduce((n, t) => n + t.length, 0);
const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
console.log(`${load()} (ratios mean little when the load exceeds the cores)`);
const dataDir = mkdtempSync(join(tmpdir(), 'glava-bench-tts-'));
const modelsDir = join(dataDir, 'models');
await installFixtureModels(modelsDir, [FIXTURE_VOICE_ID]);
const nikolai = espeakCast().find((v) => v.info.name === 'Николай')!;
const espeak = await Espeak.load();
const piperSpec = discoverPiperVoices(modelsDir)[0]!.spec;
const piper = await PiperVoice.load(piperSpec);
const ph = { phonemes: (t: string, ipa: boolean) => espeak.phonemes(t, piper.config.espeakVoice, ipa) };

interface Engine {
  name: string;
  voiceId: string;
  raw(text: string): Promise<{ samples: Int16Array; sampleRate: number }>;
}
const engines: Engine[] = [
  {
    name: 'espeak (Николай)', voiceId: nikolai.info.id,
    raw: async (text) => speakEspeak(espeak, nikolai.spec, { text, emotion: NEUTRAL, speed: 1, delivery: {}, spec: { engine: 'espeak', espeak: nikolai.spec } }),
  },
  { name: 'piper (fixture model)', voiceId: voiceUuid(FIXTURE_VOICE_ID), raw: (text) => piper.synthesize(text, ph, 1, {}) },
];

// 1. Raw engine vs POST /tts, one worker, one request at a time.
const server = await startServer({ dataDir, port: 0, workers: 1, rendererDir: null, log: () => {} });
try {
  const db = server.studio.app.db;
  const key = createApiKey({ db }, { userId: getUserByEmail(db, OWNER_EMAIL)!.id, name: 'bench', scope: 'full', charLimit: null, ratePerMinute: 100_000 }).secret;
  const tts = async (voiceId: string, text: string) => {
    const res = await fetch(`${server.url}/api/v1/tts`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ text, voice_id: voiceId }) });
    if (res.status !== 200) throw new Error(`/tts answered ${res.status}: ${await res.text()}`);
    return Number(res.headers.get('x-glava-duration'));
  };
  for (const [i, e] of engines.entries()) {
    const list = texts(8, i);
    // eSpeak's WASM needs a few long calls before it runs at full speed, in either thread.
    for (const t of texts(3, 4)) {
      await e.raw(t);
      await tts(e.voiceId, `${t} Ещё раз.`);
    }
    let rawS = 0;
    let audioS = 0;
    let apiS = 0;
    let apiAudioS = 0;
    // Interleaved, so that a change in the machine's load hits both paths alike.
    for (const t of list) {
      let t0 = performance.now();
      const r = await e.raw(t);
      rawS += (performance.now() - t0) / 1000;
      audioS += r.samples.length / r.sampleRate;
      t0 = performance.now();
      apiAudioS += await tts(e.voiceId, t);
      apiS += (performance.now() - t0) / 1000;
    }
    const rtfRaw = rawS / audioS;
    const rtfApi = apiS / apiAudioS;
    console.log(`${e.name}: ${list.length} texts, ${chars(list)} chars, ${audioS.toFixed(1)} s of sound — raw RTF ${rtfRaw.toFixed(4)}, `
      + `/tts RTF ${rtfApi.toFixed(4)}; overhead ${((rtfApi / rtfRaw - 1) * 100).toFixed(1)}% (target ≤ 10%), `
      + `${((apiS - rawS) / list.length * 1000).toFixed(1)} ms per request`);
  }
} finally {
  await server.close();
}

// 2. Characters per second with 1 and 2 workers (as many requests in flight as workers).
for (const e of engines) {
  const list = texts(16, 3);
  const rate: number[] = [];
  for (const workers of [1, 2]) {
    const synth = await createSynthesizer({ modelsDir, workers });
    try {
      for (const t of texts(3, 4)) {
        await Promise.all(Array.from({ length: workers }, () => synth.synthesize({ voiceId: e.voiceId, text: t, emotion: NEUTRAL, speed: 1, delivery: {} })));
      }
      const queue = [...list];
      const t0 = performance.now();
      await Promise.all(Array.from({ length: workers }, async () => {
        for (let t = queue.shift(); t; t = queue.shift()) await synth.synthesize({ voiceId: e.voiceId, text: t, emotion: NEUTRAL, speed: 1, delivery: {} });
      }));
      rate.push(chars(list) / ((performance.now() - t0) / 1000));
    } finally {
      await synth.close();
    }
  }
  console.log(`${e.name}: ${rate[0]!.toFixed(0)} chars/s with 1 worker, ${rate[1]!.toFixed(0)} with 2: ${(rate[1]! / rate[0]!).toFixed(2)}× (target ≥ 1.7); ${load()}`);
}
rmSync(dataDir, { recursive: true, force: true });
