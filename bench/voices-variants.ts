// bench/voices-variants: voice variants (pitch and formant in semitones) — how fast, how exact.
//  1. Pieces per second of one thread on real sentences (~60–250 characters, like a book's lines):
//     the plain voice (the reference), the voice + the studio's TypeScript DSP (TD-PSOLA, in the
//     synthesis worker), and the voice + ffmpeg's rubberband filter spawned per piece (the
//     alternative). Prints the ratios against the plain voice measured in the same run.
//  2. What each moves: F0 and spectral centroid in semitones, and the length, for both.
//  3. Variants against the natural spread of a voice: the distance (F0 median + centroid, in
//     semitones) between variants of one voice, and how far the voice's own sentences spread.
//   npx node bench/voices-variants.ts
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Espeak } from '../server/engines/tts/espeak/espeak.ts';
import { espeakCast } from '../server/engines/tts/espeak/cast.ts';
import { speakEspeak } from '../server/engines/tts/espeak/speak.ts';
import { applyVariant } from '../server/engines/tts/dsp/variant.ts';
import { measureSpeech, spectralCentroid } from '../server/engines/tts/audio-measure.ts';
import { ffmpegBinary, run } from '../server/engines/ffmpeg/ffmpeg.ts';
import { NEUTRAL } from '../server/contract/enums.ts';
import { booksDir } from '../test/support/shared.ts';

const PIECES = Number(process.env.PIECES ?? 40);

function sentences(count: number): string[] {
  const book = readFileSync(join(booksDir, 'ru-txt', 'FathersAndSons.txt'), 'utf8').replace(/\s+/g, ' ');
  return (book.slice(40_000).match(/[^.!?]+[.!?]+/g) ?? []).map((s) => s.trim()).filter((s) => s.length >= 60 && s.length <= 250).slice(0, count);
}

const espeak = await Espeak.load();
const cast = espeakCast();
const byName = (name: string) => cast.find((v) => v.info.name === name)!;
const speak = (name: string, text: string) => {
  const v = byName(name);
  return speakEspeak(espeak, v.spec, { text, emotion: NEUTRAL, speed: 1, delivery: {}, spec: { engine: 'espeak', espeak: v.spec } });
};

/** The ffmpeg alternative: rubberband with formants preserved; formant by asetrate, tempo restored. */
async function rubberband(samples: Int16Array, rate: number, pitch: number, formant: number): Promise<Int16Array> {
  const f = 2 ** (formant / 12);
  const p = 2 ** (pitch / 12);
  const filter = formant
    ? `asetrate=${rate * f},aresample=${rate},rubberband=tempo=${1 / f}:pitch=${p / f}:formant=preserved`
    : `rubberband=pitch=${p}:formant=preserved`;
  const args = ['-hide_banner', '-nostdin', '-f', 's16le', '-ar', String(rate), '-ac', '1', '-i', 'pipe:0', '-af', filter, '-f', 's16le', '-ar', String(rate), 'pipe:1'];
  const out = await run(ffmpegBinary(), args, { input: Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength) });
  return new Int16Array(out.stdout.buffer.slice(out.stdout.byteOffset, out.stdout.byteOffset + out.stdout.length));
}

