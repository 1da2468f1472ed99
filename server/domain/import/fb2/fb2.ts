// .fb2 (FictionBook 2 XML) and .fb2.zip (the same, zipped: the first .fb2 entry is the book).
import { ImportError } from '../errors.ts';
import { MAX_XML_ENTRY_BYTES } from '../limits.ts';
import { openSafeZip } from '../zip/safe-zip.ts';
import { timed, timedAsync } from '../timings.ts';
import type { ParsedBook, ParseOptions } from '../types.ts';
import { decodeXml } from '../xml/decode-xml.ts';
import { elements, parseXml } from '../xml/parse-xml.ts';
import { fb2Chapters } from './body.ts';
import { fb2Cover, fb2Meta } from './meta.ts';

export function parseFb2(data: Buffer, opts: ParseOptions = {}): ParsedBook {
  const text = timed(opts.timings, 'decode', () => decodeXml(data, 'FB2 file'));
  const nodes = timed(opts.timings, 'xml', () => parseXml(text, 'FB2 file'));
  const root = elements(nodes).find((n) => n.name === 'FictionBook');
  if (!root) throw new ImportError('bad_format', 'The file is not an FB2 book (no FictionBook element).');
  return timed(opts.timings, 'extract', () => {
    const meta = fb2Meta(root);
    const chapters = fb2Chapters(root, meta.title, meta.author);
    return { format: 'fb2' as const, meta, cover: fb2Cover(root), chapters };
  });
}

export async function parseFb2Zip(data: Buffer, opts: ParseOptions = {}): Promise<ParsedBook> {
  const inner = await timedAsync(opts.timings, 'unzip', async () => {
    const zip = await openSafeZip(data);
    const name = zip.names.find((n) => n.toLowerCase().endsWith('.fb2'));
    if (!name) throw new ImportError('bad_format', 'The zip archive holds no .fb2 file.');
    return zip.read(name, MAX_XML_ENTRY_BYTES);
  });
  if (inner.length === 0) throw new ImportError('empty_file', 'The .fb2 file in the archive is empty.');
  return { ...parseFb2(inner, opts), format: 'fb2.zip' };
}
