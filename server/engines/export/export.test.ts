// The export engine on real speech (the embedded voices, encoded as a render does): the m4b's
// chapters, tags, series, cover and brand; the zip's names and ID3 tags; studio sound at the
// audiobook target with room tone; raw sound untouched; progress; cancellation; bad input.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm, probe } from '../ffmpeg/encode.ts';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import { buildM4b, buildZip, type ExportChapter, type ExportMeta, type ExportOptions, type ExportProgress } from './index.ts';
import { measureLoudness } from './loudness.ts';
import { readMp4Tags } from './mp4-tags.ts';
import { jpegCover, speechChapters } from './speech.fixture.ts';
import { ROOM_TONE_MS } from './studio-sound.ts';
import { readZip } from './zip-reader.fixture.ts';
import { tinyPng } from '../../../test/fixtures/books/png.ts';

const dir = mkdtempSync(join(tmpdir(), 'glava-export-engine-'));
let chapters: ExportChapter[];
let meta: ExportMeta;
let sourceLufs: number[];
let sourceSeconds: number[];

beforeAll(async () => {
  chapters = await speechChapters(dir, [
    // A quiet chapter (12 dB under the voice's level) and one at the voice's own level.
    { title: 'Глава 1. Встреча', text: 'Иван вошёл в комнату. Было тихо. Привет, сказал Иван. Как дела? Хорошо, ответила Мария.', gainDb: -12 },
    { title: 'Глава 2. Дорога: «вперёд»', text: 'Утром они вышли в путь. Дорога была длинной. Далеко ещё? спросила Мария. Нет, уже близко.' },
  ]);
  sourceLufs = await Promise.all(chapters.map(async (c) => (await measureLoudness({ path: c.path })).i!));
  // Exact lengths: the decoded samples (an MP3's header duration includes the encoder's padding).
  sourceSeconds = await Promise.all(chapters.map(async (c) => (await decodeToPcm(c.path, 22050)).samples.length / 22050));
  meta = {
    title: 'Тестовая книга', author: 'Анна Авторова', narrator: 'Николай (синтез речи)', series: { title: 'Серия «Проба»', no: 2 },
    genre: 'Проза', language: 'ru', description: 'Короткая книга для проверки экспорта.', comment: 'Озвучено синтезом речи в Glava Studio.',
    cover: { path: await jpegCover(join(dir, 'cover.jpg')), mime: 'image/jpeg' },
  };
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function options(sound: 'studio' | 'raw', signal = new AbortController().signal): ExportOptions & { events: ExportProgress[] } {
  const workDir = join(dir, `work-${++n}`);
  mkdirSync(workDir);
  const events: ExportProgress[] = [];
  return { sound, signal, workDir, onProgress: (p) => events.push(p), events };
}

const rms = (s: Int16Array) => 20 * Math.log10(Math.sqrt(s.reduce((a, v) => a + v * v, 0) / Math.max(1, s.length)) / 32768);

describe('m4b', () => {
  it('studio: AAC with exact chapter marks, the book tags, series atoms, cover, M4B brand; chapters at −18 LUFS, peaks under −3 dBTP', async () => {
    const out = join(dir, 'studio.m4b');
    const o = options('studio');
    const r = await buildM4b(chapters, meta, out, o);

    const info = await probe(out);
    expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    const pic = info.streams.find((s) => s.codec_type === 'video');
    expect(pic).toMatchObject({ codec_name: 'mjpeg', disposition: expect.objectContaining({ attached_pic: 1 }) });
    // Each chapter gains 0.8 s of room tone at both ends.
    const pad = (2 * ROOM_TONE_MS) / 1000;
    expect(info.durationS).toBeCloseTo(r.durationS, 2);
    expect(r.durationS).toBeCloseTo(sourceSeconds[0]! + sourceSeconds[1]! + 2 * pad, 2);
    expect(info.chapters.map((c) => c.title)).toEqual(['Глава 1. Встреча', 'Глава 2. Дорога: «вперёд»']);
    expect(info.chapters[0]!.start).toBe(0);
    expect(info.chapters[0]!.end).toBeCloseTo(sourceSeconds[0]! + pad, 2);
    expect(info.chapters[1]!.start).toBeCloseTo(info.chapters[0]!.end, 3);
    expect(info.chapters[1]!.end).toBeCloseTo(info.durationS, 2);

    expect(info.tags).toMatchObject({
      major_brand: 'M4B ', title: 'Тестовая книга', album: 'Тестовая книга', artist: 'Анна Авторова', album_artist: 'Анна Авторова',
      composer: 'Николай (синтез речи)', genre: 'Проза', comment: 'Озвучено синтезом речи в Glava Studio.',
      description: 'Короткая книга для проверки экспорта.', show: 'Серия «Проба»', episode_id: '2', media_type: '2',
      series: 'Серия «Проба»', 'series-part': '2',
    });
    const atoms = await readMp4Tags(out);
    expect(atoms.brand.compatible).toContain('M4B ');
    expect(atoms.items).toMatchObject({ '\u00a9mvn': 'Серия «Проба»', '\u00a9mvi': 2, stik: 2 });
    expect(atoms.items.covr).toMatch(/^<image \d+ bytes>$/);

    // Both chapters — the quiet one too — land at the target, measured in the finished file.
    for (const s of r.sound) {
      expect(Math.abs(s.lufs! + 18)).toBeLessThanOrEqual(1);
      expect(s.truePeakDb!).toBeLessThanOrEqual(-3);
    }
    const whole = await measureLoudness({ path: out });
    expect(Math.abs(whole.i! + 18)).toBeLessThanOrEqual(1);
    expect(whole.tp!).toBeLessThanOrEqual(-3);

    // Room tone: the first 0.7 s are very quiet noise, not digital silence.
    const head = (await decodeToPcm(out, 22050)).samples.subarray(0, Math.round(0.7 * 22050));
    expect(head.some((v) => v !== 0)).toBe(true);
    expect(rms(head)).toBeLessThan(-55);
    expect(rms(head)).toBeGreaterThan(-80);

    // Progress: every chapter's sound, then packaging; bytes grow to the exact final size.
    expect(o.events.filter((e) => e.stage === 'encode').map((e) => e.chapter)).toEqual([0, 1, 2]);
    expect(o.events.findIndex((e) => e.stage === 'package')).toBeGreaterThan(o.events.findLastIndex((e) => e.stage === 'encode'));
    const bytes = o.events.map((e) => e.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(o.events.at(-1)).toMatchObject({ stage: 'package', bytes: r.bytes, bytesTotal: r.bytes });
    expect(statSync(out).size).toBe(r.bytes);
    // The first estimate was within 30% of the result.
    expect(Math.abs(o.events[0]!.bytesTotal! - r.bytes) / r.bytes).toBeLessThan(0.3);
  });

  it('raw: the engine\'s level is kept and no room tone is added', async () => {
    const out = join(dir, 'raw.m4b');
    const r = await buildM4b(chapters, { ...meta, series: null, cover: null }, out, options('raw'));
    expect(r.durationS).toBeCloseTo(sourceSeconds[0]! + sourceSeconds[1]!, 2);
    for (const [k, s] of r.sound.entries()) expect(Math.abs(s.lufs! - sourceLufs[k]!)).toBeLessThanOrEqual(0.5);
    // The quiet chapter stays quiet: far from the studio target.
    expect(r.sound[0]!.lufs!).toBeLessThan(-22);
    const info = await probe(out);
    expect(info.streams.some((s) => s.codec_type === 'video')).toBe(false);
    expect(info.tags.show).toBeUndefined();
    expect((await readMp4Tags(out)).items['\u00a9mvn']).toBeUndefined();
  });
});

describe('zip', () => {
  it('studio: one tagged MP3 per chapter named `NN - Title.mp3`, with the cover, at the audiobook target', async () => {
    const out = join(dir, 'studio.zip');
    const o = options('studio');
    const r = await buildZip(chapters, meta, out, o);
    const entries = await readZip(out);
    expect(entries.map((e) => e.name)).toEqual(['01 - Глава 1. Встреча.mp3', '02 - Глава 2. Дорога «вперёд».mp3']);
    expect(entries.every((e) => e.crcOk && e.utf8Flag)).toBe(true);
    expect(statSync(out).size).toBe(r.bytes);
    expect(r.durationS).toBeCloseTo(sourceSeconds[0]! + sourceSeconds[1]! + (4 * ROOM_TONE_MS) / 1000, 1);
    for (const [k, e] of entries.entries()) {
      const file = join(dir, `unzipped-${k}.mp3`);
      writeFileSync(file, e.data);
      const info = await probe(file);
      expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('mp3');
      expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'mjpeg', disposition: expect.objectContaining({ attached_pic: 1 }) });
      expect(info.tags).toMatchObject({
        title: chapters[k]!.title, album: 'Тестовая книга', artist: 'Анна Авторова', album_artist: 'Анна Авторова',
        track: `${k + 1}/2`, composer: 'Николай (синтез речи)', series: 'Серия «Проба»',
      });
      const m = await measureLoudness({ path: file });
      expect(Math.abs(m.i! + 18)).toBeLessThanOrEqual(1);
      expect(m.tp!).toBeLessThanOrEqual(-3);
      expect(r.sound[k]).toEqual({ lufs: m.i, truePeakDb: m.tp });
    }
    expect(o.events.filter((e) => e.stage === 'encode').map((e) => e.chapter)).toEqual([0, 1, 2]);
    const bytes = o.events.map((e) => e.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(o.events.at(-1)).toMatchObject({ stage: 'package', bytes: r.bytes, bytesTotal: r.bytes });
  });

  it('raw: the recordings are copied as they are, only retagged', async () => {
    const out = join(dir, 'raw.zip');
    const r = await buildZip(chapters, meta, out, options('raw'));
    const entries = await readZip(out);
    const file = join(dir, 'raw-1.mp3');
    writeFileSync(file, entries[0]!.data);
    // The same MP3 frames: decoding gives the source's samples exactly.
    const a = await decodeToPcm(file, 22050);
    const b = await decodeToPcm(chapters[0]!.path, 22050);
    expect(Buffer.from(a.samples.buffer).equals(Buffer.from(b.samples.buffer))).toBe(true);
    expect(Math.abs(r.sound[0]!.lufs! - sourceLufs[0]!)).toBeLessThanOrEqual(0.2);
    expect((await probe(file)).tags).toMatchObject({ title: 'Глава 1. Встреча', track: '1/2' });
  });
});

describe('unusual recordings', () => {
  it('a silent chapter at another sample rate: the book joins at the highest rate, silence stays silent under room tone', async () => {
    const silent = join(dir, 'silent.mp3');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=sample_rate=44100:channel_layout=mono', '-t', '2', '-c:a', 'libmp3lame', '-b:a', '64k', silent]);
    const silentS = (await decodeToPcm(silent, 44100)).samples.length / 44100;
    const out = join(dir, 'mixed.m4b');
    const r = await buildM4b([{ title: 'Тишина', path: silent }, chapters[1]!], meta, out, options('studio'));
    const info = await probe(out);
    expect(info.streams.find((s) => s.codec_type === 'audio')?.sample_rate).toBe('44100');
    expect(info.chapters[0]!.end).toBeCloseTo(silentS + (2 * ROOM_TONE_MS) / 1000, 2);
    // Nothing to normalise: only the room tone, far under speech level.
    expect(r.sound[0]!.lufs === null || r.sound[0]!.lufs < -50).toBe(true);
    expect(Math.abs(r.sound[1]!.lufs! + 18)).toBeLessThanOrEqual(1);
  });
});

describe('covers', () => {
  it('a PNG is embedded as it is; a WebP is converted to JPEG', async () => {
    const png = join(dir, 'cover.png');
    writeFileSync(png, tinyPng(8, 8));
    const a = join(dir, 'png-cover.m4b');
    await buildM4b([chapters[1]!], { ...meta, cover: { path: png, mime: 'image/png' } }, a, options('raw'));
    expect((await probe(a)).streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'png', disposition: expect.objectContaining({ attached_pic: 1 }) });

    const webp = join(dir, 'cover.webp');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=300x400:rate=1', '-frames:v', '1', '-c:v', 'libwebp', webp]);
    const b = join(dir, 'webp-cover.zip');
    await buildZip([chapters[1]!], { ...meta, cover: { path: webp, mime: 'image/webp' } }, b, options('raw'));
    const mp3 = join(dir, 'webp-cover.mp3');
    writeFileSync(mp3, (await readZip(b))[0]!.data);
    expect((await probe(mp3)).streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'mjpeg', disposition: expect.objectContaining({ attached_pic: 1 }) });
  });
});

