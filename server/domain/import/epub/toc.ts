// The table of contents: EPUB 3 nav document (`<nav epub:type="toc">`, nested <ol>) or EPUB 2 NCX
// (nested <navPoint>). Entries keep their ancestors' titles so parts can prefix their chapters.
import { child, elements, findAll, textOf, type XElement } from '../xml/parse-xml.ts';
import { hrefFragment, resolveHref } from './paths.ts';

export interface TocEntry {
  path: string;
  fragment: string;
  title: string;
  /** Titles of the enclosing entries, outermost first. */
  ancestors: string[];
}

export function navToc(root: XElement | undefined, navPath: string): TocEntry[] {
  if (!root) return [];
  const navs = findAll(root, 'nav');
  const nav = navs.find((n) => /\btoc\b/.test(n.attrs.type ?? '')) ?? navs[0];
  const list = nav ? child(nav, 'ol') ?? findAll(nav, 'ol')[0] : undefined;
  const out: TocEntry[] = [];
  const walk = (ol: XElement, ancestors: string[]) => {
    for (const li of elements(ol, 'li')) {
      const a = child(li, 'a') ?? child(li, 'span');
      const title = a ? textOf(a) : '';
      const href = a?.attrs.href ?? '';
      const path = href ? resolveHref(navPath, href) : null;
      if (path && title) out.push({ path, fragment: hrefFragment(href), title, ancestors });
      const sub = child(li, 'ol');
      if (sub) walk(sub, title ? [...ancestors, title] : ancestors);
    }
  };
  if (list) walk(list, []);
  return out;
}

export function ncxToc(root: XElement | undefined, ncxPath: string): TocEntry[] {
  const navMap = root ? child(root, 'navMap') : undefined;
  const out: TocEntry[] = [];
  const walk = (parent: XElement, ancestors: string[]) => {
    for (const point of elements(parent, 'navPoint')) {
      const label = child(point, 'navLabel');
      const title = label ? textOf(child(label, 'text') ?? label) : '';
      const src = child(point, 'content')?.attrs.src ?? '';
      const path = src ? resolveHref(ncxPath, src) : null;
      if (path && title) out.push({ path, fragment: hrefFragment(src), title, ancestors });
      walk(point, title ? [...ancestors, title] : ancestors);
    }
  };
  if (navMap) walk(navMap, []);
  return out;
}
