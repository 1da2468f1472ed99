// The m4b by stream copy: the chapters' AAC frames (encoded once, when each chapter was voiced)
// are copied one after another into a single track, with a QuickTime chapter track and a Nero
// chapter list marking where each chapter's sound begins, the book's tags and the cover. Nothing
// is decoded: the work is reading and writing bytes.
//
// Each chapter's AAC starts with the encoder's priming frame; the edit list hides the first
// chapter's, the others' (about 46 ms of near-silence) sit in the room tone at the end of the
// chapter before. A chapter's mark is where its own sound begins.
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpeg } from '../ffmpeg/ffmpeg.ts';
import { AAC_CODEC } from '../ffmpeg/encode.ts';
import { prepareCover } from './cover.ts';
import { truncateUtf8 } from './names.ts';
import { box, freeformItem, ftyp, imageItem, intItem, textItem } from './mp4-atoms.ts';
import { readAacTrack, type AacTrack } from './mp4-read.ts';
import { audioTrak, chapterTrak, chpl, fullBox, mvhd, textSample } from './mp4-write.ts';
import { copyRange, moveIntoPlace } from './files.ts';
import { language3, type ExportChapter, type ExportMeta, type ExportOptions, type ExportResult } from './types.ts';

const FRAME = 1024;
const MOVIE_SCALE = 1000;

/** iTunes items (in udta/meta/ilst): title, author, narrator, genre, notes, audiobook kind, cover, series. */
function tags(meta: ExportMeta, cover: { data: Buffer; png: boolean } | null): Buffer {
  const text: Array<[string, string]> = [
    ['\u00a9nam', meta.title], ['\u00a9alb', meta.title], ['\u00a9ART', meta.author], ['aART', meta.author],
    ['\u00a9wrt', meta.narrator], ['\u00a9gen', meta.genre], ['\u00a9cmt', meta.comment],
    // iTunes shows `desc` (255 characters); the whole annotation goes to `ldes`.
    ['desc', [...meta.description].length > 255 ? `${[...meta.description].slice(0, 254).join('')}…` : meta.description],
    ['ldes', meta.description], ['\u00a9too', 'Glava Studio'],
  ];
  const items = text.filter(([, v]) => v).map(([k, v]) => textItem(k, v));
  items.push(intItem('stik', 2, 1)); // Audiobook
  if (cover) items.push(imageItem(cover.data, cover.png));
  const s = meta.series;
  if (s) {
    items.push(textItem('tvsh', s.title), textItem('\u00a9mvn', s.title), freeformItem('SERIES', s.title));
    if (s.no != null && Number.isInteger(s.no) && s.no >= 0 && s.no < 32768) {
      items.push(textItem('tven', String(s.no)), intItem('tves', s.no, 4), intItem('\u00a9mvi', s.no), freeformItem('SERIES-PART', String(s.no)));
    }
  }
  return fullBox('meta', 0, 0, fullBox('hdlr', 0, 0, Buffer.from('\0\0\0\0mdirappl\0\0\0\0\0\0\0\0\0', 'latin1')), box('ilst', ...items));
}

/** A chapter whose AAC differs from the book's (another sample rate): encoded again to match, once, in the work folder. */
async function matching(track: AacTrack, like: AacTrack, workDir: string, k: number, signal: AbortSignal): Promise<AacTrack> {
  if (track.config.equals(like.config)) return track;
  const out = join(workDir, `chapter-${k + 1}.m4a`);
  await ffmpeg(['-v', 'error', '-i', track.path, '-ar', String(like.sampleRate), '-ac', '1', ...AAC_CODEC, '-f', 'mp4', out], { signal });
  const again = await readAacTrack(out);
  if (!again.config.equals(like.config)) throw new Error('The chapters\' sound cannot be joined: their AAC settings differ.');
  return again;
}

