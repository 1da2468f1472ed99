// The export engine's small parts: file names, titles cut by bytes, the loudness summary reader,
// the zip writer (read back by yauzl), ID3 tags (read back by ffprobe) and the MP4 reader.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import { probe } from '../ffmpeg/encode.ts';
import { id3Tag, mp3FramesRange } from './id3.ts';
import { parseEbur128Summary } from './loudness.ts';
import { readAacTrack } from './mp4-read.ts';
import { stbl } from './mp4-write.ts';
import { chapterFileName, safeTitle, truncateUtf8 } from './names.ts';
import { readZip } from './zip-reader.fixture.ts';
import { writeZip, zipSize } from './zip-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'glava-export-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('chapter file names', () => {
  it('are `NN - Title.mp3`, keep Cyrillic, drop characters no OS allows, pad to the chapter count', () => {
    expect(chapterFileName(0, 12, 'Глава 1. Встреча')).toBe('01 - Глава 1. Встреча.mp3');
    expect(chapterFileName(8, 120, 'Пролог')).toBe('009 - Пролог.mp3');
    expect(chapterFileName(1, 2, 'Что? Где: "Когда"/<да>|*')).toBe('02 - Что Где Когда да.mp3');
    expect(chapterFileName(2, 3, '   ')).toBe('03.mp3');
    expect(safeTitle('Конец...  ')).toBe('Конец');
    expect(safeTitle('CON')).toBe('_CON');
    expect(safeTitle('а'.repeat(300)).length).toBe(100);
    expect(safeTitle('line\nbreak\ttab')).toBe('line break tab');
  });
});

describe('titles cut by bytes', () => {
  it('cuts long titles at a character boundary within 255 bytes of UTF-8', () => {
    const long = 'Ж'.repeat(200); // 400 bytes
    const cut = truncateUtf8(long, 255);
    expect(Buffer.byteLength(cut, 'utf8')).toBeLessThanOrEqual(255);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.replace('…', '')).toMatch(/^Ж+$/);
    expect(truncateUtf8('short', 255)).toBe('short');
  });
});

describe('the loudness summary', () => {
  const summary = (i: string, peak: string) =>
    `[Parsed_ebur128_0 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         ${i} LUFS\n    Threshold: -28.4 LUFS\n\n  Loudness range:\n    LRA:         3.1 LU\n    Threshold: -38.5 LUFS\n    LRA low:   -20.2 LUFS\n    LRA high:  -17.1 LUFS\n\n  True peak:\n    Peak:       ${peak} dBFS\n`;

  it('is read from the last summary ffmpeg printed', () => {
    expect(parseEbur128Summary(`noise\n${summary('-30.0', '-9.0')}${summary('-18.4', '-3.2')}`)).toEqual({ i: -18.4, thresh: -28.4, lra: 3.1, tp: -3.2 });
  });

  it('reports silence as null loudness and peak', () => {
    expect(parseEbur128Summary(summary('-70.0', '-inf'))).toMatchObject({ i: null, thresh: null, tp: null });
  });

  it('fails clearly when ffmpeg printed none', () => {
    expect(() => parseEbur128Summary('Conversion failed!')).toThrow(/no loudness summary/);
  });
});

describe('the zip writer', () => {
  it('stores files under UTF-8 names with correct CRCs, readable by an independent reader', async () => {
    const a = join(dir, 'a.bin');
    const b = join(dir, 'b.bin');
    writeFileSync(a, Buffer.from('первый файл'));
    // Bigger than the writer's 1 MB copy buffer, so CRCs chain across chunks.
    const big = Buffer.alloc(2_500_000);
    for (let k = 0; k < big.length; k++) big[k] = (k * 31 + (k >> 7)) & 0xff;
    writeFileSync(b, big);
    const out = join(dir, 'out.zip');
    const seen: number[] = [];
    const totals = new Set<number>();
    const size = await writeZip(out, [{ name: '01 - Глава.mp3', path: a }, { name: '02 - Вторая глава.mp3', path: b }], {
      onBytes: (n, total) => {
        seen.push(n);
        totals.add(total);
      },
    });
    expect([...totals]).toEqual([size]);
    expect(size).toBe(readFileSync(out).length);
    expect(seen.at(-1)).toBe(size);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    const entries = await readZip(out);
    expect(entries.map((e) => e.name)).toEqual(['01 - Глава.mp3', '02 - Вторая глава.mp3']);
    expect(entries.every((e) => e.crcOk && e.utf8Flag && e.method === 0)).toBe(true);
    expect(entries[0]!.data.toString('utf8')).toBe('первый файл');
    expect(entries[1]!.data.equals(big)).toBe(true);
  });

  it('stops when aborted', async () => {
    const a = join(dir, 'c.bin');
    writeFileSync(a, Buffer.alloc(3_000_000, 7));
    const ac = new AbortController();
    ac.abort();
    await expect(writeZip(join(dir, 'aborted.zip'), [{ name: 'c', path: a }], { signal: ac.signal })).rejects.toThrow(/aborted/);
  });
});

