// Hrefs inside an EPUB → zip entry paths. Resolution is pure string work on posix segments;
// an href that climbs above the archive root, or is absolute/remote, points at nothing.

/** The path `href` names, relative to the file at `fromPath`; null when it leaves the archive. */
export function resolveHref(fromPath: string, href: string): string | null {
  const bare = href.split('#')[0].split('?')[0].trim();
  if (bare === '' || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare;
  }
  const segments = fromPath.split('/').slice(0, -1);
  for (const seg of decoded.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(seg);
  }
  return segments.length > 0 ? segments.join('/') : null;
}

/** The fragment of an href (`ch1.xhtml#part2` → `part2`), '' when none. */
export function hrefFragment(href: string): string {
  const i = href.indexOf('#');
  if (i === -1) return '';
  try {
    return decodeURIComponent(href.slice(i + 1));
  } catch {
    return href.slice(i + 1);
  }
}
