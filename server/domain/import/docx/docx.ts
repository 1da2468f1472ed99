// .docx → chapters.
//
// Decisions:
//  - Chapter breaks are headings of the two highest outline levels the document uses (Heading 1
//    and 2 usually): «Часть I» then «Глава 1» gives the chapter «Часть I. Глава 1». A top-level
//    heading used once, before any text, is the book's title, not a part. Deeper headings stay in
//    the text as narrated sub-headings that start a new scene.
//  - A document without heading styles goes through the plain-text chapter splitter (authors
//    often type «Глава 1» in bold), and its italics are carried over paragraph by paragraph.
//  - Empty paragraphs are scene breaks when they are rare; when the author puts one between
//    every paragraph, only a run of two or more is.
//  - Title/Subtitle-styled paragraphs give the book title/subtitle when core.xml has none.
import { splitChapters } from '../../book/index.ts';
import type { SourceChapter, SourceParagraph } from '../../book/types.ts';
import { ImportError } from '../errors.ts';
import { chapterCollector } from '../text/chapters.ts';
import { timed, timedAsync } from '../timings.ts';
import { emptyMeta, type BookMeta, type ParsedBook, type ParseOptions } from '../types.ts';
import { child, newXmlBudget, parseXml, type XElement, type XmlBudget } from '../xml/parse-xml.ts';
import { openSafeZip, type SafeZip } from '../zip/safe-zip.ts';
import { MAX_XML_ENTRY_BYTES } from '../limits.ts';
import { normalizeLanguage } from '../text/language.ts';
import { docxParagraphs, type DocxParagraph } from './paragraphs.ts';
import { readStyles } from './styles.ts';
import { coreMeta } from './core.ts';

export async function parseDocx(data: Buffer, opts: ParseOptions = {}): Promise<ParsedBook> {
  const budget = newXmlBudget(); // one element budget for every XML part of the document
  const { zip, docPath } = await timedAsync(opts.timings, 'unzip', async () => {
    const z = await openSafeZip(data);
    return { zip: z, docPath: await mainDocumentPath(z, budget) };
  });
  const read = (path: string) => timedAsync(opts.timings, 'unzip', () => zip.read(path, MAX_XML_ENTRY_BYTES));
  const docXml = await read(docPath);
  const stylesPath = zip.resolve(docPath.replace(/[^/]*$/, 'styles.xml'));
  const stylesXml = stylesPath ? await read(stylesPath) : null;
  const corePath = zip.resolve('docProps/core.xml');
  const coreXml = corePath ? await read(corePath) : null;

  const { doc, stylesRoot, coreRoot } = timed(opts.timings, 'xml', () => ({
    doc: root(parseXml(docXml, 'Word document', { budget })),
    stylesRoot: stylesXml ? root(parseXml(stylesXml, 'Word styles', { budget })) : undefined,
    coreRoot: coreXml ? root(parseXml(coreXml, 'Word properties', { budget })) : undefined,
  }));
  const body = doc ? child(doc, 'body') : undefined;
  if (!body) throw new ImportError('bad_format', 'The file is not a Word document (no document body).');

  const styles = readStyles(stylesRoot);
  const paragraphs = timed(opts.timings, 'extract', () => docxParagraphs(body, styles));
  const meta: BookMeta = { ...emptyMeta(), ...coreMeta(coreRoot) };
  if (!meta.language) meta.language = normalizeLanguage(styles.defaultLanguage);
  const chapters = timed(opts.timings, 'split', () => docxChapters(paragraphs, meta));
  return { format: 'docx', meta, cover: null, chapters };
}

const root = (nodes: ReturnType<typeof parseXml>): XElement | undefined =>
  nodes.find((n): n is XElement => typeof n !== 'string');

