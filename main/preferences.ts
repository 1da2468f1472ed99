// The Preferences/About window's logic: what it shows (the API address scripts use, where the data
// lives, the effective port/models/threads) and what it does (save settings, create a key for
// scripts through the cabinet API). The window itself is a small static page (main/ui/).
import type { GlavaClient } from '../client/index.ts';
import { parseSettingsPatch, needsRestart, type EditableSettings, type FieldErrors, type Settings } from './settings.ts';
import type { RunningStudio } from './studio-host.ts';

export const PREFS_CHANNELS = {
  load: 'prefs:load',
  save: 'prefs:save',
  createKey: 'prefs:create-key',
  copy: 'prefs:copy',
  openData: 'prefs:open-data',
} as const;

export interface PrefsView {
  settings: EditableSettings;
  /** What the running studio actually uses. */
  effective: {
    siteUrl: string;
    apiBase: string;
    openapiUrl: string;
    port: number;
    portNote: string | null;
    dataDir: string;
    modelsDir: string;
    workers: number;
  };
  version: string;
  /** A command to paste into a terminal once a key exists (KEY is the placeholder). */
  curlExample: string;
}

export function curlFor(apiBase: string, key = '$GLAVA_KEY'): string {
  return `curl -s -H "x-api-key: ${key}" ${apiBase}/api/me`;
}

export async function prefsView(client: GlavaClient, studio: RunningStudio, settings: Settings, version: string): Promise<PrefsView> {
  const info = await client.getApiCabinetInfo();
  return {
    settings: { port: settings.port, modelsDir: settings.modelsDir, workers: settings.workers },
    effective: {
      siteUrl: info.site_url, apiBase: info.api_base, openapiUrl: info.openapi_url, port: studio.port, portNote: studio.portNote,
      dataDir: info.data_dir, modelsDir: info.models_dir, workers: info.workers,
    },
    version,
    curlExample: curlFor(info.api_base),
  };
}

export type SaveResult =
  | { ok: true; settings: Settings; restart: boolean }
  | { ok: false; errors: FieldErrors };

/** Applies a Preferences form to the settings; `restart` says whether the studio must restart. */
export function applyPreferences(current: Settings, input: unknown): SaveResult {
  const parsed = parseSettingsPatch(input);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const next: Settings = { ...current, ...parsed.patch };
  return { ok: true, settings: next, restart: needsRestart(current, next) };
}

export interface ScriptKey {
  /** Shown once: the studio keeps only its hash. */
  secret: string;
  prefix: string;
  scope: string;
  curl: string;
}

const SCOPES = new Set(['read', 'voice', 'full']);

/** Creates an API key for scripts (POST /api/cabinet/keys with the desktop's session). */
export async function createScriptKey(client: GlavaClient, input: unknown): Promise<ScriptKey> {
  const raw = (input && typeof input === 'object' ? input : {}) as { name?: unknown; scope?: unknown };
  const name = typeof raw.name === 'string' && raw.name.trim() ? raw.name.trim().slice(0, 100) : 'Script';
  const scope = typeof raw.scope === 'string' && SCOPES.has(raw.scope) ? (raw.scope as 'read' | 'voice' | 'full') : 'full';
  const created = await client.postApiCabinetKeys({ name, scope });
  return { secret: created.secret, prefix: created.key.prefix, scope: created.key.scope, curl: curlFor(client.apiBase, created.secret) };
}
