import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../test/fixtures/books/docx-builder.ts';
import { buildEpub } from '../../../test/fixtures/books/epub-builder.ts';
import { sampleBook } from '../../../test/fixtures/books/russian-book.ts';
import { buildZip } from '../../../test/fixtures/books/zip-writer.ts';
import { detectFormat } from './detect.ts';
import { ImportError } from './errors.ts';

const book = sampleBook({ maxChapters: 1 });
const head = (b: Buffer) => b.subarray(0, 4096);
const codeOf = (fn: () => unknown) => {
  try {
    return fn();
  } catch (e) {
    return e instanceof ImportError ? e.code : 'other';
  }
};

describe('detectFormat', () => {
  const epub = head(buildEpub(book));
  const docx = head(buildDocx([{ segments: [{ text: 'x' }] }]));
  const fb2zip = head(buildZip([{ name: 'book.fb2', data: '<FictionBook/>' }]));
  const fb2 = Buffer.from('\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0">');

  it('goes by content where the extension is generic or wrong, by extension where content cannot tell', () => {
    expect(detectFormat('book.epub', epub)).toBe('epub');
    expect(detectFormat('book.zip', epub)).toBe('epub');
    expect(detectFormat('Book.DOCX', docx)).toBe('docx');
    expect(detectFormat('book.fb2.zip', fb2zip)).toBe('fb2.zip');
    expect(detectFormat('book.zip', fb2zip)).toBe('fb2.zip');
    expect(detectFormat('book.fb2', fb2)).toBe('fb2');
    expect(detectFormat('book.txt', fb2)).toBe('fb2');
    expect(detectFormat('book.fb2', Buffer.from('<?xml version="1.0"?>\n<FictionBook>', 'utf16le'))).toBe('fb2');
    expect(detectFormat('book.txt', Buffer.from('Глава 1\n\nТекст.'))).toBe('txt');
    expect(detectFormat('README', Buffer.from('Просто текст без расширения.'))).toBe('txt');
    expect(detectFormat('book.txt', Buffer.from('Текст в UTF-16 без BOM.', 'utf16le'))).toBe('txt');
  });

  it('refuses what it cannot read, with the right code', () => {
    expect(codeOf(() => detectFormat('a.txt', Buffer.alloc(0)))).toBe('empty_file');
    expect(codeOf(() => detectFormat('a.fb2', Buffer.from('<?xml version="1.0"?><html/>')))).toBe('bad_format');
    expect(codeOf(() => detectFormat('a.epub', Buffer.from('plain text')))).toBe('bad_format');
    expect(codeOf(() => detectFormat('a.mobi', Buffer.from('plain text')))).toBe('unsupported_format');
    expect(codeOf(() => detectFormat('a.rtf', Buffer.from('{\\rtf1\\ansi hello}')))).toBe('unsupported_format');
    expect(codeOf(() => detectFormat('a.txt', Buffer.from('{\\rtf1\\ansi hello}')))).toBe('bad_format');
    expect(codeOf(() => detectFormat('a.txt', Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 0x41, 0x42, 0x0e, 0x0f, 0x10])))).toBe('bad_format');
  });
});
