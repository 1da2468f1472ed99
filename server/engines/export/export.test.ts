// The export engine on real speech made final as a render makes it: the m4b joined by stream copy
// (ffprobe and mediainfo read its chapters, tags, cover, brand and the chapter track's language;
// ffmpeg's own meter its loudness and true peak, a «громко» line included), the zip of retagged
// MP3s (frames copied bit for bit), covers, books joining chapters at different sample rates,
// cancellation and bad input.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMediainfo, mediainfo } from '../../../test/support/mediainfo.ts';
import { decodeToPcm, probe } from '../ffmpeg/encode.ts';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import { mp3FramesRange } from './id3.ts';
import { buildM4b, buildZip, type ExportChapter, type ExportMeta, type ExportOptions, type ExportProgress } from './index.ts';
import { measureLoudness } from './loudness.ts';
import { readMp4Tags } from './mp4-tags.ts';
import { finalChapters, jpegCover, speak, type SpokenChapter } from './speech.fixture.ts';
import { readZip } from './zip-reader.fixture.ts';
import { tinyPng } from '../../../test/fixtures/books/png.ts';

const dir = mkdtempSync(join(tmpdir(), 'glava-export-engine-'));
let spoken: SpokenChapter[];
let studio: ExportChapter[];
let raw: ExportChapter[];
let meta: ExportMeta;

