// .epub (2 and 3): container.xml → OPF (metadata, manifest, spine) → TOC (nav or NCX) → the
// spine's XHTML pages → chapters.
//
// Chapter decisions:
//  - A spine page listed in the TOC starts a chapter titled by its TOC entry (prefixed by the
//    entry's parents, «Часть I. Глава 1», except a parent that is just the book title); a page
//    with several TOC entries pointing at anchors in it is cut at those anchors.
//  - A page the TOC does not list continues the previous chapter when it starts without a heading
//    (readers split long chapters into several files); otherwise it is a chapter titled by its
//    first heading(s).
//  - Headings at the start of a chapter are its title, not text; later ones are narrated
//    sub-headings that start a new scene.
import { ImportError } from '../errors.ts';
import { MAX_COVER_BYTES, MAX_XML_ENTRY_BYTES } from '../limits.ts';
import { chapterCollector, type ChapterCollector } from '../text/chapters.ts';
import { sniffImage } from '../text/images.ts';
import { timed, timedAsync } from '../timings.ts';
import type { BookCover, ParsedBook, ParseOptions } from '../types.ts';
import { child, elements, newXmlBudget, parsePrepared, parseXml, prepareXml, type XElement, type XNode } from '../xml/parse-xml.ts';
import { openSafeZip, type SafeZip } from '../zip/safe-zip.ts';
import { selectTextPages, type SpinePage } from './front-matter.ts';
import { readPackage, type ManifestItem, type Package } from './opf.ts';
import { navToc, ncxToc, type TocEntry } from './toc.ts';
import { xhtmlPage, type PageBlock } from './xhtml.ts';

const MAX_TITLE_LEVELS = 4;
const XHTML_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/xml', 'text/xml', '']);

const rootOf = (nodes: XNode[]): XElement | undefined => nodes.find((n): n is XElement => typeof n !== 'string');

export async function parseEpub(data: Buffer, opts: ParseOptions = {}): Promise<ParsedBook> {
  const t = opts.timings;
  const zip = await timedAsync(t, 'unzip', () => openSafeZip(data));
  const budget = newXmlBudget(); // one element budget for every XML document of the book
  const readXml = async (path: string, what: string, xhtml: boolean): Promise<XElement | undefined> => {
    const bytes = await timedAsync(t, 'unzip', () => zip.read(path, MAX_XML_ENTRY_BYTES));
    return timed(t, 'xml', () => rootOf(parseXml(bytes, what, { allowPlainDoctype: xhtml, budget })));
  };

  const opfPath = await packagePath(zip, readXml);
  const opfRoot = await readXml(opfPath, 'EPUB package', false);
  if (!opfRoot || opfRoot.name !== 'package') throw new ImportError('bad_format', 'The EPUB package document is missing or broken.');
  const pkg = readPackage(opfRoot, opfPath);

  const toc = await readToc(pkg, zip, readXml);
  // Inflate every page before parsing any: an archive over the size caps is refused after
  // cheap inflating, not after parsing 100 MB of XML.
  const files: Array<{ item: ManifestItem; linear: boolean; path: string; bytes: Buffer }> = [];
  for (const { item, linear } of pkg.spine) {
    const path = item.path && zip.resolve(item.path);
    if (!path || !XHTML_TYPES.has(item.mediaType)) continue;
    files.push({ item, linear, path, bytes: await timedAsync(t, 'unzip', () => zip.read(path, MAX_XML_ENTRY_BYTES)) });
  }
  const prepared = timed(t, 'decode', () => files.map((f) => prepareXml(f.bytes, 'EPUB page', { allowPlainDoctype: true, budget })));
  const pages: SpinePage[] = files.map(({ item, linear, path }, i) => {
    const root = timed(t, 'xml', () => rootOf(parsePrepared(prepared[i], 'EPUB page')));
    return {
      path,
      page: timed(t, 'extract', () => xhtmlPage(root, path)),
      linear,
      isNavigation: item === pkg.nav || item === pkg.ncx,
      guideSkip: pkg.guideSkip.has(item.path ?? ''),
      toc: toc.filter((e) => e.path === item.path),
    };
  });
  const chapters = timed(t, 'split', () => epubChapters(selectTextPages(pages), toc.length > 0, pkg.meta.title));
  const cover = await readCover(pkg.cover, zip);
  return { format: 'epub', meta: pkg.meta, cover, chapters };
}

