// A small MP4 atom editor for what ffmpeg 4.1's muxer cannot write: the iTunes series atoms
// (`©mvn` movement name = series, `©mvi` movement number = volume, freeform SERIES/SERIES-PART)
// and the audiobook file type (`M4B ` with its usual compatible brands).
//
// Growing `moov` moves the audio data behind it, so every chunk offset (`stco`/`co64`) of every
// track is shifted by the growth; the sound itself is copied unchanged.
import { open } from 'node:fs/promises';

export interface Box {
  type: string;
  /** Offset of the box's first byte. */
  start: number;
  size: number;
  /** 8, or 16 for a 64-bit size. */
  header: number;
}

/** Boxes whose payload is a list of boxes (`meta` also, after its 4 version/flag bytes). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'udta', 'ilst', 'edts', 'dinf']);

export function readBoxes(buf: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new Error(`Broken MP4 box at ${at}.`);
    out.push({ type: buf.toString('latin1', at + 4, at + 8), start: at, size, header });
    at += size;
  }
  return out;
}

/** Offset where the children of a container box begin. */
function childrenStart(buf: Buffer, b: Box): number {
  return b.start + b.header + (b.type === 'meta' ? 4 : 0);
}

export function children(buf: Buffer, b: Box): Box[] {
  return readBoxes(buf, childrenStart(buf, b), b.start + b.size);
}

export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const fullBox = (type: string, ...payload: Buffer[]) => box(type, Buffer.alloc(4), ...payload);

/** iTunes `data` box: well-known type (1 UTF-8, 21 signed integer, 13 JPEG, 14 PNG), no locale. */
function dataBox(typeCode: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(typeCode, 0);
  return box('data', head, payload);
}

export function textItem(type: string, text: string): Buffer {
  return box(type, dataBox(1, Buffer.from(text, 'utf8')));
}

export function intItem(type: string, n: number): Buffer {
  const v = Buffer.alloc(2);
  v.writeInt16BE(n, 0);
  return box(type, dataBox(21, v));
}

export function freeformItem(name: string, text: string): Buffer {
  return box('----', fullBox('mean', Buffer.from('com.apple.iTunes', 'utf8')), fullBox('name', Buffer.from(name, 'utf8')), dataBox(1, Buffer.from(text, 'utf8')));
}

export function ftyp(major: string, minor: number, compatible: string[]): Buffer {
  const v = Buffer.alloc(4);
  v.writeUInt32BE(minor, 0);
  return box('ftyp', Buffer.from(major, 'latin1'), v, ...compatible.map((c) => Buffer.from(c, 'latin1')));
}

/** Inserts bytes at `pos` inside `buf`, growing the size field of every box in `around`. */
function insertAt(buf: Buffer, pos: number, bytes: Buffer, around: Box[]): Buffer {
  const out = Buffer.concat([buf.subarray(0, pos), bytes, buf.subarray(pos)]);
  for (const b of around) {
    if (b.header !== 8) throw new Error(`Cannot grow the 64-bit MP4 box ${b.type}.`);
    out.writeUInt32BE(b.size + bytes.length, b.start);
  }
  return out;
}

const find = (list: Box[], type: string) => list.find((b) => b.type === type);

/** Returns `moov` with `items` appended to udta/meta/ilst (created when missing). */
export function appendIlstItems(moov: Buffer, items: Buffer[]): Buffer {
  let buf = moov;
  const top = () => readBoxes(buf, 0, buf.length)[0]!;
  const path = (): Box[] => {
    const chain: Box[] = [top()];
    for (const type of ['udta', 'meta', 'ilst']) {
      const next = find(children(buf, chain.at(-1)!), type);
      if (!next) break;
      chain.push(next);
    }
    return chain;
  };
  const empties: Record<string, () => Buffer> = {
    udta: () => box('udta'),
    meta: () => fullBox('meta', fullBox('hdlr', Buffer.from('\0\0\0\0mdirappl\0\0\0\0\0\0\0\0\0', 'latin1'))),
    ilst: () => box('ilst'),
  };
  for (const type of ['udta', 'meta', 'ilst']) {
    const chain = path();
    if (chain.at(-1)!.type === type) continue;
    const parent = chain.at(-1)!;
    buf = insertAt(buf, parent.start + parent.size, empties[type]!(), chain);
  }
  const chain = path();
  const ilst = chain.at(-1)!;
  return insertAt(buf, ilst.start + ilst.size, Buffer.concat(items), chain);
}

/** Adds `shift(offset)` to every chunk offset of every track in `moov` (in place). */
export function shiftChunkOffsets(moov: Buffer, shift: (offset: number) => number): void {
  const visit = (b: Box) => {
    if (b.type === 'stco' || b.type === 'co64') {
      const wide = b.type === 'co64';
      const count = moov.readUInt32BE(b.start + b.header + 4);
      for (let k = 0, at = b.start + b.header + 8; k < count; k++, at += wide ? 8 : 4) {
        if (wide) moov.writeBigUInt64BE(BigInt(shift(Number(moov.readBigUInt64BE(at)))), at);
        else {
          const moved = shift(moov.readUInt32BE(at));
          if (moved > 0xffffffff) throw new Error('The book is too large for 32-bit MP4 chunk offsets.');
          moov.writeUInt32BE(moved, at);
        }
      }
    } else if (CONTAINERS.has(b.type)) for (const c of children(moov, b)) visit(c);
  };
  visit(readBoxes(moov, 0, moov.length)[0]!);
}

/** Lists the top-level boxes of a file without reading their payloads. */
export async function topLevelBoxes(path: string): Promise<{ boxes: Box[]; length: number }> {
  const fh = await open(path, 'r');
  try {
    const length = (await fh.stat()).size;
    const boxes: Box[] = [];
    const head = Buffer.alloc(16);
    for (let at = 0; at + 8 <= length; ) {
      await fh.read(head, 0, 16, at);
      let size = head.readUInt32BE(0);
      let header = 8;
      if (size === 1) {
        size = Number(head.readBigUInt64BE(8));
        header = 16;
      } else if (size === 0) size = length - at;
      if (size < header || at + size > length) throw new Error(`Broken MP4 box at ${at}.`);
      boxes.push({ type: head.toString('latin1', 4, 8), start: at, size, header });
      at += size;
    }
    return { boxes, length };
  } finally {
    await fh.close();
  }
}
