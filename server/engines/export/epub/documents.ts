// The EPUB's XHTML documents: each chapter (every line a `<span id>` the media overlay points at),
// the title page with the note that the book was voiced by speech synthesis, the navigation
// document, and the style sheet that highlights the line being spoken.
import type { ExportMeta } from '../types.ts';
import { ACTIVE_CLASS, chapterFile, xml, type EpubChapter } from './model.ts';

function page(lang: string, title: string, body: string, extraNs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"${extraNs} xml:lang="${xml(lang)}" lang="${xml(lang)}">
<head>
<meta charset="UTF-8"/>
<title>${xml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

export function chapterXhtml(c: EpubChapter, lang: string): string {
  const paragraphs = c.paragraphs.map((p) => {
    const inner = p.parts.map((s) => (s.id ? `<span id="${xml(s.id)}">${xml(s.text)}</span>` : xml(s.text))).join('');
    return `<p>${inner}</p>`;
  });
  return page(lang, c.title, `<section epub:type="chapter" role="doc-chapter">
<h1>${xml(c.title)}</h1>
${paragraphs.join('\n')}
</section>`);
}

export function titleXhtml(meta: ExportMeta, coverHref: string | null): string {
  const lines = [
    coverHref ? `<div class="cover"><img src="${xml(coverHref)}" alt=""/></div>` : '',
    `<h1 class="title">${xml(meta.title)}</h1>`,
    meta.author ? `<p class="author">${xml(meta.author)}</p>` : '',
    meta.series ? `<p class="series">${xml(meta.series.title)}${meta.series.no != null ? ` · ${meta.series.no}` : ''}</p>` : '',
    meta.description ? meta.description.split('\n').filter(Boolean).map((d) => `<p class="annotation">${xml(d)}</p>`).join('\n') : '',
    `<p class="note">${xml(meta.comment)}</p>`,
    meta.narrator ? `<p class="note">${xml(meta.narrator)}</p>` : '',
  ];
  return page(meta.language || 'und', meta.title, `<section epub:type="titlepage">\n${lines.filter(Boolean).join('\n')}\n</section>`);
}

export function navXhtml(meta: ExportMeta, chapters: EpubChapter[]): string {
  const items = chapters.map((c, k) => `<li><a href="${chapterFile(k)}.xhtml">${xml(c.title)}</a></li>`).join('\n');
  const toc = meta.language === 'ru' ? 'Содержание' : 'Contents';
  return page(meta.language || 'und', toc, `<nav epub:type="toc" id="toc">
<h1>${xml(toc)}</h1>
<ol>
${items}
</ol>
</nav>`);
}

export const STYLE = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { font-size: 1.4em; margin: 1.5em 0 1em; }
p { margin: 0 0 0.6em; text-indent: 1.5em; }
.title, .author, .series, .note, .annotation { text-indent: 0; text-align: center; }
.note { font-size: 0.9em; color: #555; }
.cover img { display: block; max-width: 100%; max-height: 60vh; margin: 1em auto; }
.${ACTIVE_CLASS} { background-color: #ffe58f; color: inherit; }
`;
