import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { splitChapters } from '../book/index.ts';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { sampleNovel } from '../../../test/fixtures/books/sample-novel.ts';
import { ImportError, parseBookFile } from './index.ts';
import { decodeText } from './text/encoding.ts';

// The novel written for the tests, twelve chapters (any clone has it).
const novelText = sampleNovel({ chapters: 12 });
const novel = Buffer.from(novelText);
const reference = splitChapters(novelText, 'ru');

const summary = (chapters: Array<{ title: string; paragraphs: Array<{ text: string }> }>) =>
  chapters.map((c) => `${c.title}|${c.paragraphs.length}|${c.paragraphs[0]?.text.slice(0, 40)}`);

describe('txt import', () => {
  it('reads a UTF-8 Russian novel into the same chapters as the plain-text splitter', async () => {
    const book = await parseBookFile(novel, 'Дом у реки.txt');
    expect(book.format).toBe('txt');
    expect(book.meta.language).toBe('ru');
    expect(book.meta.title).toBe('Дом у реки');
    expect(book.chapters).toHaveLength(12);
    expect(summary(book.chapters)).toEqual(summary(reference));
  });

  it.skipIf(!hasShared)('reads a real novel (Отцы и дети) into the same chapters as the plain-text splitter (corpus)', async () => {
    const fathers = readFileSync(join(booksDir, 'ru-txt', 'FathersAndSons.txt'));
    const book = await parseBookFile(fathers, 'Отцы и дети.txt');
    expect(book.chapters.length).toBeGreaterThan(20);
    expect(summary(book.chapters)).toEqual(summary(splitChapters(fathers.toString('utf8').replace(/\r\n?/g, '\n').replace(/^ОТЦЫ И ДЕТИ\n/, ''), 'ru')));
  });

  const variants: Array<[string, () => Buffer, string]> = [
    ['UTF-8 with BOM', () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), novel]), 'utf-8'],
    ['Windows-1251', () => iconv.encode(novelText, 'windows-1251'), 'windows-1251'],
    ['KOI8-R', () => iconv.encode(novelText, 'koi8-r'), 'koi8-r'],
    ['UTF-16 LE with BOM', () => iconv.encode(novelText, 'utf-16le', { addBOM: true }), 'utf-16le'],
    ['UTF-16 BE with BOM', () => iconv.encode(novelText, 'utf-16be', { addBOM: true }), 'utf-16be'],
    ['UTF-16 LE without BOM', () => iconv.encode(novelText, 'utf-16le'), 'utf-16le'],
    ['UTF-16 BE without BOM', () => iconv.encode(novelText, 'utf-16be'), 'utf-16be'],
  ];
  for (const [name, encode, encoding] of variants) {
    it(`detects ${name} and gives the same book`, async () => {
      const data = encode();
      expect(decodeText(data).encoding).toBe(encoding);
      const book = await parseBookFile(data, 'novel.txt');
      expect(summary(book.chapters)).toEqual(summary(reference));
    });
  }

  it('tells KOI8-R from Windows-1251 on short Russian texts too', () => {
    const short = 'Маша пошла в лес за грибами, а Петя остался дома и читал книгу.';
    expect(decodeText(iconv.encode(short, 'koi8-r'))).toEqual({ text: short, encoding: 'koi8-r' });
    expect(decodeText(iconv.encode(short, 'windows-1251'))).toEqual({ text: short, encoding: 'windows-1251' });
  });

  it('handles CRLF, CR and LF line endings alike', async () => {
    const lf = novelText.replace(/\r\n?/g, '\n');
    const crlf = await parseBookFile(Buffer.from(lf.replace(/\n/g, '\r\n')), 'a.txt');
    const cr = await parseBookFile(Buffer.from(lf.replace(/\n/g, '\r')), 'a.txt');
    expect(summary(crlf.chapters)).toEqual(summary(reference));
    expect(summary(cr.chapters)).toEqual(summary(reference));
    expect(crlf.chapters[1].paragraphs[0].text).not.toMatch(/\r/);
  });

  it('refuses invalid UTF-8 that is no Russian 8-bit encoding either', async () => {
    // French in Windows-1252: high bytes, but not Russian letters in any encoding.
    const french = iconv.encode("L'été dernier, à Paris, nous étions très occupés à écrire des lettres à nos amis fidèles. ".repeat(20), 'windows-1252');
    const err = await parseBookFile(french, 'lettres.txt').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).code).toBe('bad_encoding');
  });

  it('drops the bar some Gutenberg texts put before a chapter\'s drop capital («|MARILLA came»)', async () => {
    const book = await parseBookFile(Buffer.from('CHAPTER I.\n\n|MARILLA came briskly forward.\n\nShe stopped | short.\n'), 'anne.txt');
    expect(book.chapters[0]!.paragraphs.map((p) => p.text)).toEqual(['MARILLA came briskly forward.', 'She stopped | short.']);
  });

  it('refuses a text file with nothing but whitespace', async () => {
    const err = await parseBookFile(Buffer.from(' \r\n\t\n  \n'), 'blank.txt').catch((e: unknown) => e);
    expect((err as ImportError).code).toBe('no_text');
  });
});
