// Reading an exported zip back in the tests with an independent reader (yauzl), checking every
// entry's CRC against its data.
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export interface ZipEntryRead {
  name: string;
  data: Buffer;
  /** The entry's CRC from the central directory equals the CRC of its data. */
  crcOk: boolean;
  utf8Flag: boolean;
  method: number;
}

export function readZip(path: string): Promise<ZipEntryRead[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, strictFileNames: true }, (err, zip) => {
      if (err || !zip) {
        reject(err ?? new Error('no zip'));
        return;
      }
      const out: ZipEntryRead[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) {
            reject(e ?? new Error('no stream'));
            return;
          }
          const parts: Buffer[] = [];
          stream.on('data', (d: Buffer) => parts.push(d));
          stream.on('error', reject);
          stream.on('end', () => {
            const data = Buffer.concat(parts);
            out.push({
              name: entry.fileName, data, crcOk: (crc32(data) >>> 0) === entry.crc32,
              utf8Flag: (entry.generalPurposeBitFlag & 0x800) !== 0, method: entry.compressionMethod,
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
