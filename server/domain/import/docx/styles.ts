// word/styles.xml: which paragraph styles are headings (and of which level), which are quotes,
// which character/paragraph styles are italic. Built-in style names are English in the file
// («heading 1») whatever the Word language, but style ids are localised («Heading1», «1»,
// «Заголовок1»), so both are looked at; `w:outlineLvl` wins over names.
import { child, elements, type XElement } from '../xml/parse-xml.ts';

interface StyleDef {
  name: string;
  basedOn: string | null;
  outlineLvl: number | null;
  italic: boolean | null;
}

export type HeadingKind = number | 'title' | 'subtitle';

export interface DocxStyles {
  /** Outline level from 0 (Heading 1), 'title'/'subtitle' for the Title/Subtitle styles, or null. */
  heading(styleId: string | undefined, directOutline: number | null): HeadingKind | null;
  /** Italic set by a paragraph or character style (through basedOn), null when not set. */
  italic(styleId: string | undefined): boolean | null;
  isQuote(styleId: string | undefined): boolean;
  /** The document's default language from docDefaults (w:lang), '' when absent. */
  defaultLanguage: string;
}

const HEADING_NAME = /^(?:heading|заголовок)\s*(\d)$/i;
const QUOTE_NAME = /quote|цитата|epigraph|эпиграф|poem|стих|verse/i;
const MAX_CHAIN = 16;

export function italicValue(el: XElement | undefined): boolean | null {
  if (!el) return null;
  const v = (el.attrs.val ?? '').toLowerCase();
  return !(v === '0' || v === 'false' || v === 'off' || v === 'none');
}

export function outlineValue(pPr: XElement | undefined): number | null {
  const el = pPr ? child(pPr, 'outlineLvl') : undefined;
  if (!el) return null;
  const n = Number.parseInt(el.attrs.val ?? '', 10);
  return Number.isFinite(n) && n >= 0 && n < 9 ? n : null;
}

export function readStyles(root: XElement | undefined): DocxStyles {
  const defs = new Map<string, StyleDef>();
  let defaultLanguage = '';
  if (root) {
    for (const s of elements(root, 'style')) {
      const id = s.attrs.styleId;
      if (!id) continue;
      const pPr = child(s, 'pPr');
      const rPr = child(s, 'rPr');
      defs.set(id, {
        name: child(s, 'name')?.attrs.val ?? '',
        basedOn: child(s, 'basedOn')?.attrs.val ?? null,
        outlineLvl: outlineValue(pPr),
        italic: italicValue(rPr ? child(rPr, 'i') : undefined),
      });
    }
    const defaults = child(root, 'docDefaults');
    const rPrDefault = defaults ? child(defaults, 'rPrDefault') : undefined;
    const rPr = rPrDefault ? child(rPrDefault, 'rPr') : undefined;
    const lang = rPr ? child(rPr, 'lang') : undefined;
    defaultLanguage = lang?.attrs.val ?? '';
  }

  // Follows basedOn until `pick` answers; bounded, so a cyclic chain cannot loop.
  function resolve<T>(styleId: string | undefined, pick: (id: string, d: StyleDef | undefined) => T | null): T | null {
    let id = styleId;
    for (let i = 0; id && i < MAX_CHAIN; i++) {
      const d = defs.get(id);
      const hit = pick(id, d);
      if (hit !== null) return hit;
      id = d?.basedOn ?? undefined;
    }
    return null;
  }

  return {
    defaultLanguage,
    heading(styleId, directOutline) {
      if (directOutline !== null) return directOutline;
      return resolve<HeadingKind>(styleId, (id, d) => {
        if (d?.outlineLvl != null) return d.outlineLvl;
        const name = d?.name ?? '';
        const byName = HEADING_NAME.exec(name) ?? HEADING_NAME.exec(id);
        if (byName) return Math.max(0, Number(byName[1]) - 1);
        if (/^title$/i.test(name) || /^title$/i.test(id)) return 'title';
        if (/^subtitle$/i.test(name) || /^subtitle$/i.test(id)) return 'subtitle';
        return null;
      });
    },
    italic: (styleId) => resolve(styleId, (_id, d) => d?.italic ?? null),
    isQuote: (styleId) => resolve(styleId, (id, d) => (QUOTE_NAME.test(d?.name ?? '') || QUOTE_NAME.test(id) ? true : null)) === true,
  };
}
