// The real Electron wiring (desktop.ts) under Node, with a recording stand-in for `electron`
// (its binary cannot run here) and a real studio behind it: the window gets the studio page and,
// only there, its session; the menu, a forwarded second launch, Preferences, progress and a clean
// quit that stops the server.
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleBook } from '../test/fixtures/books/russian-book.ts';
import { buildFb2 } from '../test/fixtures/books/fb2-builder.ts';
import { GlavaClient } from '../client/index.ts';
import { waitFor } from '../test/support/studio.ts';
import { BOOT_CHANNEL, type BootInfo } from './bridge.ts';
import { isPortFree } from './port.ts';
import { PREFS_CHANNELS } from './preferences.ts';
import * as fake from './testing/fake-electron.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

let appData: string;
let port: number;
let boot: BootInfo;

const invoke = (channel: string, sender: unknown, ...args: unknown[]) => (fake.ipcHandlers.get(channel) as unknown as (e: unknown, ...a: unknown[]) => Promise<unknown>)({ sender }, ...args);

beforeAll(async () => {
  appData = mkdtempSync(join(tmpdir(), 'glava-electron-'));
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  mkdirSync(join(appData, 'Glava Studio'), { recursive: true });
  writeFileSync(join(appData, 'Glava Studio', 'settings.json'), JSON.stringify({ port, workers: 1 }));
  fake.app.setPath('appData', appData);
  await import('./desktop.ts');
  fake.fireReady();
  await waitFor(async () => fake.calls.loadURL.length > 0, 30_000);
}, 60_000);

afterAll(() => rmSync(appData, { recursive: true, force: true }));

