// Character references, decoded in one pass with no recursion: the XML parser runs with entity
// processing off (a DOCTYPE never reaches it), so `&amp;` and friends arrive here verbatim.
// Besides the five XML entities, a few HTML ones that hand-made XHTML and FB2 files use anyway.

const NAMED: Record<string, string> = {
  lt: '<', gt: '>', amp: '&', quot: '"', apos: "'",
  nbsp: '\u00a0', shy: '\u00ad', mdash: '—', ndash: '–', hellip: '…', laquo: '«', raquo: '»',
  ldquo: '“', rdquo: '”', bdquo: '„', lsquo: '‘', rsquo: '’', sbquo: '‚', copy: '©', reg: '®',
  trade: '™', deg: '°', middot: '·', bull: '•', times: '×', minus: '−', thinsp: '\u2009',
  ensp: '\u2002', emsp: '\u2003', zwnj: '\u200c', zwj: '\u200d', euro: '€', sect: '§', para: '¶',
  prime: '′', Prime: '″', iexcl: '¡', iquest: '¿', acute: '´', uml: '¨', frac12: '½',
};

const REF = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,8});/g;

export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(REF, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
    return String.fromCodePoint(code);
  });
}
