// The EPUB package document (OPF): metadata, manifest, spine, and where the TOC and the cover are.
// EPUB 2 and 3 differ in how they say the same things; both are read.
import { normalizeLanguage } from '../text/language.ts';
import { decodeEntities } from '../xml/entities.ts';
import { emptyMeta, type BookMeta } from '../types.ts';
import { child, elements, textOf, type XElement } from '../xml/parse-xml.ts';
import { resolveHref } from './paths.ts';

export interface ManifestItem {
  id: string;
  /** Path inside the zip, or null when the href leaves the archive. */
  path: string | null;
  mediaType: string;
  properties: string[];
}

export interface SpineItem {
  item: ManifestItem;
  linear: boolean;
}

export interface Package {
  meta: BookMeta;
  manifest: Map<string, ManifestItem>;
  spine: SpineItem[];
  /** EPUB 3 navigation document. */
  nav: ManifestItem | null;
  /** EPUB 2 NCX. */
  ncx: ManifestItem | null;
  cover: ManifestItem | null;
  /** Pages the EPUB 2 <guide> calls cover, title page or TOC. */
  guideSkip: Set<string>;
}

export function readPackage(root: XElement, opfPath: string): Package {
  const metadata = child(root, 'metadata');
  const manifestEl = child(root, 'manifest');
  const spineEl = child(root, 'spine');
  const manifest = new Map<string, ManifestItem>();
  for (const item of manifestEl ? elements(manifestEl, 'item') : []) {
    if (!item.attrs.id || manifest.has(item.attrs.id)) continue;
    manifest.set(item.attrs.id, {
      id: item.attrs.id,
      path: resolveHref(opfPath, item.attrs.href ?? ''),
      mediaType: (item.attrs['media-type'] ?? '').toLowerCase(),
      properties: (item.attrs.properties ?? '').split(/\s+/).filter(Boolean),
    });
  }
  const spine: SpineItem[] = [];
  for (const ref of spineEl ? elements(spineEl, 'itemref') : []) {
    const item = manifest.get(ref.attrs.idref ?? '');
    if (item?.path) spine.push({ item, linear: ref.attrs.linear !== 'no' });
  }
  const items = [...manifest.values()];
  const nav = items.find((i) => i.properties.includes('nav')) ?? null;
  const ncx = manifest.get(spineEl?.attrs.toc ?? '') ?? items.find((i) => i.mediaType === 'application/x-dtbncx+xml') ?? null;
  const metas = metadata ? elements(metadata, 'meta') : [];

  const guideSkip = new Set<string>();
  const guide = child(root, 'guide');
  for (const ref of guide ? elements(guide, 'reference') : []) {
    if (/^(?:cover|title-page|toc|copyright-page|colophon)$/i.test(ref.attrs.type ?? '')) {
      const path = resolveHref(opfPath, ref.attrs.href ?? '');
      if (path) guideSkip.add(path);
    }
  }

  return {
    meta: metadata ? readMeta(metadata, metas) : emptyMeta(),
    manifest,
    spine,
    nav,
    ncx,
    cover: findCover(items, metas, manifest),
    guideSkip,
  };
}

function findCover(items: ManifestItem[], metas: XElement[], manifest: Map<string, ManifestItem>): ManifestItem | null {
  const isImage = (i: ManifestItem | undefined): i is ManifestItem => !!i && !!i.path && i.mediaType.startsWith('image/');
  const epub3 = items.find((i) => i.properties.includes('cover-image'));
  if (isImage(epub3)) return epub3;
  const named = metas.find((m) => m.attrs.name === 'cover');
  const epub2 = manifest.get(named?.attrs.content ?? '');
  if (isImage(epub2)) return epub2;
  return items.find((i) => isImage(i) && /cover/i.test(`${i.id} ${i.path}`)) ?? null;
}

/** EPUB 3 `<meta refines="#id" property="p">value</meta>`, by id then property. */
function refinements(metas: XElement[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const m of metas) {
    const target = m.attrs.refines?.replace(/^#/, '');
    if (!target || !m.attrs.property) continue;
    if (!out.has(target)) out.set(target, new Map());
    out.get(target)?.set(m.attrs.property, textOf(m));
  }
  return out;
}

function readMeta(metadata: XElement, metas: XElement[]): BookMeta {
  const meta = emptyMeta();
  const refined = refinements(metas);
  const refine = (el: XElement, prop: string) => refined.get(el.attrs.id ?? '')?.get(prop) ?? '';

  const titles = elements(metadata, 'title').filter((t) => textOf(t));
  const main = titles.find((t) => refine(t, 'title-type') === 'main') ?? titles.find((t) => !refine(t, 'title-type')) ?? titles[0];
  meta.title = main ? textOf(main) : '';
  const sub = titles.find((t) => refine(t, 'title-type') === 'subtitle');
  meta.subtitle = sub ? textOf(sub) : '';

  const creators = elements(metadata, 'creator').filter((c) => textOf(c));
  const role = (c: XElement) => (c.attrs.role ?? refine(c, 'role')).toLowerCase();
  const authors = creators.some((c) => role(c) === 'aut') ? creators.filter((c) => role(c) === 'aut' || role(c) === '') : creators;
  meta.author = authors.map((c) => textOf(c)).join(', ');

  meta.language = normalizeLanguage(textOf(child(metadata, 'language') ?? []));
  meta.genres = elements(metadata, 'subject').map((s) => textOf(s)).filter(Boolean);
  meta.annotation = stripHtml(textOf(child(metadata, 'description') ?? []));

  const collection = metas.find((m) => m.attrs.property === 'belongs-to-collection' && textOf(m));
  if (collection) {
    meta.series = { title: textOf(collection), no: seriesNumber(refine(collection, 'group-position')) };
  } else {
    const name = metas.find((m) => m.attrs.name === 'calibre:series')?.attrs.content?.trim();
    const index = metas.find((m) => m.attrs.name === 'calibre:series_index')?.attrs.content ?? '';
    if (name) meta.series = { title: name, no: seriesNumber(index) };
  }
  return meta;
}

function seriesNumber(raw: string): number | null {
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) ? n : null;
}

/** dc:description often holds escaped HTML: keep the text, a paragraph a line. */
function stripHtml(s: string): string {
  return s
    .replace(/<\s*(?:br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]{0,2000}>/g, '')
    .replace(/&[#\w]+;/g, (e) => decodeEntities(e))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
