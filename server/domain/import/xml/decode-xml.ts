// XML bytes → string. The BOM wins, then the encoding named in the XML declaration (Russian FB2
// files are often windows-1251), then UTF-8. A file that claims UTF-8 but is not valid UTF-8 is
// refused rather than silently mangled.
import iconv from 'iconv-lite';
import { ImportError } from '../errors.ts';

const DECLARED = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})["']/;

export function decodeXml(data: Buffer, what: string): string {
  if (data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return utf8(data.subarray(3), what);
  if (data.length >= 2 && data[0] === 0xff && data[1] === 0xfe) return data.subarray(2).toString('utf16le');
  if (data.length >= 2 && data[0] === 0xfe && data[1] === 0xff) return iconv.decode(data.subarray(2), 'utf-16be');
  // UTF-16 without a BOM: '<' followed or preceded by NUL.
  if (data.length >= 4 && data[0] === 0x3c && data[1] === 0 && data[2] !== 0) return data.toString('utf16le');
  if (data.length >= 4 && data[0] === 0 && data[1] === 0x3c) return iconv.decode(data, 'utf-16be');

  const head = data.subarray(0, 200).toString('latin1');
  const declared = DECLARED.exec(head)?.[1]?.toLowerCase();
  if (!declared || declared === 'utf-8' || declared === 'utf8') return utf8(data, what);
  if (declared === 'us-ascii' || declared === 'ascii') return utf8(data, what);
  if (!iconv.encodingExists(declared)) {
    throw new ImportError('bad_encoding', `The ${what} declares an encoding that is not supported.`);
  }
  return iconv.decode(data, declared);
}

function utf8(data: Buffer, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new ImportError('bad_encoding', `The ${what} is declared as UTF-8 but is not valid UTF-8.`);
  }
}