describe('failures', () => {
  it('a cancelled export stops its ffmpeg and leaves no file', async () => {
    const ac = new AbortController();
    const o = options('studio', ac.signal);
    const out = join(dir, 'cancelled.m4b');
    const started = Date.now();
    const run = buildM4b(chapters, meta, out, { ...o, onProgress: (p) => p.chapter === 1 && ac.abort() });
    await expect(run).rejects.toThrow(/aborted/);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(existsSync(out)).toBe(false);
  });

  it('a recording that is not audio fails with a message naming the chapter', async () => {
    const bad = join(dir, 'bad.mp3');
    writeFileSync(bad, 'not audio at all');
    const out = join(dir, 'bad.zip');
    await expect(buildZip([chapters[0]!, { title: 'Сломанная глава', path: bad }], meta, out, options('studio'))).rejects.toThrow(/Сломанная глава/);
    expect(existsSync(out)).toBe(false);
  });

  it('an unreadable cover is left out instead of failing the export', async () => {
    const junk = join(dir, 'junk.jpg');
    writeFileSync(junk, 'no picture here');
    const out = join(dir, 'nocover.m4b');
    await buildM4b([chapters[1]!], { ...meta, cover: { path: junk, mime: 'image/jpeg' } }, out, options('raw'));
    expect((await probe(out)).streams.some((s) => s.codec_type === 'video')).toBe(false);
  });
});