describe('desktop shell wiring', () => {
  it('opens a sandboxed window on the studio served at the configured port, with data in userData', () => {
    expect(fake.calls.loadURL).toEqual([`http://127.0.0.1:${port}/`]);
    const win = fake.calls.windows[0]!;
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, nodeIntegration: false, sandbox: true });
    expect(String((win.options.webPreferences as { preload: string }).preload)).toMatch(/main[\\/]preload\.cjs$/);
    expect(fake.calls.errors).toEqual([]);
  });

  it('hands the session to the studio page only', async () => {
    const onBoot = fake.ipcListeners.get(BOOT_CHANNEL) as unknown as (e: { senderFrame: { url: string } | null; returnValue?: unknown }) => void;
    const stranger = { senderFrame: { url: 'https://example.org/' }, returnValue: undefined as unknown };
    onBoot(stranger);
    expect(stranger.returnValue).toBeNull();
    const page = { senderFrame: { url: `http://127.0.0.1:${port}/#/books` }, returnValue: undefined as unknown };
    onBoot(page);
    boot = page.returnValue as BootInfo;
    expect(boot).toMatchObject({ apiBase: `http://127.0.0.1:${port}/api/v1`, siteUrl: `http://127.0.0.1:${port}`, desktop: true, version: '0.1.0-test' });
    const me = await new GlavaClient({ url: boot.apiBase, key: boot.session }).getApiMe();
    expect(me.user.email).toBe('owner@localhost');
  });

  it('keeps the window on the studio: the web goes to the browser, studio files download', () => {
    const contents = fake.calls.windows[0]!.webContents;
    let prevented = false;
    contents.emit('will-navigate', { preventDefault: () => { prevented = true; } }, 'https://example.org/docs');
    expect(prevented).toBe(true);
    expect(fake.calls.external).toContain('https://example.org/docs');
    expect(contents.windowOpenHandler!({ url: `http://127.0.0.1:${port}/files/tok` })).toEqual({ action: 'deny' });
    expect(contents.downloads).toEqual([`http://127.0.0.1:${port}/files/tok`]);
  });

  it('builds a Russian menu whose items work', () => {
    const menu = fake.calls.menus[0] as { template: { label: string; submenu: { label?: string; click?: () => void }[] }[] };
    expect(menu.template.map((m) => m.label)).toEqual(['Файл', 'Правка', 'Вид', 'Окно', 'Справка']);
    menu.template[0]!.submenu.find((i) => i.label === 'Открыть папку данных')!.click!();
    expect(fake.calls.opened).toEqual([join(appData, 'Glava Studio', 'studio')]);
  });

  it('uploads a book handed over by a second launch, and shows the import in the tray', async () => {
    const folder = join(appData, 'books');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'dom.fb2'), buildFb2(sampleBook({ maxChapters: 2 })));
    fake.app.emit('second-instance', {}, ['electron', 'main/index.js', 'dom.fb2'], folder);
    const client = new GlavaClient({ url: boot.apiBase, key: boot.session });
    const book = await waitFor(async () => (await client.getBooks()).books[0], 30_000);
    expect(book.title).not.toBe('');
    await client.waitForBook(book.id, { timeoutMs: 60_000 });
    expect(fake.calls.messages).toEqual([]);
    expect(fake.calls.tooltips[0]).toBe('Glava Studio — нет задач');
  });

  it('Preferences show the API address, create a key, and restart the studio on a new port', async () => {
    fake.calls.menus.length = 1;
    const menu = fake.calls.menus[0] as { template: { submenu: { label?: string; click?: () => void }[] }[] };
    menu.template[0]!.submenu.find((i) => i.label === 'Настройки…')!.click!();
    const prefsWin = fake.calls.windows[1]!;
    expect(fake.calls.loadFile[0]).toMatch(/main[\\/]ui[\\/]preferences\.html$/);
    await expect(invoke(PREFS_CHANNELS.load, {})).rejects.toThrow(/Not the preferences window/);
    const view = await invoke(PREFS_CHANNELS.load, prefsWin.webContents) as { lang: string; effective: { apiBase: string } };
    expect(view).toMatchObject({ lang: 'ru', effective: { apiBase: boot.apiBase } });

    const key = await invoke(PREFS_CHANNELS.createKey, prefsWin.webContents, { name: 'cli', scope: 'read' }) as { secret: string };
    expect((await new GlavaClient({ url: boot.apiBase, key: key.secret }).getApiMe()).key.scope).toBe('read');

    const bad = await invoke(PREFS_CHANNELS.save, prefsWin.webContents, { port: '80' });
    expect(bad).toMatchObject({ ok: false, errors: { port: /1024/ } });
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const next = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    const saved = await invoke(PREFS_CHANNELS.save, prefsWin.webContents, { port: String(next) }) as { ok: boolean; restart: boolean; view: { effective: { apiBase: string } } };
    expect(saved).toMatchObject({ ok: true, restart: true, view: { effective: { apiBase: `http://127.0.0.1:${next}/api/v1` } } });
    expect(fake.calls.loadURL.at(-1)).toBe(`http://127.0.0.1:${next}/`);
    expect(await isPortFree(port)).toBe(true);
    // The key made before the restart still works: keys live in the studio's data, not the process.
    expect((await new GlavaClient({ url: `http://127.0.0.1:${next}`, key: key.secret }).getApiMe()).key.name).toBe('cli');
    port = next;
  });

  it('goes back to the working settings when new ones do not start', async () => {
    const prefsWin = fake.calls.windows[1]!;
    const r = await invoke(PREFS_CHANNELS.save, prefsWin.webContents, { modelsDir: join(appData, 'Glava Studio', 'settings.json', 'models') });
    expect(r).toMatchObject({ ok: false, errors: { form: /ENOTDIR|not a directory/ } });
    expect(fake.calls.loadURL.at(-1)).toBe(`http://127.0.0.1:${port}/`);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/api/me`, { headers: { 'x-api-key': boot.session } })).status).toBe(401);
    const view = await invoke(PREFS_CHANNELS.load, prefsWin.webContents) as { settings: { modelsDir: string | null }; effective: { apiBase: string } };
    expect(view.settings.modelsDir).toBeNull();
    expect(view.effective.apiBase).toBe(`http://127.0.0.1:${port}/api/v1`);
  });

  it('quits cleanly: the window remembers its place, the server stops', async () => {
    fake.calls.windows[0]!.close();
    fake.app.quit();
    await waitFor(async () => fake.calls.quitted, 30_000);
    expect(await isPortFree(port)).toBe(true);
    const { loadSettings } = await import('./settings.ts');
    expect(loadSettings(join(appData, 'Glava Studio', 'settings.json')).settings).toMatchObject({ port, workers: 1, window: { bounds: { x: 10, y: 20 }, maximized: false } });
  });
});
