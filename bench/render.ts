// bench/render: voice the same real chapter through the API (POST /chapters/{id}/render, a fresh
// studio each time so nothing is reused) and through bare engine calls, in one run; print our
// throughput as a ratio of the engine's, for 1 and 2 workers. Targets (issue 4): ≥ 0.9 of the
// engine with one worker, and 2 workers ≥ 1.7× one worker; (issue 14) ≥ 1.0× the bare engine +
// encoder. A render makes the chapter's sound final (studio sound, MP3 and AAC) since issue 14.
//   npx node bench/render.ts [chapterIndex]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/server.ts';
import { createSynthesizer } from '../server/engines/tts/index.ts';
import { OWNER_EMAIL } from '../server/services/accounts.service.ts';
import { createApiKey } from '../server/services/keys.service.ts';
import { getUserByEmail } from '../server/storage/repositories/users.repo.ts';
import { NEUTRAL } from '../server/contract/enums.ts';
import { encodeFinal, encodeMp3 } from '../server/engines/ffmpeg/encode.ts';
import { booksDir } from '../test/support/shared.ts';

/** CPU seconds of this process (worker threads included) and its finished children (ffmpeg), from /proc (Linux). */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  let children = 0;
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(f[13]) + Number(f[14])) / 100;
  } catch {
    // Not Linux.
  }
  return (u.user + u.system) / 1e6 + children;
}

const chapterIndex = Number(process.argv[2] ?? 1);
// Отцы и дети: a real chapter with narration and dialogue (the splitter reads its bare Roman numerals).
const text = readFileSync(join(booksDir, 'ru-txt', 'FathersAndSons.txt'), 'utf8');

interface Unit {
  voiceId: string;
  prepared: string;
  emotion: string;
  speed: number;
  delivery: Record<string, string>;
  chars: number;
}

async function throughAPI(workers: number): Promise<{ chars: number; seconds: number; cpu: number; units: Unit[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'glava-bench-render-'));
  const server = await startServer({ dataDir, port: 0, workers, rendererDir: null, log: () => {} });
  try {
    const db = server.studio.app.db;
    const key = createApiKey({ db }, { userId: getUserByEmail(db, OWNER_EMAIL)!.id, name: 'bench', scope: 'full', charLimit: null, ratePerMinute: 100_000 }).secret;
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}/api/v1${path}`, {
        method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as Record<string, never>;
    };
    const book = (await call('POST', '/books', { title: 'Отцы и дети', text })).book as { id: string };
    const detail = (await call('GET', `/books/${book.id}`)).book as { chapters: Array<{ id: string; chars: number }> };
    const chapter = detail.chapters[chapterIndex]!;
    const view = await call('GET', `/chapters/${chapter.id}`);
    const units = (view.units as Array<{ speaker: string; prepared: string; emotion: string; segment_ids: string[] }>);
    const characters = new Map(((await call('GET', `/books/${book.id}`)).book as { characters: Array<{ id: string; voice_id: string; controls: { speed: number } }> }).characters.map((c) => [c.id, c]));
    const segs = new Map((view.segments as Array<{ id: string; delivery: Record<string, string>; text: string }>).map((s) => [s.id, s]));
    const c0 = cpuSeconds();
    const t0 = performance.now();
    const job = (await call('POST', `/chapters/${chapter.id}/render`)).job as { id: string };
    let encodeAt = 0;
    for (;;) {
      const j = (await call('GET', `/jobs/${job.id}`)).job as { status: string; stage: string; error: string | null };
      if (j.stage === 'encode' && !encodeAt) encodeAt = performance.now();
      if (j.status === 'done') {
        const end = performance.now();
        console.log(`  API stages (${workers} worker(s)): queued+synth ${((encodeAt - t0) / 1000).toFixed(2)} s, encode ${((end - encodeAt) / 1000).toFixed(2)} s`);
        break;
      }
      if (j.status !== 'queued' && j.status !== 'running') throw new Error(`render ${j.status}: ${j.error}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSeconds() - c0;
    const plan: Unit[] = units.map((u) => {
      const c = characters.get(u.speaker)!;
      const first = segs.get(u.segment_ids[0]!)!;
      const { takes: _t, take: _k, ...delivery } = first.delivery;
      return {
        voiceId: c.voice_id, prepared: u.prepared, emotion: u.emotion, speed: c.controls.speed ?? 1, delivery,
        chars: u.segment_ids.reduce((a, id) => a + segs.get(id)!.text.length, 0),
      };
    });
    return { chars: chapter.chars, seconds, cpu, units: plan };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same pieces through bare engine calls (as many in flight as the pool has workers), and the
 * MP3 encoding of their sound, which the API does too, timed on its own.
 */
