// The desktop settings file: defaults, damaged files, validation of the Preferences form.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, needsRestart, parseSettingsPatch, saveSettings } from './settings.ts';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-settings-'));
  file = join(dir, 'settings.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadSettings / saveSettings', () => {
  it('starts from the defaults and reads back what was saved', () => {
    expect(loadSettings(file)).toEqual({ settings: DEFAULT_SETTINGS, problem: null });
    const s = { port: 8123, modelsDir: '/srv/models', workers: 3, window: { bounds: { x: 10, y: 20, width: 1000, height: 700 }, maximized: true } };
    saveSettings(join(dir, 'deeper', 'settings.json'), s);
    expect(loadSettings(join(dir, 'deeper', 'settings.json'))).toEqual({ settings: s, problem: null });
    // Atomic write: no temp file is left behind.
    expect(readdirSync(join(dir, 'deeper'))).toEqual(['settings.json']);
  });

  it('keeps a damaged file aside and starts with defaults', () => {
    writeFileSync(file, '{"port": 80');
    const r = loadSettings(file);
    expect(r.settings).toEqual(DEFAULT_SETTINGS);
    expect(r.problem).toMatch(/not valid JSON/);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(`${file}.damaged`, 'utf8')).toBe('{"port": 80');
  });

  it('drops only the invalid fields of an edited file', () => {
    writeFileSync(file, JSON.stringify({ port: 80, workers: 2, modelsDir: 'relative/path', window: { bounds: 'x' } }));
    const r = loadSettings(file);
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, workers: 2 });
    expect(r.problem).toMatch(/port/);
    expect(r.problem).toMatch(/modelsDir/);
    expect(r.problem).toMatch(/window/);
    writeFileSync(file, '[1, 2]');
    expect(loadSettings(file).problem).toMatch(/not a JSON object/);
  });
});

describe('parseSettingsPatch (the Preferences form)', () => {
  it('accepts form strings, empty meaning automatic', () => {
    expect(parseSettingsPatch({ port: ' 8080 ', workers: '4', modelsDir: '' })).toEqual({ ok: true, patch: { port: 8080, workers: 4, modelsDir: null } });
    expect(parseSettingsPatch({ port: null })).toEqual({ ok: true, patch: { port: null } });
  });

  it('names each wrong field with a sentence a person understands', () => {
    const r = parseSettingsPatch({ port: '80', workers: 0, modelsDir: 'models' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.port).toMatch(/1024 and 65535/);
    expect(r.errors.workers).toMatch(/1 to 64/);
    expect(r.errors.modelsDir).toMatch(/absolute/);
    expect(parseSettingsPatch({ port: 'abc' })).toMatchObject({ ok: false, errors: { port: /whole number/ } });
    expect(parseSettingsPatch({ port: 70000 })).toMatchObject({ ok: false, errors: { port: /65535/ } });
    expect(parseSettingsPatch({ colour: 'red' })).toMatchObject({ ok: false, errors: { form: /Unknown setting: colour/ } });
    expect(parseSettingsPatch('port=1')).toMatchObject({ ok: false, errors: { form: /Nothing/ } });
  });

  it('says when the server must restart', () => {
    const base = { ...DEFAULT_SETTINGS };
    expect(needsRestart(base, { ...base, window: { bounds: { x: 0, y: 0, width: 1, height: 1 }, maximized: false } })).toBe(false);
    expect(needsRestart(base, { ...base, port: 9000 })).toBe(true);
    expect(needsRestart(base, { ...base, workers: 2 })).toBe(true);
    expect(needsRestart(base, { ...base, modelsDir: '/m' })).toBe(true);
  });
});
