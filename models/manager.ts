// The model manager: install, remove and list the catalog's models in the models folder.
// An install downloads every file into `<modelsDir>/.partial/<id>/` (resumable), verifies it,
// assembles the model in a staging folder next to the target (unpacking archives there),
// writes installed.json last and renames the folder into place: a model is either fully
// installed or not at all.
import { randomUUID } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { downloadSize } from './catalog.ts';
import { findInstalled, listInstalled, loadCatalog, type InstalledFile, type InstalledRecord } from './discovery.ts';
import { ModelBusyError, UnknownModelError } from './errors.ts';
import { obtainVerifiedFile } from './fetch-file.ts';
import { acquireInstallLock, lockedByOther } from './lock.ts';
import { assertSafeId, PARTIAL_DIR, safeJoin } from './paths.ts';
import { effectiveMirror } from './source.ts';
import { INSTALLED_MANIFEST, type CatalogEntry, type ModelFile } from './types.ts';
import { unpackArchive, unpackLimits } from './unpack.ts';

export interface InstallProgress {
  /** The file being transferred (its catalog name). */
  file: string;
  /** Bytes of this file so far. */
  received: number;
  /** This file's size (null when unknown). */
  total: number | null;
  /** Bytes of the whole model so far. */
  done: number;
  /** Bytes of the whole model (null when a size is unknown). */
  totalBytes: number | null;
}

