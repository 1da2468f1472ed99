// Which spine pages are the book's text. Left out: the TOC page (nav, or a page that is nearly all
// links), notes pages (epub:type footnotes/endnotes, a «Примечания»/«Notes» TOC title, or pages
// whose paragraphs mostly link back into the text), and front matter without text of its own: a
// cover (an image), a title page (epub:type titlepage, the EPUB 2 guide, or — before the first
// real page — a handful of short lines), pages with nothing but headings, non-linear pages.
// If that leaves nothing, the soft-skipped pages that have text are read after all: a book that
// is only a title page is still better read than refused.
import type { TocEntry } from './toc.ts';
import type { XhtmlPage } from './xhtml.ts';

export interface SpinePage {
  path: string;
  page: XhtmlPage;
  linear: boolean;
  /** The package's nav document or NCX, listed in the spine. */
  isNavigation: boolean;
  guideSkip: boolean;
  toc: TocEntry[];
}

const HARD_TYPES = ['toc', 'landmarks', 'loi', 'lot', 'footnotes', 'endnotes', 'rearnotes', 'index', 'footnote', 'endnote'];
const SOFT_TYPES = ['cover', 'titlepage', 'halftitlepage', 'copyright-page', 'colophon', 'imprint', 'title-page'];
const NOTES_TITLE = /^(?:примечания|сноски|комментарии|notes|footnotes|endnotes)\.?$/i;

type Verdict = 'text' | 'soft' | 'hard';

export function selectTextPages(pages: SpinePage[]): SpinePage[] {
  let seenText = false;
  const verdicts = pages.map((p) => {
    const v = verdict(p, seenText);
    if (v === 'text') seenText = true;
    return v;
  });
  const text = pages.filter((_, i) => verdicts[i] === 'text');
  if (text.length > 0) return text;
  return pages.filter((p, i) => verdicts[i] === 'soft' && bodyChars(p.page) > 0);
}

function verdict(p: SpinePage, seenText: boolean): Verdict {
  const { page } = p;
  if (p.isNavigation) return 'hard';
  if (HARD_TYPES.some((t) => page.types.has(t))) return 'hard';
  if (p.toc.length > 0 && p.toc.every((e) => NOTES_TITLE.test(e.title))) return 'hard';
  if (page.linkShare > 0.6) return 'hard';
  const body = page.blocks.filter((b) => b.heading === null);
  if (body.length >= 3 && body.filter((b) => b.backLink).length / body.length >= 0.6) return 'hard';
  if (body.length === 0) return 'soft';
  if (SOFT_TYPES.some((t) => page.types.has(t)) || p.guideSkip || !p.linear) return 'soft';
  if (!seenText && looksLikeTitlePage(page)) return 'soft';
  return 'text';
}

function bodyChars(page: XhtmlPage): number {
  let n = 0;
  for (const b of page.blocks) if (b.heading === null) n += b.inline.text.length;
  return n;
}

/** A few short lines (title, author, publisher, year) and no prose. */
function looksLikeTitlePage(page: XhtmlPage): boolean {
  const lengths = page.blocks.map((b) => b.inline.text.length);
  const total = lengths.reduce((a, b) => a + b, 0);
  return page.blocks.length <= 8 && total < 300 && Math.max(...lengths) < 100;
}
