// Which parser a file goes to, from its first bytes and its name. The content decides where it
// can (an EPUB saved as .zip, an FB2 saved as .txt); a name that promises a format the bytes are
// not (a .fb2 that is a PNG, an .epub that is not a zip) is refused.
import { ImportError } from './errors.ts';
import type { BookFormat } from './types.ts';
import { looksLikeZip } from './zip/safe-zip.ts';

type Ext = BookFormat | 'zip' | 'text' | 'other';

export function fileExtension(fileName: string): Ext {
  const name = fileName.toLowerCase().trim();
  if (name.endsWith('.fb2.zip') || name.endsWith('.fbz')) return 'fb2.zip';
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 || name.lastIndexOf('/') > dot || name.lastIndexOf('\\') > dot ? '' : name.slice(dot + 1);
  switch (ext) {
    case 'txt': case 'docx': case 'fb2': case 'epub': case 'zip':
      return ext;
    case '': case 'text': case 'md':
      return 'text';
    default:
      return 'other';
  }
}

const SIGNATURES: Array<[string, (h: Buffer) => boolean]> = [
  ['a PNG image', (h) => h.length >= 4 && h.readUInt32BE(0) === 0x89504e47],
  ['a JPEG image', (h) => h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['a GIF image', (h) => h.toString('latin1', 0, 4) === 'GIF8'],
  ['a PDF document', (h) => h.toString('latin1', 0, 5) === '%PDF-'],
  ['a RAR archive', (h) => h.toString('latin1', 0, 4) === 'Rar!'],
  ['a 7-Zip archive', (h) => h.length >= 6 && h.readUInt32BE(0) === 0x377abcaf],
  ['a gzip archive', (h) => h.length >= 2 && h[0] === 0x1f && h[1] === 0x8b],
  ['an old Word (.doc) document', (h) => h.length >= 4 && h.readUInt32BE(0) === 0xd0cf11e0],
  ['an RTF document', (h) => h.toString('latin1', 0, 5) === '{\\rtf'],
  ['a Mobipocket book', (h) => h.toString('latin1', 60, 68) === 'BOOKMOBI'],
  ['a DjVu document', (h) => h.toString('latin1', 0, 8) === 'AT&TFORM'],
  ['a program', (h) => h.toString('latin1', 0, 4) === '\x7fELF' || h.toString('latin1', 0, 2) === 'MZ'],
];

const SUPPORTED = 'Only txt, docx, fb2, fb2.zip and epub files are supported.';

export function detectFormat(fileName: string, head: Buffer): BookFormat {
  if (head.length === 0) throw new ImportError('empty_file', 'The file is empty.');
  const ext = fileExtension(fileName);

  if (looksLikeZip(head)) {
    const kind = zipKindFromHead(head);
    if ((ext === 'epub' || ext === 'docx' || ext === 'fb2.zip') && (kind === null || kind === ext)) return ext;
    if (kind) return kind;
    if (ext === 'zip') return 'fb2.zip';
    throw new ImportError(ext === 'other' ? 'unsupported_format' : 'bad_format', `The file is a zip archive but not an EPUB, DOCX or zipped FB2. ${SUPPORTED}`);
  }

  const signature = SIGNATURES.find(([, test]) => test(head));
  if (signature) {
    if (ext === 'other') throw new ImportError('unsupported_format', `The file is ${signature[0]}. ${SUPPORTED}`);
    throw new ImportError('bad_format', `The file is named as a book but is ${signature[0]}.`);
  }

  const fb2 = looksLikeFb2(head);
  if (fb2) return 'fb2';
  switch (ext) {
    case 'fb2':
      throw new ImportError('bad_format', 'The file is not an FB2 book (no FictionBook XML).');
    case 'epub':
    case 'docx':
    case 'fb2.zip':
    case 'zip':
      throw new ImportError('bad_format', `The .${ext} file is not a zip archive.`);
    case 'other':
      throw new ImportError('unsupported_format', SUPPORTED);
    default:
      if (headLooksBinary(head)) throw new ImportError('bad_format', 'The file holds binary data, not text.');
      return 'txt';
  }
}

/** The kind of zip from the names in the first local headers, when they tell. */
function zipKindFromHead(head: Buffer): BookFormat | null {
  let offset = 0;
  for (let n = 0; n < 8 && offset + 30 <= head.length && head.readUInt32LE(offset) === 0x04034b50; n++) {
    const compressedSize = head.readUInt32LE(offset + 18);
    const nameLength = head.readUInt16LE(offset + 26);
    const extraLength = head.readUInt16LE(offset + 28);
    const name = head.toString('latin1', offset + 30, Math.min(head.length, offset + 30 + nameLength));
    const dataStart = offset + 30 + nameLength + extraLength;
    if (name === 'mimetype' && head.toString('latin1', dataStart, Math.min(head.length, dataStart + 20)) === 'application/epub+zip') return 'epub';
    if (name === 'META-INF/container.xml') return 'epub';
    if (name === '[Content_Types].xml' || name.startsWith('word/')) return 'docx';
    if (name.toLowerCase().endsWith('.fb2')) return 'fb2.zip';
    if ((head.readUInt16LE(offset + 6) & 0x08) !== 0) break; // sizes follow the data: can't skip ahead
    offset = dataStart + compressedSize;
  }
  return null;
}

function looksLikeFb2(head: Buffer): boolean {
  const asText = head.length >= 2 && (head[1] === 0 || head[0] === 0 || (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    ? head.toString('latin1').replace(/\0/g, '')
    : head.toString('latin1');
  return /^(?:\xef\xbb\xbf|\xff\xfe|\xfe\xff)?\s*</.test(asText) && asText.includes('<FictionBook');
}

/** Control characters that text never has, counted in UTF-16 code units for UTF-16 text. */
function headLooksBinary(head: Buffer): boolean {
  const utf16 = utf16Order(head);
  const text = utf16 === 'le' ? head.toString('utf16le') : utf16 === 'be' ? Buffer.from(head.subarray(0, head.length & ~1)).swap16().toString('utf16le') : head.toString('latin1');
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1a) control++;
  }
  return control > text.length * 0.01;
}

function utf16Order(head: Buffer): 'le' | 'be' | null {
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return 'le';
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return 'be';
  const n = head.length & ~1;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenNul++;
    if (head[i + 1] === 0) oddNul++;
  }
  if (n >= 4 && oddNul > n * 0.025 && evenNul < oddNul * 0.05) return 'le';
  if (n >= 4 && evenNul > n * 0.025 && oddNul < evenNul * 0.05) return 'be';
  return null;
}
