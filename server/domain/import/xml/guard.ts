// One linear pass over an XML document before any parser sees it:
//  - DOCTYPE: refused (entity declarations are how "billion laughs" and external entities get in).
//    XHTML and NCX inside real EPUBs carry a harmless DOCTYPE — `<!DOCTYPE html>`, or with only a
//    PUBLIC/SYSTEM identifier — which is allowed when the caller says so, as long as there is no
//    internal subset (`[...]`), and blanked out so the parser never reads it. External
//    identifiers are never fetched by anything here.
//  - Any other markup declaration (`<!ENTITY`, `<!ELEMENT`) outside a DOCTYPE is refused too.
//  - Element depth is counted the way fast-xml-parser counts it (every closing tag pops one), and
//    a document nesting deeper than the cap is refused, so no later tree walk can recurse deeply.
//  - Elements are counted against the import's budget, start tags are capped in length, and an
//    unterminated tag, comment or CDATA is refused here: the parser only ever sees documents
//    whose cost is bounded.
import { ImportError } from '../errors.ts';
import { MAX_TAG_LENGTH, MAX_XML_DEPTH, MAX_XML_ELEMENTS } from '../limits.ts';

/** Elements left for one import; shared by all the XML documents of one book file. */
export interface XmlBudget {
  elements: number;
}

export const newXmlBudget = (): XmlBudget => ({ elements: MAX_XML_ELEMENTS });

export interface GuardOptions {
  /** Allow a DOCTYPE without an internal subset (EPUB XHTML and NCX only). */
  allowPlainDoctype?: boolean;
  maxDepth?: number;
  /** Defaults to a fresh budget for this document alone. */
  budget?: XmlBudget;
}

const HARMLESS_DOCTYPE = /^<!DOCTYPE\s+[A-Za-z][\w:.-]*(?:\s+(?:PUBLIC\s+("[^"]*"|'[^']*')\s+("[^"]*"|'[^']*')|PUBLIC\s+("[^"]*"|'[^']*')|SYSTEM\s+("[^"]*"|'[^']*')))?\s*>$/i;

/** Returns the document to hand to the parser (a harmless DOCTYPE blanked out). */
export function guardXml(xml: string, what: string, opts: GuardOptions = {}): string {
  const maxDepth = opts.maxDepth ?? MAX_XML_DEPTH;
  const budget = opts.budget ?? newXmlBudget();
  const broken = () => new ImportError('bad_format', `The ${what} is not well-formed XML.`);
  let depth = 0;
  let out = xml;
  let doctypes = 0;
  let i = xml.indexOf('<');
  while (i !== -1) {
    const c = xml.charCodeAt(i + 1);
    if (c === 0x3f /* ? */) {
      i = after(xml, '?>', i + 2);
    } else if (c === 0x21 /* ! */) {
      if (xml.startsWith('<!--', i)) i = after(xml, '-->', i + 4);
      else if (xml.startsWith('<![CDATA[', i)) i = after(xml, ']]>', i + 9);
      else if (/^<!doctype/i.test(xml.slice(i, i + 9))) {
        const end = xml.indexOf('>', i);
        if (end === -1) throw broken();
        const decl = xml.slice(i, end + 1);
        doctypes++;
        if (!opts.allowPlainDoctype || doctypes > 1 || decl.includes('[') || !HARMLESS_DOCTYPE.test(decl)) {
          throw new ImportError('xml_entities', `The ${what} declares a DOCTYPE (entities are not allowed in book files).`);
        }
        out = xml.slice(0, i) + ' '.repeat(decl.length) + xml.slice(end + 1);
        i = end + 1;
      } else {
        throw new ImportError('xml_entities', `The ${what} contains markup declarations (entities are not allowed in book files).`);
      }
    } else if (c === 0x2f /* / */) {
      depth--;
      i = xml.indexOf('>', i + 2);
      if (i === -1) throw broken();
      i++;
    } else {
      const end = tagEnd(xml, i + 1, i + 1 + MAX_TAG_LENGTH);
      if (end === -1) throw broken();
      if (--budget.elements < 0) {
        throw new ImportError('too_large', `The ${what} has more XML elements than a book file can (${MAX_XML_ELEMENTS.toLocaleString('en')}).`);
      }
      if (xml.charCodeAt(end - 1) !== 0x2f /* self-closing */) {
        depth++;
        if (depth > maxDepth) {
          throw new ImportError('xml_too_deep', `The ${what} nests elements more than ${maxDepth} levels deep.`);
        }
      }
      i = end + 1;
    }
    if (i === -1) throw broken();
    i = xml.indexOf('<', i);
  }
  return out;
}

function after(s: string, token: string, from: number): number {
  const j = s.indexOf(token, from);
  return j === -1 ? -1 : j + token.length;
}

/** Index of the `>` that ends a start tag (skipping `>` in quoted values), -1 if none before `limit`. */
function tagEnd(s: string, from: number, limit: number): number {
  let quote = 0;
  const stop = Math.min(s.length, limit);
  for (let j = from; j < stop; j++) {
    const c = s.charCodeAt(j);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return j;
  }
  return -1;
}
