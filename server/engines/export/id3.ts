// ID3v2.3 tags written directly (the version every player reads): text frames in UTF-16 with a
// BOM (v2.3 knows no UTF-8), a comment, user-defined TXXX frames and the front cover (APIC). The
// zip puts such a tag before each chapter's MP3 frames, which are copied as they are.
import { open } from 'node:fs/promises';

export interface Id3Tags {
  title: string;
  album: string;
  artist: string;
  albumArtist: string;
  composer: string;
  genre: string;
  /** `n/total` */
  track: string;
  comment: string;
  /** ISO 639-2. */
  language: string;
  /** TXXX frames: description → value. */
  extra: Record<string, string>;
  cover: { data: Buffer; mime: string } | null;
}

const utf16 = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
const UTF16_NUL = Buffer.from([0, 0]);

function frame(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(10);
  head.write(id, 0, 'latin1');
  head.writeUInt32BE(body.length, 4);
  return Buffer.concat([head, body]);
}

const textFrame = (id: string, value: string) => frame(id, Buffer.concat([Buffer.from([1]), utf16(value)]));

/** A 28-bit size as four 7-bit bytes. */
function syncsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

export function id3Tag(t: Id3Tags): Buffer {
  const frames: Buffer[] = [];
  const text: Array<[string, string]> = [
    ['TIT2', t.title], ['TALB', t.album], ['TPE1', t.artist], ['TPE2', t.albumArtist], ['TCOM', t.composer],
    ['TCON', t.genre], ['TRCK', t.track], ['TLAN', t.language],
  ];
  for (const [id, v] of text) if (v) frames.push(textFrame(id, v));
  if (t.comment) {
    const lang = Buffer.from(/^[a-z]{3}$/.test(t.language) ? t.language : 'und', 'latin1');
    frames.push(frame('COMM', Buffer.concat([Buffer.from([1]), lang, utf16(''), UTF16_NUL, utf16(t.comment)])));
  }
  for (const [k, v] of Object.entries(t.extra)) if (v) frames.push(frame('TXXX', Buffer.concat([Buffer.from([1]), utf16(k), UTF16_NUL, utf16(v)])));
  if (t.cover) {
    // Encoding 0, MIME type, picture type 3 (front cover), empty description.
    frames.push(frame('APIC', Buffer.concat([Buffer.from([0]), Buffer.from(`${t.cover.mime}\0`, 'latin1'), Buffer.from([3, 0]), t.cover.data])));
  }
  const body = Buffer.concat(frames);
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), syncsafe(body.length), body]);
}

/** Where the MP3 frames of a file begin and end (after an ID3v2 tag, before an ID3v1 tag). */
export async function mp3FramesRange(path: string): Promise<{ start: number; end: number }> {
  const fh = await open(path, 'r');
  try {
    const size = (await fh.stat()).size;
    const head = Buffer.alloc(10);
    await fh.read(head, 0, 10, 0);
    let start = 0;
    if (head.toString('latin1', 0, 3) === 'ID3') {
      start = 10 + ((head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!) + (head[5]! & 0x10 ? 10 : 0);
    }
    let end = size;
    if (size >= 128) {
      const tail = Buffer.alloc(3);
      await fh.read(tail, 0, 3, size - 128);
      if (tail.toString('latin1') === 'TAG') end = size - 128;
    }
    const sync = Buffer.alloc(2);
    await fh.read(sync, 0, 2, start);
    // An MPEG audio frame begins with 11 set bits.
    if (start >= end || sync[0] !== 0xff || (sync[1]! & 0xe0) !== 0xe0) throw new Error(`${path.split(/[\\/]/).pop()} holds no MP3 frames.`);
    return { start, end };
  } finally {
    await fh.close();
  }
}
