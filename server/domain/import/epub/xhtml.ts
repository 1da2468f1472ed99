// One EPUB XHTML page → blocks of text in reading order. Block elements (p, div, h1–h6, li,
// blockquote, …) start paragraphs; <i>/<em>/<cite> and italic-classed spans are emphasis;
// blockquotes and epigraph/poem-classed blocks are forceNarration; <hr> and «* * *» lines are scene
// breaks; <br> splits a paragraph (verse lines). Images, figures and their captions, scripts,
// tables, in-page navigation, footnote asides and footnote reference links are left out.
import { isNoteLink } from '../fb2/body.ts';
import { paragraphBuilder, type InlineText } from '../text/paragraph-builder.ts';
import { find, type XElement } from '../xml/parse-xml.ts';

export interface PageBlock {
  inline: InlineText;
  /** 1–6 for h1–h6, null for text. */
  heading: number | null;
  force: boolean;
  breakBefore: boolean;
  /** Element ids met since the previous block (targets of TOC fragments). */
  anchors: string[];
  /** The block holds a link to another page's anchor (how notes link back to the text). */
  backLink: boolean;
}

export interface XhtmlPage {
  blocks: PageBlock[];
  /** epub:type / class tokens of the page's html, body and outermost sections. */
  types: Set<string>;
  /** Share of the page's text that sits inside links (a TOC page is nearly all links). */
  linkShare: number;
}

const BLOCKS = new Set([
  'p', 'div', 'li', 'blockquote', 'dd', 'dt', 'pre', 'section', 'article', 'header', 'footer', 'main',
  'address', 'center', 'ul', 'ol', 'dl', 'body', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'aside', 'hgroup',
]);
const SKIP = new Set([
  'head', 'script', 'style', 'svg', 'math', 'img', 'image', 'figure', 'figcaption', 'nav', 'table',
  'noscript', 'object', 'video', 'audio', 'iframe', 'canvas', 'map', 'form', 'button', 'select', 'textarea',
]);
const EMPHASIS = new Set(['i', 'em', 'cite', 'dfn', 'var']);
const ITALIC_CLASS = /(?:^|[\s_-])(?:italic|italics|emphasis|em|i)(?:$|[\s_-])/i;
const FORCE_CLASS = /epigraph|poem|stanza|verse|citation|cite|quote|dedication|эпиграф|стих/i;
const NOTE_TYPES = /\b(?:footnote|endnote|rearnote|note)s?\b/;

export function xhtmlPage(root: XElement | undefined, fileName: string): XhtmlPage {
  const blocks: PageBlock[] = [];
  const types = new Set<string>();
  if (!root) return { blocks, types, linkShare: 0 };
  const body = root.name === 'body' ? root : find(root, 'body');
  if (!body) return { blocks, types, linkShare: 0 };
  for (const el of [root, body, ...body.children.filter((c): c is XElement => typeof c !== 'string' && BLOCKS.has(c.name))]) {
    for (const t of `${el.attrs.type ?? ''} ${el.attrs.class ?? ''}`.toLowerCase().split(/\s+/)) if (t) types.add(t);
  }

  const b = paragraphBuilder();
  let anchors: string[] = [];
  let pendingBreak = false;
  let backLink = false;
  let linkChars = 0;
  let allChars = 0;
  const ownFile = fileName.replace(/^.*\//, '');

  const flush = (heading: number | null, force: boolean) => {
    const inline = b.take();
    if (!inline) return;
    blocks.push({ inline, heading, force, breakBefore: pendingBreak, anchors, backLink });
    allChars += inline.text.length;
    anchors = [];
    pendingBreak = false;
    backLink = false;
  };

  const walk = (el: XElement, em: boolean, force: boolean, heading: number | null, inLink: boolean) => {
    for (const c of el.children) {
      if (typeof c === 'string') {
        // Some producers leave stray tabs inside words («mag\tic b\tottle», «D\tiggi\tng»): a tab
        // between two visible characters is no word break, and read as one it makes junk words.
        b.add(c.replace(/(?<=\S)\t+(?=\S)/g, ''), em);
        if (inLink) linkChars += c.trim().length;
        continue;
      }
      if (BLOCKS.has(c.name) || c.name === 'hr' || c.name === 'br') flush(heading, force);
      if (c.attrs.id) anchors.push(c.attrs.id);
      if (SKIP.has(c.name)) continue;
      const type = (c.attrs.type ?? '').toLowerCase();
      const cls = c.attrs.class ?? '';
      if (c.name === 'aside' && NOTE_TYPES.test(type)) continue;
      if (c.name === 'hr') {
        pendingBreak = true;
        continue;
      }
      if (c.name === 'br') continue;
      if (c.name === 'a') {
        if (isNoteLink(c)) continue;
        const href = c.attrs.href ?? '';
        const target = href.split('#')[0].replace(/^.*\//, '');
        if (href.includes('#') && target !== '' && target !== ownFile) backLink = true;
        walk(c, em, force, heading, inLink || href !== '');
        continue;
      }
      const italic = em || EMPHASIS.has(c.name) || ITALIC_CLASS.test(cls) || /font-style\s*:\s*italic/i.test(c.attrs.style ?? '');
      const forced = force || c.name === 'blockquote' || FORCE_CLASS.test(cls) || /epigraph|poem|verse/.test(type);
      const h = /^h[1-6]$/.test(c.name) ? Number(c.name[1]) : heading;
      if (BLOCKS.has(c.name)) {
        walk(c, italic, forced, h, inLink);
        flush(h, forced);
      } else {
        walk(c, italic, forced, heading, inLink);
      }
    }
  };
  walk(body, false, false, null, false);
  flush(null, false);
  return { blocks, types, linkShare: allChars === 0 ? 0 : Math.min(1, linkChars / allChars) };
}
