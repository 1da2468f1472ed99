// What the studio window may load. It shows only the local studio (same origin as the server);
// links to the web open in the OS browser; anything else (file:, javascript:, other apps' custom
// schemes, other local ports) is refused. Signed file links of the studio are same-origin.

export type NavigationDecision = 'allow' | 'external' | 'download' | 'deny';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Same scheme, host and port as the studio (`http://127.0.0.1:PORT`). */
export function isStudioUrl(url: string, siteUrl: string): boolean {
  const u = parse(url);
  const site = parse(siteUrl);
  return !!u && !!site && u.origin === site.origin;
}

/** Navigation inside the window (links, redirects, location changes). */
export function decideNavigation(url: string, siteUrl: string): NavigationDecision {
  if (isStudioUrl(url, siteUrl)) return 'allow';
  const u = parse(url);
  if (!u) return 'deny';
  if (u.protocol === 'https:' || u.protocol === 'http:' || u.protocol === 'mailto:') {
    // Another local port is someone else's server: not for the studio window, nor worth a browser tab.
    if (u.protocol !== 'mailto:' && isLoopback(u.hostname)) return 'deny';
    return 'external';
  }
  return 'deny';
}

/**
 * `window.open` / target=_blank: studio files (a chapter's MP3, an export) are downloads handled by
 * the window itself; web pages go to the OS browser; no new Electron windows are ever created.
 */
export function decideWindowOpen(url: string, siteUrl: string): NavigationDecision {
  const d = decideNavigation(url, siteUrl);
  if (d !== 'allow') return d;
  return new URL(url).pathname.startsWith('/files/') ? 'download' : 'deny';
}

export function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '0.0.0.0';
}

/** Whether an IPC message comes from the studio page (not from a frame of another origin). */
export function isTrustedSender(frameUrl: string | undefined, siteUrl: string): boolean {
  return !!frameUrl && isStudioUrl(frameUrl, siteUrl);
}
