// One studio per data folder: two servers on one database would both run its jobs, hand out
// the same pieces and fight over the port's clients. `glava.lock` holds the pid of the studio
// that serves the folder. A lock whose process is gone (kill -9, a power cut) is stale and is
// taken over; a live one refuses with a message that names the process and the folder.
// Commands that only touch the database (glava users add, keys add, grant) take no lock: SQLite
// lets them work beside a running studio.
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'glava.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly pid: number;
  readonly dataDir: string;
  constructor(pid: number, dataDir: string, lockPath: string) {
    super(
      `Another Glava studio (process ${pid}) is already serving the data folder ${dataDir}. ` +
        `Stop it first, or start this one with another --data folder. ` +
        `If no studio runs, delete ${lockPath}.`,
    );
    this.pid = pid;
    this.dataDir = dataDir;
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const n = Number.parseInt(readFileSync(path, 'utf8').trim().split(/\s+/)[0] ?? '', 10);
    return Number.isFinite(n) ? n : 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Takes the data folder's lock for this process, or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx': created only if absent, so two starting studios cannot both win.
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, mine);
      } finally {
        closeSync(fd);
      }
      return {
        path,
        release() {
          // Only our own lock: a studio that took over a lock we lost must keep it.
          if (readPid(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readPid(path);
    if (holder === null) continue; // released meanwhile: try again
    // The same process holding it means an unclosed studio of this process on the same folder.
    if (holder > 0 && processAlive(holder)) throw new DataDirLockedError(holder, dataDir, path);
    // Stale: move it aside under a name of our own (atomic), so of two studios taking it over
    // at once only one removes it; the other finds it gone and races on 'wx' again. If what we
    // moved is no longer the stale lock (another studio took over meanwhile), put it back.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    if (readPid(aside) !== holder) {
      try {
        linkSync(aside, path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing.`);
}
