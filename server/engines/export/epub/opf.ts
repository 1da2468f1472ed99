// The package document: metadata (title, author, language, series, the synthesis note, the
// narrators, every overlay's duration and the total, the class for the spoken line), the manifest
// (each chapter's XHTML names its SMIL with `media-overlay`) and the spine in reading order.
import type { ExportMeta } from '../types.ts';
import { ACTIVE_CLASS, chapterFile, clock, xml, type EpubChapter } from './model.ts';

export interface OpfInput {
  meta: ExportMeta;
  chapters: EpubChapter[];
  /** Seconds of each chapter's audio. */
  durations: number[];
  identifier: string;
  modified: Date;
  cover: { href: string; mime: string } | null;
}

export function packageOpf(o: OpfInput): string {
  const { meta } = o;
  const lang = meta.language || 'und';
  const total = o.durations.reduce((a, d) => a + d, 0);
  const md: string[] = [
    `<dc:identifier id="book-id">${xml(o.identifier)}</dc:identifier>`,
    `<dc:title>${xml(meta.title)}</dc:title>`,
    `<dc:language>${xml(lang)}</dc:language>`,
    `<meta property="dcterms:modified">${o.modified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</meta>`,
  ];
  if (meta.author) md.push(`<dc:creator id="author">${xml(meta.author)}</dc:creator>`, '<meta refines="#author" property="role" scheme="marc:relators">aut</meta>');
  if (meta.genre) md.push(`<dc:subject>${xml(meta.genre)}</dc:subject>`);
  md.push(`<dc:description>${xml([meta.description, meta.comment].filter(Boolean).join('\n\n'))}</dc:description>`);
  if (meta.series) {
    md.push(`<meta property="belongs-to-collection" id="series">${xml(meta.series.title)}</meta>`, '<meta refines="#series" property="collection-type">series</meta>');
    if (meta.series.no != null) md.push(`<meta refines="#series" property="group-position">${meta.series.no}</meta>`);
  }
  if (o.cover) md.push('<meta name="cover" content="cover-image"/>');
  if (meta.narrator) md.push(`<meta property="media:narrator">${xml(meta.narrator)}</meta>`);
  md.push(`<meta property="media:active-class">${ACTIVE_CLASS}</meta>`);
  o.durations.forEach((d, k) => md.push(`<meta property="media:duration" refines="#mo-${chapterFile(k)}">${clock(d)}</meta>`));
  md.push(`<meta property="media:duration">${clock(total)}</meta>`);

  const items = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="style" href="style.css" media-type="text/css"/>',
    '<item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>',
  ];
  if (o.cover) items.push(`<item id="cover-image" href="${o.cover.href}" media-type="${o.cover.mime}" properties="cover-image"/>`);
  o.chapters.forEach((_, k) => {
    const f = chapterFile(k);
    items.push(
      `<item id="${f}" href="${f}.xhtml" media-type="application/xhtml+xml" media-overlay="mo-${f}"/>`,
      `<item id="mo-${f}" href="${f}.smil" media-type="application/smil+xml"/>`,
      `<item id="audio-${f}" href="audio/${f}.m4a" media-type="audio/mp4"/>`,
    );
  });
  const spine = ['<itemref idref="title-page"/>', '<itemref idref="nav" linear="no"/>', ...o.chapters.map((_, k) => `<itemref idref="${chapterFile(k)}"/>`)];
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xml(lang)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${md.join('\n')}
</metadata>
<manifest>
${items.join('\n')}
</manifest>
<spine>
${spine.join('\n')}
</spine>
</package>
`;
}

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;
