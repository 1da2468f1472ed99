// FB2 <body> → chapters.
//
// Decisions:
//  - A chapter is a section with text of its own; a section holding other sections is a
//    container (Том, Часть). A chapter's title joins the titles on its path from the outermost
//    container inwards, «Часть I. Глава 1», keeping at most the four innermost levels. The body's
//    own title is part of that path only when it is not just the book's title/author.
//  - A container's leading epigraphs/annotation go at the start of its first chapter; text that a
//    malformed file puts straight into a container becomes a chapter titled by the container.
//  - Epigraphs, poems, citations, annotations and subtitles are forceNarration; `emphasis` spans
//    are emphasis ranges; `empty-line` and «* * *» subtitles are scene breaks; footnote links
//    (`<a type="note">`) are dropped from the text; images and tables are skipped.
//  - Note bodies (`<body name="notes">`, comments) are not read.
import type { SourceChapter } from '../../book/types.ts';
import { chapterCollector, type ChapterCollector } from '../text/chapters.ts';
import { paragraphBuilder, type InlineText, type ParagraphBuilder, type ParagraphFlags } from '../text/paragraph-builder.ts';
import { elements, child, textOf, type XElement } from '../xml/parse-xml.ts';

const MAX_TITLE_LEVELS = 4;
const NOTES_BODY = /note|comment|footnote|примеч|сноск|коммент/i;

interface Pending {
  inline: InlineText;
  flags: ParagraphFlags;
}

interface Ctx {
  out: ChapterCollector;
  /** Epigraphs of containers, waiting for the first chapter inside them. */
  carry: Pending[];
  /** The container whose orphan text is the current chapter, if any. */
  openFor: XElement | null;
}

export function fb2Chapters(root: XElement, bookTitle: string, author: string): SourceChapter[] {
  const ctx: Ctx = { out: chapterCollector(), carry: [], openFor: null };
  for (const body of elements(root, 'body')) {
    if (body.attrs.name && NOTES_BODY.test(body.attrs.name)) continue;
    const bodyTitle = sectionTitle(body);
    const keep = bodyTitle && !sameAsBook(bodyTitle, bookTitle, author);
    walkContainer(body, keep ? [bodyTitle] : [], ctx);
  }
  return ctx.out.finish();
}

function sameAsBook(bodyTitle: string, bookTitle: string, author: string): boolean {
  const t = bodyTitle.toLowerCase();
  return (bookTitle !== '' && t.includes(bookTitle.toLowerCase())) || (author !== '' && t.includes(author.toLowerCase()));
}

/** The section's <title> paragraphs joined with '. ' (a title often spans «Глава 1» + «Name»). */
function sectionTitle(section: XElement): string {
  const title = child(section, 'title');
  if (!title) return '';
  const parts = elements(title).map((p) => textOf(p)).filter(Boolean);
  if (parts.length === 0) return textOf(title);
  return parts.map((p, i) => (i < parts.length - 1 ? p.replace(/[.:]\s*$/, '') : p)).join('. ');
}

const joinTitle = (path: string[]) => path.slice(-MAX_TITLE_LEVELS).join('. ');

function startChapter(ctx: Ctx, title: string, owner: XElement | null): void {
  ctx.out.start(title);
  ctx.openFor = owner;
  for (const p of ctx.carry) ctx.out.add(p.inline, p.flags);
  ctx.carry = [];
}

function walkSection(section: XElement, parentPath: string[], ctx: Ctx): void {
  const title = sectionTitle(section);
  const path = title ? [...parentPath, title] : parentPath;
  if (section.children.some((c) => typeof c !== 'string' && c.name === 'section')) {
    walkContainer(section, path, ctx);
    return;
  }
  startChapter(ctx, joinTitle(path), null);
  for (const c of section.children) if (typeof c !== 'string' && c.name !== 'title') emitBlock(c, false, ctx.out);
}

/** A body or a section of sections: children are sections, leading epigraphs, or stray text. */
function walkContainer(container: XElement, path: string[], ctx: Ctx): void {
  let seenSection = false;
  for (const c of container.children) {
    if (typeof c === 'string' || c.name === 'title') continue;
    if (c.name === 'section') {
      seenSection = true;
      walkSection(c, path, ctx);
      continue;
    }
    if (!seenSection && (c.name === 'epigraph' || c.name === 'annotation')) {
      ctx.carry.push(...collect(c, true));
      continue;
    }
    if (c.name === 'image' || c.name === 'binary') continue;
    if (ctx.openFor !== container) startChapter(ctx, joinTitle(path), container);
    emitBlock(c, false, ctx.out);
  }
}

/** The paragraphs a block would produce, for carrying them elsewhere. */
function collect(el: XElement, force: boolean): Pending[] {
  const pending: Pending[] = [];
  let nextBreak = false;
  const sink: ChapterCollector = {
    start: () => undefined,
    add: (inline, flags = {}) => {
      if (inline) pending.push({ inline, flags: { ...flags, breakBefore: flags.breakBefore || nextBreak } });
      nextBreak = false;
    },
    sceneBreak: () => {
      nextBreak = true;
    },
    currentSize: () => pending.length,
    finish: () => [],
  };
  emitBlock(el, force, sink);
  return pending;
}

function emitBlock(el: XElement, force: boolean, out: ChapterCollector): void {
  switch (el.name) {
    case 'p':
    case 'v':
    case 'text-author':
    case 'date':
      out.add(inlineOf(el), { forceNarration: force || el.name !== 'p' });
      return;
    case 'subtitle': {
      const inline = inlineOf(el);
      out.add(inline, { forceNarration: true, breakBefore: true });
      return;
    }
    case 'empty-line':
      out.sceneBreak();
      return;
    case 'poem':
    case 'stanza':
    case 'cite':
    case 'epigraph':
    case 'annotation':
    case 'title':
      for (const c of el.children) if (typeof c !== 'string') emitBlock(c, true, out);
      return;
    case 'table':
    case 'image':
    case 'binary':
    case 'section':
      return;
    default:
      // Unknown wrappers in sloppy files: read what they hold.
      for (const c of el.children) if (typeof c !== 'string') emitBlock(c, force, out);
  }
}

export function inlineOf(el: XElement): InlineText | null {
  const b = paragraphBuilder();
  addInline(el, b, false);
  return b.take();
}

function addInline(el: XElement, b: ParagraphBuilder, em: boolean): void {
  for (const c of el.children) {
    if (typeof c === 'string') {
      b.add(c, em);
      continue;
    }
    if (c.name === 'image') continue;
    if (c.name === 'a' && isNoteLink(c)) continue;
    addInline(c, b, em || c.name === 'emphasis');
  }
}

/** A footnote marker: `<a type="note">`, or a short «1», «[2]», «*» link to an anchor. */
export function isNoteLink(a: XElement): boolean {
  const type = (a.attrs.type ?? '').toLowerCase();
  if (type === 'note' || type.includes('noteref')) return true;
  const href = a.attrs.href ?? '';
  if (!href.includes('#')) return false;
  return /^[[({]?\s*(?:\d{1,4}|\*{1,3})\s*[\])}]?$/.test(textOf(a));
}
