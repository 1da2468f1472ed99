// A zip archive read from memory with hostile input in mind (docx, epub and fb2.zip are zips).
//
// - Entry names are checked before anything is read: any absolute path, drive letter or `..`
//   segment refuses the whole archive (we never write entries to disk, but a name like that only
//   comes from a crafted file).
// - Entries are inflated lazily, one at a time, as a stream: the byte count is checked on every
//   chunk against the archive's total budget and the per-entry ratio cap, and the stream is torn
//   down the moment a cap is passed. The sizes written in the headers are never trusted for this.
import type { Entry, ZipFile } from 'yauzl';
import yauzl from 'yauzl';
import { ImportError } from '../errors.ts';
import { ZIP_LIMITS } from '../limits.ts';

export interface ZipLimits {
  maxTotalBytes: number;
  maxRatio: number;
  ratioFloor: number;
  maxEntries: number;
}

export interface SafeZip {
  /** Entry names (files only), in archive order. */
  readonly names: readonly string[];
  has(name: string): boolean;
  /** The exact name, or the one that differs only in letter case (sloppy EPUBs), or null. */
  resolve(name: string): string | null;
  /** The uncompressed size the headers claim: good for skipping an entry, never for safety. */
  claimedSize(name: string): number;
  /** Inflates one entry under the caps; `maxBytes` caps this entry further (e.g. a cover). */
  read(name: string, maxBytes?: number): Promise<Buffer>;
  /** Bytes inflated so far from this archive. */
  readonly inflated: number;
}

const ZIP_MAGIC = 0x04034b50;
const EMPTY_ZIP_MAGIC = 0x06054b50;

export function looksLikeZip(head: Buffer): boolean {
  if (head.length < 4) return false;
  const magic = head.readUInt32LE(0);
  return magic === ZIP_MAGIC || magic === EMPTY_ZIP_MAGIC;
}

export async function openSafeZip(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<SafeZip> {
  const zip = await openBuffer(data);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ImportError('zip_bomb', `The archive lists ${zip.entryCount} files; at most ${limits.maxEntries} are accepted.`);
  }
  const entries = await listEntries(zip);
  const byName = new Map<string, Entry>();
  const byLower = new Map<string, string>();
  for (const [name, entry] of entries) {
    if (byName.has(name)) continue; // a duplicate name: the first one wins, as in most readers
    byName.set(name, entry);
    if (!byLower.has(name.toLowerCase())) byLower.set(name.toLowerCase(), name);
  }
  let inflated = 0;

  return {
    names: [...byName.keys()],
    has: (name) => byName.has(name),
    resolve: (name) => (byName.has(name) ? name : (byLower.get(name.toLowerCase()) ?? null)),
    claimedSize: (name) => byName.get(name)?.uncompressedSize ?? 0,
    get inflated() {
      return inflated;
    },
    async read(name, maxBytes) {
      const entry = byName.get(name);
      if (!entry) throw new ImportError('bad_format', 'A file the book refers to is missing from the archive.');
      const budget = Math.min(limits.maxTotalBytes - inflated, maxBytes ?? Infinity);
      const ratioCap = entry.compressionMethod === 0 ? Infinity : Math.max(limits.ratioFloor, entry.compressedSize * limits.maxRatio);
      const out = await inflateEntry(zip, entry, budget, ratioCap, limits);
      inflated += out.length;
      return out;
    },
  };
}

function openBuffer(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings off: yauzl would refuse `..` names with a generic error; we want our own code.
    yauzl.fromBuffer(data, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (err, zip) => {
      if (err || !zip) reject(new ImportError('bad_format', 'The file is not a readable zip archive.'));
      else resolve(zip);
    });
  });
}

function listEntries(zip: ZipFile): Promise<Array<[string, Entry]>> {
  return new Promise((resolve, reject) => {
    const out: Array<[string, Entry]> = [];
    const fail = (e: ImportError) => {
      zip.close();
      reject(e);
    };
    zip.on('error', () => fail(new ImportError('bad_format', 'The zip archive is damaged.')));
    zip.on('end', () => resolve(out));
    zip.on('entry', (entry: Entry) => {
      const name = entryName(entry);
      if (name === null) return fail(new ImportError('unsafe_path', 'The archive holds a file with an absolute or parent-directory path.'));
      if (!name.endsWith('/')) out.push([name, entry]);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** The entry's name with `/` separators, or null when it points outside the archive. */
function entryName(entry: Entry): string | null {
  const raw = entry.fileNameRaw;
  const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
  let name: string;
  try {
    name = new TextDecoder('utf-8', { fatal: !utf8 }).decode(raw);
  } catch {
    name = raw.toString('latin1'); // legacy CP437 names: only ASCII matters for the files we look up
  }
  name = name.replace(/\\/g, '/');
  if (name.includes('\0')) return null;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return null;
  if (name.split('/').includes('..')) return null;
  return name;
}

function inflateEntry(zip: ZipFile, entry: Entry, budget: number, ratioCap: number, limits: ZipLimits): Promise<Buffer> {
  if (entry.isEncrypted()) return Promise.reject(new ImportError('bad_format', 'The archive is encrypted.'));
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    return Promise.reject(new ImportError('bad_format', 'The archive uses a compression method that is not supported.'));
  }
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new ImportError('bad_format', 'The zip archive is damaged.'));
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = (e: ImportError | null) => {
        if (done) return;
        done = true;
        if (e) {
          stream.destroy();
          reject(e);
        } else resolve(Buffer.concat(chunks, size));
      };
      stream.on('data', (chunk: Buffer) => {
        if (done) return;
        size += chunk.length;
        if (size > ratioCap) {
          return finish(new ImportError('zip_bomb', `A file in the archive inflates more than ${limits.maxRatio} times: refused as a zip bomb.`));
        }
        if (size > budget) {
          const mb = Math.round(limits.maxTotalBytes / (1024 * 1024));
          return finish(new ImportError('zip_bomb', `The archive unpacks to more than ${mb} MB (or a file in it is too big): refused.`));
        }
        chunks.push(chunk);
      });
      stream.on('error', (e: Error) => {
        // yauzl's own check that the data matches the sizes the headers promise.
        if (/too many bytes/.test(e.message)) finish(new ImportError('zip_bomb', 'A file in the archive inflates to more than its header says: refused.'));
        else finish(new ImportError('bad_format', 'A file in the zip archive is damaged.'));
      });
      stream.on('end', () => finish(null));
    });
  });
}
