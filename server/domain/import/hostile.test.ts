// Hostile and broken files: each must be refused with an ImportError of a specific code, promptly
// (the caps make each of these cost at most a few MB and milliseconds; bench/import-files.ts
// prints the times), and no message may carry anything of the server's files.
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test/support/shared.ts';
import { buildDocx } from '../../../test/fixtures/books/docx-builder.ts';
import { buildEpub, type RawEntry } from '../../../test/fixtures/books/epub-builder.ts';
import { tinyPng } from '../../../test/fixtures/books/png.ts';
import { sampleBook } from '../../../test/fixtures/books/russian-book.ts';
import { buildFb2 } from '../../../test/fixtures/books/fb2-builder.ts';
import { buildZip } from '../../../test/fixtures/books/zip-writer.ts';
import { ImportError, parseBookFile, type ImportErrorCode } from './index.ts';

const book = sampleBook({ maxChapters: 2 });
const demo = buildFb2(book);
const epub = (override: Record<string, string | Buffer>) => buildEpub(book, { override });
const xhtml = (body: string, doctype = '<!DOCTYPE html>') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${body}</body></html>`;
const fb2 = (bodyXml: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${prolog}<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><description><title-info><book-title>T</book-title><lang>ru</lang></title-info></description><body>${bodyXml}</body></FictionBook>`;
const billionLaughs = `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`;
const deep = (open: string, close: string, n: number) => open.repeat(n) + close.repeat(n);

// One deflated payload reused across entries: cheap to build, big to inflate.
const mb = 1024 * 1024;
const bombPayload = deflateRawSync(Buffer.alloc(64 * mb, 0x61));
const moderate = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `<p>Строка ${i * 7919 % 100_003} и ещё ${i % 977}.</p>\n`).join(''));
const moderatePayload = deflateRawSync(moderate);

interface Case {
  name: string;
  file: string;
  data: () => Buffer;
  code: ImportErrorCode;
}

