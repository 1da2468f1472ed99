// The Electron main process: one instance, the studio server started in-process (studio-host.ts)
// on a loopback port scripts can use, the studio window with its session, the menu, tray
// progress and notifications, book files opened from the OS, and a clean shutdown.
import { app, dialog, ipcMain, Menu, shell, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import { join } from 'node:path';
import { GlavaClient } from '../client/index.ts';
import { appPaths, ffmpegEnv, unpackedPath } from './app-paths.ts';
import { BOOT_CHANNEL, bootInfo } from './bridge.ts';
import { langFromLocale, t, type Lang } from './i18n.ts';
import { JobWatch } from './job-watch.ts';
import { createMainWindow, focusWindow, showStudio } from './main-window.ts';
import { menuTemplate, type MenuAction, type MenuItemSpec } from './menu-template.ts';
import { isTrustedSender } from './navigation.ts';
import { bookFilesFromArgv, OpenQueue } from './open-files.ts';
import { applyPreferences, createScriptKey, prefsView } from './preferences.ts';
import { PrefsWindow } from './prefs-window.ts';
import { loadSettings, saveSettings, type Settings } from './settings.ts';
import { StatusUi } from './status-ui.ts';
import { StudioHost, type RunningStudio } from './studio-host.ts';
import { uploadBooks } from './upload.ts';

const VERSION = app.getVersion();
const log = (m: string) => console.error(`[glava] ${m}`);

// One data folder, one server, one window: a second launch hands its files to the first.
app.setName('Glava Studio');
app.setPath('userData', join(app.getPath('appData'), 'Glava Studio'));
const paths = appPaths({ packaged: app.isPackaged, resourcesPath: process.resourcesPath, userData: app.getPath('userData'), env: process.env });
const queue = new OpenQueue();
queue.add(bookFilesFromArgv(process.argv, { cwd: process.cwd(), packaged: app.isPackaged }));

let settings: Settings;
let lang: Lang = 'en';
let studio: RunningStudio | null = null;
let client: GlavaClient | null = null;
let watch: JobWatch | null = null;
let win: BrowserWindow | null = null;
let status: StatusUi | null = null;
let prefs: PrefsWindow | null = null;
const host = new StudioHost({ dataDir: paths.dataDir, log, env: { ...process.env, ...ffmpegEnv(process.env, app.isPackaged) } });

function persist(): void {
  try {
    saveSettings(paths.settingsFile, settings);
  } catch (e) {
    log(`could not save settings: ${(e as Error).message}`);
  }
}

async function openBooks(files: string[]): Promise<void> {
  if (!client) return;
  const results = await uploadBooks(client, files);
  const problems = results.flatMap((r) => (r.status === 'failed' ? [r.message] : r.status === 'duplicate' ? [`${t(lang, 'dialog.duplicate')}: ${r.title}`] : []));
  focusWindow(win);
  if (problems.length) await dialog.showMessageBox({ type: 'warning', message: t(lang, 'dialog.uploadFailed'), detail: problems.join('\n') });
}

async function chooseBooks(): Promise<void> {
  const r = await dialog.showOpenDialog({
    title: t(lang, 'dialog.openTitle'),
    properties: ['openFile', 'multiSelections'],
    filters: [{ name: t(lang, 'dialog.books'), extensions: ['fb2', 'zip', 'epub', 'docx', 'txt'] }],
  });
  if (!r.canceled) queue.add(r.filePaths);
}

/** Starts (or restarts) the studio and everything that talks to it. */
async function bringUp(): Promise<void> {
  await watch?.stop();
  studio = await host.start(settings);
  client = new GlavaClient({ url: studio.siteUrl, key: studio.session });
  watch = new JobWatch(client, {
    lang, log,
    isFocused: () => !!win && !win.isDestroyed() && win.isFocused(),
    onProgress: (s) => status?.progress(s),
    onNotice: (n) => status?.notify(n),
  });
  await watch.start();
  log(`studio at ${studio.siteUrl} (data: ${paths.dataDir})`);
}

function menuHandlers(): Record<MenuAction, () => void> {
  return {
    'open-book': () => void chooseBooks(),
    preferences: () => prefs?.open(win),
    about: () => prefs?.open(win),
    'open-data-folder': () => void shell.openPath(paths.dataDir),
    'help-scripting': () => void shell.openPath(unpackedPath(join(paths.docs, 'scripting.md'))),
    'help-desktop': () => void shell.openPath(unpackedPath(join(paths.docs, 'desktop.md'))),
    'help-api': () => {
      if (studio) void shell.openExternal(`${studio.siteUrl}/api/openapi.json`);
    },
    quit: () => app.quit(),
  };
}

function toElectron(items: MenuItemSpec[], handlers: Record<MenuAction, () => void>): MenuItemConstructorOptions[] {
  return items.map((i): MenuItemConstructorOptions => {
    if (i.separator) return { type: 'separator' };
    const action = i.action;
    return {
      label: i.label, role: i.role, accelerator: i.accelerator,
      click: action ? () => handlers[action]() : undefined,
      submenu: i.submenu ? toElectron(i.submenu, handlers) : undefined,
    };
  });
}

async function start(): Promise<void> {
  lang = langFromLocale(app.getLocale());
  const loaded = loadSettings(paths.settingsFile);
  settings = loaded.settings;
  if (loaded.problem) log(loaded.problem);
  try {
    await bringUp();
  } catch (e) {
    dialog.showErrorBox(t(lang, 'dialog.startFailed'), (e as Error).message);
    app.exit(1);
    return;
  }
  // The page asks for its session once per load; only the studio's own origin gets an answer.
  ipcMain.on(BOOT_CHANNEL, (event) => {
    const trusted = studio && isTrustedSender(event.senderFrame?.url, studio.siteUrl);
    event.returnValue = trusted ? bootInfo(studio!, VERSION, process.platform) : null;
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectron(menuTemplate(lang, process.platform), menuHandlers())));
  prefs = new PrefsWindow({
    page: paths.prefsPage, preload: paths.prefsPreload, lang,
    handlers: {
      load: () => prefsView(client!, studio!, settings, VERSION),
      save: async (input) => {
        const r = applyPreferences(settings, input);
        if (!r.ok) return r;
        const previous = settings;
        settings = r.settings;
        if (r.restart) {
          try {
            await bringUp();
          } catch (e) {
            // The new settings do not start (an unwritable models folder, say): back to the old ones.
            settings = previous;
            await bringUp();
            if (win && !win.isDestroyed()) await showStudio(win, studio!.siteUrl, log);
            return { ok: false, errors: { form: (e as Error).message } };
          }
          if (win && !win.isDestroyed()) await showStudio(win, studio!.siteUrl, log);
        }
        persist();
        return { ok: true, restart: r.restart, view: await prefsView(client!, studio!, settings, VERSION) };
      },
      createKey: (input) => createScriptKey(client!, input),
      dataDir: () => paths.dataDir,
    },
  });
  openWindow();
  status = new StatusUi({
    lang, log, trayIcon: join(paths.resources, 'icons', process.platform === 'darwin' ? '16x16.png' : '32x32.png'),
    window: () => win, show: () => focusWindow(win), quit: () => app.quit(),
  });
  if (studio?.portNote) log(studio.portNote);
  queue.attach((files) => void openBooks(files));
}

function openWindow(): void {
  if (win && !win.isDestroyed()) return focusWindow(win);
  win = createMainWindow({
    siteUrl: () => studio?.siteUrl ?? '', preload: paths.preload, icon: join(paths.resources, 'icons', '512x512.png'), saved: settings.window, log,
    onState: (state) => {
      settings = { ...settings, window: state };
      persist();
    },
  });
  win.on('closed', () => {
    win = null;
  });
  if (studio) void showStudio(win, studio.siteUrl, log);
}

let stopped = false;
let stopping = false;
async function shutdown(): Promise<void> {
  queue.detach();
  status?.destroy();
  await watch?.stop();
  // Jobs in flight go back to the queue and resume on the next start (decisions §8).
  await host.stop();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', (_event, argv, cwd) => {
    queue.add(bookFilesFromArgv(argv, { cwd, packaged: app.isPackaged }));
    focusWindow(win);
  });
  // macOS: a book dropped on the dock icon or opened from Finder (may come before `ready`).
  app.on('open-file', (event, path) => {
    event.preventDefault();
    queue.add([path]);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // macOS keeps the app running without windows; the dock icon brings the studio back.
  app.on('activate', () => {
    if (studio) openWindow();
  });
  app.on('before-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    if (stopping) return;
    stopping = true;
    shutdown().catch((e: unknown) => log(`shutdown: ${(e as Error).message}`)).finally(() => {
      stopped = true;
      app.quit();
    });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());
  app.whenReady().then(start).catch((e: unknown) => {
    log(`start failed: ${(e as Error).stack ?? String(e)}`);
    app.exit(1);
  });
}
