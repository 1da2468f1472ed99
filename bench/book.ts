// bench/book: a whole novel through the API, as an author would take it — «Преступление и
// наказание» (~1.05 M characters) uploaded as a txt file (import and analysis), priced (quote),
// every chapter voiced (render), checked (check), and exported as m4b, zip and EPUB. Prints each
// stage's time, the audio's length, real-time factors, peak memory, the database and audio sizes,
// and, in the same run, the bare engine + MP3 encoder on the same pieces of a share of the
// chapters, as a throughput ratio (and the bare engine + MP3 and AAC encoders, what a render
// delivers since chapters are made final when voiced). Targets (issue 14): render ≥ 1.0× the bare engine + encoder,
// export ≥ 1000× real time, peak RSS < 1.5 GB, nothing failed.
//   npx node bench/book.ts [--workers N] [--bare-every K] [--book File.txt] [--keep]
//   (the bare reference runs on every K-th chapter, default 4; another ru-txt book for a quick run;
//   --keep leaves the data folder with the exported files, to inspect them with ffprobe/mediainfo)
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/server.ts';
import { createSynthesizer } from '../server/engines/tts/index.ts';
import { encodeFinal, encodeMp3 } from '../server/engines/ffmpeg/encode.ts';
import { OWNER_EMAIL } from '../server/services/accounts.service.ts';
import { createApiKey } from '../server/services/keys.service.ts';
import { getUserByEmail } from '../server/storage/repositories/users.repo.ts';
import type { Emotion } from '../server/contract/enums.ts';
import { booksDir } from '../test/support/shared.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const workers = arg('workers', 2);
const bareEvery = arg('bare-every', 4);
const bookArg = process.argv.indexOf('--book');
const keep = process.argv.includes('--keep');
const file = join(booksDir, 'ru-txt', bookArg > 0 ? process.argv[bookArg + 1]! : 'CrimeAndPunishment.txt');

/** CPU seconds of this process and its finished children (ffmpeg), from /proc (Linux). */
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

function folderBytes(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    total += e.isDirectory() ? folderBytes(p) : statSync(p).size;
  }
  return total;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const hms = (s: number) => `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(Math.round(s % 60)).padStart(2, '0')}`;
const rows: Array<[string, string]> = [];
const row = (stage: string, text: string) => {
  rows.push([stage, text]);
  console.log(`${stage.padEnd(14)} ${text}`);
};

