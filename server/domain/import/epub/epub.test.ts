import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../../test/support/shared.ts';
import { buildEpub } from '../../../../test/fixtures/books/epub-builder.ts';
import { expectedEmphasis, plainText, sampleBook } from '../../../../test/fixtures/books/russian-book.ts';
import { parseBookFile } from '../index.ts';
import { openSafeZip } from '../zip/safe-zip.ts';

const words = (s: string) => s.split(/\s+/).length;

describe.skipIf(!hasShared)('epub import: Alice (EPUB 3 with nav and cover) (corpus)', () => {
  let alice: Buffer;
  let aliceBare: Buffer;
  beforeAll(() => {
    alice = readFileSync(join(booksDir, 'en-epub', 'alice.epub'));
    aliceBare = readFileSync(join(booksDir, 'en-epub', 'alice_without_cover.epub'));
  });

  it('reads the OPF metadata', async () => {
    const { meta, format } = await parseBookFile(alice, 'alice.epub');
    expect(format).toBe('epub');
    expect(meta).toMatchObject({ title: "Alice's Adventures in Wonderland", author: 'Lewis Carroll', language: 'en', genres: ['Fantasy'], series: null });
  });

  it('takes the cover-image item as the cover', async () => {
    const { cover } = await parseBookFile(alice, 'alice.epub');
    expect(cover?.mime).toBe('image/jpeg');
    expect(cover?.data.length).toBe(36192);
  });

  it('gives the ten chapters in spine order, titled from the nav, without cover, TOC or title page', async () => {
    const { chapters } = await parseBookFile(alice, 'alice.epub');
    expect(chapters.map((c) => c.title)).toEqual([
      'Down The Rabbit-Hole', 'The Pool Of Tears', 'A Caucus-Race And A Long Tale', 'The Rabbit Sends In A Little Bill',
      'Advice From A Caterpillar', 'Pig And Pepper', 'A Mad Tea-Party', "The Queen's Croquet Ground", 'Who Stole The Tarts?', "Alice's Evidence",
    ]);
    const first = chapters[0].paragraphs;
    expect(first[0].text).toMatch(/^Alice was beginning to get very tired of sitting by her sister on the bank/);
    // The chapter heading is the title, not a paragraph read twice; the image alt text is not read.
    expect(first.some((p) => p.text === 'Down The Rabbit-Hole' || p.text.includes('Illo1'))).toBe(false);
    // Every chapter holds (nearly) all the words of its page: only the heading and captions are left out.
    const zip = await openSafeZip(alice);
    for (const [i, c] of chapters.entries()) {
      const page = (await zip.read(`OPS/chapter_${String(i + 1).padStart(3, '0')}.xhtml`)).toString('utf8');
      const pageWords = words(page.split('<body')[1].replace(/<[^>]+>/g, ' ').replace(/(?<=\S)\t+(?=\S)/g, '').trim());
      const ours = c.paragraphs.reduce((m, p) => m + words(p.text), 0);
      expect(ours).toBeLessThanOrEqual(pageWords);
      expect(ours).toBeGreaterThan(pageWords * 0.95);
    }
  });

  it('reads words with stray tabs inside them whole («D\\tiggi\\tng» is «Digging»)', async () => {
    const { chapters } = await parseBookFile(alice, 'alice.epub');
    const text = chapters.flatMap((c) => c.paragraphs.map((p) => p.text)).join('\n');
    expect(text).toContain('Digging for apples');
    expect(text).not.toMatch(/\bmag ic\b|\bD iggi\b/);
  });

  it('keeps <i> as emphasis ranges on the right words', async () => {
    const { chapters } = await parseBookFile(alice, 'alice.epub');
    const p = chapters[0].paragraphs.find((x) => x.text.includes('poison') && x.emphasis);
    expect(p).toBeDefined();
    const marked = (p?.emphasis ?? []).map(([a, b]) => p?.text.slice(a, b));
    expect(marked).toContain('poison');
  });

  it('reads the 6-file EPUB without cover: no cover, and its only page read rather than refused', async () => {
    const book = await parseBookFile(aliceBare, 'alice_without_cover.epub');
    expect(book.cover).toBeNull();
    expect(book.meta.title).toBe("Alice's Adventures in Wonderland");
    expect(book.meta.author).toBe('Lewis Carroll');
    expect(book.chapters).toHaveLength(1);
    expect(book.chapters[0].paragraphs.map((p) => p.text)).toContain('Alice in the Room of the Duchess.');
  });
});