const cases: Case[] = [
  // Size and emptiness
  { name: 'an empty .txt', file: 'a.txt', data: () => Buffer.alloc(0), code: 'empty_file' },
  { name: 'an empty .epub', file: 'a.epub', data: () => Buffer.alloc(0), code: 'empty_file' },
  { name: 'a file over 20 MB', file: 'big.txt', data: () => Buffer.alloc(20 * mb + 1, 0x61), code: 'too_large' },
  { name: 'an empty fb2.zip entry', file: 'a.fb2.zip', data: () => buildZip([{ name: 'a.fb2', data: '' }]), code: 'empty_file' },
  // No text
  // Nothing to say: it would become a chapter voiced as silence and paid for (as POST /books refuses it).
  { name: 'a txt of punctuation alone', file: 'a.txt', data: () => Buffer.from('... --- ...\n\n* * *\n'), code: 'no_text' },
  { name: 'an fb2 with an empty body', file: 'a.fb2', data: () => Buffer.from(fb2('<section><title><p>Глава</p></title></section>')), code: 'no_text' },
  { name: 'a docx of only images', file: 'a.docx', data: () => buildDocx([{ image: true }, { image: true }]), code: 'no_text' },
  { name: 'an epub whose pages are only images', file: 'a.epub', data: () => epub({ 'OEBPS/text/ch1.xhtml': xhtml('<img src="x.png"/>'), 'OEBPS/text/ch2.xhtml': xhtml('<div><img src="y.png"/></div>') }), code: 'no_text' },
  // Garbage and wrong extensions
  { name: 'binary garbage as .txt', file: 'a.txt', data: () => randomBytes(64 * 1024), code: 'bad_format' },
  { name: 'binary garbage as .fb2', file: 'a.fb2', data: () => randomBytes(64 * 1024), code: 'bad_format' },
  { name: 'binary garbage as .epub', file: 'a.epub', data: () => randomBytes(64 * 1024), code: 'bad_format' },
  { name: 'a PNG named .fb2', file: 'book.fb2', data: () => tinyPng(), code: 'bad_format' },
  { name: 'a text file named .epub', file: 'book.epub', data: () => Buffer.from('Это просто текст, а не архив.'), code: 'bad_format' },
  { name: 'a text file named .docx', file: 'book.docx', data: () => Buffer.from('Это просто текст.'), code: 'bad_format' },
  { name: 'a PDF', file: 'book.pdf', data: () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), code: 'unsupported_format' },
  { name: 'an old Word .doc', file: 'book.doc', data: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(512)]), code: 'unsupported_format' },
  { name: 'a zip with no book in it', file: 'a.zip', data: () => buildZip([{ name: 'readme.md', data: 'hello' }]), code: 'bad_format' },
  { name: 'a truncated epub', file: 'a.epub', data: () => epub({}).subarray(0, 3000), code: 'bad_format' },
  // Zip bombs
  { name: 'an epub page inflating 1000×', file: 'a.epub', data: () => buildZip([{ name: 'mimetype', data: 'application/epub+zip', method: 'store' }, { name: 'META-INF/container.xml', data: '<container><rootfiles><rootfile full-path="p.opf"/></rootfiles></container>' }, { name: 'p.opf', rawDeflated: bombPayload, data: '', claimedSize: 64 * mb }]), code: 'zip_bomb' },
  { name: 'an fb2.zip inflating 1000×', file: 'a.fb2.zip', data: () => buildZip([{ name: 'a.fb2', rawDeflated: bombPayload, data: '', claimedSize: 64 * mb }]), code: 'zip_bomb' },
  { name: 'a docx whose document.xml inflates 1000×', file: 'a.docx', data: () => buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/document.xml', rawDeflated: bombPayload, data: '', claimedSize: 64 * mb }]), code: 'zip_bomb' },
  { name: 'an entry whose header claims 1 KB but inflates to MBs', file: 'a.fb2.zip', data: () => buildZip([{ name: 'a.fb2', rawDeflated: moderatePayload, data: '', claimedSize: 1024 }]), code: 'zip_bomb' },
  {
    name: 'an epub whose pages add up to more than 100 MB',
    file: 'a.epub',
    data: () => {
      const chapters = Array.from({ length: 50 }, (_, i) => ({ title: `Глава ${i + 1}`, paragraphs: book.chapters[0].paragraphs.slice(0, 1) }));
      const override: Record<string, RawEntry> = {};
      for (let i = 1; i <= 50; i++) override[`OEBPS/text/ch${i}.xhtml`] = { rawDeflated: moderatePayload, size: moderate.length };
      return buildEpub({ ...book, chapters }, { override });
    },
    code: 'zip_bomb',
  },
  { name: 'a zip listing more than 10 000 files', file: 'a.epub', data: () => buildZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: '', method: 'store' as const }))), code: 'zip_bomb' },
  // Unsafe paths
  { name: 'an epub entry with ../', file: 'a.epub', data: () => epub({ '../../evil.xhtml': xhtml('<p>x</p>') }), code: 'unsafe_path' },
  { name: 'an epub entry with an absolute path', file: 'a.epub', data: () => epub({ '/etc/cron.d/evil': 'x' }), code: 'unsafe_path' },
  { name: 'a docx entry with a drive letter', file: 'a.docx', data: () => buildDocx([{ segments: [{ text: 'x' }] }], { extra: [{ name: 'C:/Windows/evil.dll', data: 'x' }] }), code: 'unsafe_path' },
  { name: 'an fb2.zip entry with ..\\ (backslashes)', file: 'a.fb2.zip', data: () => buildZip([{ name: '..\\..\\a.fb2', data: demo }]), code: 'unsafe_path' },
  // DOCTYPE, entities, nesting, encoding
  { name: 'an fb2 with an external entity', file: 'a.fb2', data: () => Buffer.from(fb2('<section><p>&xxe;</p></section>', '<!DOCTYPE FictionBook [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n')), code: 'xml_entities' },
  { name: 'an fb2 with billion laughs', file: 'a.fb2', data: () => Buffer.from(fb2('<section><p>&lol9;</p></section>', billionLaughs)), code: 'xml_entities' },
  { name: 'an fb2 with a bare DOCTYPE', file: 'a.fb2', data: () => Buffer.from(fb2('<section><p>x</p></section>', '<!DOCTYPE FictionBook>')), code: 'xml_entities' },
  { name: 'an fb2 with an ENTITY outside a DOCTYPE', file: 'a.fb2', data: () => Buffer.from(fb2('<section><!ENTITY a "b"><p>x</p></section>')), code: 'xml_entities' },
  { name: 'an epub OPF with a DOCTYPE', file: 'a.epub', data: () => epub({ 'OEBPS/content.opf': '<?xml version="1.0"?><!DOCTYPE package [<!ENTITY x SYSTEM "file:///etc/passwd">]><package><metadata/></package>' }), code: 'xml_entities' },
  { name: 'an epub page with an internal DTD subset', file: 'a.epub', data: () => epub({ 'OEBPS/text/ch1.xhtml': xhtml('<p>&lol9;</p>', billionLaughs.replace('lolz', 'html')) }), code: 'xml_entities' },
  { name: 'an epub container.xml with an external entity', file: 'a.epub', data: () => epub({ 'META-INF/container.xml': '<?xml version="1.0"?><!DOCTYPE c [<!ENTITY e SYSTEM "/etc/hostname">]><container><rootfiles><rootfile full-path="&e;"/></rootfiles></container>' }), code: 'xml_entities' },
  { name: 'a docx document.xml with a DOCTYPE', file: 'a.docx', data: () => buildDocx([], { documentXml: '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY x "y">]><w:document xmlns:w="w"><w:body><w:p><w:r><w:t>&x;</w:t></w:r></w:p></w:body></w:document>' }), code: 'xml_entities' },
  { name: 'an fb2 nested 100 000 sections deep', file: 'a.fb2', data: () => Buffer.from(fb2(deep('<section>', '</section>', 100_000))), code: 'xml_too_deep' },
  { name: 'an fb2 of 300 000 unclosed tags', file: 'a.fb2', data: () => Buffer.from(fb2('<p>'.repeat(300_000))), code: 'xml_too_deep' },
  { name: 'an epub page nested 50 000 divs deep', file: 'a.epub', data: () => epub({ 'OEBPS/text/ch1.xhtml': xhtml(deep('<div>', '</div>', 50_000)) }), code: 'xml_too_deep' },
  { name: 'a docx nested 10 000 content controls deep', file: 'a.docx', data: () => buildDocx([], { documentXml: `<w:document xmlns:w="w"><w:body>${deep('<w:sdt><w:sdtContent>', '</w:sdtContent></w:sdt>', 5_000)}</w:body></w:document>` }), code: 'xml_too_deep' },
  { name: 'an fb2 of 4 million empty elements', file: 'a.fb2', data: () => Buffer.from(fb2(`<section>${'<p/>'.repeat(4_000_000)}</section>`)), code: 'too_large' },
  {
    name: 'an epub whose pages together hold 1.6 million elements',
    file: 'a.epub',
    data: () => {
      const page = (from: number) => xhtml(Array.from({ length: 800_000 }, (_, i) => `<i>${from + i}</i>`).join(''));
      return epub({ 'OEBPS/title.xhtml': page(0), 'OEBPS/text/ch1.xhtml': page(800_000) });
    },
    code: 'too_large',
  },
  { name: 'an fb2 with a 2 MB start tag', file: 'a.fb2', data: () => Buffer.from(fb2(`<section><p title="${'x'.repeat(2 * mb)}">a</p></section>`)), code: 'bad_format' },
  { name: 'an fb2 of 10 million stray "<"', file: 'a.fb2', data: () => Buffer.from(fb2('< '.repeat(9_000_000))), code: 'bad_format' },
  { name: 'an fb2 cut off inside a tag', file: 'a.fb2', data: () => Buffer.from(fb2('<section><p>Текст</p><p title="ab').replace(/<\/body>.*$/s, '')), code: 'bad_format' },
  { name: 'an fb2 declared UTF-8 with invalid bytes', file: 'a.fb2', data: () => Buffer.concat([Buffer.from(fb2('<section><p>')), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('</p></section></body></FictionBook>')]), code: 'bad_encoding' },
  { name: 'an epub page declared UTF-8 with invalid bytes', file: 'a.epub', data: () => epub({ 'OEBPS/text/ch1.xhtml': Buffer.concat([Buffer.from(xhtml('<p>Текст ')), Buffer.from([0xe2, 0x82]), Buffer.from('</p>')]) }), code: 'bad_encoding' },
  { name: 'an fb2 declaring an unknown encoding', file: 'a.fb2', data: () => Buffer.from(fb2('<section><p>x</p></section>').replace('UTF-8', 'x-klingon')), code: 'bad_encoding' },
];

