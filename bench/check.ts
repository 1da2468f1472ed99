// bench/check: the speech-recognition check on our own renders of a real English chapter
// (Alice's Adventures in Wonderland, from the shared EPUB), once per English voice, read solo:
//   - recognition real-time factor on this machine (check seconds / seconds of audio),
//   - the recognizer's word error rate against the text the voice read,
//   - the false-alarm rate: pieces judged `bad` (or `warn`) on correct renders,
//   - the detection rate: pieces said with one word left out (as a voice that skips a word)
//     that are judged `bad`.
//   npx node bench/check.ts [--vad] [chapterIndex] [voiceName…]
// --vad installs Silero VAD (from GLAVA_MODELS_MIRROR or the shared test models) for speech
// detection; without it speech is found by frame energy.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/server.ts';
import { OWNER_EMAIL } from '../server/services/accounts.service.ts';
import { createApiKey } from '../server/services/keys.service.ts';
import { getUserByEmail } from '../server/storage/repositories/users.repo.ts';
import { ASR_RATE, recognizerFor, speechDetectorFor } from '../server/engines/asr/index.ts';
import { decodeToPcm } from '../server/engines/ffmpeg/encode.ts';
import { checkPieces, type PieceToCheck } from '../server/services/check/check-run.ts';
import { normWords } from '../server/domain/check/normalize.ts';
import { resample } from '../server/util/resample.ts';
import { installModel } from '../models/manager.ts';
import { booksDir, sharedModelsDir } from '../test/support/shared.ts';

const args = process.argv.slice(2).filter((a) => a !== '--vad');
const withVad = process.argv.includes('--vad');
const chapterArg = args[0];
const onlyVoices = args.slice(1);
const DAMAGED_PER_VOICE = 20;

interface TimelineItem { key: string; t0: number; t1: number; prepared: string; speaker: string }
type Json = Record<string, never>;