/** The main part named by _rels/.rels (usually word/document.xml). */
async function mainDocumentPath(zip: SafeZip, budget: XmlBudget): Promise<string> {
  const relsPath = zip.resolve('_rels/.rels');
  if (relsPath) {
    const rels = parseXml(await zip.read(relsPath, MAX_XML_ENTRY_BYTES), 'Word relationships', { budget });
    const relRoot = root(rels);
    for (const rel of relRoot ? relRoot.children : []) {
      if (typeof rel === 'string' || !/\/officeDocument$/.test(rel.attrs.Type ?? '')) continue;
      const target = zip.resolve((rel.attrs.Target ?? '').replace(/^\//, ''));
      if (target) return target;
    }
  }
  const fallback = zip.resolve('word/document.xml');
  if (!fallback) throw new ImportError('bad_format', 'The file is not a Word document (no word/document.xml).');
  return fallback;
}

export function docxChapters(items: DocxParagraph[], meta: BookMeta): SourceChapter[] {
  const levels = [...new Set(items.flatMap((p) => (typeof p.heading === 'number' && p.inline ? [p.heading] : [])))].sort((a, b) => a - b);
  for (const p of items) {
    if (p.heading === 'title' && p.inline && !meta.title) meta.title = p.inline.text;
    if (p.heading === 'subtitle' && p.inline && !meta.subtitle) meta.subtitle = p.inline.text;
  }
  // A single top heading before any text is the book's title.
  const top = levels[0];
  if (top !== undefined) {
    const tops = items.filter((p) => p.heading === top && p.inline);
    const firstText = items.findIndex((p) => p.heading === null && p.inline);
    if (tops.length === 1 && levels.length > 1 && (firstText === -1 || items.indexOf(tops[0]) < firstText)) {
      if (!meta.title && tops[0].inline) meta.title = tops[0].inline.text;
      levels.shift();
      tops[0].heading = 'title';
    }
  }
  const chapterLevels = levels.slice(0, 2);
  if (chapterLevels.length === 0) return withoutHeadings(items);

  const empties = items.filter((p) => p.heading === null && !p.inline && !p.media).length;
  const sparseEmpties = empties < items.length * 0.2;
  const out = chapterCollector();
  const path: string[] = [];
  let emptyRun = 0;
  for (const p of items) {
    if (!p.inline) {
      if (!p.media) emptyRun++;
      continue;
    }
    if (emptyRun >= (sparseEmpties ? 1 : 2)) out.sceneBreak();
    emptyRun = 0;
    const level = typeof p.heading === 'number' ? chapterLevels.indexOf(p.heading) : -1;
    if (level >= 0) {
      path.length = level;
      path[level] = p.inline.text.replace(/[.:]\s*$/, '');
      out.start(path.filter(Boolean).join('. '));
    } else if (p.heading === 'title' || p.heading === 'subtitle') {
      continue;
    } else if (typeof p.heading === 'number') {
      out.add(p.inline, { forceNarration: true, breakBefore: true });
    } else {
      out.add(p.inline, { forceNarration: p.quote });
    }
  }
  return out.finish();
}

/** No heading styles: the plain-text splitter finds the chapters; italics are matched back. */
function withoutHeadings(items: DocxParagraph[]): SourceChapter[] {
  const texts = items.filter((p) => p.heading !== 'title' && p.heading !== 'subtitle');
  const plain = texts.map((p) => p.inline?.text ?? '').join('\n\n');
  const chapters = splitChapters(plain);
  const source = texts.filter((p) => p.inline);
  let i = 0;
  const carry = (para: SourceParagraph) => {
    for (let j = i; j < source.length && j < i + 50; j++) {
      if (source[j].inline?.text !== para.text) continue;
      const { emphasis } = source[j].inline ?? { emphasis: [] };
      if (emphasis.length > 0) para.emphasis = emphasis;
      if (source[j].quote) para.forceNarration = true;
      i = j + 1;
      return;
    }
  };
  for (const c of chapters) c.paragraphs.forEach(carry);
  return chapters;
}