const dataDir = mkdtempSync(join(tmpdir(), 'glava-bench-book-'));
const server = await startServer({ dataDir, port: 0, workers, rendererDir: null, log: () => {} });
let failed = 0;
try {
  const db = server.studio.app.db;
  const key = createApiKey({ db }, { userId: getUserByEmail(db, OWNER_EMAIL)!.id, name: 'bench', scope: 'full', charLimit: null, ratePerMinute: 1_000_000 }).secret;
  const call = async <T = Record<string, never>>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method, headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  type Job = { id: string; status: string; stage: string; error: string | null; bytes: number | null; eta_s: number; missing_chapters?: unknown[] };
  const waitJobs = async (ids: string[], poll = 250): Promise<Job[]> => {
    const done = new Map<string, Job>();
    while (done.size < ids.length) {
      for (const id of ids) {
        if (done.has(id)) continue;
        const { job } = await call<{ job: Job }>('GET', `/jobs/${id}`);
        if (!['queued', 'running'].includes(job.status)) done.set(id, job);
      }
      if (done.size < ids.length) await new Promise((r) => setTimeout(r, poll));
    }
    const jobs = ids.map((id) => done.get(id)!);
    const bad = jobs.filter((j) => j.status !== 'done');
    failed += bad.length;
    for (const j of bad) console.log(`  FAILED ${j.id}: ${j.status} ${j.error}`);
    return jobs;
  };

  // Import: the txt file as an author uploads it (title page, chapters, lines, speakers, voices).
  const data = readFileSync(file);
  let t = performance.now();
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'text/plain' }), file.split('/').pop()!);
  const up = await fetch(`${server.url}/api/v1/books/upload`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  const created = (await up.json()) as { book: { id: string; status: string } };
  if (up.status !== 201) throw new Error(`upload → ${up.status} ${JSON.stringify(created)}`);
  const bookId = created.book.id;
  type Detail = { status: string; title: string; author: string; chars: number; chapters: Array<{ id: string; chars: number; title: string }>; characters: Array<{ id: string; voice_id: string; controls: { speed?: number } }> };
  let book: Detail;
  for (;;) {
    book = (await call<{ book: Detail }>('GET', `/books/${bookId}`)).book;
    if (book.status !== 'importing') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const importS = (performance.now() - t) / 1000;
  const chars = book.chapters.reduce((a, c) => a + c.chars, 0);
  row('import', `${importS.toFixed(1)} s: «${book.title}»${book.author ? ` (${book.author})` : ''}, ${book.chapters.length} chapters, ${chars.toLocaleString('en')} characters to voice, `
    + `${book.characters.length} characters cast (status ${book.status})`);

  t = performance.now();
  const quote = await call<{ chars: number; credits: number; new_units: number; render_s: number }>('POST', `/books/${bookId}/quote`, { chapter_ids: book.chapters.map((c) => c.id) });
  row('quote', `${((performance.now() - t) / 1000).toFixed(2)} s: ${quote.new_units.toLocaleString('en')} pieces, estimated render ${hms(quote.render_s)}`);

  // Render: every chapter queued at once; the runner voices them with `workers` synthesis threads.
  const cpu0 = cpuSeconds();
  t = performance.now();
  const renderJobs: string[] = [];
  for (const c of book.chapters) renderJobs.push((await call<{ job: Job }>('POST', `/chapters/${c.id}/render`)).job.id);
  await waitJobs(renderJobs, 1000);
  const renderS = (performance.now() - t) / 1000;
  const renderCpu = cpuSeconds() - cpu0;
  book = (await call<{ book: Detail }>('GET', `/books/${bookId}`)).book;
  const views = await Promise.all(book.chapters.map((c) => call<{ chapter: { duration_s: number }; units: Array<{ speaker: string; prepared: string; emotion: string; segment_ids: string[] }>; segments: Array<{ id: string; delivery: Record<string, string> }> }>('GET', `/chapters/${c.id}`)));
  const audioS = views.reduce((a, v) => a + v.chapter.duration_s, 0);
  row('render', `${hms(renderS)} (${renderS.toFixed(0)} s) for ${hms(audioS)} of audio: ${(audioS / renderS).toFixed(0)}× real time, ${(chars / renderS).toFixed(0)} chars/s; `
    + `${renderCpu.toFixed(0)} s CPU (studio + encoders)`);

  // The bare engine + MP3 encoder on the same pieces of every K-th chapter, in this run.
  const synth = await createSynthesizer({ modelsDir: join(dataDir, 'models'), workers });
  let bareS = 0;
  let bareChars = 0;
  let bareCpu = 0;
  // What a render delivers besides: the same sound as MP3 and AAC (two encoders side by side).
  let bothS = 0;
  let bothCpu = 0;
  let apiShareS = 0;
  try {
    const voice = new Map(book.characters.map((c) => [c.id, c]));
    await Promise.all(Array.from({ length: workers * 2 }, () => synth.synthesize({ voiceId: book.characters[0]!.voice_id, text: 'Разминка.', emotion: 'Нейтрально', speed: 1, delivery: {} })));
    for (let k = 0; k < views.length; k += bareEvery) {
      const v = views[k]!;
      const segs = new Map(v.segments.map((s) => [s.id, s]));
      const queue = v.units.map((u, i) => ({ u, i }));
      const sound: Int16Array[] = [];
      let rate = 22050;
      const c0 = cpuSeconds();
      const t0 = performance.now();
      await Promise.all(Array.from({ length: workers }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const c = voice.get(next.u.speaker)!;
          const { takes: _t, take: _k, ...delivery } = segs.get(next.u.segment_ids[0]!)!.delivery;
          const r = await synth.synthesize({ voiceId: c.voice_id, text: next.u.prepared, emotion: next.u.emotion as Emotion, speed: c.controls.speed ?? 1, delivery });
          sound[next.i] = r.samples;
          rate = r.sampleRate;
        }
      }));
      const all = new Int16Array(sound.reduce((a, x) => a + x.length, 0));
      let at = 0;
      for (const x of sound) {
        all.set(x, at);
        at += x.length;
      }
      const synthS = (performance.now() - t0) / 1000;
      const synthCpu = cpuSeconds() - c0;
      // The MP3 encoder alone (the reference), then the MP3 and AAC encoders side by side (what a
      // render delivers), each after the same synthesis.
      let c1 = cpuSeconds();
      let t1 = performance.now();
      await encodeMp3({ samples: all, sampleRate: rate }, join(dataDir, 'bare.mp3'));
      bareS += synthS + (performance.now() - t1) / 1000;
      bareCpu += synthCpu + cpuSeconds() - c1;
      c1 = cpuSeconds();
      t1 = performance.now();
      await encodeFinal([all], rate, { mp3: join(dataDir, 'bare-both.mp3'), aac: join(dataDir, 'bare-both.m4a') });
      bothS += synthS + (performance.now() - t1) / 1000;
      bothCpu += synthCpu + cpuSeconds() - c1;
      bareChars += book.chapters[k]!.chars;
      apiShareS += v.chapter.duration_s;
    }
  } finally {
    await synth.close();
  }
  const apiRate = chars / renderS;
  const bareRate = bareChars / bareS;
  row('bare engine', `${bareS.toFixed(0)} s for ${bareChars.toLocaleString('en')} chars (every ${bareEvery}th chapter, ${hms(apiShareS)} of audio): ${bareRate.toFixed(0)} chars/s, `
    + `${(bareCpu / bareChars * 1000).toFixed(1)} ms CPU per 1000 chars vs the studio's ${(renderCpu / chars * 1000).toFixed(1)}`);
  row('render ratio', `${(apiRate / bareRate).toFixed(2)}× the bare engine + MP3 encoder's throughput (target ≥ 1.0); by CPU ${((bareCpu / bareChars) / (renderCpu / chars)).toFixed(2)}×`);
  row('', `${(apiRate / (bareChars / bothS)).toFixed(2)}× the bare engine + MP3 and AAC encoders (what a render delivers); by CPU ${((bothCpu / bareChars) / (renderCpu / chars)).toFixed(2)}×`);

  // Check by ear of every chapter.
  t = performance.now();
  const checks: string[] = [];
  for (const c of book.chapters) checks.push((await call<{ job: Job }>('POST', `/chapters/${c.id}/check`)).job.id);
  await waitJobs(checks, 1000);
  const checkS = (performance.now() - t) / 1000;
  row('check', `${checkS.toFixed(1)} s: ${(audioS / checkS).toFixed(0)}× real time`);

  // Exports.
  for (const format of ['m4b', 'zip', 'epub'] as const) {
    t = performance.now();
    const { job } = await call<{ job: Job }>('POST', `/books/${bookId}/export`, { format });
    const [done] = await waitJobs([job.id], 20);
    const s = (performance.now() - t) / 1000;
    row(`export ${format}`, `${s.toFixed(2)} s (queued ETA ${job.eta_s} s) for ${hms(audioS)}: ${(audioS / s).toFixed(0)}× real time (target ≥ 1000×), ${mb(done!.bytes ?? 0)}`);
  }

  const rss = process.resourceUsage().maxRSS * 1024;
  const dbBytes = ['glava.db', 'glava.db-wal'].reduce((a, f) => {
    try {
      return a + statSync(join(dataDir, f)).size;
    } catch {
      return a;
    }
  }, 0);
  row('memory', `peak RSS ${mb(rss)} (this process: the API, the job runner, the synthesis and analysis threads; not the ffmpeg children) (target < 1.5 GB)`);
  row('storage', `database ${mb(dbBytes)}; audio ${mb(folderBytes(join(dataDir, 'audio')))} (pieces, chapter MP3 + AAC); exports ${mb(folderBytes(join(dataDir, 'exports')))}`);
  row('failed', `${failed} job(s)`);
} finally {
  await server.close();
  if (keep) console.log(`kept           ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