const dataDir = mkdtempSync(join(tmpdir(), 'glava-bench-check-'));
const server = await startServer({ dataDir, port: 0, workers: 2, rendererDir: null, log: () => {} });
const app = server.studio.app;
const key = createApiKey(app, { userId: getUserByEmail(app.db, OWNER_EMAIL)!.id, name: 'bench', scope: 'full', charLimit: null, ratePerMinute: 100_000 }).secret;
async function call(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Json;
}
async function until<T>(f: () => Promise<T | null>): Promise<T> {
  for (;;) {
    const v = await f();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

try {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(booksDir, 'en-epub', 'alice.epub'))]), 'alice.epub');
  const up = await fetch(`${server.url}/api/v1/books/upload`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  const bookId = ((await up.json()) as { book: { id: string } }).book.id;
  const book = await until(async () => {
    const b = (await call('GET', `/books/${bookId}`)).book as unknown as { status: string; chapters: Array<{ id: string; chars: number; title: string }>; characters: Array<{ id: string; is_narrator: boolean }> };
    return b.status === 'ready' ? b : null;
  });
  const chapter = chapterArg !== undefined ? book.chapters[Number(chapterArg)]! : book.chapters.find((c) => c.chars > 5000)!;
  await call('PATCH', `/books/${bookId}`, { reading: 'solo' });
  const narrator = book.characters.find((c) => c.is_narrator)!;
  const voices = (app.synth.voices()).filter((v) => v.language === 'en' && (onlyVoices.length === 0 || onlyVoices.includes(v.name)));
  if (withVad) await installModel(app.config.modelsDir, 'vad-silero', { mirror: process.env.GLAVA_MODELS_MIRROR ?? sharedModelsDir });
  const recognizer = recognizerFor(app.config.modelsDir, 'en');
  if (!recognizer) throw new Error('No English recognizer: install pocketsphinx + pocketsphinx-en-us, or an English model (glava models install asr-en-whisper-tiny).');
  const detector = speechDetectorFor(app.config.modelsDir);
  console.log(`Chapter «${chapter.title}» (${chapter.chars} characters); recognizer ${recognizer.info.id}, speech detector ${detector.id}\n`);
  console.log('voice      pieces  audio_s  RTF    WER    bad(false alarm)  warn    lost word caught  doubled word caught');
  const totals = { pieces: 0, bad: 0, warn: 0, damaged: 0, caught: 0, doubled: 0, doubledCaught: 0 };
  for (const voice of voices) {
    await call('PATCH', `/characters/${narrator.id}`, { voice_id: voice.id });
    const job = (await call('POST', `/chapters/${chapter.id}/render`)).job as unknown as { id: string };
    await until(async () => {
      const j = (await call('GET', `/jobs/${job.id}`)).job as unknown as { status: string; error: string | null };
      if (j.status === 'failed') throw new Error(j.error ?? 'render failed');
      return j.status === 'done' ? j : null;
    });
    const view = await call('GET', `/chapters/${chapter.id}`);
    const audio = Buffer.from(await (await fetch((view.chapter as unknown as { audio_url: string }).audio_url)).arrayBuffer());
    const mp3 = join(dataDir, 'chapter.mp3');
    writeFileSync(mp3, audio);
    const pcm = await decodeToPcm(mp3, ASR_RATE);
    const seen = new Set<string>();
    const pieces = (view.timeline as unknown as TimelineItem[]).filter((p) => !seen.has(p.key) && seen.add(p.key))
      .map((p): PieceToCheck => ({ key: p.key, t0: p.t0, t1: p.t1, prepared: p.prepared, speaker: p.speaker }));
    const audioS = pcm.samples.length / ASR_RATE;
    const t0 = performance.now();
    const { verdicts, stats } = await checkPieces(pcm, pieces, { language: 'en', recognizer, detector });
    const rtf = (performance.now() - t0) / 1000 / audioS;
    let words = 0;
    let errors = 0;
    for (const p of pieces) {
      const v = verdicts.get(p.key)!;
      words += normWords(p.prepared, 'en').length;
      errors += v.missing.length + v.wrong.length + v.extra.length;
    }
    const bad = pieces.filter((p) => verdicts.get(p.key)!.status === 'bad');
    const warn = pieces.filter((p) => verdicts.get(p.key)!.status === 'warn');
    if (stats.poorlyHeard.size) console.log(`   the recognizer hears ${voice.name} poorly: single lost words are remarks (warn)`);
    for (const p of bad) console.log(`   false alarm: ${verdicts.get(p.key)!.reason}  [${p.prepared.slice(0, 80)}]`);

    // Damage, the way a voice fails: the piece said with one word left out (a content word of 4+
    // letters from its middle third), put in place of the piece in the recording.
    const units = new Map((view.units as unknown as Array<{ key: string; emotion: string; voice_id: string }>).map((u) => [u.key, u]));
    const candidates = pieces.filter((p) => verdicts.get(p.key)!.status === 'ok' && normWords(p.prepared, 'en').length >= 6).slice(0, DAMAGED_PER_VOICE);
    const damaged = new Int16Array(pcm.samples);
    const hit: PieceToCheck[] = [];
    const cutWord = new Map<string, string>();
    for (const p of candidates) {
      const tokens = p.prepared.split(/\s+/);
      const third = Math.floor(tokens.length / 3);
      const at = tokens.findIndex((t, i) => i >= third && i < tokens.length - third && /^[A-Za-z]{4,}$/.test(t) && t === t.toLowerCase());
      if (at < 0) continue;
      const u = units.get(p.key)!;
      const said = await app.synth.synthesize({ voiceId: u.voice_id, text: tokens.filter((_, i) => i !== at).join(' '), emotion: u.emotion as 'Нейтрально', speed: 1, delivery: {} });
      const audio = resample(said.samples, said.sampleRate, ASR_RATE);
      const from = Math.floor(p.t0 * ASR_RATE);
      const to = Math.ceil(p.t1 * ASR_RATE);
      damaged.fill(0, from, to);
      damaged.set(audio.subarray(0, to - from), from);
      hit.push(p);
      cutWord.set(p.key, tokens[at]!);
    }
    const after = await checkPieces({ samples: damaged, sampleRate: ASR_RATE }, hit, { language: 'en', recognizer, detector }, stats);
    // And the other failure: one word said twice.
    const doubledPcm = new Int16Array(pcm.samples);
    const twice: PieceToCheck[] = [];
    for (const p of hit) {
      const tokens = p.prepared.split(/\s+/);
      const at = tokens.indexOf(cutWord.get(p.key)!);
      const u = units.get(p.key)!;
      const said = await app.synth.synthesize({ voiceId: u.voice_id, text: [...tokens.slice(0, at + 1), ...tokens.slice(at)].join(' '), emotion: u.emotion as 'Нейтрально', speed: 1, delivery: {} });
      const audio = resample(said.samples, said.sampleRate, ASR_RATE);
      const from = Math.floor(p.t0 * ASR_RATE);
      // The longer piece runs into the pause after it; the clip is cut by the timeline, so keep
      // the pieces that still fit.
      const to = Math.ceil(p.t1 * ASR_RATE) + Math.round(0.25 * ASR_RATE);
      if (from + audio.length > to) continue;
      doubledPcm.fill(0, from, to);
      doubledPcm.set(audio, from);
      twice.push({ ...p, t1: p.t0 + audio.length / ASR_RATE });
    }
    const doubledCheck = await checkPieces({ samples: doubledPcm, sampleRate: ASR_RATE }, twice, { language: 'en', recognizer, detector }, stats);
    const doubledCaught = twice.filter((p) => doubledCheck.verdicts.get(p.key)!.status === 'bad').length;
    for (const p of twice) {
      const v = doubledCheck.verdicts.get(p.key)!;
      if (v.status !== 'bad') console.log(`   missed doubled «${cutWord.get(p.key)}»: ${v.status} ${v.reason ?? ''} ${JSON.stringify(v.ops.filter((o) => o[0] !== 'ok'))}`);
    }
    const caught = hit.filter((p) => after.verdicts.get(p.key)!.status === 'bad').length;
    for (const p of hit) {
      const v = after.verdicts.get(p.key)!;
      if (v.status !== 'bad') console.log(`   missed «${cutWord.get(p.key)}»: ${v.status} ${v.reason ?? ''}`);
    }

    const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
    console.log(`${voice.name.padEnd(10)} ${String(pieces.length).padStart(6)}  ${audioS.toFixed(0).padStart(7)}  ${rtf.toFixed(3)}  ${pct(errors, words).padStart(5)}  ${`${bad.length} (${pct(bad.length, pieces.length)})`.padStart(16)}  ${pct(warn.length, pieces.length).padStart(6)}  ${`${caught}/${hit.length}`.padStart(16)}  ${`${doubledCaught}/${twice.length}`.padStart(19)}`);
    totals.pieces += pieces.length;
    totals.bad += bad.length;
    totals.warn += warn.length;
    totals.damaged += hit.length;
    totals.caught += caught;
    totals.doubled += twice.length;
    totals.doubledCaught += doubledCaught;
  }
  console.log(`\nfalse-alarm rate (bad on correct renders): ${((100 * totals.bad) / Math.max(1, totals.pieces)).toFixed(2)}% of ${totals.pieces} pieces; `
    + `warn ${((100 * totals.warn) / Math.max(1, totals.pieces)).toFixed(1)}%; lost words caught ${totals.caught}/${totals.damaged}; doubled words caught ${totals.doubledCaught}/${totals.doubled}`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
