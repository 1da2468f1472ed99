// FB2 <description>: title-info (title, authors, annotation, genres, language, series) and the
// cover, which is an <image l:href="#id"> in <coverpage> pointing at a base64 <binary id="id">.
import { MAX_COVER_BYTES } from '../limits.ts';
import { normalizeLanguage } from '../text/language.ts';
import type { BookCover, BookMeta } from '../types.ts';
import { emptyMeta } from '../types.ts';
import { child, elements, textOf, type XElement } from '../xml/parse-xml.ts';
import { sniffImage } from '../text/images.ts';

export function fb2Meta(root: XElement): BookMeta {
  const meta = emptyMeta();
  const description = child(root, 'description');
  const info = description ? child(description, 'title-info') : undefined;
  if (!info) return meta;
  meta.title = textOf(child(info, 'book-title') ?? []);
  meta.author = elements(info, 'author').map(personName).filter(Boolean).join(', ');
  const annotation = child(info, 'annotation');
  if (annotation) meta.annotation = annotationText(annotation);
  meta.genres = elements(info, 'genre').map((g) => textOf(g)).filter(Boolean);
  meta.language = normalizeLanguage(textOf(child(info, 'lang') ?? []));
  const publish = description ? child(description, 'publish-info') : undefined;
  const sequence = child(info, 'sequence') ?? (publish ? child(publish, 'sequence') : undefined);
  if (sequence && sequence.attrs.name?.trim()) {
    const no = Number.parseFloat(sequence.attrs.number ?? '');
    meta.series = { title: sequence.attrs.name.trim(), no: Number.isFinite(no) ? no : null };
  }
  return meta;
}

function personName(author: XElement): string {
  const part = (name: string) => textOf(child(author, name) ?? []);
  const full = [part('first-name'), part('middle-name'), part('last-name')].filter(Boolean).join(' ');
  return full || part('nickname');
}

/** Paragraph-level text of an annotation, one paragraph a line. */
function annotationText(annotation: XElement): string {
  const lines: string[] = [];
  const walk = (el: XElement) => {
    for (const c of el.children) {
      if (typeof c === 'string') continue;
      if (c.name === 'p' || c.name === 'v' || c.name === 'subtitle' || c.name === 'text-author') {
        const t = textOf(c);
        if (t) lines.push(t);
      } else walk(c);
    }
  };
  walk(annotation);
  return lines.join('\n');
}

/** The cover image named by title-info/coverpage, decoded from its <binary>, or null. */
export function fb2Cover(root: XElement): BookCover | null {
  const info = child(child(root, 'description') ?? [], 'title-info');
  const coverpage = info ? child(info, 'coverpage') : undefined;
  const image = coverpage ? child(coverpage, 'image') : undefined;
  const href = image?.attrs.href ?? '';
  if (!href.startsWith('#')) return null;
  const id = href.slice(1);
  const binary = elements(root, 'binary').find((b) => b.attrs.id === id);
  if (!binary) return null;
  const base64 = binary.children.filter((c): c is string => typeof c === 'string').join('');
  if (base64.length * 0.75 > MAX_COVER_BYTES * 1.01) return null;
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) return null;
  const declared = (binary.attrs['content-type'] ?? '').toLowerCase();
  const mime = sniffImage(data) ?? (declared.startsWith('image/') ? declared : null);
  return mime ? { mime, data } : null;
}
