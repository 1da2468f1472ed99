// MP4 boxes an audiobook needs, built by hand so the m4b can be written by stream copy in one
// pass: movie and track headers, the sample tables, the QuickTime chapter track (a text track
// the audio track points at with `tref/chap`) and the Nero chapter list (`chpl`).
import { box } from './mp4-atoms.ts';

export const fullBox = (type: string, version: number, flags: number, ...payload: Buffer[]): Buffer => {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, vf, ...payload);
};

/** Big-endian 32-bit values; a table is passed as an array (a book has millions of frames: no spread). */
const u32s = (values: ArrayLike<number>) => {
  const b = Buffer.alloc(4 * values.length);
  for (let i = 0; i < values.length; i++) b.writeUInt32BE(values[i]! >>> 0, 4 * i);
  return b;
};
const u32 = (...values: number[]) => u32s(values);
const u16 = (v: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(v, 0);
  return b;
};

/** The identity matrix of movie and track headers. */
const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/** ISO 639-2/T code packed as MP4 `mdhd` stores it (three 5-bit letters); `und` when unknown. */
export function packLanguage(code3: string): number {
  const c = /^[a-z]{3}$/.test(code3) ? code3 : 'und';
  return ((c.charCodeAt(0) - 0x60) << 10) | ((c.charCodeAt(1) - 0x60) << 5) | (c.charCodeAt(2) - 0x60);
}

export function mvhd(timescale: number, duration: number, nextTrackId: number): Buffer {
  return fullBox('mvhd', 0, 0, u32(0, 0, timescale, duration, 0x00010000), u16(0x0100), Buffer.alloc(10), MATRIX, Buffer.alloc(24), u32(nextTrackId));
}

/** flags: 1 enabled, 2 in movie, 4 in preview. */
export function tkhd(trackId: number, duration: number, flags: number, audio: boolean): Buffer {
  return fullBox('tkhd', 0, flags, u32(0, 0, trackId, 0, duration), Buffer.alloc(8), u16(0), u16(audio ? 1 : 0), u16(audio ? 0x0100 : 0), u16(0), MATRIX, u32(0, 0));
}

/** One edit: present `duration` (movie timescale) of the media from `mediaTime` (media timescale). */
export const edts = (duration: number, mediaTime: number): Buffer => box('edts', fullBox('elst', 0, 0, u32(1, duration, mediaTime, 0x00010000)));

export function mdhd(timescale: number, duration: number, language3: string): Buffer {
  return fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(packLanguage(language3)), u16(0));
}

export const hdlr = (type: string, name: string): Buffer =>
  fullBox('hdlr', 0, 0, u32(0), Buffer.from(type, 'latin1'), Buffer.alloc(12), Buffer.from(`${name}\0`, 'utf8'));

const dinf = () => box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));

/** Sample tables: durations run-length coded, sizes, chunks of `perChunk` samples at `offsets`. */
export function stbl(stsd: Buffer, durations: number[], sizes: ArrayLike<number>, perChunk: number[], offsets: number[]): Buffer {
  const stts: number[] = [];
  for (const d of durations) {
    if (stts.length && stts.at(-1) === d) stts[stts.length - 2]!++;
    else stts.push(1, d);
  }
  const stsc: number[] = [];
  perChunk.forEach((n, k) => {
    if (!stsc.length || stsc[stsc.length - 2] !== n) stsc.push(k + 1, n, 1);
  });
  const wide = offsets.some((o) => o > 0xffffffff);
  const co = wide
    ? fullBox('co64', 0, 0, u32(offsets.length), ...offsets.map((o) => {
      const b = Buffer.alloc(8);
      b.writeBigUInt64BE(BigInt(o), 0);
      return b;
    }))
    : fullBox('stco', 0, 0, u32(offsets.length), u32s(offsets));
  return box('stbl',
    stsd,
    fullBox('stts', 0, 0, u32(stts.length / 2), u32s(stts)),
    fullBox('stsc', 0, 0, u32(stsc.length / 3), u32s(stsc)),
    fullBox('stsz', 0, 0, u32(0, sizes.length), u32s(sizes)),
    co);
}

export function audioTrak(o: { stsd: Buffer; sampleRate: number; movieScale: number; presented: number; priming: number; language3: string; chapterTrackId: number;
  durations: number[]; sizes: ArrayLike<number>; perChunk: number[]; offsets: number[] }): Buffer {
  const mediaDuration = o.durations.reduce((a, d) => a + d, 0);
  const movieDuration = Math.round((o.presented / o.sampleRate) * o.movieScale);
  return box('trak',
    tkhd(1, movieDuration, 3, true),
    edts(movieDuration, o.priming),
    box('tref', box('chap', u32(o.chapterTrackId))),
    box('mdia',
      mdhd(o.sampleRate, mediaDuration, o.language3),
      hdlr('soun', 'SoundHandler'),
      box('minf', fullBox('smhd', 0, 0, u32(0)), dinf(), stbl(o.stsd, o.durations, o.sizes, o.perChunk, o.offsets))));
}

/** QuickTime text sample description (as ffmpeg writes it for chapters). */
const TEXT_ENTRY = Buffer.from('0000003b7465787400000000000000010000000100000000000000000000000000000000000000010000000000000000000d667461620001000100', 'hex');
const GMHD = Buffer.from('0000004c676d686400000018676d696e000000000040800080008000000000000000002c74657874000100000000000000000000000000000001000000000000000000000000000040000000', 'hex');
/** `encd`: the text samples are UTF-8. */
const ENCD = Buffer.from('0000000c656e636400000100', 'hex');

/** A chapter title as a text sample: 16-bit length, UTF-8, the encoding box. */
export function textSample(title: string): Buffer {
  const t = Buffer.from(title, 'utf8');
  return Buffer.concat([u16(t.length), t, ENCD]);
}

/**
 * The chapter track: one text sample per chapter, lasting until the next. Its timescale is the
 * audio's sample rate, so every mark falls on the exact sample where its chapter begins.
 */
export function chapterTrak(o: { trackId: number; movieDuration: number; timescale: number; durations: number[]; sizes: number[]; offset: number; language3: string }): Buffer {
  const total = o.durations.reduce((a, d) => a + d, 0);
  return box('trak',
    tkhd(o.trackId, o.movieDuration, 2, false),
    edts(o.movieDuration, 0),
    box('mdia',
      mdhd(o.timescale, total, o.language3),
      hdlr('text', 'SubtitleHandler'),
      box('minf', GMHD, dinf(), stbl(fullBox('stsd', 0, 0, u32(1), TEXT_ENTRY), o.durations, o.sizes, [o.sizes.length], [o.offset]))));
}

/** Nero chapters (`chpl`, in moov/udta): start in 100 ns units and a title of at most 255 bytes; 255 chapters at most. */
export function chpl(marks: Array<{ startS: number; title: string }>): Buffer {
  const list = marks.slice(0, 255);
  const entries = list.map((m) => {
    let t = Buffer.from(m.title, 'utf8');
    if (t.length > 255) t = t.subarray(0, 255);
    const start = Buffer.alloc(8);
    start.writeBigUInt64BE(BigInt(Math.round(m.startS * 1e7)), 0);
    return Buffer.concat([start, Buffer.from([t.length]), t]);
  });
  return fullBox('chpl', 1, 0, u32(0), Buffer.from([list.length]), ...entries);
}
