import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../../test/support/shared.ts';
import { buildFb2, partTitle } from '../../../../test/fixtures/books/fb2-builder.ts';
import { tinyPng } from '../../../../test/fixtures/books/png.ts';
import { expectedEmphasis, plainText, sampleBook } from '../../../../test/fixtures/books/russian-book.ts';
import { buildZip } from '../../../../test/fixtures/books/zip-writer.ts';
import { ImportError, parseBookFile } from '../index.ts';

/** The FB2 demo document of the corpus (a third-party test file: corpus tier). */
const demoFile = (name = 'luzmane-test.fb2') => readFileSync(join(booksDir, 'ru-fb2', name));
const allText = (book: { chapters: Array<{ paragraphs: Array<{ text: string }> }> }) =>
  book.chapters.flatMap((c) => c.paragraphs.map((p) => p.text)).join('\n');

describe.skipIf(!hasShared)('fb2 import: the FB2 demo document (corpus)', () => {
  let demo: Buffer;
  beforeAll(() => {
    demo = demoFile();
  });

  it('reads title-info: title, authors, annotation, genres, language, series', async () => {
    const { meta, format } = await parseBookFile(demo, 'war.fb2');
    expect(format).toBe('fb2');
    expect(meta.title).toBe('Война и мир');
    expect(meta.author).toBe('Лев Николаевич Толстой, Лёшка');
    expect(meta.language).toBe('ru');
    expect(meta.genres).toContain('romance_historical');
    expect(meta.genres).toHaveLength(6);
    expect(meta.series).toEqual({ title: 'Детство, Отрочество, Юность', no: 2 });
    expect(meta.annotation).toMatch(/^Lorem ipsum/);
    expect(meta.annotation).toContain('Роман Толстого «Война и мир» был написан в 1869 году.');
  });

  it('takes the cover from coverpage → binary, as the image it really is', async () => {
    const { cover } = await parseBookFile(demo, 'war.fb2');
    expect(cover?.mime).toBe('image/jpeg');
    expect(cover?.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The portrait binary is a different picture from the cover.
    expect(cover?.data.length).toBeGreaterThan(30_000);
  });

  it('makes chapters of the innermost sections, titled by their path', async () => {
    const book = await parseBookFile(demo, 'war.fb2');
    const titles = book.chapters.map((c) => c.title);
    expect(titles[0]).toBe('ТОМ 1. ЧАСТЬ ПЕРВАЯ. I');
    expect(titles).toContain('ТОМ 1. ЧАСТЬ ПЕРВАЯ. Это пример глубоко вложенных частей. Рыба (1.II)');
    expect(titles[titles.length - 1]).toBe('ТОМ 1. ЧАСТЬ ПЕРВАЯ. XX');
    // A container section is never a chapter of its own.
    expect(titles).not.toContain('ТОМ 1. ЧАСТЬ ПЕРВАЯ');
    expect(book.chapters.every((c) => c.paragraphs.length > 0)).toBe(true);
  });

  it('puts the part epigraph first in its first chapter, as narration', async () => {
    const [first] = (await parseBookFile(demo, 'war.fb2')).chapters;
    expect(first.paragraphs[0].text).toMatch(/^На самом деле тут нет никакого эпиграфа/);
    expect(first.paragraphs[0].forceNarration).toBe(true);
    const author = first.paragraphs.find((p) => p.text === 'Грибов Дмитрий');
    expect(author?.forceNarration).toBe(true);
    const speech = first.paragraphs.find((p) => p.text.startsWith('- Еh bien, mon prince'));
    expect(speech?.forceNarration).toBeUndefined();
  });

  it('reads poems as narration, verse by verse', async () => {
    const book = await parseBookFile(demo, 'war.fb2');
    const last = book.chapters[book.chapters.length - 1];
    const verses = last.paragraphs.filter((p) => p.forceNarration);
    expect(verses.map((v) => v.text)).toContain('В приятну ночь, при лунном свете,');
    expect(verses).toHaveLength(10);
  });

  it('leaves the notes body and footnote markers out of the text', async () => {
    const text = allText(await parseBookFile(demo, 'war.fb2'));
    expect(text).not.toContain('Сноски');
    expect(text).not.toContain('Прежде всего скажите, как ваше здоровье?');
    expect(text).toContain('Dieu, quelle virulente sortie - отвечал');
  });

  it('refuses the demo variants whose body is empty', async () => {
    for (const name of ['luzmane-incorrect.fb2', 'luzmane-mini.fb2', 'luzmane-description.fb2']) {
      const err = await parseBookFile(demoFile(name), name).catch((e: unknown) => e);
      expect(err, name).toBeInstanceOf(ImportError);
      expect((err as ImportError).code, name).toBe('no_text');
    }
  });

  it('reads the demo document zipped, and a zipped FB2 uploaded as a plain .zip', async () => {
    const zipped = buildZip([{ name: 'war.fb2', data: demo }]);
    const direct = await parseBookFile(demo, 'war.fb2');
    for (const name of ['war.fb2.zip', 'war.zip']) {
      const parsed = await parseBookFile(zipped, name);
      expect(parsed.format).toBe('fb2.zip');
      expect(parsed.chapters).toEqual(direct.chapters);
      expect(parsed.cover?.data.equals(direct.cover?.data ?? Buffer.alloc(0))).toBe(true);
    }
  });
});

describe('fb2 import: a Russian novel built into FB2', () => {
  const book = sampleBook({ chapters: 9 });
  const fb2 = buildFb2(book, { partSize: 4, series: { name: 'Романы', number: 3 }, cover: tinyPng() });

  it('gives back every chapter, titled «Часть N. <chapter>», with its exact paragraphs and italics', async () => {
    const parsed = await parseBookFile(Buffer.from(fb2), 'otcy.fb2');
    expect(parsed.chapters.map((c) => c.title)).toEqual(book.chapters.map((c, i) => `${partTitle(Math.floor(i / 4))}. ${c.title}`));
    parsed.chapters.forEach((c, ci) => {
      // The first chapter starts with the part's epigraph and its author.
      const paragraphs = ci === 0 ? c.paragraphs.slice(2) : c.paragraphs;
      expect(paragraphs.map((p) => p.text)).toEqual(book.chapters[ci].paragraphs.map(plainText));
      expect(paragraphs.map((p) => p.emphasis ?? [])).toEqual(book.chapters[ci].paragraphs.map(expectedEmphasis));
    });
    expect(parsed.chapters[0].paragraphs[0]).toEqual({ text: 'Эпиграф первой части.', forceNarration: true });
    expect(allText(parsed)).not.toContain('Текст сноски');
    expect(parsed.meta.series).toEqual({ title: 'Романы', no: 3 });
    expect(parsed.cover?.mime).toBe('image/png');
  });

  it('reads an FB2 declared and encoded as windows-1251', async () => {
    const cp = iconv.encode(buildFb2(book, { encoding: 'windows-1251' }), 'windows-1251');
    const parsed = await parseBookFile(cp, 'otcy.fb2');
    expect(parsed.meta.title).toBe(book.title);
    expect(parsed.chapters[1].paragraphs.map((p) => p.text)).toEqual(book.chapters[1].paragraphs.map(plainText));
  });

  it('reads the same book zipped as .fb2.zip', async () => {
    const zipped = buildZip([{ name: 'Тургенев - Отцы и дети.fb2', data: fb2 }]);
    const parsed = await parseBookFile(zipped, 'otcy.fb2.zip');
    expect(parsed.format).toBe('fb2.zip');
    expect(parsed.chapters).toHaveLength(book.chapters.length);
    expect(parsed.chapters[3].paragraphs.map((p) => p.text)).toEqual(book.chapters[3].paragraphs.map(plainText));
  });

  it('reads a zipped FB2 uploaded as a plain .zip', async () => {
    const zipped = buildZip([{ name: 'book.fb2', data: fb2 }]);
    const direct = await parseBookFile(Buffer.from(fb2), 'book.fb2');
    const parsed = await parseBookFile(zipped, 'book.zip');
    expect(parsed.format).toBe('fb2.zip');
    expect(parsed.chapters).toEqual(direct.chapters);
    expect(parsed.cover?.data.equals(direct.cover?.data ?? Buffer.alloc(0))).toBe(true);
  });

  it('turns empty-line and «* * *» subtitles into scene breaks', async () => {
    const extra = '<empty-line/><p>После пустой строки.</p><subtitle>* * *</subtitle><p>После звёздочек.</p>';
    const parsed = await parseBookFile(Buffer.from(buildFb2(book, { extraInFirstChapter: extra })), 'b.fb2');
    const ps = parsed.chapters[0].paragraphs;
    expect(ps.find((p) => p.text === 'После пустой строки.')?.breakBefore).toBe(true);
    expect(ps.find((p) => p.text === 'После звёздочек.')?.breakBefore).toBe(true);
    expect(ps.some((p) => /^[\s*]+$/.test(p.text))).toBe(false);
    expect(ps[0].breakBefore).toBeUndefined();
  });
});
