// The one way book XML is parsed: bytes → decoded string → guard (DOCTYPE, depth) →
// fast-xml-parser with entity processing off and document order kept → a small typed tree.
import { XMLParser } from 'fast-xml-parser';
import { ImportError } from '../errors.ts';
import { MAX_XML_DEPTH } from '../limits.ts';
import { decodeXml } from './decode-xml.ts';
import { decodeEntities } from './entities.ts';
import { guardXml, type GuardOptions } from './guard.ts';

export { newXmlBudget, type XmlBudget } from './guard.ts';

export interface XElement {
  /** Local name: namespace prefixes are dropped (`w:p` → `p`, `dc:title` → `title`). */
  name: string;
  attrs: Record<string, string>;
  children: XNode[];
}
export type XNode = XElement | string;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: '#cdata',
  allowBooleanAttributes: true,
  maxNestedTags: MAX_XML_DEPTH + 10,
});

/**
 * Decodes and guards a document without parsing it: lets a reader of many documents (EPUB pages)
 * check all of them against the caps before spending time parsing any.
 */
export function prepareXml(data: Buffer | string, what: string, opts: GuardOptions = {}): string {
  const decoded = typeof data === 'string' ? data : decodeXml(data, what);
  // XHTML pages written as HTML leave <br>, <img> unclosed: close them so they do not nest.
  const text = opts.allowPlainDoctype ? closeVoidElements(decoded) : decoded;
  return guardXml(text, what, opts);
}

/** Parses XML bytes into the top-level nodes. `what` names the document in error messages. */
export function parseXml(data: Buffer | string, what: string, opts: GuardOptions = {}): XNode[] {
  return parsePrepared(prepareXml(data, what, opts), what);
}

/** Parses what prepareXml returned. */
export function parsePrepared(safe: string, what: string): XNode[] {
  let raw: unknown;
  try {
    raw = parser.parse(safe);
  } catch {
    throw new ImportError('bad_format', `The ${what} is not well-formed XML.`);
  }
  return Array.isArray(raw) ? convert(raw) : [];
}

// Bounded and without nested quantifiers: linear on hostile input.
const VOID_OPEN = /<(br|hr|img|meta|link|input|col|area|base|wbr|source|embed|param|track)(?=[\s/>])([^<>]{0,4000})>/gi;
const VOID_CLOSE = /<\/(?:br|hr|img|meta|link|input|col|area|base|wbr|source|embed|param|track)\s{0,100}>/gi;

function closeVoidElements(xml: string): string {
  return xml
    .replace(VOID_OPEN, (_m, name: string, attrs: string) => {
      let a = attrs.trimEnd();
      if (a.endsWith('/')) a = a.slice(0, -1);
      return `<${name}${a}/>`;
    })
    .replace(VOID_CLOSE, '');
}

type RawNode = Record<string, unknown>;

function convert(list: unknown[]): XNode[] {
  const out: XNode[] = [];
  for (const item of list) {
    if (item === null || typeof item !== 'object') continue;
    const node = item as RawNode;
    for (const key of Object.keys(node)) {
      if (key === ':@') continue;
      const value = node[key];
      if (key === '#text') {
        if (value !== undefined && value !== '') out.push(decodeEntities(String(value)));
      } else if (key === '#cdata') {
        if (Array.isArray(value)) for (const t of value) out.push(String((t as RawNode)['#text'] ?? ''));
      } else {
        const attrs: Record<string, string> = {};
        const rawAttrs = node[':@'];
        if (rawAttrs && typeof rawAttrs === 'object') {
          for (const [k, v] of Object.entries(rawAttrs as Record<string, unknown>)) attrs[k] = decodeEntities(String(v));
        }
        out.push({ name: key, attrs, children: Array.isArray(value) ? convert(value) : [] });
      }
    }
  }
  return out;
}

// ---- small helpers for walking the tree ----

export const isElement = (n: XNode | undefined): n is XElement => n !== undefined && typeof n !== 'string';

export function elements(parent: XElement | XNode[], name?: string): XElement[] {
  const list = Array.isArray(parent) ? parent : parent.children;
  const out: XElement[] = [];
  for (const n of list) if (isElement(n) && (name === undefined || n.name === name)) out.push(n);
  return out;
}

export function child(parent: XElement | XNode[], name: string): XElement | undefined {
  const list = Array.isArray(parent) ? parent : parent.children;
  for (const n of list) if (isElement(n) && n.name === name) return n;
  return undefined;
}

/** First element with this name anywhere below (document order, bounded by the depth cap). */
export function find(parent: XElement | XNode[], name: string): XElement | undefined {
  const list = Array.isArray(parent) ? parent : parent.children;
  for (const n of list) {
    if (!isElement(n)) continue;
    if (n.name === name) return n;
    const hit = find(n, name);
    if (hit) return hit;
  }
  return undefined;
}

export function findAll(parent: XElement | XNode[], name: string, out: XElement[] = []): XElement[] {
  const list = Array.isArray(parent) ? parent : parent.children;
  for (const n of list) {
    if (!isElement(n)) continue;
    if (n.name === name) out.push(n);
    findAll(n, name, out);
  }
  return out;
}

/** All text below, in order, whitespace collapsed. */
export function textOf(node: XNode | XNode[]): string {
  const parts: string[] = [];
  const walk = (n: XNode) => {
    if (typeof n === 'string') parts.push(n);
    else for (const c of n.children) walk(c);
  };
  if (Array.isArray(node)) node.forEach(walk);
  else walk(node);
  return parts.join('').replace(/[\s\u00a0]+/g, ' ').trim();
}
