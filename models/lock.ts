// One install of a model at a time, across processes: the studio's server and a `glava models`
// command may share a models folder. The lock is `<modelsDir>/.partial/<id>.lock`, created
// exclusively and holding the owner's pid; a lock whose process is gone is taken over.
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ModelBusyError } from './errors.ts';
import { PARTIAL_DIR } from './paths.ts';

function lockPath(modelsDir: string, id: string): string {
  return join(modelsDir, PARTIAL_DIR, `${id}.lock`);
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerPid(path: string): Promise<number | null> {
  try {
    return Number.parseInt(await readFile(path, 'utf8'), 10);
  } catch {
    return null;
  }
}

/** Another live process holds the install lock of this model. */
export async function lockedByOther(modelsDir: string, id: string): Promise<boolean> {
  const pid = await ownerPid(lockPath(modelsDir, id));
  return pid !== null && pid !== process.pid && alive(pid);
}

/** Takes the lock or throws ModelBusyError; returns the release function. */
export async function acquireInstallLock(modelsDir: string, id: string): Promise<() => Promise<void>> {
  const path = lockPath(modelsDir, id);
  await mkdir(join(modelsDir, PARTIAL_DIR), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fh = await open(path, 'wx');
      await fh.writeFile(String(process.pid));
      await fh.close();
      return () => unlink(path).catch(() => undefined);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = await ownerPid(path);
      // Our own pid can only be a leftover of an earlier process (this one checks in memory first).
      if (pid !== null && pid !== process.pid && alive(pid)) throw new ModelBusyError(id);
      if (pid !== null && Number.isNaN(pid)) {
        // Created but not written yet by another process, unless it has been empty for a while.
        const age = Date.now() - (await stat(path).then((s) => s.mtimeMs, () => 0));
        if (age < 60_000) throw new ModelBusyError(id);
      }
      await unlink(path).catch(() => undefined); // stale: its process is gone
    }
  }
  throw new ModelBusyError(id);
}