export async function buildM4b(chapters: ExportChapter[], meta: ExportMeta, out: string, opts: ExportOptions): Promise<ExportResult> {
  const { signal, workDir, onProgress } = opts;
  if (chapters.length === 0) throw new Error('There is no voiced chapter to export.');
  let tracks = await Promise.all(chapters.map(async (c) => {
    try {
      return await readAacTrack(c.aac);
    } catch (err) {
      throw new Error(`The recording of «${c.title}» cannot be read; voice the chapter again. (${err instanceof Error ? err.message : String(err)})`);
    }
  }));
  tracks = await Promise.all(tracks.map((t, k) => matching(t, tracks[0]!, workDir, k, signal)));
  const rate = tracks[0]!.sampleRate;
  const cover = await prepareCover(meta.cover, workDir, signal);
  const coverItem = cover ? { data: readFileSync(cover.path), png: cover.mime === 'image/png' } : null;

  // Where each chapter's sound begins in the presented timeline (samples), and the whole length.
  const starts: number[] = [];
  let frames = 0;
  for (const t of tracks) {
    starts.push(frames * FRAME + t.priming - tracks[0]!.priming);
    frames += t.sizes.length;
  }
  // The last chapter's exact length (its own AAC; one encoded again here is read from its file).
  const last = tracks.at(-1)!;
  const lastLen = last.path === chapters.at(-1)!.aac ? Math.min(chapters.at(-1)!.final.samples, last.samples) : last.samples;
  const presented = starts.at(-1)! + lastLen;
  const ends = [...starts.slice(1), presented];
  const titles = chapters.map((c) => truncateUtf8(c.title, 255));
  const texts = titles.map(textSample);
  const durations = starts.map((s, k) => ends[k]! - s);
  const audioBytes = tracks.map((t) => t.sizes.reduce((a, v) => a + v, 0));
  const mdatPayload = audioBytes.reduce((a, v) => a + v, 0) + texts.reduce((a, t) => a + t.length, 0);
  const lang = language3(meta.language);

  const head = ftyp('M4B ', 0x200, ['M4B ', 'M4A ', 'mp42', 'isom']);
  const large = mdatPayload + 8 > 0xffffffff;
  const moovFor = (dataStart: number) => {
    const offsets: number[] = [];
    let at = dataStart;
    for (const b of audioBytes) {
      offsets.push(at);
      at += b;
    }
    const movieDuration = Math.round((presented / rate) * MOVIE_SCALE);
    return box('moov',
      mvhd(MOVIE_SCALE, movieDuration, 3),
      audioTrak({
        stsd: tracks[0]!.stsd, sampleRate: rate, movieScale: MOVIE_SCALE, presented, priming: tracks[0]!.priming, language3: lang, chapterTrackId: 2,
        durations: new Array<number>(frames).fill(FRAME), sizes: tracks.flatMap((t) => Array.from(t.sizes)), perChunk: tracks.map((t) => t.sizes.length), offsets,
      }),
      chapterTrak({ trackId: 2, movieDuration, timescale: rate, durations, sizes: texts.map((t) => t.length), offset: at, language3: lang }),
      box('udta', chpl(starts.map((s, k) => ({ startS: s / rate, title: titles[k]! }))), tags(meta, coverItem)),
    );
  };
  // Chunk offsets depend on the moov's own size: build once to learn it, then for real.
  const mdatHeader = large ? 16 : 8;
  let moov = moovFor(head.length + mdatHeader);
  moov = moovFor(head.length + moov.length + mdatHeader);
  const mdat = Buffer.alloc(mdatHeader);
  if (large) {
    mdat.writeUInt32BE(1, 0);
    mdat.write('mdat', 4, 'latin1');
    mdat.writeBigUInt64BE(BigInt(mdatPayload + 16), 8);
  } else {
    mdat.writeUInt32BE(mdatPayload + 8, 0);
    mdat.write('mdat', 4, 'latin1');
  }
  const bytesTotal = head.length + moov.length + mdat.length + mdatPayload;

  const tmp = join(workDir, 'book.m4b');
  const dst = await open(tmp, 'w');
  let written = 0;
  const report = () => onProgress({ stage: 'package', bytes: written, bytesTotal });
  try {
    for (const b of [head, moov, mdat]) {
      await dst.write(b, 0, b.length, written);
      written += b.length;
    }
    report();
    for (const t of tracks) {
      written = await copyRange(t.path, t.offsets, t.sizes, dst, written, { signal, onBytes: (n) => { written = n; report(); } });
    }
    for (const t of texts) {
      await dst.write(t, 0, t.length, written);
      written += t.length;
    }
  } finally {
    await dst.close();
  }
  if (signal.aborted) throw new Error('aborted');
  if (written !== bytesTotal) throw new Error(`The m4b came out ${written} bytes long instead of ${bytesTotal}.`);
  moveIntoPlace(tmp, out);
  report();
  return {
    bytes: bytesTotal,
    durationS: presented / rate,
    sound: chapters.map((c) => ({ lufs: c.final.levels.aac.lufs, truePeakDb: c.final.levels.aac.truePeakDb })),
  };
}
