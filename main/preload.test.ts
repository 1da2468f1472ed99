// The preloads, run as Electron runs a sandboxed preload (CommonJS with only `electron` to
// require): the page gets its session and API address and nothing more.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_CHANNEL, BOOT_KEYS } from './bridge.ts';
import { PREFS_CHANNELS } from './preferences.ts';

function runPreload(file: string, answer: unknown) {
  const exposed: Record<string, unknown> = {};
  const sync: string[] = [];
  const invoked: { channel: string; args: unknown[] }[] = [];
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, value: unknown) => { exposed[key] = value; } },
    ipcRenderer: {
      sendSync: (channel: string) => { sync.push(channel); return answer; },
      invoke: (channel: string, ...args: unknown[]) => { invoked.push({ channel, args }); return Promise.resolve(null); },
    },
  };
  const code = readFileSync(new URL(file, import.meta.url), 'utf8');
  const fn = vm.runInNewContext(`(function (require) {${code}\n})`, {}) as (req: (name: string) => unknown) => void;
  fn((name) => {
    if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
    return electron;
  });
  return { exposed, sync, invoked };
}

const BOOT = { session: 'gls_abc', apiBase: 'http://127.0.0.1:7433/api/v1', siteUrl: 'http://127.0.0.1:7433', version: '0.1.0', platform: 'linux', desktop: true };

describe('studio preload', () => {
  it('exposes exactly the session, the addresses and the version, read-only', () => {
    const { exposed, sync } = runPreload('./preload.cjs', { ...BOOT, dataDir: '/home/a', secretKey: 'x' });
    expect(sync).toEqual([BOOT_CHANNEL]);
    expect(Object.keys(exposed)).toEqual(['glava']);
    const glava = exposed.glava as Record<string, unknown>;
    expect(Object.keys(glava).sort()).toEqual([...BOOT_KEYS].sort());
    expect(glava).toEqual(BOOT);
    expect(Object.isFrozen(glava)).toBe(true);
  });

  it('exposes nothing when main refuses the page (another origin)', () => {
    expect(runPreload('./preload.cjs', null).exposed).toEqual({});
    expect(runPreload('./preload.cjs', { apiBase: 'x' }).exposed).toEqual({});
  });
});

describe('preferences preload', () => {
  it('offers five calls, each on the channel main listens to', async () => {
    const { exposed, invoked } = runPreload('./ui/preferences-preload.cjs', null);
    const prefs = exposed.glavaPrefs as Record<string, (...a: unknown[]) => Promise<unknown>>;
    expect(Object.keys(prefs).sort()).toEqual(['copy', 'createKey', 'load', 'openData', 'save']);
    await prefs.load!();
    await prefs.save!({ port: '8000' });
    await prefs.createKey!({ name: 'n', scope: 'read' });
    await prefs.copy!(42);
    await prefs.openData!();
    expect(invoked).toEqual([
      { channel: PREFS_CHANNELS.load, args: [] },
      { channel: PREFS_CHANNELS.save, args: [{ port: '8000' }] },
      { channel: PREFS_CHANNELS.createKey, args: [{ name: 'n', scope: 'read' }] },
      { channel: PREFS_CHANNELS.copy, args: ['42'] },
      { channel: PREFS_CHANNELS.openData, args: [] },
    ]);
  });
});
