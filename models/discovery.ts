// Which models are installed, and which can be. A model folder counts only once its
// installed.json exists (the manager writes it last), so a crash mid-install leaves nothing
// that looks installed. The engines read models through here, never through inline paths.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATALOG } from './catalog.ts';
import { assertSafeId, isSafeId, isWorkFolder } from './paths.ts';
import { parseCatalog, parseEntry } from './schema.ts';
import { INSTALLED_MANIFEST, type CatalogEntry, type InstalledModel } from './types.ts';

/** What the manager records per file in installed.json. */
export interface InstalledFile {
  name: string;
  /** The sha256 computed at install time (of the archive, for unpacked files). */
  sha256: string;
  size: number;
  /** The computed hash matched a published one. */
  verified: boolean;
}

/** installed.json as written by the manager, plus the folder (filled in here). */
export interface InstalledRecord extends InstalledModel {
  /** Every file matched a published sha256 (false when the publisher gives none). */
  verified: boolean;
  files: InstalledFile[];
}

export function defaultModelsDir(dataDir: string): string {
  return join(dataDir, 'models');
}

/**
 * The built-in catalog plus the entries of a site's catalog file `extraPath` (a JSON array of
 * CatalogEntry; the studio's is GLAVA_MODELS_CATALOG, read by server/config.ts). A site entry with
 * the id of a built-in one replaces it. Throws a clear error when that file is unreadable or malformed.
 */
export function loadCatalog(extraPath?: string): CatalogEntry[] {
  if (!extraPath) return [...CATALOG];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(extraPath, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read the model catalog ${extraPath}: ${(err as Error).message}`);
  }
  const extra = parseCatalog(json, extraPath);
  const byId = new Map<string, CatalogEntry>();
  for (const e of [...CATALOG, ...extra]) byId.set(e.id, e);
  return [...byId.values()];
}

export function findCatalogEntry(id: string, catalog: readonly CatalogEntry[] = loadCatalog()): CatalogEntry | undefined {
  return catalog.find((e) => e.id === id);
}

function readRecord(modelsDir: string, id: string): InstalledRecord | null {
  const dir = resolve(modelsDir, id);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dir, INSTALLED_MANIFEST), 'utf8'));
  } catch {
    return null; // no manifest (unfinished install) or unreadable: not installed
  }
  if (typeof json !== 'object' || json === null) return null;
  const rec = json as Record<string, unknown>;
  const entry = parseEntry(rec.entry);
  if (!entry || entry.id !== id || typeof rec.installedAt !== 'string') return null;
  const files = Array.isArray(rec.files) ? (rec.files as InstalledFile[]) : [];
  return { entry, installedAt: rec.installedAt, dir, verified: rec.verified === true, files };
}

/** Every finished install under modelsDir, sorted by id. A missing folder means none. */
export function listInstalled(modelsDir: string): InstalledRecord[] {
  let names: string[];
  try {
    names = readdirSync(modelsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !isWorkFolder(d.name) && isSafeId(d.name))
      .map((d) => d.name);
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => readRecord(modelsDir, name))
    .filter((r): r is InstalledRecord => r !== null);
}

export function findInstalled(modelsDir: string, id: string): InstalledRecord | undefined {
  assertSafeId(id);
  return readRecord(modelsDir, id) ?? undefined;
}

/** Absolute path of one plain (not unpacked) file of an installed model. Archives are unpacked and removed. */
export function installedFilePath(model: InstalledModel, name: string): string {
  return join(model.dir, ...name.split('/'));
}
