// The Preferences / About window: a small static page of the app (not the studio's web UI) that
// shows the API address and creates a key for scripts, and edits the port, models folder and
// worker threads. Its IPC answers only that window.
import { BrowserWindow, clipboard, ipcMain, shell, type IpcMainInvokeEvent } from 'electron';
import type { Lang } from './i18n.ts';
import { PREFS_CHANNELS } from './preferences.ts';

export interface PrefsHandlers {
  load(): Promise<unknown>;
  save(input: unknown): Promise<unknown>;
  createKey(input: unknown): Promise<unknown>;
  dataDir(): string;
}

export class PrefsWindow {
  private win: BrowserWindow | null = null;
  private readonly page: string;
  private readonly preload: string;
  private readonly lang: Lang;

  constructor(opts: { page: string; preload: string; lang: Lang; handlers: PrefsHandlers }) {
    this.page = opts.page;
    this.preload = opts.preload;
    this.lang = opts.lang;
    const own = (e: IpcMainInvokeEvent) => {
      if (!this.win || this.win.isDestroyed() || e.sender !== this.win.webContents) throw new Error('Not the preferences window.');
    };
    ipcMain.handle(PREFS_CHANNELS.load, async (e) => {
      own(e);
      return { lang: this.lang, ...(await opts.handlers.load() as object) };
    });
    ipcMain.handle(PREFS_CHANNELS.save, async (e, input: unknown) => {
      own(e);
      return opts.handlers.save(input);
    });
    ipcMain.handle(PREFS_CHANNELS.createKey, async (e, input: unknown) => {
      own(e);
      return opts.handlers.createKey(input);
    });
    ipcMain.handle(PREFS_CHANNELS.copy, (e, text: unknown) => {
      own(e);
      clipboard.writeText(String(text).slice(0, 4000));
      return true;
    });
    ipcMain.handle(PREFS_CHANNELS.openData, async (e) => {
      own(e);
      return (await shell.openPath(opts.handlers.dataDir())) === '';
    });
  }

  open(parent: BrowserWindow | null): void {
    if (this.win && !this.win.isDestroyed()) {
      this.win.focus();
      return;
    }
    this.win = new BrowserWindow({
      width: 680,
      height: 720,
      parent: parent ?? undefined,
      title: this.lang === 'ru' ? 'Настройки Glava Studio' : 'Glava Studio Preferences',
      autoHideMenuBar: true,
      show: false,
      webPreferences: { preload: this.preload, contextIsolation: true, nodeIntegration: false, sandbox: true },
    });
    const contents = this.win.webContents;
    // A static local page: it never navigates anywhere, links open in the OS browser.
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (/^https?:\/\//.test(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    this.win.once('ready-to-show', () => this.win?.show());
    this.win.on('closed', () => {
      this.win = null;
    });
    void this.win.loadFile(this.page);
  }

  close(): void {
    if (this.win && !this.win.isDestroyed()) this.win.close();
  }
}
