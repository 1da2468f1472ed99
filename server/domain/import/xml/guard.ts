// One linear pass over an XML document before any parser sees it:
//  - DOCTYPE: refused (entity declarations are how "billion laughs" and external entities get in).
//    XHTML and NCX inside real EPUBs carry a harmless DOCTYPE — `<!DOCTYPE html>`, or with only a
//    PUBLIC/SYSTEM identifier — which is allowed when the caller says so, as long as there is no
//    internal subset (`[...]`), and blanked out so the parser never reads it. External
//    identifiers are never fetched by anything here.
//  - Any other markup declaration (`<!ENTITY`, `<!ELEMENT`) outside a DOCTYPE is refused too.
//  - Element depth is counted the way fast-xml-parser counts it (every closing tag pops one), and
//    a document nesting deeper than the cap is refused, so no later tree walk can recurse deeply.
import { ImportError } from '../errors.ts';
import { MAX_XML_DEPTH } from '../limits.ts';

export interface GuardOptions {
  /** Allow a DOCTYPE without an internal subset (EPUB XHTML and NCX only). */
  allowPlainDoctype?: boolean;
  maxDepth?: number;
}

const HARMLESS_DOCTYPE = /^<!DOCTYPE\s+[A-Za-z][\w:.-]*(?:\s+(?:PUBLIC\s+("[^"]*"|'[^']*')\s+("[^"]*"|'[^']*')|PUBLIC\s+("[^"]*"|'[^']*')|SYSTEM\s+("[^"]*"|'[^']*')))?\s*>$/i;

/** Returns the document to hand to the parser (a harmless DOCTYPE blanked out). */
export function guardXml(xml: string, what: string, opts: GuardOptions = {}): string {
  const maxDepth = opts.maxDepth ?? MAX_XML_DEPTH;
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
        const decl = end === -1 ? '' : xml.slice(i, end + 1);
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
      if (i !== -1) i++;
    } else {
      const end = tagEnd(xml, i + 1);
      if (end === -1) break;
      if (xml.charCodeAt(end - 1) !== 0x2f /* self-closing */) {
        depth++;
        if (depth > maxDepth) {
          throw new ImportError('xml_too_deep', `The ${what} nests elements more than ${maxDepth} levels deep.`);
        }
      }
      i = end + 1;
    }
    if (i === -1 || i === 0) break;
    i = xml.indexOf('<', i);
  }
  return out;
}

function after(s: string, token: string, from: number): number {
  const j = s.indexOf(token, from);
  return j === -1 ? -1 : j + token.length;
}

/** Index of the `>` that ends a start tag, skipping `>` inside quoted attribute values. */
function tagEnd(s: string, from: number): number {
  let quote = 0;
  for (let j = from; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return j;
  }
  return -1;
}