describe('epub import: stray tabs', () => {
  it('joins a word that a producer split with tabs, and keeps a tab between words a space', async () => {
    const seg = (text: string) => ({ segments: [{ text }] });
    const epub = buildEpub({
      title: 'Tabs', author: { first: 'A', last: 'B' }, language: 'en',
      chapters: [{ title: 'One', paragraphs: [seg('the little mag\tic b\tottle'), seg('D\tiggi\tng for apples'), seg('one\t two')] }],
    });
    const parsed = await parseBookFile(epub, 'tabs.epub');
    expect(parsed.chapters[0].paragraphs.map((p) => p.text)).toEqual(['the little magic bottle', 'Digging for apples', 'one two']);
  });
});

describe('epub import: a Russian novel built into EPUB 2 and 3', () => {
  const book = sampleBook({ chapters: 8 });

  for (const version of [2, 3] as const) {
    it(`EPUB ${version}: chapters, titles, paragraphs and italics come back exactly; front matter and notes left out`, async () => {
      const epub = buildEpub(book, { version, cover: true, notes: true, series: { name: 'Романы', index: 2 } });
      const parsed = await parseBookFile(epub, 'otcy.epub');
      expect(parsed.meta).toMatchObject({ title: book.title, author: `${book.author.first} ${book.author.last}`, language: 'ru', genres: ['Классическая проза'], series: { title: 'Романы', no: 2 } });
      expect(parsed.meta.annotation).toBe('Роман о нигилисте.');
      expect(parsed.cover?.mime).toBe('image/png');
      expect(parsed.chapters.map((c) => c.title)).toEqual(book.chapters.map((c) => c.title));
      parsed.chapters.forEach((c, i) => {
        expect(c.paragraphs.map((p) => p.text)).toEqual(book.chapters[i].paragraphs.map(plainText));
        expect(c.paragraphs.map((p) => p.emphasis ?? [])).toEqual(book.chapters[i].paragraphs.map(expectedEmphasis));
      });
      const text = parsed.chapters.flatMap((c) => c.paragraphs.map((p) => p.text)).join('\n');
      expect(text).not.toContain('Текст примечания');
      expect(text).not.toContain('Содержание');
    });
  }

  it('prefixes chapter titles with their part from a nested TOC', async () => {
    const parsed = await parseBookFile(buildEpub(book, { partSize: 3 }), 'parts.epub');
    expect(parsed.chapters.map((c) => c.title)).toEqual(book.chapters.map((c, i) => `Часть ${Math.floor(i / 3) + 1}. ${c.title}`));
  });

  it('cuts a single XHTML file into chapters at the TOC fragments', async () => {
    const parsed = await parseBookFile(buildEpub(book, { singleFile: true, version: 2 }), 'one.epub');
    expect(parsed.chapters.map((c) => c.title)).toEqual(book.chapters.map((c) => c.title));
    expect(parsed.chapters[4].paragraphs.map((p) => p.text)).toEqual(book.chapters[4].paragraphs.map(plainText));
  });

  it('titles chapters by their first heading when the book has no usable TOC', async () => {
    const empty = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body><p>Нет оглавления.</p></body></html>';
    const noNcx = '<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap/></ncx>';
    const parsed = await parseBookFile(buildEpub(book, { override: { 'OEBPS/nav.xhtml': empty, 'OEBPS/toc.ncx': noNcx } }), 'notoc.epub');
    // The nav page (listed as nav in the manifest) is still not read as text.
    expect(parsed.chapters.map((c) => c.title)).toEqual(book.chapters.map((c) => c.title));
  });

  it('continues a chapter split over two files the TOC lists once', async () => {
    const first = book.chapters[0];
    const half = Math.floor(first.paragraphs.length / 2);
    const page = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body>${body}</body></html>`;
    const ps = (from: number, to: number) => first.paragraphs.slice(from, to).map((p) => `<p>${plainText(p)}</p>`).join('');
    const epub = buildEpub({ ...book, chapters: [first, book.chapters[1]] }, {
      override: {
        'OEBPS/text/ch1.xhtml': page(`<h2>${first.title}</h2>${ps(0, half)}`),
        'OEBPS/text/ch2.xhtml': page(ps(half, first.paragraphs.length)),
        'OEBPS/nav.xhtml': page(`<nav epub:type="toc"><ol><li><a href="text/ch1.xhtml">${first.title}</a></li></ol></nav>`),
      },
    });
    const parsed = await parseBookFile(epub, 'split.epub');
    expect(parsed.chapters).toHaveLength(1);
    expect(parsed.chapters[0].paragraphs.map((p) => p.text)).toEqual(first.paragraphs.map(plainText));
  });
});
