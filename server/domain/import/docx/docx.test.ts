import { describe, expect, it } from 'vitest';
import { buildDocx, headingId, WORD_NS, type DocxBlock } from '../../../../test/fixtures/books/docx-builder.ts';
import { expectedEmphasis, plainText, sampleBook } from '../../../../test/fixtures/books/russian-book.ts';
import { ImportError, parseBookFile } from '../index.ts';

const txt = (text: string, style?: string): DocxBlock => ({ style, segments: [{ text }] });

describe('docx import', () => {
  // The issue's minimal document: styles.xml, two Heading1 chapters, italics, a table, an image.
  const minimal = buildDocx(
    [
      txt('Глава первая', 'Heading1'),
      { segments: [{ text: 'Он подумал: ' }, { text: 'не может быть', em: true }, { text: '. И вышел.' }] },
      { table: [['ячейка 1', 'ячейка 2']] },
      { image: true },
      txt('Второй абзац первой главы.'),
      txt('Глава вторая', 'Heading1'),
      txt('Текст второй главы.'),
      { style: 'Quote', segments: [{ text: 'Цитата курсивом.' }] },
    ],
    { title: 'Пробная книга', creator: 'Анна Автор' },
  );

  it('cuts chapters at Heading 1, keeps italics as emphasis, skips the table and the image', async () => {
    const book = await parseBookFile(minimal, 'proba.docx');
    expect(book.format).toBe('docx');
    expect(book.meta.title).toBe('Пробная книга');
    expect(book.meta.author).toBe('Анна Автор');
    expect(book.meta.language).toBe('ru');
    expect(book.cover).toBeNull();
    expect(book.chapters.map((c) => c.title)).toEqual(['Глава первая', 'Глава вторая']);
    const [first, second] = book.chapters;
    expect(first.paragraphs).toEqual([
      { text: 'Он подумал: не может быть. И вышел.', emphasis: [[12, 25]] },
      { text: 'Второй абзац первой главы.' },
    ]);
    expect(first.paragraphs[0].text.slice(12, 25)).toBe('не может быть');
    // A Quote-styled paragraph is narration, and italic through its style.
    expect(second.paragraphs[1]).toEqual({ text: 'Цитата курсивом.', emphasis: [[0, 16]], forceNarration: true });
  });

  it('recognises localised heading style ids («1» named «heading 1») and Heading 2 under Heading 1', async () => {
    const docx = buildDocx(
      [
        txt('Часть первая', headingId(1, 'russian')),
        txt('Глава 1', headingId(2, 'russian')),
        txt('Первая глава.'),
        txt('Глава 2', headingId(2, 'russian')),
        txt('Вторая глава.'),
        txt('Часть вторая', headingId(1, 'russian')),
        txt('Глава 3', headingId(2, 'russian')),
        txt('Третья глава.'),
      ],
      { styleIds: 'russian' },
    );
    const book = await parseBookFile(docx, 'parts.docx');
    expect(book.chapters.map((c) => c.title)).toEqual(['Часть первая. Глава 1', 'Часть первая. Глава 2', 'Часть вторая. Глава 3']);
  });

  it('finds headings by a «Заголовок 1» style name, by w:outlineLvl in a style (through basedOn) and in the paragraph', async () => {
    const styles = `<w:styles ${WORD_NS}>
      <w:style w:type="paragraph" w:styleId="Zag"><w:name w:val="Заголовок 1"/></w:style>
      <w:style w:type="paragraph" w:styleId="Base"><w:name w:val="My Base"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
      <w:style w:type="paragraph" w:styleId="Chapter"><w:name w:val="Chapter Title"/><w:basedOn w:val="Base"/></w:style>
      <w:style w:type="character" w:styleId="Em"><w:name w:val="Emphasis"/><w:rPr><w:i/></w:rPr></w:style>
    </w:styles>`;
    const p = (inner: string, pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${inner}</w:p>`;
    const r = (t: string, rPr = '') => `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${t}</w:t></w:r>`;
    const document = `<w:document ${WORD_NS}><w:body>
      ${p(r('Первая'), '<w:pStyle w:val="Zag"/>')}${p(r('Раз ') + r('два', '<w:rStyle w:val="Em"/>') + r(' три', '<w:i w:val="0"/>'))}
      ${p(r('Вторая'), '<w:pStyle w:val="Chapter"/>')}${p(r('Текст второй.'))}
      ${p(r('Третья'), '<w:outlineLvl w:val="0"/>')}${p(r('Текст третьей.'))}
    </w:body></w:document>`;
    const book = await parseBookFile(buildDocx([], { documentXml: document, stylesXml: styles }), 'x.docx');
    expect(book.chapters.map((c) => c.title)).toEqual(['Первая', 'Вторая', 'Третья']);
    expect(book.chapters[0].paragraphs).toEqual([{ text: 'Раз два три', emphasis: [[4, 7]] }]);
  });

  it('finds headings by style id when styles.xml is missing', async () => {
    const docx = buildDocx([txt('Пролог', 'Heading1'), txt('Начало.'), txt('Эпилог', 'Heading1'), txt('Конец.')], { noStyles: true });
    const book = await parseBookFile(docx, 'nostyles.docx');
    expect(book.chapters.map((c) => c.title)).toEqual(['Пролог', 'Эпилог']);
  });

  it('treats a lone top heading before the text as the book title', async () => {
    const docx = buildDocx([txt('Моя повесть', 'Heading1'), txt('Глава 1', 'Heading2'), txt('Текст.'), txt('Глава 2', 'Heading2'), txt('Ещё текст.')]);
    const book = await parseBookFile(docx, 'x.docx');
    expect(book.meta.title).toBe('Моя повесть');
    expect(book.chapters.map((c) => c.title)).toEqual(['Глава 1', 'Глава 2']);
  });

  it('marks scene breaks from «* * *» and from rare empty paragraphs', async () => {
    const docx = buildDocx([txt('Глава', 'Heading1'), txt('Раз.'), txt('* * *'), txt('Два.'), { empty: true }, txt('Три.'), txt('Четыре.'), txt('Пять.'), txt('Шесть.'), txt('Семь.')]);
    const [chapter] = (await parseBookFile(docx, 'x.docx')).chapters;
    expect(chapter.paragraphs.map((p) => p.text)).toEqual(['Раз.', 'Два.', 'Три.', 'Четыре.', 'Пять.', 'Шесть.', 'Семь.']);
    expect(chapter.paragraphs.filter((p) => p.breakBefore).map((p) => p.text)).toEqual(['Два.', 'Три.']);
  });

  it('splits a document without heading styles with the plain-text splitter, keeping italics', async () => {
    // Chapters headed by bare Roman numerals, as Turgenev's are: the splitter must find them.
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI'];
    const sample = sampleBook();
    const book = { ...sample, chapters: sample.chapters.map((c, i) => ({ ...c, title: roman[i]! })) };
    const blocks: DocxBlock[] = book.chapters.flatMap((c) => [txt(c.title), ...c.paragraphs.map((p) => ({ segments: p.segments }))]);
    const parsed = await parseBookFile(buildDocx(blocks), 'plain.docx');
    expect(parsed.chapters.map((c) => c.title)).toEqual(book.chapters.map((c) => c.title));
    parsed.chapters.forEach((c, i) => {
      const source = book.chapters[i];
      expect(c.paragraphs.map((p) => p.text)).toEqual(source.paragraphs.map(plainText));
      expect(c.paragraphs.map((p) => p.emphasis ?? [])).toEqual(source.paragraphs.map(expectedEmphasis));
    });
  });

  it('reads a Russian novel with Heading 1 chapters and its italics', async () => {
    const book = sampleBook({ chapters: 12 });
    const blocks: DocxBlock[] = book.chapters.flatMap((c) => [txt(c.title, 'Heading1'), ...c.paragraphs.map((p) => ({ segments: p.segments }))]);
    const parsed = await parseBookFile(buildDocx(blocks, { title: book.title }), 'dom.docx');
    expect(parsed.chapters.map((c) => c.title)).toEqual(book.chapters.map((c) => c.title));
    expect(parsed.chapters[5].paragraphs.map((p) => p.text)).toEqual(book.chapters[5].paragraphs.map(plainText));
    expect(parsed.chapters[5].paragraphs.map((p) => p.emphasis ?? [])).toEqual(book.chapters[5].paragraphs.map(expectedEmphasis));
  });

  it('refuses a document of only images and tables', async () => {
    const docx = buildDocx([{ image: true }, { table: [['a', 'b']] }, { empty: true }, { image: true }]);
    const err = await parseBookFile(docx, 'pictures.docx').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).code).toBe('no_text');
  });
});
