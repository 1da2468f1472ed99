// The export engine's small parts: file names, FFMETADATA escaping, the loudness summary reader,
// the zip writer (read back by yauzl) and the MP4 atom editor (on a real ffmpeg-made m4a).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import { decodeToPcm, probe } from '../ffmpeg/encode.ts';
import { escapeMeta, ffmetadata, truncateUtf8 } from './ffmetadata.ts';
import { parseEbur128Summary } from './loudness.ts';
import { freeformItem, intItem, textItem } from './mp4-atoms.ts';
import { readMp4Tags, rewriteMp4 } from './mp4-tags.ts';
import { chapterFileName, safeTitle } from './names.ts';
import { mapOrdered } from './parallel.ts';
import { readZip } from './zip-reader.fixture.ts';
import { writeZip } from './zip-writer.ts';

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

describe('FFMETADATA', () => {
  it('escapes =, ;, #, backslash and line breaks, and writes chapter marks in samples', () => {
    expect(escapeMeta('a=b;c#d\\e\nf')).toBe('a\\=b\\;c\\#d\\\\e\\\nf');
    const text = ffmetadata({ title: 'Книга = 1', genre: '' }, [{ title: 'Глава #1', startSample: 0, endSample: 22050 }], 22050);
    expect(text).toBe(';FFMETADATA1\ntitle=Книга \\= 1\n[CHAPTER]\nTIMEBASE=1/22050\nSTART=0\nEND=22050\ntitle=Глава \\#1\n');
  });

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
    const size = await writeZip(out, [{ name: '01 - Глава.mp3', path: a }, { name: '02 - Вторая глава.mp3', path: b }], { onBytes: (n) => seen.push(n) });
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

describe('the MP4 atom editor', () => {
  it('adds series atoms and the M4B brand to a faststart m4a without disturbing its sound', async () => {
    const src = join(dir, 'tone.m4a');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3:sample_rate=22050', '-c:a', 'aac', '-b:a', '64k',
      '-metadata', 'title=Тон', '-movflags', '+faststart', '-f', 'ipod', src]);
    const out = join(dir, 'tone.m4b');
    await rewriteMp4(src, out, {
      items: [textItem('\u00a9mvn', 'Серия'), intItem('\u00a9mvi', 3), freeformItem('SERIES', 'Серия')],
      brand: { major: 'M4B ', minor: 0x200, compatible: ['M4B ', 'M4A ', 'mp42', 'isom'] },
    });
    const tags = await readMp4Tags(out);
    expect(tags.brand).toEqual({ major: 'M4B ', compatible: ['M4B ', 'M4A ', 'mp42', 'isom'] });
    expect(tags.items).toMatchObject({ '\u00a9nam': 'Тон', '\u00a9mvn': 'Серия', '\u00a9mvi': 3, '----:com.apple.iTunes:SERIES': 'Серия' });
    const info = await probe(out);
    expect(info.tags).toMatchObject({ major_brand: 'M4B ', title: 'Тон', series: 'Серия' });
    // The moved audio decodes to exactly the same samples: every chunk offset was shifted right.
    const before = await decodeToPcm(src, 22050);
    const after = await decodeToPcm(out, 22050);
    expect(after.samples.length).toBe(before.samples.length);
    expect(Buffer.from(after.samples.buffer).equals(Buffer.from(before.samples.buffer))).toBe(true);
  });

  it('creates udta/meta/ilst when the file has no tags at all', async () => {
    const src = join(dir, 'bare.m4a');
    await ffmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=1', '-c:a', 'aac', '-map_metadata', '-1', '-fflags', '+bitexact', '-movflags', '+faststart', '-f', 'mp4', src]);
    const out = join(dir, 'bare.m4b');
    await rewriteMp4(src, out, { items: [textItem('\u00a9mvn', 'Новая')], brand: { major: 'M4B ', minor: 0, compatible: ['isom'] } });
    expect((await readMp4Tags(out)).items['\u00a9mvn']).toBe('Новая');
    expect((await decodeToPcm(out, 44100)).samples.length).toBe((await decodeToPcm(src, 44100)).samples.length);
  });
});

describe('chapters in parallel', () => {
  const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new Error('aborted'));
    }, { once: true });
  });

  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapOrdered([30, 5, 20, 1, 10], 2, new AbortController().signal, async (ms, k) => {
      most = Math.max(most, ++running);
      await sleep(ms);
      running--;
      return k * 10;
    });
    expect(out).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
  });

  it('stops the others at the first failure and reports that failure', async () => {
    const started: number[] = [];
    const run = mapOrdered([1, 2, 3, 4, 5], 2, new AbortController().signal, async (n, _k, signal) => {
      started.push(n);
      if (n === 2) throw new Error('chapter 2 is broken');
      await sleep(200, signal);
      return n;
    });
    await expect(run).rejects.toThrow('chapter 2 is broken');
    expect(started).toEqual([1, 2]);
  });

  it('rejects when the caller aborts', async () => {
    const ac = new AbortController();
    const run = mapOrdered([1, 2, 3], 1, ac.signal, async (_n, _k, signal) => sleep(1000, signal));
    setTimeout(() => ac.abort(), 20);
    await expect(run).rejects.toThrow(/aborted/);
  });
});
