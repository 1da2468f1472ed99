// The desktop app's own settings (not the studio's data): which port to serve, where models
// live, how many synthesis threads, and the window's last place. One JSON file in userData,
// written atomically so a crash mid-write never leaves the app unable to start.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute } from 'node:path';
import type { WindowState } from './window-state.ts';

export interface Settings {
  /** The loopback port for the API and the studio; null = 7433, or a free one when that is taken. */
  port: number | null;
  /** Where models are installed; null = `<data>/models`. */
  modelsDir: string | null;
  /** Synthesis worker threads; null = one per CPU core. */
  workers: number | null;
  /** The main window's last bounds; null until the window was first closed. */
  window: WindowState | null;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({ port: null, modelsDir: null, workers: null, window: null });

/** The fields a person edits in Preferences. */
export type EditableSettings = Pick<Settings, 'port' | 'modelsDir' | 'workers'>;

export const MAX_WORKERS = 64;

/** Problems per field, plus `form` for the request as a whole. */
export type FieldErrors = Partial<Record<keyof EditableSettings | 'form', string>>;

function checkPort(v: unknown): string | null {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v)) return 'The port must be a whole number (or empty for automatic).';
  // Below 1024 needs administrator rights on Linux and macOS: the studio would never start.
  if (v < 1024 || v > 65535) return 'The port must be between 1024 and 65535.';
  return null;
}

function checkWorkers(v: unknown): string | null {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_WORKERS) return `Worker threads must be a whole number from 1 to ${MAX_WORKERS} (or empty for one per core).`;
  return null;
}

function checkModelsDir(v: unknown): string | null {
  if (v === null) return null;
  if (typeof v !== 'string' || v.trim() === '') return 'The models folder must be a folder path (or empty for the default).';
  if (!isAbsolute(v)) return 'The models folder must be an absolute path.';
  if (v.includes('\0')) return 'The models folder path contains an invalid character.';
  return null;
}

function isRect(v: unknown): v is { x: number; y: number; width: number; height: number } {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return ['x', 'y', 'width', 'height'].every((k) => typeof r[k] === 'number' && Number.isFinite(r[k]));
}

function checkWindow(v: unknown): string | null {
  if (v === null) return null;
  if (!v || typeof v !== 'object') return 'not an object';
  const w = v as Record<string, unknown>;
  if (!isRect(w.bounds) || typeof w.maximized !== 'boolean') return 'bounds or maximized missing';
  return null;
}

const CHECKS: Record<keyof Settings, (v: unknown) => string | null> = {
  port: checkPort, modelsDir: checkModelsDir, workers: checkWorkers, window: checkWindow,
};

/** Validates a change from Preferences; empty strings mean "automatic" (null). */
export function parseSettingsPatch(input: unknown): { ok: true; patch: Partial<EditableSettings> } | { ok: false; errors: FieldErrors } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, errors: { form: 'Nothing to save.' } };
  const raw = input as Record<string, unknown>;
  const patch: Partial<EditableSettings> = {};
  const errors: FieldErrors = {};
  for (const key of ['port', 'modelsDir', 'workers'] as const) {
    if (!(key in raw)) continue;
    let v = raw[key];
    if (typeof v === 'string') v = v.trim();
    if (v === '' || v === undefined) v = null;
    // Numbers typed into a form arrive as strings.
    if ((key === 'port' || key === 'workers') && typeof v === 'string') v = /^\d+$/.test(v) ? Number(v) : v;
    const problem = CHECKS[key](v);
    if (problem) errors[key] = problem;
    else (patch as Record<string, unknown>)[key] = v;
  }
  const unknown = Object.keys(raw).filter((k) => !['port', 'modelsDir', 'workers'].includes(k));
  if (unknown.length) errors.form = `Unknown setting: ${unknown.join(', ')}`;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, patch };
}

export interface LoadedSettings {
  settings: Settings;
  /** What was wrong with the file (reset to defaults), for the log; null when it was fine. */
  problem: string | null;
}

/** Reads the settings file; a missing file is the defaults, a damaged one is kept aside and reset. */
export function loadSettings(file: string): LoadedSettings {
  if (!existsSync(file)) return { settings: { ...DEFAULT_SETTINGS }, problem: null };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    // Keep the damaged file for the person to inspect rather than silently overwriting it.
    const aside = `${file}.damaged`;
    try {
      renameSync(file, aside);
    } catch {
      // A read-only folder: the defaults still apply for this run.
    }
    return { settings: { ...DEFAULT_SETTINGS }, problem: `Settings file was not valid JSON (${(e as Error).message}); kept as ${aside}, using defaults.` };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { settings: { ...DEFAULT_SETTINGS }, problem: 'Settings file is not a JSON object; using defaults.' };
  const obj = raw as Record<string, unknown>;
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const bad: string[] = [];
  for (const key of Object.keys(CHECKS) as (keyof Settings)[]) {
    if (!(key in obj)) continue;
    const problem = CHECKS[key](obj[key]);
    if (problem) bad.push(`${key} (${problem})`);
    else (settings as unknown as Record<string, unknown>)[key] = obj[key];
  }
  return { settings, problem: bad.length ? `Ignored invalid settings: ${bad.join('; ')}` : null };
}

/** Writes the settings atomically: a temp file in the same folder, then a rename. */
export function saveSettings(file: string, settings: Settings): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(settings, null, 2) + '\n', { mode: 0o600 });
  renameSync(tmp, file);
}

/** Whether a change needs the studio restarted (the server reads these only at start). */
export function needsRestart(before: Settings, after: Settings): boolean {
  return before.port !== after.port || before.modelsDir !== after.modelsDir || before.workers !== after.workers;
}