beforeAll(async () => {
  spoken = await speak([
    // A quiet chapter (12 dB under the voice's level).
    { title: 'Глава 1. Встреча', lines: [{ text: 'Иван вошёл в комнату. Было тихо.', gainDb: -12 }, { text: 'Привет, сказал Иван. Как дела?', gainDb: -12 }] },
    // A loud line, a whispered one and plain narration.
    {
      title: 'Глава 2. Дорога: «вперёд»',
      lines: [
        { text: 'Утром они вышли в путь. Дорога была длинной.' },
        { text: 'Стой! Куда ты бежишь?', delivery: { volume: 'loud' } },
        { text: 'Тише, нас услышат.', delivery: { volume: 'whisper' } },
        { text: 'Нет, уже близко, ответил Иван.' },
      ],
    },
  ]);
  studio = await finalChapters(dir, spoken, 'studio', 's');
  raw = await finalChapters(dir, spoken, 'raw', 'r');
  meta = {
    title: 'Тестовая книга', author: 'Анна Авторова', narrator: 'Николай, Мария (синтез речи)', series: { title: 'Серия «Проба»', no: 2 },
    genre: 'Русская классика', language: 'ru', description: 'Короткая книга для проверки экспорта.', comment: 'Озвучено синтезом речи в Glava Studio.',
    cover: { path: await jpegCover(join(dir, 'cover.jpg')), mime: 'image/jpeg' },
  };
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function options(signal = new AbortController().signal): ExportOptions & { events: ExportProgress[] } {
  const workDir = join(dir, `work-${++n}`);
  mkdirSync(workDir);
  const events: ExportProgress[] = [];
  return { signal, workDir, onProgress: (p) => events.push(p), events };
}


/** ffmpeg's decoder finds no error in the whole file. */
async function decodesCleanly(path: string) {
  const { stderr } = await ffmpeg(['-v', 'error', '-i', path, '-f', 'null', '-']);
  expect(stderr.trim()).toBe('');
}

const rms = (s: Int16Array) => 20 * Math.log10(Math.sqrt(s.reduce((a, v) => a + v * v, 0) / Math.max(1, s.length)) / 32768);
const seconds = (c: ExportChapter) => c.final.samples / c.final.sampleRate;

describe('chapters made final', () => {
  it('studio: each at −18 LUFS with its true peak at most −3 dBTP in both files, by ffmpeg\'s meter, a «громко» line included', async () => {
    for (const c of studio) {
      for (const path of [c.mp3, c.aac]) {
        const m = await measureLoudness({ path });
        expect(Math.abs(m.i! + 18)).toBeLessThanOrEqual(0.7);
        expect(m.tp!).toBeLessThanOrEqual(-3);
      }
      // The in-process meter agrees with ffmpeg's on the encoded files.
      const aac = await measureLoudness({ path: c.aac });
      expect(Math.abs(c.final.levels.aac.lufs! - aac.i!)).toBeLessThanOrEqual(0.3);
      expect(Math.abs(c.final.levels.aac.truePeakDb! - aac.tp!)).toBeLessThanOrEqual(0.5);
    }
    // One gain for the chapter, not per line: the loud line is no quieter than plain speech and the
    // whispered one stays quieter. (Synthetic speech peaks ~20 dB over its loudness, so at −18 LUFS
    // under a −5.5 dBTP ceiling the limiter takes ~10 dB off every spoken line's peaks, a loud line's
    // extra level with them, while a whisper passes untouched: the contrast shrinks to a few dB.)
    const pcm = (await decodeToPcm(studio[1]!.aac, 22050)).samples;
    const lead = Math.round(studio[1]!.final.leadS * 22050);
    const [plain, loud, whisper] = spoken[1]!.lines!.map(([a, b]) => rms(pcm.subarray(lead + a, lead + b)));
    expect(loud!).toBeGreaterThan(plain! - 1);
    expect(whisper!).toBeLessThan(plain! - 1);
  });

  it('raw: the engine\'s own level, no room tone', async () => {
    for (const [k, c] of raw.entries()) {
      expect(c.final.leadS).toBe(0);
      expect(seconds(c)).toBeCloseTo(spoken[k]!.samples.length / spoken[k]!.sampleRate, 3);
    }
    const m = await measureLoudness({ path: raw[0]!.aac });
    expect(m.i!).toBeLessThan(-25); // the quiet chapter stays quiet
  });
});

describe('m4b by stream copy', () => {
  let out: string;
  let r: Awaited<ReturnType<typeof buildM4b>>;
  let o: ReturnType<typeof options>;
  beforeAll(async () => {
    out = join(dir, 'book.m4b');
    o = options();
    r = await buildM4b(studio, meta, out, o);
  });

  it('is one AAC track with the chapters\' frames: it decodes cleanly and lasts as long as the chapters', async () => {
    const info = await probe(out);
    expect(info.format).toContain('mp4');
    const audio = info.streams.filter((s) => s.codec_type === 'audio');
    expect(audio).toHaveLength(1);
    expect(audio[0]).toMatchObject({ codec_name: 'aac', sample_rate: '22050' });
    await decodesCleanly(out);
    const total = studio.reduce((a, c) => a + seconds(c), 0);
    // Each join adds the next chapter's priming frame and the previous one's padding (< 0.1 s).
    expect(r.durationS).toBeGreaterThan(total);
    expect(r.durationS).toBeLessThan(total + 0.1 * studio.length);
    expect(info.durationS).toBeCloseTo(r.durationS, 1);
    expect(r.bytes).toBe(readFileSync(out).length);
  });

  it('marks each chapter where its sound begins, in the QuickTime chapter track (in the book\'s language) and the Nero list', async () => {
    const info = await probe(out);
    expect(info.chapters.map((c) => c.title)).toEqual(studio.map((c) => c.title));
    expect(info.chapters[0]!.start).toBe(0);
    expect(info.chapters[1]!.start).toBeGreaterThan(seconds(studio[0]!));
    expect(info.chapters[1]!.start).toBeLessThan(seconds(studio[0]!) + 0.1);
    expect(info.chapters[1]!.end).toBeCloseTo(r.durationS, 2);
    if (hasMediainfo) {
      const menu = mediainfo(out).filter((t) => t['@type'] === 'Menu');
      expect(menu[0]).toMatchObject({ Format: 'Timed Text', Language: 'ru' });
      expect(Object.values(menu[0]!.extra ?? {})).toEqual(expect.arrayContaining(studio.map((c) => c.title)));
      // The second menu is the Nero chapter list.
      expect(Object.values(menu[1]!.extra ?? {})).toEqual(studio.map((c) => c.title));
    }
    // Where chapter 2 begins, its sound begins: the stretch just before is the room tone.
    const pcm = (await decodeToPcm(out, 22050)).samples;
    const at = Math.round(info.chapters[1]!.start * 22050);
    const own = (await decodeToPcm(studio[1]!.aac, 22050)).samples;
    let diff = 0;
    for (let k = 0; k < 22050; k++) diff = Math.max(diff, Math.abs(pcm[at + k]! - own[k]!));
    expect(diff).toBeLessThan(600); // the same sound, sample for sample (up to the decoder's state across the join)
  });

  it('carries the book\'s tags, series atoms, cover, audiobook kind and the M4B brand (ffprobe, mediainfo, the atoms)', async () => {
    const info = await probe(out);
    expect(info.tags).toMatchObject({
      major_brand: 'M4B ', title: meta.title, album: meta.title, artist: meta.author, album_artist: meta.author,
      composer: meta.narrator, genre: 'Русская классика', comment: meta.comment, description: meta.description,
    });
    expect(info.streams.find((s) => s.codec_type === 'audio')?.tags?.language).toBe('rus');
    const pic = info.streams.find((s) => s.codec_type === 'video');
    expect(pic).toMatchObject({ codec_name: 'mjpeg', disposition: expect.objectContaining({ attached_pic: 1 }) });
    if (hasMediainfo) {
      const general = mediainfo(out).find((t) => t['@type'] === 'General')!;
      expect(general).toMatchObject({ Format: 'MPEG-4', CodecID: 'M4B ', ContentType: 'Audiobook', Title: meta.title, Composer: meta.narrator, Genre: 'Русская классика', Cover: 'Yes' });
      expect(mediainfo(out).find((t) => t['@type'] === 'Audio')).toMatchObject({ Format: 'AAC', Language: 'ru' });
    }
    const atoms = await readMp4Tags(out);
    expect(atoms.brand).toEqual({ major: 'M4B ', compatible: ['M4B ', 'M4A ', 'mp42', 'isom'] });
    expect(atoms.items).toMatchObject({
      '\u00a9mvn': 'Серия «Проба»', '\u00a9mvi': 2, tvsh: 'Серия «Проба»', tves: 2, stik: 2,
      '----:com.apple.iTunes:SERIES': 'Серия «Проба»', '----:com.apple.iTunes:SERIES-PART': '2',
    });
    expect(String(atoms.items.covr)).toMatch(/^<image \d+ bytes>$/);
  });

  it('keeps the studio sound: every chapter of the file at −18 LUFS, true peak at most −3 dBTP (ffmpeg)', async () => {
    const info = await probe(out);
    for (const [k, c] of info.chapters.entries()) {
      const m = await measureLoudness({ path: out, startS: c.start, durationS: c.end - c.start });
      expect(Math.abs(m.i! + 18)).toBeLessThanOrEqual(0.7);
      expect(m.tp!).toBeLessThanOrEqual(-3);
      expect(r.sound[k]).toEqual({ lufs: studio[k]!.final.levels.aac.lufs, truePeakDb: studio[k]!.final.levels.aac.truePeakDb });
    }
  });

  it('reports its exact size from the first progress event on', () => {
    expect(o.events.length).toBeGreaterThan(1);
    expect(o.events.every((e) => e.stage === 'package' && e.bytesTotal === r.bytes)).toBe(true);
    const bytes = o.events.map((e) => e.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(bytes.at(-1)).toBe(r.bytes);
  });
});

describe('zip of retagged MP3s', () => {
  it('one MP3 per chapter named `NN - Title.mp3`: the chapter\'s frames bit for bit behind a new ID3v2.3 tag with the cover', async () => {
    const out = join(dir, 'book.zip');
    const o = options();
    const r = await buildZip(studio, meta, out, o);
    expect(r.bytes).toBe(readFileSync(out).length);
    expect(o.events.at(-1)).toMatchObject({ stage: 'package', bytes: r.bytes, bytesTotal: r.bytes });
    const entries = await readZip(out);
    expect(entries.map((e) => e.name)).toEqual(['01 - Глава 1. Встреча.mp3', '02 - Глава 2. Дорога «вперёд».mp3']);
    expect(entries.every((e) => e.crcOk && e.method === 0)).toBe(true);
    for (const [k, e] of entries.entries()) {
      const file = join(dir, `zip-${k}.mp3`);
      writeFileSync(file, e.data);
      const own = readFileSync(studio[k]!.mp3);
      const range = await mp3FramesRange(studio[k]!.mp3);
      expect(e.data.subarray(e.data.length - (range.end - range.start)).equals(own.subarray(range.start, range.end))).toBe(true);
      const info = await probe(file);
      expect(info.tags).toMatchObject({
        title: studio[k]!.title, album: meta.title, artist: meta.author, album_artist: meta.author, composer: meta.narrator,
        genre: 'Русская классика', track: `${k + 1}/2`, comment: meta.comment, language: 'rus', series: 'Серия «Проба»', 'series-part': '2',
      });
      expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'mjpeg', disposition: expect.objectContaining({ attached_pic: 1 }) });
      await decodesCleanly(file);
      const m = await measureLoudness({ path: file });
      expect(m.tp!).toBeLessThanOrEqual(-3);
    }
    expect(r.sound.map((s) => s.lufs)).toEqual(studio.map((c) => c.final.levels.mp3.lufs));
  });
});

describe('unusual books', () => {
  it('a chapter at another sample rate is encoded again to match, once, and the book joins', async () => {
    const other = await finalChapters(dir, [{ title: 'Тишина и тон', samples: tone(44100, 2), sampleRate: 44100 }], 'studio', 'hz');
    const out = join(dir, 'mixed.m4b');
    await buildM4b([studio[0]!, other[0]!], meta, out, options());
    const info = await probe(out);
    expect(info.streams.find((s) => s.codec_type === 'audio')?.sample_rate).toBe('22050');
    expect(info.chapters.map((c) => c.title)).toEqual(['Глава 1. Встреча', 'Тишина и тон']);
    await decodesCleanly(out);

    // The other way round: a 44.1 kHz book whose last chapter is encoded again from 22.05 kHz keeps
    // that chapter's whole length (not its sample count read at the book's rate: half of it).
    const back = join(dir, 'mixed-back.m4b');
    const result = await buildM4b([other[0]!, studio[0]!], meta, back, options());
    const whole = seconds(other[0]!) + seconds(studio[0]!);
    const info2 = await probe(back);
    expect(info2.streams.find((s) => s.codec_type === 'audio')?.sample_rate).toBe('44100');
    expect(result.durationS).toBeGreaterThan(whole - 0.15);
    expect(result.durationS).toBeLessThan(whole + 0.15);
    expect(info2.chapters.at(-1)!.end).toBeCloseTo(result.durationS, 1);
    expect(info2.durationS).toBeCloseTo(result.durationS, 1);
    await decodesCleanly(back);
  });
});

describe('covers', () => {
  it('a large cover is fitted into a 1400 px square; a small PNG is kept as it is; a WebP becomes a JPEG of its own size', async () => {
    const big = await jpegCover(join(dir, 'big.jpg'), '2000x1000');
    const a = join(dir, 'big-cover.m4b');
    await buildM4b([studio[1]!], { ...meta, cover: { path: big, mime: 'image/jpeg' } }, a, options());
    if (hasMediainfo) expect(mediainfo(a).find((t) => t['@type'] === 'General')?.Cover).toBe('Yes');
    const pic = join(dir, 'big-cover.jpg');
    await ffmpeg(['-v', 'error', '-i', a, '-map', '0:v', '-c', 'copy', '-frames:v', '1', pic]);
    expect((await probe(pic)).streams[0]).toMatchObject({ codec_name: 'mjpeg' });
    const { stdout } = await (await import('../ffmpeg/ffmpeg.ts')).ffprobe(['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', pic]);
    expect(stdout.toString().trim()).toBe('1400,1400');

    const png = join(dir, 'cover.png');
    writeFileSync(png, tinyPng(8, 8));
    const b = join(dir, 'png-cover.m4b');
    await buildM4b([studio[1]!], { ...meta, cover: { path: png, mime: 'image/png' } }, b, options());
    expect((await probe(b)).streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'png', width: 8, height: 8 });

    const webp = join(dir, 'cover.webp');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=300x400:rate=1', '-frames:v', '1', '-c:v', 'libwebp', webp]);
    const c = join(dir, 'webp-cover.zip');
    await buildZip([studio[1]!], { ...meta, cover: { path: webp, mime: 'image/webp' } }, c, options());
    const mp3 = join(dir, 'webp-cover.mp3');
    writeFileSync(mp3, (await readZip(c))[0]!.data);
    expect((await probe(mp3)).streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'mjpeg', width: 300, height: 400 });
  });
});