type ReadXml = (path: string, what: string, xhtml: boolean) => Promise<XElement | undefined>;

async function packagePath(zip: SafeZip, readXml: ReadXml): Promise<string> {
  const containerPath = zip.resolve('META-INF/container.xml');
  if (containerPath) {
    const container = await readXml(containerPath, 'EPUB container', false);
    const rootfiles = container ? child(container, 'rootfiles') : undefined;
    for (const rf of rootfiles ? elements(rootfiles, 'rootfile') : []) {
      const path = zip.resolve(rf.attrs['full-path'] ?? '');
      if (path) return path;
    }
  }
  const opf = zip.names.find((n) => n.toLowerCase().endsWith('.opf'));
  if (!opf) throw new ImportError('bad_format', 'The file is not an EPUB book (no package document).');
  return opf;
}

async function readToc(pkg: Package, zip: SafeZip, readXml: ReadXml): Promise<TocEntry[]> {
  for (const [item, parse] of [[pkg.nav, navToc], [pkg.ncx, ncxToc]] as const) {
    const path = item?.path && zip.resolve(item.path);
    if (!path) continue;
    const entries = parse(await readXml(path, 'EPUB table of contents', true), path);
    if (entries.length > 0) return entries;
  }
  return [];
}

async function readCover(item: ManifestItem | null, zip: SafeZip): Promise<BookCover | null> {
  const path = item?.path && zip.resolve(item.path);
  if (!item || !path || zip.claimedSize(path) > MAX_COVER_BYTES) return null;
  const data = await zip.read(path, MAX_COVER_BYTES);
  const mime = sniffImage(data) ?? (item.mediaType.startsWith('image/') ? item.mediaType : null);
  return mime && data.length > 0 ? { mime, data } : null;
}

export function epubChapters(pages: SpinePage[], hasToc: boolean, bookTitle: string) {
  const out = chapterCollector();
  let started = false;
  for (const p of pages) {
    for (const segment of segments(p)) {
      const { headings, rest } = splitLeadingHeadings(segment.blocks);
      if (rest.length === 0) continue;
      const headingTitle = headings.map((h) => h.inline.text.replace(/[.:]\s*$/, '')).join('. ');
      if (segment.entry) out.start(entryTitle(segment.entry, bookTitle));
      else if (!started || headings.length > 0 || !hasToc) out.start(headingTitle);
      started = true;
      addBlocks(out, rest);
    }
  }
  return out.finish();
}

interface Segment {
  entry: TocEntry | null;
  blocks: PageBlock[];
}

/** The page cut at the anchors its TOC entries point to (one segment when there is nothing to cut). */
function segments(p: SpinePage): Segment[] {
  const blocks = p.page.blocks;
  const cuts: Array<{ at: number; entry: TocEntry }> = [];
  for (const entry of p.toc) {
    const at = entry.fragment ? blocks.findIndex((b) => b.anchors.includes(entry.fragment)) : 0;
    if (at >= 0 && !cuts.some((c) => c.at === at)) cuts.push({ at, entry });
  }
  cuts.sort((a, b) => a.at - b.at);
  if (cuts.length === 0) return [{ entry: null, blocks }];
  const out: Segment[] = [];
  if (cuts[0].at > 0) out.push({ entry: null, blocks: blocks.slice(0, cuts[0].at) });
  cuts.forEach((c, i) => out.push({ entry: c.entry, blocks: blocks.slice(c.at, cuts[i + 1]?.at ?? blocks.length) }));
  return out;
}

function splitLeadingHeadings(blocks: PageBlock[]): { headings: PageBlock[]; rest: PageBlock[] } {
  let i = 0;
  while (i < blocks.length && blocks[i].heading !== null) i++;
  return { headings: blocks.slice(0, i), rest: blocks.slice(i) };
}

function entryTitle(entry: TocEntry, bookTitle: string): string {
  const book = bookTitle.trim().toLowerCase();
  const path = [...entry.ancestors.filter((a) => a.trim().toLowerCase() !== book), entry.title];
  return path.slice(-MAX_TITLE_LEVELS).map((s, i, all) => (i < all.length - 1 ? s.replace(/[.:]\s*$/, '') : s)).join('. ');
}

function addBlocks(out: ChapterCollector, blocks: PageBlock[]): void {
  for (const b of blocks) {
    const heading = b.heading !== null;
    out.add(b.inline, { forceNarration: b.force || heading, breakBefore: b.breakBefore || heading });
  }
}