const st = (a: number, b: number) => 12 * Math.log2(a / b);
const ms = (t0: number) => performance.now() - t0;
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores (ratios mean little when the load exceeds the cores)`);

// 1. Speed.
const texts = sentences(PIECES);
const chars = texts.reduce((n, t) => n + t.length, 0);
const VARIANT = { pitch: -3, formant: -1 };
for (const t of texts.slice(0, 3)) speak('Николай', t); // warm up
let plainMs = 0;
let dspMs = 0;
let ffMs = 0;
let audioS = 0;
for (const t of texts) {
  let t0 = performance.now();
  const r = speak('Николай', t);
  plainMs += ms(t0);
  audioS += r.samples.length / r.sampleRate;
  t0 = performance.now();
  applyVariant(r.samples, r.sampleRate, VARIANT);
  dspMs += ms(t0);
  t0 = performance.now();
  await rubberband(r.samples, r.sampleRate, VARIANT.pitch, VARIANT.formant);
  ffMs += ms(t0);
}
const pps = (totalMs: number) => texts.length / (totalMs / 1000);
console.log(`\n1. ${texts.length} pieces, ${chars} characters, ${audioS.toFixed(0)} s of speech (Николай, variant pitch ${VARIANT.pitch} formant ${VARIANT.formant}), one thread:`);
console.log(`   plain voice:               ${pps(plainMs).toFixed(1)} pieces/s (reference)`);
console.log(`   voice + TypeScript DSP:    ${pps(plainMs + dspMs).toFixed(1)} pieces/s = ${(plainMs / (plainMs + dspMs)).toFixed(2)}× the plain voice (the DSP alone: ${(dspMs / plainMs * 100).toFixed(0)}% of synthesis, ${(audioS / (dspMs / 1000)).toFixed(0)}× real time)`);
console.log(`   voice + ffmpeg rubberband: ${pps(plainMs + ffMs).toFixed(1)} pieces/s = ${(plainMs / (plainMs + ffMs)).toFixed(2)}× the plain voice (ffmpeg per piece: ${(ffMs / texts.length).toFixed(0)} ms)`);
console.log(`   TypeScript DSP vs ffmpeg: ${(ffMs / dspMs).toFixed(1)}× faster on the variant step`);

// 2. What each moves.
console.log('\n2. Moves (semitones) on two sentences; F0 by autocorrelation, centroid of the magnitude spectrum:');
const sample = texts.slice(0, 2).join(' ');
for (const name of ['Николай', 'Анна']) {
  const r = speak(name, sample);
  const f0 = measureSpeech(r.samples, r.sampleRate).f0;
  const c = spectralCentroid(r.samples, r.sampleRate);
  console.log(`   ${name}: F0 ${f0.toFixed(0)} Hz, centroid ${c.toFixed(0)} Hz`);
  for (const [pitch, formant] of [[-3, 0], [3, 0], [0, -2], [0, 2], [-3, -1], [3, 1]] as Array<[number, number]>) {
    const row = (label: string, y: Int16Array) =>
      `${label} F0 ${st(measureSpeech(y, r.sampleRate).f0, f0).toFixed(2).padStart(6)}, centroid ${st(spectralCentroid(y, r.sampleRate), c).toFixed(2).padStart(6)}, length ×${(y.length / r.samples.length).toFixed(3)}`;
    const ts = applyVariant(r.samples, r.sampleRate, { pitch, formant });
    const ff = await rubberband(r.samples, r.sampleRate, pitch, formant);
    console.log(`     pitch ${String(pitch).padStart(2)} formant ${String(formant).padStart(2)}: ${row('DSP', ts)} | ${row('ffmpeg', ff)}`);
  }
}

// 3. Variants against the voice's own spread.
console.log('\n3. Variants of one voice vs the spread of its own sentences (F0 median + centroid, semitones):');
const few = texts.slice(0, 8);
const pairs: Array<[[number, number], [number, number]]> = [[[0, 0], [-3, -1]], [[0, 0], [3, 1]], [[-3, -1], [3, 1]], [[0, 0], [2, -2]], [[0, 0], [-2, 2]], [[-3, -1], [-5, -2]]];
for (const name of ['Николай', 'Борис', 'Анна', 'Вера']) {
  const spoken = few.map((t) => speak(name, t));
  const feats = (pitch: number, formant: number) => spoken.map((r) => {
    const y = applyVariant(r.samples, r.sampleRate, { pitch, formant });
    return [12 * Math.log2(measureSpeech(y, r.sampleRate).f0), 12 * Math.log2(spectralCentroid(y, r.sampleRate))] as const;
  });
  const mean = (p: ReadonlyArray<readonly [number, number]>) => [p.reduce((s, x) => s + x[0], 0) / p.length, p.reduce((s, x) => s + x[1], 0) / p.length] as const;
  const dist = (a: readonly [number, number], b: readonly [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const plain = feats(0, 0);
  const spread = Math.sqrt(plain.reduce((s, p) => s + dist(p, mean(plain)) ** 2, 0) / plain.length);
  const cells = pairs.map(([a, b]) => `(${a.join(',')})–(${b.join(',')}) ${dist(mean(feats(...a)), mean(feats(...b))).toFixed(2)}`);
  console.log(`   ${name}: spread ${spread.toFixed(2)}; apart: ${cells.join('; ')}`);
}
