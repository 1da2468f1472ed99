import { describe, expect, it } from 'vitest';
import { ImportError } from '../errors.ts';
import { guardXml } from './guard.ts';
import { parseXml, textOf } from './parse-xml.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof ImportError ? e.code : 'other';
  }
};

describe('XML guard', () => {
  it('allows the harmless XHTML/NCX DOCTYPE forms only where asked, and blanks them out', () => {
    for (const d of [
      '<!DOCTYPE html>',
      '<!doctype html>',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">',
      '<!DOCTYPE ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd">',
    ]) {
      const doc = `<?xml version="1.0"?>${d}<html><body><p>x</p></body></html>`;
      const out = guardXml(doc, 'page', { allowPlainDoctype: true });
      expect(out).not.toMatch(/DOCTYPE/i);
      expect(out.length).toBe(doc.length);
      expect(codeOf(() => guardXml(doc, 'page'))).toBe('xml_entities');
    }
  });

  it('refuses any internal subset, a second DOCTYPE, and stray declarations even where plain ones are allowed', () => {
    const opts = { allowPlainDoctype: true };
    expect(codeOf(() => guardXml('<!DOCTYPE html [<!ENTITY a "b">]><html/>', 'p', opts))).toBe('xml_entities');
    expect(codeOf(() => guardXml('<!DOCTYPE html SYSTEM "file:///etc/passwd" [ ]><html/>', 'p', opts))).toBe('xml_entities');
    expect(codeOf(() => guardXml('<!DOCTYPE html><!DOCTYPE html><html/>', 'p', opts))).toBe('xml_entities');
    expect(codeOf(() => guardXml('<html><!ENTITY a "b"></html>', 'p', opts))).toBe('xml_entities');
  });

  it('skips comments, CDATA and processing instructions and quoted ">" when counting depth', () => {
    const doc = `<a><!-- <b><b><b> --><![CDATA[<c><c>]]><?pi <d> ?><e title="x > y"><f/></e></a>`;
    expect(codeOf(() => guardXml(doc, 'd', { maxDepth: 2 }))).toBeNull();
    expect(codeOf(() => guardXml('<a><b><c></c></b></a>', 'd', { maxDepth: 2 }))).toBe('xml_too_deep');
  });

  it('counts siblings as siblings: a long flat document is fine', () => {
    const flat = `<r>${'<p>x</p>'.repeat(100_000)}</r>`;
    expect(codeOf(() => guardXml(flat, 'd'))).toBeNull();
  });
});

describe('parseXml', () => {
  it('decodes character references once, never expanding anything else', () => {
    const [root] = parseXml(Buffer.from('<r>&lt;b&gt; &amp;amp; &#1044;&#x430; &mdash; &unknown;</r>'), 'doc');
    expect(textOf(root)).toBe('<b> &amp; Да — &unknown;');
  });

  it('closes HTML-style void elements in XHTML so a page full of <br> does not nest', () => {
    const page = `<html><body><p>${'строка<br>'.repeat(500)}конец<img src="a.png"><br></br></p><p>дальше</p></body></html>`;
    const [root] = parseXml(Buffer.from(page), 'page', { allowPlainDoctype: true });
    expect(typeof root !== 'string' && root.children[0]).toMatchObject({ name: 'body' });
    const body = typeof root !== 'string' ? root.children[0] : '';
    expect(typeof body !== 'string' && body.children.map((c) => (typeof c === 'string' ? '' : c.name))).toEqual(['p', 'p']);
  });

  it('keeps mixed content in order and drops namespace prefixes', () => {
    const [root] = parseXml(Buffer.from('<w:p xmlns:w="x"><w:r>a</w:r> b <w:i w:val="0">c</w:i></w:p>'), 'doc');
    expect(typeof root !== 'string' && root.children.map((c) => (typeof c === 'string' ? c : c.name))).toEqual(['r', ' b ', 'i']);
    expect(typeof root !== 'string' && root.children[2]).toMatchObject({ attrs: { val: '0' } });
  });
});
