// The studio window: the renderer served by the local studio over http://127.0.0.1:PORT/, locked
// down (context isolation, no Node, sandbox, only the studio's origin, no new windows, no
// permissions), its place remembered between runs.
import { BrowserWindow, screen, session as electronSession, shell, type WebContents } from 'electron';
import { decideNavigation, decideWindowOpen } from './navigation.ts';
import { captureWindowState, fitWindow, MIN_SIZE, sameState, type WindowState } from './window-state.ts';

export interface MainWindowOptions {
  siteUrl: () => string;
  preload: string;
  icon?: string;
  saved: WindowState | null;
  /** Called (debounced) whenever the size, place or maximised state changed. */
  onState: (state: WindowState) => void;
  log: (m: string) => void;
}

/** Permissions the studio page may use: writing to the clipboard (copy a key, a command). */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

let hardened = false;

/** Applies once to the default session: no permission prompts, no webviews. */
function hardenSession(): void {
  if (hardened) return;
  hardened = true;
  const ses = electronSession.defaultSession;
  ses.setPermissionRequestHandler((_wc, permission, callback) => callback(ALLOWED_PERMISSIONS.has(permission)));
  ses.setPermissionCheckHandler((_wc, permission) => ALLOWED_PERMISSIONS.has(permission));
}

function guardNavigation(contents: WebContents, siteUrl: () => string, log: (m: string) => void): void {
  const onNavigate = (event: { preventDefault(): void }, url: string) => {
    const decision = decideNavigation(url, siteUrl());
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') void shell.openExternal(url);
    else log(`blocked navigation to ${url.slice(0, 200)}`);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, siteUrl());
    if (decision === 'external') void shell.openExternal(url);
    else if (decision === 'download') contents.downloadURL(url);
    return { action: 'deny' };
  });
}

export function createMainWindow(opts: MainWindowOptions): BrowserWindow {
  hardenSession();
  const place = fitWindow(opts.saved, screen.getAllDisplays().map((d) => ({ workArea: d.workArea, primary: d.id === screen.getPrimaryDisplay().id })));
  const win = new BrowserWindow({
    ...place.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Glava Studio',
    icon: opts.icon,
    backgroundColor: '#1f1d2b',
    webPreferences: {
      preload: opts.preload,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      // The studio plays chapters without a click first.
      autoplayPolicy: 'no-user-gesture-required',
      spellcheck: false,
    },
  });
  guardNavigation(win.webContents, opts.siteUrl, opts.log);
  win.once('ready-to-show', () => {
    if (place.maximized) win.maximize();
    win.show();
  });

  let last: WindowState | null = opts.saved;
  let timer: NodeJS.Timeout | null = null;
  const capture = () => {
    if (win.isDestroyed() || win.isMinimized() || win.isFullScreen()) return;
    const state = captureWindowState(win.getNormalBounds(), win.isMaximized());
    if (!sameState(state, last)) {
      last = state;
      opts.onState(state);
    }
  };
  const soon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(capture, 500);
  };
  win.on('resize', soon);
  win.on('move', soon);
  win.on('maximize', soon);
  win.on('unmaximize', soon);
  win.on('close', () => {
    if (timer) clearTimeout(timer);
    capture();
  });
  return win;
}

/** Loads (or reloads after a restart on another port) the studio page. */
export async function showStudio(win: BrowserWindow, siteUrl: string, log: (m: string) => void): Promise<void> {
  try {
    await win.loadURL(`${siteUrl}/`);
  } catch (e) {
    // A navigation aborted by the page itself (a redirect to a hash route) is not a failure.
    log(`loading the studio page: ${(e as Error).message}`);
  }
}

export function focusWindow(win: BrowserWindow | null): void {
  if (!win || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  if (!win.isVisible()) win.show();
  win.focus();
}
