// Book files handed to the app by the OS: on the command line ("Open with Glava Studio", a
// double-click on an associated file, a second launch forwarding its argv) or macOS's open-file
// event, which can arrive before the studio is up.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What POST /books/upload accepts, longest first so `.fb2.zip` wins over `.zip`. */
export const BOOK_EXTENSIONS = ['.fb2.zip', '.fb2', '.epub', '.docx', '.txt'] as const;

export function isBookFile(path: string): boolean {
  const lower = path.toLowerCase();
  return BOOK_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

export interface ArgvContext {
  /** The working directory the arguments are relative to (the second instance's, when forwarded). */
  cwd: string;
  /** Packaged: argv is [exe, ...args]; in development: [electron, appPath, ...args]. */
  packaged: boolean;
}

/**
 * The book files named in a process's argv, absolute and without duplicates. Chromium/Electron
 * switches (`--foo`, `--foo=bar`) are skipped, `file://` URLs (some Linux launchers pass those)
 * become paths, and anything that is not a book file type is ignored.
 */
export function bookFilesFromArgv(argv: readonly string[], ctx: ArgvContext): string[] {
  const args = argv.slice(ctx.packaged ? 1 : 2);
  const out: string[] = [];
  for (const raw of args) {
    if (!raw || raw.startsWith('-')) continue;
    let path = raw;
    if (/^file:\/\//i.test(raw)) {
      try {
        path = fileURLToPath(raw);
      } catch {
        continue;
      }
    } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
      continue;
    }
    if (!isBookFile(path)) continue;
    const abs = isAbsolute(path) ? path : resolve(ctx.cwd, path);
    if (!out.includes(abs)) out.push(abs);
  }
  return out;
}

/** Files asked for before the studio could take them; handed over once it is up. */
export class OpenQueue {
  private items: string[] = [];
  private sink: ((paths: string[]) => void) | null = null;

  add(paths: readonly string[]): void {
    const fresh = [...new Set(paths)].filter((p) => !this.items.includes(p));
    if (fresh.length === 0) return;
    if (this.sink) this.sink(fresh);
    else this.items.push(...fresh);
  }

  /** From now on files go straight to `sink`; anything waiting goes first. */
  attach(sink: (paths: string[]) => void): void {
    this.sink = sink;
    const waiting = this.items;
    this.items = [];
    if (waiting.length) sink(waiting);
  }

  detach(): void {
    this.sink = null;
  }

  get pending(): readonly string[] {
    return this.items;
  }
}
