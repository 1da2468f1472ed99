// Names that end up as paths on disk or in a mirror URL. A catalog can come from a site's
// JSON file, and ids come from the command line: neither may escape the models folder.
import { isAbsolute, join, normalize, sep } from 'node:path';

const ID_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isSafeId(id: string): boolean {
  return ID_RE.test(id) && !id.includes('..');
}

/** A relative path with `/` separators, no `..`, no empty or dot segments, no backslashes. */
export function isSafeRelPath(p: string): boolean {
  if (p.length === 0 || p.length > 512 || p.includes('\\') || p.includes('\0')) return false;
  if (p.startsWith('/') || isAbsolute(p) || /^[A-Za-z]:/.test(p)) return false;
  return p.split('/').every((seg) => seg.length > 0 && seg !== '.' && seg !== '..');
}

export function assertSafeId(id: string): void {
  if (!isSafeId(id)) throw new Error(`Invalid model id: ${JSON.stringify(id)}`);
}

/** `join(base, rel)` after checking that rel stays inside base. */
export function safeJoin(base: string, rel: string): string {
  if (!isSafeRelPath(rel)) throw new Error(`Unsafe path in model catalog: ${JSON.stringify(rel)}`);
  const full = normalize(join(base, ...rel.split('/')));
  const root = normalize(base).replace(/[\\/]+$/, '') + sep;
  if (!full.startsWith(root)) throw new Error(`Path escapes its folder: ${JSON.stringify(rel)}`);
  return full;
}

/** Folders under the models folder that are the manager's work, never a model. */
export const PARTIAL_DIR = '.partial';
export function isWorkFolder(name: string): boolean {
  return name.startsWith('.');
}