describe('hostile book files', () => {
  for (const c of cases) {
    it(`refuses ${c.name} with ${c.code}`, async () => {
      const err = await parseBookFile(c.data(), c.file).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ImportError);
      const e = err as ImportError;
      expect({ code: e.code, message: e.message }).toMatchObject({ code: c.code });
      expect(e.message.length).toBeGreaterThan(5);
      for (const secret of [repoRoot, '/etc/', 'passwd', 'node_modules', 'root:', '/work']) expect(e.message).not.toContain(secret);
      expect(e.message).not.toMatch(/\.ts:\d+|\n\s+at /);
    });
  }

  it('reads fine an XHTML page with a plain DOCTYPE (PUBLIC id, no subset), which real EPUB 2 books have', async () => {
    const page = xhtml('<h2>Глава</h2><p>Текст страницы.</p>', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">');
    // A one-page book: its only page is read even though it is short.
    const parsed = await parseBookFile(buildEpub({ ...book, chapters: book.chapters.slice(0, 1) }, { override: { 'OEBPS/text/ch1.xhtml': page } }), 'ok.epub');
    expect(parsed.chapters[0].paragraphs.map((p) => p.text)).toEqual(['Текст страницы.']);
  });

  it('reads fine an FB2 nested 150 sections deep (under the cap)', async () => {
    const nested = deep('<section><title><p>Уровень</p></title>', '</section>', 150).replace('</section>', '<p>Самый глубокий текст.</p></section>');
    const parsed = await parseBookFile(Buffer.from(fb2(nested)), 'deep.fb2');
    expect(parsed.chapters[0].paragraphs[0].text).toBe('Самый глубокий текст.');
  });

  it('builds the 100 MB case from entries that each stay under the ratio cap', () => {
    expect(moderate.length / moderatePayload.length).toBeLessThan(100);
    expect(50 * moderate.length).toBeGreaterThan(100 * mb);
  });

  it('honours a smaller maxBytes', async () => {
    const err = await parseBookFile(Buffer.from(demo), 'a.fb2', { maxBytes: 1000 }).catch((e: unknown) => e);
    expect((err as ImportError).code).toBe('too_large');
  });
});
