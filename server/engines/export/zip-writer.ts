// A streaming zip writer for files already on disk: entries are stored (MP3 does not deflate),
// each file is read once — its CRC is computed while it is copied and patched into the local
// header afterwards — and names are UTF-8 (flag bit 11), so Cyrillic names survive every unzip.
import { open, stat } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

export interface ZipSource {
  /** The name inside the archive. */
  name: string;
  path: string;
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

/** Writes the archive to `out`; returns its size. `onBytes` hears the bytes written so far. */
export async function writeZip(out: string, files: ZipSource[], opts: { signal?: AbortSignal; onBytes?: (n: number) => void; now?: Date } = {}): Promise<number> {
  if (files.length > 0xffff) throw new Error('Too many files for a zip archive.');
  const { date, time } = dosDateTime(opts.now ?? new Date());
  const dst = await open(out, 'w');
  const central: Buffer[] = [];
  let at = 0;
  const write = async (b: Buffer) => {
    await dst.write(b, 0, b.length, at);
    at += b.length;
  };
  try {
    const buf = Buffer.alloc(CHUNK);
    for (const f of files) {
      const size = (await stat(f.path)).size;
      const name = Buffer.from(f.name, 'utf8');
      const offset = at;
      if (offset + 30 + name.length + size > LIMIT32) throw new Error('The book is too large for a zip archive (over 4 GB).');
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4); // version needed: 2.0
      local.writeUInt16LE(UTF8_NAMES, 6);
      local.writeUInt16LE(0, 8); // stored
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt32LE(0, 14); // CRC, patched below
      local.writeUInt32LE(size, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(0, 28);
      await write(Buffer.concat([local, name]));

      let crc = 0;
      const src = await open(f.path, 'r');
      try {
        for (let done = 0; done < size; ) {
          if (opts.signal?.aborted) throw new Error('aborted');
          const { bytesRead } = await src.read(buf, 0, Math.min(CHUNK, size - done), done);
          if (bytesRead === 0) throw new Error(`${f.name} changed while it was being zipped.`);
          const chunk = buf.subarray(0, bytesRead);
          crc = crc32(chunk, crc);
          await write(chunk);
          done += bytesRead;
          opts.onBytes?.(at);
        }
      } finally {
        await src.close();
      }
      const crcBytes = Buffer.alloc(4);
      crcBytes.writeUInt32LE(crc >>> 0, 0);
      await dst.write(crcBytes, 0, 4, offset + 14);

      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0 (so the permission bits below count)
      entry.writeUInt16LE(20, 6);
      entry.writeUInt16LE(UTF8_NAMES, 8);
      entry.writeUInt16LE(0, 10);
      entry.writeUInt16LE(time, 12);
      entry.writeUInt16LE(date, 14);
      entry.writeUInt32LE(crc >>> 0, 16);
      entry.writeUInt32LE(size, 20);
      entry.writeUInt32LE(size, 24);
      entry.writeUInt16LE(name.length, 28);
      entry.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
      entry.writeUInt32LE(offset, 42);
      central.push(entry, name);
    }
    const cd = Buffer.concat(central);
    const cdStart = at;
    if (cdStart + cd.length > LIMIT32) throw new Error('The book is too large for a zip archive (over 4 GB).');
    await write(cd);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(files.length, 8);
    end.writeUInt16LE(files.length, 10);
    end.writeUInt32LE(cd.length, 12);
    end.writeUInt32LE(cdStart, 16);
    await write(end);
    opts.onBytes?.(at);
    return at;
  } finally {
    await dst.close();
  }
}
