// `glava models list | install ID [--yes] [--mirror M | --from PATH] | remove ID`. Wired into the glava
// CLI elsewhere; here only arguments → manager calls → lines on out/err and an exit code.
import { createInterface } from 'node:readline/promises';
import { loadCatalog } from './discovery.ts';
import { describeLicense, formatBytes } from './license.ts';
import { installModel, listModels, removeModel, type InstallProgress } from './manager.ts';
import { isSafeId } from './paths.ts';
import { DownloadError } from './errors.ts';

export interface ModelsCliIo {
  modelsDir: string;
  /** The configured mirror (GLAVA_MODELS_MIRROR, from server/config.ts); `--mirror` replaces it. */
  mirror?: string;
  /** A site catalog file added to the built-in one (GLAVA_MODELS_CATALOG, from server/config.ts). */
  catalogFile?: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks "install?"; absent when stdin is not a TTY (then the install proceeds). */
  confirm?: () => Promise<boolean>;
  /** Rewrites one status line in place (e.g. `\r…` on a TTY stderr); else progress goes to err every 10%. */
  status?: (text: string) => void;
  signal?: AbortSignal;
}

const USAGE = 'usage: glava models list | install ID [--yes] [--mirror M | --from PATH] | remove ID';

/** A y/N question on stdin/stderr, for the CLI wiring to pass as `confirm` when stdin is a TTY. */
export async function ttyConfirm(question = 'Install? [y/N] '): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

/** An in-place status line on stderr when it is a terminal (pass as `status`); undefined otherwise. */
export function ttyStatus(stream: NodeJS.WriteStream = process.stderr): ((text: string) => void) | undefined {
  if (!stream.isTTY) return undefined;
  return (text) => {
    stream.write(`\r\x1b[K${text}`);
    if (text === '') stream.write('\r');
  };
}

function list(io: ModelsCliIo): number {
  const rows = listModels(io.modelsDir, loadCatalog(io.catalogFile));
  const width = Math.max(4, ...rows.map((r) => r.entry.id.length));
  io.out(`${'ID'.padEnd(width)}  KIND    LANG  SIZE       STATUS       COMMERCIAL  TITLE`);
  for (const r of rows) {
    const status = !r.installed ? 'available' : r.verified ? 'installed' : 'installed*';
    io.out([
      r.entry.id.padEnd(width),
      r.entry.kind.padEnd(6),
      (r.entry.language || '-').padEnd(4),
      formatBytes(r.size).padEnd(9),
      status.padEnd(11),
      (r.entry.commercial_ok ? 'yes' : 'no').padEnd(10),
      r.entry.voice ? `${r.entry.title} — ${r.entry.voice.name}` : r.entry.title,
    ].join('  '));
  }
  if (rows.some((r) => r.installed && !r.verified)) io.out('* installed unverified: no sha256 is published for some of its files');
  return 0;
}

function progressReporter(io: ModelsCliIo): (p: InstallProgress) => void {
  let lastShown = -1;
  return (p) => {
    const whole = p.totalBytes ? Math.floor((p.done / p.totalBytes) * 100) : null;
    const text = whole != null
      ? `${whole}%  ${formatBytes(p.done)} of ${formatBytes(p.totalBytes)}  (${p.file})`
      : `${formatBytes(p.done)}  (${p.file})`;
    if (io.status) {
      io.status(text);
      return;
    }
    const step = whole != null ? Math.floor(whole / 10) : Math.floor(p.done / (50 * 1024 * 1024));
    if (step !== lastShown) {
      lastShown = step;
      io.err(text);
    }
  };
}

async function install(args: string[], io: ModelsCliIo): Promise<number> {
  let yes = false;
  let mirror: string | undefined;
  let from: string | undefined;
  const ids: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--yes' || a === '-y') yes = true;
    else if (a === '--mirror') {
      mirror = args[++i];
      if (!mirror) {
        io.err('--mirror needs a folder or an http(s) URL');
        return 2;
      }
    } else if (a.startsWith('--mirror=')) mirror = a.slice('--mirror='.length);
    else if (a === '--from') {
      from = args[++i];
      if (!from) {
        io.err('--from needs a file or a folder holding the model\'s files');
        return 2;
      }
    } else if (a.startsWith('--from=')) from = a.slice('--from='.length);
    else if (a.startsWith('-')) {
      io.err(`unknown option ${a}\n${USAGE}`);
      return 2;
    } else ids.push(a);
  }
  if (ids.length !== 1 || !isSafeId(ids[0])) {
    io.err(USAGE);
    return 2;
  }
  if (from && mirror) {
    io.err(`--from and --mirror are two sources: give one\n${USAGE}`);
    return 2;
  }
  const id = ids[0];
  const catalog = loadCatalog(io.catalogFile);
  const entry = catalog.find((e) => e.id === id);
  if (!entry) {
    io.err(`Unknown model "${id}". Run "glava models list" to see the catalog.`);
    return 1;
  }
  for (const line of describeLicense(entry).split('\n')) io.out(line);
  if (!yes && io.confirm && !(await io.confirm())) {
    io.out('Not installed.');
    return 1;
  }
  const started = Date.now();
  const rec = await installModel(io.modelsDir, id, { mirror: mirror ?? io.mirror, from, catalog, onProgress: progressReporter(io), signal: io.signal });
  io.status?.('');
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  io.out(`Installed ${id} into ${rec.dir} (${rec.verified ? 'sha256 verified' : 'UNVERIFIED: no published sha256; computed hashes recorded in installed.json'}, ${secs} s).`);
  return 0;
}

async function remove(args: string[], io: ModelsCliIo): Promise<number> {
  if (args.length !== 1 || !isSafeId(args[0])) {
    io.err(USAGE);
    return 2;
  }
  const removed = await removeModel(io.modelsDir, args[0]);
  io.out(removed ? `Removed ${args[0]}.` : `${args[0]} is not installed.`);
  return removed ? 0 : 1;
}

/** The model id among install's arguments (for a hint). */
const idArg = (args: string[]) => args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '--mirror' && args[i - 1] !== '--from') ?? 'ID';

/** Runs `glava models …` (args after "models"); returns the process exit code. */
export async function runModelsCommand(args: string[], io: ModelsCliIo): Promise<number> {
  const [cmd, ...rest] = args;
  try {
    switch (cmd) {
      case 'list':
      case undefined:
        return list(io);
      case 'install':
        return await install(rest, io);
      case 'remove':
        return await remove(rest, io);
      default:
        io.err(USAGE);
        return 2;
    }
  } catch (err) {
    io.status?.('');
    io.err(`Error: ${err instanceof Error ? err.message : String(err)}`);
    if (err instanceof DownloadError && err.unreachable) {
      io.err(`${err.host ?? 'The download site'} cannot be reached from this computer. If you already have the model's files `
        + `(a downloaded file, or a folder such as a models mirror), install from them: glava models install ${idArg(rest)} --from PATH`);
    }
    return 1;
  }
}
