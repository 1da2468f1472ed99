// A zip writer for packaging: an entry is a file on disk, or a list of parts (bytes in memory and
// byte ranges of files — e.g. a new ID3 tag followed by the MP3 frames of a chapter). Audio is
// stored (it does not deflate); small text parts may be deflated. Each source byte is read once,
// its CRC computed while it is copied and patched into the local header afterwards. Names are
// UTF-8 (flag bit 11), so Cyrillic names survive every unzip. The archive's size is known before
// a byte is written, so progress has an exact total.
import { open, stat } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipPart = Buffer | { path: string; start: number; end: number };

export interface ZipSource {
  /** The name inside the archive. */
  name: string;
  /** A whole file… */
  path?: string;
  /** …or parts, in order. */
  parts?: ZipPart[];
  /** Deflate (only for entries made of in-memory parts). */
  deflate?: boolean;
}

const CHUNK = 1 << 20;
const UTF8_NAMES = 0x0800;
const LIMIT32 = 0xffffffff;

/** DOS date and time (local time, two-second resolution) as zip headers store them. */
export function dosDateTime(d: Date): { date: number; time: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
  };
}

interface Planned {
  name: Buffer;
  parts: ZipPart[];
  /** Deflated payload and CRC, for deflated entries (computed before writing). */
  packed: { data: Buffer; crc: number; size: number } | null;
  size: number;
}

async function plan(files: ZipSource[]): Promise<Planned[]> {
  return Promise.all(files.map(async (f) => {
    const parts: ZipPart[] = f.parts ?? [{ path: f.path!, start: 0, end: (await stat(f.path!)).size }];
    const size = parts.reduce((a, p) => a + (Buffer.isBuffer(p) ? p.length : p.end - p.start), 0);
    let packed: Planned['packed'] = null;
    if (f.deflate) {
      if (!parts.every((p) => Buffer.isBuffer(p))) throw new Error('Only in-memory zip entries can be deflated.');
      const data = Buffer.concat(parts as Buffer[]);
      packed = { data: deflateRawSync(data), crc: crc32(data) >>> 0, size };
    }
    return { name: Buffer.from(f.name, 'utf8'), parts, packed, size };
  }));
}

/** The archive's size for these entries. */
export async function zipSize(files: ZipSource[]): Promise<number> {
  return sizeOf(await plan(files));
}

function sizeOf(entries: Planned[]): number {
  return entries.reduce((a, e) => a + 30 + 46 + 2 * e.name.length + (e.packed ? e.packed.data.length : e.size), 22);
}

/** Writes the archive to `out`; returns its size. `onBytes` hears the bytes written so far and the total. */
export async function writeZip(
  out: string, files: ZipSource[], opts: { signal?: AbortSignal; onBytes?: (n: number, total: number) => void; now?: Date } = {},
): Promise<number> {
  if (files.length > 0xffff) throw new Error('Too many files for a zip archive.');
  const entries = await plan(files);
  const total = sizeOf(entries);
  if (total > LIMIT32) throw new Error('The book is too large for a zip archive (over 4 GB).');
  const { date, time } = dosDateTime(opts.now ?? new Date());
  const dst = await open(out, 'w');
  const central: Buffer[] = [];
  let at = 0;
  const write = async (b: Buffer) => {
    await dst.write(b, 0, b.length, at);
    at += b.length;
    opts.onBytes?.(at, total);
  };
  try {
    const buf = Buffer.alloc(CHUNK);
    for (const e of entries) {
      const stored = e.packed ? e.packed.data.length : e.size;
      const offset = at;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4); // version needed: 2.0
      local.writeUInt16LE(UTF8_NAMES, 6);
      local.writeUInt16LE(e.packed ? 8 : 0, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt32LE(e.packed?.crc ?? 0, 14); // stored entries: patched below
      local.writeUInt32LE(stored, 18);
      local.writeUInt32LE(e.size, 22);
      local.writeUInt16LE(e.name.length, 26);
      local.writeUInt16LE(0, 28);
      await write(Buffer.concat([local, e.name]));

      let crc = e.packed?.crc ?? 0;
      if (e.packed) await write(e.packed.data);
      else {
        for (const p of e.parts) {
          if (opts.signal?.aborted) throw new Error('aborted');
          if (Buffer.isBuffer(p)) {
            crc = crc32(p, crc);
            await write(p);
          } else crc = await copyPart(p, buf, crc, write, opts.signal);
        }
        const crcBytes = Buffer.alloc(4);
        crcBytes.writeUInt32LE(crc >>> 0, 0);
        await dst.write(crcBytes, 0, 4, offset + 14);
      }

      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0 (so the permission bits below count)
      entry.writeUInt16LE(20, 6);
      entry.writeUInt16LE(UTF8_NAMES, 8);
      entry.writeUInt16LE(e.packed ? 8 : 0, 10);
      entry.writeUInt16LE(time, 12);
      entry.writeUInt16LE(date, 14);
      entry.writeUInt32LE(crc >>> 0, 16);
      entry.writeUInt32LE(stored, 20);
      entry.writeUInt32LE(e.size, 24);
      entry.writeUInt16LE(e.name.length, 28);
      entry.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
      entry.writeUInt32LE(offset, 42);
      central.push(entry, e.name);
    }
    const cd = Buffer.concat(central);
    const cdStart = at;
    await write(cd);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(cd.length, 12);
    end.writeUInt32LE(cdStart, 16);
    await write(end);
    if (at !== total) throw new Error(`The zip came out ${at} bytes long instead of ${total}.`);
    return at;
  } finally {
    await dst.close();
  }
}

async function copyPart(
  p: { path: string; start: number; end: number }, buf: Buffer, crc: number, write: (b: Buffer) => Promise<void>, signal?: AbortSignal,
): Promise<number> {
  const src = await open(p.path, 'r');
  try {
    for (let pos = p.start; pos < p.end; ) {
      if (signal?.aborted) throw new Error('aborted');
      const { bytesRead } = await src.read(buf, 0, Math.min(CHUNK, p.end - pos), pos);
      if (bytesRead === 0) throw new Error(`${p.path.split(/[\\/]/).pop()} changed while it was being zipped.`);
      const chunk = buf.subarray(0, bytesRead);
      crc = crc32(chunk, crc);
      await write(chunk);
      pos += bytesRead;
    }
  } finally {
    await src.close();
  }
  return crc;
}