async function throughEngine(units: Unit[], workers: number): Promise<{ synth: number; encode: number; both: number; cpu: number; cpuBoth: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'glava-bench-engine-'));
  const synth = await createSynthesizer({ modelsDir: join(dataDir, 'models'), workers });
  try {
    // Every worker loaded and warm, as the studio's are by the time a chapter is voiced.
    await Promise.all(Array.from({ length: workers * 2 }, () => synth.synthesize({ voiceId: units[0]!.voiceId, text: 'Разминка.', emotion: NEUTRAL, speed: 1, delivery: {} })));
    const queue = units.map((u, i) => ({ u, i }));
    const sound: Int16Array[] = [];
    let rate = 22050;
    const c0 = cpuSeconds();
    const t0 = performance.now();
    await Promise.all(Array.from({ length: workers }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { u, i } = next;
        const r = await synth.synthesize({ voiceId: u.voiceId, text: u.prepared, emotion: u.emotion as typeof NEUTRAL, speed: u.speed, delivery: u.delivery });
        sound[i] = r.samples;
        rate = r.sampleRate;
      }
    }));
    const synthS = (performance.now() - t0) / 1000;
    const synthCpu = cpuSeconds() - c0;
    const all = new Int16Array(sound.reduce((a, x) => a + x.length, 0));
    let off = 0;
    for (const x of sound) {
      all.set(x, off);
      off += x.length;
    }
    const t1 = performance.now();
    await encodeMp3({ samples: all, sampleRate: rate }, join(dataDir, 'bare.mp3'));
    const encode = (performance.now() - t1) / 1000;
    const cpu = cpuSeconds() - c0;
    // What a render now delivers: the same sound as MP3 and as AAC (two encoders side by side).
    const c2 = cpuSeconds();
    const t2 = performance.now();
    await encodeFinal([all], rate, { mp3: join(dataDir, 'both.mp3'), aac: join(dataDir, 'both.m4a') });
    const cpuBoth = synthCpu + cpuSeconds() - c2;
    return { synth: synthS, encode, both: (performance.now() - t2) / 1000, cpu, cpuBoth };
  } finally {
    await synth.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The machine's own ceiling for parallel synthesis: eSpeak alone, in 1 and then 2 threads. */
async function machineCeiling(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'glava-bench-ceiling-'));
  const text = 'Утром они вышли в путь. Дорога была длинной, и солнце поднималось всё выше над полями.';
  const time = async (workers: number) => {
    const synth = await createSynthesizer({ modelsDir: join(dataDir, 'models'), workers });
    const voice = synth.voices().find((v) => v.language === 'ru')!.id;
    const say = () => synth.synthesize({ voiceId: voice, text, emotion: NEUTRAL, speed: 1, delivery: {} });
    await Promise.all(Array.from({ length: workers * 2 }, say));
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 24 }, say));
    const s = (performance.now() - t0) / 1000;
    await synth.close();
    return s;
  };
  try {
    return (await time(1)) / (await time(2));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Array<{ workers: number; api: number; engine: number; chars: number }> = [];
for (const workers of [1, 2]) {
  const api = await throughAPI(workers);
  const engine = await throughEngine(api.units, workers);
  rows.push({ workers, api: api.seconds, engine: engine.synth, chars: api.chars });
  console.log(`${workers} worker(s): chapter of ${api.chars} chars in ${api.units.length} pieces — API ${api.seconds.toFixed(2)} s `
    + `(${(api.chars / api.seconds).toFixed(0)} chars/s); bare engine ${engine.synth.toFixed(2)} s (${(api.chars / engine.synth).toFixed(0)} chars/s), `
    + `its MP3 encoding alone ${engine.encode.toFixed(2)} s`);
  console.log(`  API throughput = ${(engine.synth / api.seconds).toFixed(2)} × the bare engine (target ≥ 0.9); `
    + `= ${((engine.synth + engine.encode) / api.seconds).toFixed(2)} × bare engine + MP3 encoding one after the other; `
    + `= ${((engine.synth + engine.both) / api.seconds).toFixed(2)} × bare engine + MP3 and AAC encodings (what a render delivers: ${engine.both.toFixed(2)} s)`);
  console.log(`  by CPU: API ${api.cpu.toFixed(2)} s, bare engine + MP3 encoding ${engine.cpu.toFixed(2)} s → ${(engine.cpu / api.cpu).toFixed(2)}× (target ≥ 1.0); `
    + `bare engine + MP3 and AAC encodings ${engine.cpuBoth.toFixed(2)} s → ${(engine.cpuBoth / api.cpu).toFixed(2)}×`);
}
const [one, two] = rows as [typeof rows[0], typeof rows[0]];
console.log(`2 workers vs 1 through the API: ${(one.api / two.api).toFixed(2)}× (target ≥ 1.7); bare engine: ${(one.engine / two.engine).toFixed(2)}×; `
  + `this machine's ceiling (eSpeak alone, 2 threads vs 1): ${(await machineCeiling()).toFixed(2)}×`);