export interface InstallOptions {
  /** A folder or an http(s) base URL to take every file from; without it, each file's own URL. */
  mirror?: string;
  /** A local copy of the model: one of its files, or a folder holding them (a mirror or not). Wins over `mirror`. */
  from?: string;
  onProgress?: (p: InstallProgress) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Entries to look the id up in (the studio's: loadCatalog with its site catalog); default the built-in catalog. */
  catalog?: readonly CatalogEntry[];
  /** Reinstall even when the same files are already installed. */
  force?: boolean;
  /** Transfer attempts per file on network failures, each resuming the partial file (default 3). */
  attempts?: number;
  retryDelayMs?: number;
  headersTimeoutMs?: number;
  idleTimeoutMs?: number;
}

export interface ModelListing {
  entry: CatalogEntry;
  installed: boolean;
  installedAt?: string;
  /** Bytes to download (null when a file's size is unknown). */
  size: number | null;
  /** For installed models: every file matched a published sha256. */
  verified?: boolean;
}

// Installs in progress in this process, by model folder.
const busy = new Set<string>();

function sameFiles(a: readonly ModelFile[], b: readonly ModelFile[]): boolean {
  const key = (f: ModelFile) => `${f.name}|${f.sha256}|${f.size}|${f.unpack ?? ''}`;
  return a.length === b.length && a.every((f, i) => key(f) === key(b[i]));
}

async function exists(p: string): Promise<boolean> {
  return lstat(p).then(() => true, () => false);
}

/** Removes empty folders under (and including) dir, bottom-up; keeps any partial file for a resume. */
async function pruneEmptyDirs(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
  if (!entries) return;
  for (const e of entries) if (e.isDirectory()) await pruneEmptyDirs(join(dir, e.name));
  await rmdir(dir).catch(() => undefined); // fails (and is meant to) when not empty
}

/** Every catalog entry with its install status, plus installed models the catalog no longer lists. */
export function listModels(modelsDir: string, catalog: readonly CatalogEntry[] = loadCatalog()): ModelListing[] {
  const installed = new Map(listInstalled(modelsDir).map((r) => [r.entry.id, r]));
  const rows: ModelListing[] = catalog.map((entry) => {
    const rec = installed.get(entry.id);
    installed.delete(entry.id);
    return rec
      ? { entry, installed: true, installedAt: rec.installedAt, size: downloadSize(entry), verified: rec.verified }
      : { entry, installed: false, size: downloadSize(entry) };
  });
  for (const rec of installed.values()) {
    rows.push({ entry: rec.entry, installed: true, installedAt: rec.installedAt, size: downloadSize(rec.entry), verified: rec.verified });
  }
  return rows;
}

/** Moves the finished staging folder into place, replacing an older install or unfinished folder. */
async function swapIntoPlace(modelsDir: string, staging: string, target: string, id: string): Promise<void> {
  let trash: string | null = null;
  if (await exists(target)) {
    trash = join(modelsDir, `.trash-${id}-${randomUUID()}`);
    await rename(target, trash);
  }
  try {
    await rename(staging, target);
  } catch (err) {
    if (trash) await rename(trash, target).catch(() => undefined);
    throw err;
  }
  if (trash) await rm(trash, { recursive: true, force: true });
}

async function doInstall(modelsDir: string, entry: CatalogEntry, opts: InstallOptions): Promise<InstalledRecord> {
  const id = entry.id;
  const mirror = effectiveMirror(opts.mirror);
  const partialDir = join(modelsDir, PARTIAL_DIR, id);
  await mkdir(partialDir, { recursive: true });
  const totalBytes = downloadSize(entry);
  const partPath = (f: ModelFile) => `${safeJoin(partialDir, f.name)}.part`;

  const files: InstalledFile[] = [];
  let doneBefore = 0;
  for (const file of entry.files) {
    const part = partPath(file);
    await mkdir(dirname(part), { recursive: true });
    const report = (received: number) =>
      opts.onProgress?.({ file: file.name, received, total: file.size, done: doneBefore + received, totalBytes });
    report(0);
    const rec = await obtainVerifiedFile({
      entry, file, partPath: part, mirror, from: opts.from,
      signal: opts.signal,
      fetch: opts.fetch,
      onBytes: report,
      attempts: opts.attempts ?? 3,
      retryDelayMs: opts.retryDelayMs ?? 1000,
      headersTimeoutMs: opts.headersTimeoutMs,
      idleTimeoutMs: opts.idleTimeoutMs,
    });
    files.push(rec);
    report(rec.size);
    doneBefore += rec.size;
  }

  const target = join(modelsDir, id);
  const staging = await mkdtemp(join(modelsDir, `.staging-${id}-`));
  try {
    for (const [i, file] of entry.files.entries()) {
      const dest = safeJoin(staging, file.name);
      await mkdir(dirname(dest), { recursive: true });
      await rename(partPath(file), dest);
      if (file.unpack) {
        await unpackArchive(file.unpack, dest, staging, unpackLimits(files[i].size), opts.signal);
        await unlink(dest);
      }
    }
    const installedAt = new Date().toISOString();
    const verified = files.every((f) => f.verified);
    const manifest = { entry, installedAt, verified, files };
    // Written last: a folder without it is an unfinished install.
    await writeFile(join(staging, INSTALLED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await swapIntoPlace(modelsDir, staging, target, id);
    await rm(partialDir, { recursive: true, force: true });
    return { entry, installedAt, dir: resolve(target), verified, files };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Installs a catalog model into `<modelsDir>/<id>`. Returns at once when the same files are
 * already installed (unless `force`). `verified` is false when a file has no published sha256.
 */
export async function installModel(modelsDir: string, id: string, opts: InstallOptions = {}): Promise<InstalledRecord & { verified: boolean }> {
  assertSafeId(id);
  const entry = (opts.catalog ?? loadCatalog()).find((e) => e.id === id);
  if (!entry) throw new UnknownModelError(id);
  const existing = findInstalled(modelsDir, id);
  if (existing && !opts.force && sameFiles(existing.entry.files, entry.files)) return existing;

  const key = resolve(modelsDir, id);
  if (busy.has(key)) throw new ModelBusyError(id);
  busy.add(key);
  let release: (() => Promise<void>) | null = null;
  try {
    await mkdir(modelsDir, { recursive: true });
    release = await acquireInstallLock(modelsDir, id);
    return await doInstall(modelsDir, entry, opts);
  } catch (err) {
    // Partial files that are still good stay for a resume; empty folders do not.
    await pruneEmptyDirs(join(modelsDir, PARTIAL_DIR, id));
    throw err;
  } finally {
    await release?.();
    await rmdir(join(modelsDir, PARTIAL_DIR)).catch(() => undefined); // only when empty
    busy.delete(key);
  }
}

/** Removes an installed model (and any unfinished download of it). Returns whether a model was installed. */
export async function removeModel(modelsDir: string, id: string): Promise<boolean> {
  assertSafeId(id);
  const key = resolve(modelsDir, id);
  if (busy.has(key) || (await lockedByOther(modelsDir, id))) throw new ModelBusyError(id);
  const wasInstalled = findInstalled(modelsDir, id) !== undefined;
  const target = join(modelsDir, id);
  if (await exists(target)) {
    // Renamed first so the model disappears at once, even if deleting its files takes a while.
    const trash = join(modelsDir, `.trash-${id}-${randomUUID()}`);
    await rename(target, trash);
    await rm(trash, { recursive: true, force: true });
  }
  await rm(join(modelsDir, PARTIAL_DIR, id), { recursive: true, force: true });
  await rmdir(join(modelsDir, PARTIAL_DIR)).catch(() => undefined);
  return wasInstalled;
}