describe('zip entries made of parts', () => {
  it('join bytes and file ranges, deflate text when asked, and know the archive\'s size first', async () => {
    const src = join(dir, 'range.bin');
    writeFileSync(src, Buffer.from('0123456789'));
    const text = Buffer.from('<p>Текст главы, который сжимается. </p>'.repeat(50));
    const entries = [
      { name: 'mimetype', parts: [Buffer.from('application/epub+zip')] },
      { name: 'a.mp3', parts: [Buffer.from('TAG:'), { path: src, start: 3, end: 7 }] },
      { name: 'ch.xhtml', parts: [text], deflate: true },
    ];
    const out = join(dir, 'parts.zip');
    const expected = await zipSize(entries);
    expect(await writeZip(out, entries)).toBe(expected);
    expect(readFileSync(out).length).toBe(expected);
    const read = await readZip(out);
    expect(read.map((e) => [e.name, e.method, e.crcOk])).toEqual([['mimetype', 0, true], ['a.mp3', 0, true], ['ch.xhtml', 8, true]]);
    expect(read[1]!.data.toString()).toBe('TAG:3456');
    expect(read[2]!.data.equals(text)).toBe(true);
    // The first entry's name and data sit at fixed offsets (what EPUB readers check for the mimetype).
    expect(readFileSync(out).toString('latin1', 30, 38)).toBe('mimetype');
    expect(readFileSync(out).toString('latin1', 38, 58)).toBe('application/epub+zip');
  });
});

describe('ID3v2.3 tags', () => {
  it('are read back by ffprobe with Cyrillic text, the comment, language, series frames and the cover; the MP3 frames follow', async () => {
    const src = join(dir, 'tone.mp3');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1:sample_rate=22050', '-c:a', 'libmp3lame', '-b:a', '64k', '-metadata', 'title=Старый', src]);
    const range = await mp3FramesRange(src);
    expect(range.start).toBeGreaterThan(10); // ffmpeg's own tag is skipped
    const cover = join(dir, 'c.jpg');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=1', '-frames:v', '1', cover]);
    const tag = id3Tag({
      title: 'Глава 1. Встреча', album: 'Книга', artist: 'Автор', albumArtist: 'Автор', composer: 'Голос (синтез речи)', genre: 'Проза',
      track: '1/3', comment: 'Озвучено синтезом речи.', language: 'rus', extra: { series: 'Серия', 'series-part': '2' },
      cover: { data: readFileSync(cover), mime: 'image/jpeg' },
    });
    const out = join(dir, 'tagged.mp3');
    writeFileSync(out, Buffer.concat([tag, readFileSync(src).subarray(range.start, range.end)]));
    const info = await probe(out);
    expect(info.tags).toMatchObject({
      title: 'Глава 1. Встреча', album: 'Книга', artist: 'Автор', album_artist: 'Автор', composer: 'Голос (синтез речи)', genre: 'Проза',
      track: '1/3', comment: 'Озвучено синтезом речи.', language: 'rus', series: 'Серия', 'series-part': '2',
    });
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'mjpeg', disposition: expect.objectContaining({ attached_pic: 1 }) });
    expect(info.durationS).toBeCloseTo((await probe(src)).durationS, 3);
  });

  it('a file without MP3 frames is refused', async () => {
    const junk = join(dir, 'junk.mp3');
    writeFileSync(junk, 'ID3 but not really an mp3 file at all');
    await expect(mp3FramesRange(junk)).rejects.toThrow(/no MP3 frames/);
  });
});

describe('the MP4 reader', () => {
  it('finds every AAC frame of an ffmpeg m4a, its priming and its exact length', async () => {
    const src = join(dir, 'tone.m4a');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3:sample_rate=22050', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', '-f', 'mp4', src]);
    const t = await readAacTrack(src);
    expect(t.sampleRate).toBe(22050);
    expect(t.priming).toBe(1024);
    expect(Math.abs(t.samples - 3 * 22050)).toBeLessThanOrEqual(22); // the edit list counts milliseconds
    expect(t.sizes.length).toBe(Math.ceil((3 * 22050 + 1024) / 1024));
    const file = readFileSync(src);
    const end = t.offsets[t.sizes.length - 1]! + t.sizes[t.sizes.length - 1]!;
    expect(end).toBe(file.length); // faststart: the frames run to the end of the file
    expect(t.config.toString('hex')).toMatch(/^1388/); // AAC LC, 22050 Hz, mono
  });
});

describe('the MP4 sample tables', () => {
  it('hold a whole novel: 18 hours at 22.05 kHz are 1.4 million AAC frames (bench/book\'s m4b failed on them)', () => {
    const frames = Math.ceil((18 * 3600 * 22050) / 1024);
    const sizes = new Uint32Array(frames).fill(180);
    const table = stbl(Buffer.alloc(0), new Array<number>(frames).fill(1024), sizes, [frames - 10, 10], [1000, 2000]);
    // stsz: its header, then one 4-byte size per frame.
    const at = table.indexOf('stsz', 0, 'latin1');
    expect(table.readUInt32BE(at - 4)).toBe(20 + 4 * frames);
    expect(table.readUInt32BE(at + 12)).toBe(frames);
    expect(table.readUInt32BE(at + 16 + 4 * (frames - 1))).toBe(180);
  });
});
