// word/document.xml → a flat list of paragraphs in reading order, each with its heading kind,
// italic runs as emphasis, and whether it is a quote. Tables, drawings, field codes, deleted
// text and footnote references are skipped; content controls and tracked insertions are read.
import { paragraphBuilder, type InlineText, type ParagraphBuilder } from '../text/paragraph-builder.ts';
import { child, type XElement } from '../xml/parse-xml.ts';
import { italicValue, outlineValue, type DocxStyles, type HeadingKind } from './styles.ts';

export interface DocxParagraph {
  inline: InlineText | null;
  heading: HeadingKind | null;
  quote: boolean;
  /** Holds a drawing/picture: an image-only paragraph is not an empty line. */
  media: boolean;
}

const SKIP = new Set([
  'tbl', 'drawing', 'pict', 'object', 'AlternateContent', 'del', 'moveFrom', 'delText', 'instrText',
  'footnoteReference', 'endnoteReference', 'commentReference', 'sectPr', 'pPr', 'rPr', 'fldChar',
  'proofErr', 'bookmarkStart', 'bookmarkEnd', 'lastRenderedPageBreak', 'sym',
]);

export function docxParagraphs(body: XElement, styles: DocxStyles): DocxParagraph[] {
  const out: DocxParagraph[] = [];
  const walk = (el: XElement) => {
    for (const c of el.children) {
      if (typeof c === 'string' || SKIP.has(c.name)) continue;
      if (c.name === 'p') out.push(paragraph(c, styles));
      else walk(c); // sdt/sdtContent, customXml, ins: containers of paragraphs
    }
  };
  walk(body);
  return out;
}

function paragraph(p: XElement, styles: DocxStyles): DocxParagraph {
  const pPr = child(p, 'pPr');
  const styleId = pPr ? child(pPr, 'pStyle')?.attrs.val : undefined;
  const paraItalic = styles.italic(styleId) ?? false;
  const b = paragraphBuilder();
  addRuns(p, b, styles, paraItalic);
  return { inline: b.take(), heading: styles.heading(styleId, outlineValue(pPr)), quote: styles.isQuote(styleId), media: hasMedia(p) };
}

function hasMedia(el: XElement): boolean {
  return el.children.some((c) => typeof c !== 'string' && (c.name === 'drawing' || c.name === 'pict' || c.name === 'object' || hasMedia(c)));
}

function addRuns(el: XElement, b: ParagraphBuilder, styles: DocxStyles, paraItalic: boolean): void {
  for (const c of el.children) {
    if (typeof c === 'string' || SKIP.has(c.name)) continue;
    if (c.name === 'r') addRun(c, b, styles, paraItalic);
    else addRuns(c, b, styles, paraItalic); // hyperlink, ins, smartTag, fldSimple, sdt…
  }
}

function addRun(r: XElement, b: ParagraphBuilder, styles: DocxStyles, paraItalic: boolean): void {
  const rPr = child(r, 'rPr');
  const direct = italicValue(rPr ? child(rPr, 'i') : undefined);
  const rStyle = rPr ? child(rPr, 'rStyle')?.attrs.val : undefined;
  const italic = direct ?? styles.italic(rStyle) ?? paraItalic;
  for (const c of r.children) {
    if (typeof c === 'string') continue;
    switch (c.name) {
      case 't':
        for (const t of c.children) if (typeof t === 'string') b.add(t, italic);
        break;
      case 'tab':
      case 'cr':
        b.add(' ', italic);
        break;
      case 'br':
        if (c.attrs.type !== 'page' && c.attrs.type !== 'column') b.add(' ', italic);
        break;
      case 'noBreakHyphen':
        b.add('-', italic);
        break;
      default:
        break; // drawings, footnote references, field codes, symbols
    }
  }
}