describe('failures', () => {
  it('a cancelled export stops and leaves no file', async () => {
    const ac = new AbortController();
    const o = options(ac.signal);
    const out = join(dir, 'cancelled.m4b');
    const run = buildM4b(studio, meta, out, { ...o, onProgress: () => ac.abort() });
    await expect(run).rejects.toThrow(/aborted/);
    expect(existsSync(out)).toBe(false);
  });

  it('a recording that is not audio fails with a message naming the chapter', async () => {
    const bad = join(dir, 'bad.mp3');
    writeFileSync(bad, 'not audio at all');
    const broken: ExportChapter = { ...studio[0]!, title: 'Сломанная глава', mp3: bad, aac: bad };
    await expect(buildZip([studio[0]!, broken], meta, join(dir, 'bad.zip'), options())).rejects.toThrow(/Сломанная глава/);
    await expect(buildM4b([studio[0]!, broken], meta, join(dir, 'bad.m4b'), options())).rejects.toThrow(/Сломанная глава/);
    expect(existsSync(join(dir, 'bad.zip'))).toBe(false);
  });

  it('an unreadable cover is left out instead of failing the export', async () => {
    const junk = join(dir, 'junk.jpg');
    writeFileSync(junk, 'no picture here');
    const out = join(dir, 'nocover.m4b');
    await buildM4b([studio[1]!], { ...meta, cover: { path: junk, mime: 'image/jpeg' } }, out, options());
    expect((await probe(out)).streams.some((s) => s.codec_type === 'video')).toBe(false);
  });
});

function tone(rate: number, s: number): Int16Array {
  return new Int16Array(rate * s).map((_, i) => Math.round(6000 * Math.sin((2 * Math.PI * 330 * i) / rate)));
}
