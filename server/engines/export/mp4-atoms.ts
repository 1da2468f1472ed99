// MP4 atoms, small and by hand: reading a file's box tree, and building boxes and the iTunes
// items an audiobook carries (text, integers, the cover, freeform `----` pairs such as the series
// SERIES/SERIES-PART, and the `ftyp` with the `M4B ` brand).
import { open } from 'node:fs/promises';

export interface Box {
  type: string;
  /** Offset of the box's first byte. */
  start: number;
  size: number;
  /** 8, or 16 for a 64-bit size. */
  header: number;
}

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

/** A signed integer item, `bytes` wide (iTunes uses 1 for `stik`, 2 for `©mvi`, 4 for `tves`). */
export function intItem(type: string, n: number, bytes: 1 | 2 | 4 = 2): Buffer {
  const v = Buffer.alloc(bytes);
  v.writeIntBE(n, 0, bytes);
  return box(type, dataBox(21, v));
}

/** The cover (`covr`): JPEG (13) or PNG (14). */
export function imageItem(data: Buffer, png: boolean): Buffer {
  return box('covr', dataBox(png ? 14 : 13, data));
}

export function freeformItem(name: string, text: string): Buffer {
  return box('----', fullBox('mean', Buffer.from('com.apple.iTunes', 'utf8')), fullBox('name', Buffer.from(name, 'utf8')), dataBox(1, Buffer.from(text, 'utf8')));
}

export function ftyp(major: string, minor: number, compatible: string[]): Buffer {
  const v = Buffer.alloc(4);
  v.writeUInt32BE(minor, 0);
  return box('ftyp', Buffer.from(major, 'latin1'), v, ...compatible.map((c) => Buffer.from(c, 'latin1')));
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
