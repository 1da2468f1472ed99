// The launcher and the data folder's lock, with real processes: `glava` on an older Node runs
// the studio in a child that must end with it however it dies (kill -9 included), and a second
// `glava serve` on the same data folder refuses to start instead of sharing the database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { GLAVA, serve } from '../support/child.ts';
import { waitFor } from '../support/studio.ts';
import { LOCK_FILE, processAlive } from '../../server/storage/data-lock.ts';

/** A Node older than 22.18 on PATH (Debian's is 20), else null: the launcher is then forced to re-exec. */
function olderNode(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.includes('node_modules')) continue;
    const node = join(dir, 'node');
    if (!existsSync(node)) continue;
    const v = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim().split('.').map(Number);
    if (v.length === 3 && (v[0]! < 22 || (v[0] === 22 && v[1]! < 18))) return node;
  }
  return null;
}

const lockPid = (dataDir: string) => Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
const answers = async (url: string) => fetch(`${url}/api/openapi.json`).then((r) => r.ok, () => false);

let dataDir: string;
/** Every process a test started, ended by pid even when an assertion fails half-way. */
const started = new Set<number>();
const track = <T extends { child: { pid?: number } }>(s: T): T => (s.child.pid && started.add(s.child.pid), s);
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'glava-launcher-'));
});
afterEach(() => {
  const held = existsSync(join(dataDir, LOCK_FILE)) ? lockPid(dataDir) : 0;
  for (const pid of [...started, held]) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
  started.clear();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the launcher on an older Node', () => {
  it('runs the studio in a child that ends when the launcher is killed with SIGKILL', async () => {
    const old = olderNode();
    const env: Record<string, string> = old ? {} : { GLAVA_REEXEC: '1' };
    const server = track(await serve(dataDir, env, [], old ?? process.execPath));
    const childPid = lockPid(dataDir);
    expect(childPid).not.toBe(server.child.pid); // the studio runs in the launcher's child
    expect(processAlive(childPid)).toBe(true);
    expect(await answers(server.url)).toBe(true);

    await server.stop('SIGKILL');
    await waitFor(async () => !processAlive(childPid), 20_000, 50);
    expect(await answers(server.url)).toBe(false);
  });

  it('passes a clean stop on to the child and keeps short commands short', async () => {
    const old = olderNode();
    const env: Record<string, string> = old ? {} : { GLAVA_REEXEC: '1' };
    const server = track(await serve(dataDir, env, [], old ?? process.execPath));
    const childPid = lockPid(dataDir);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(processAlive(childPid)).toBe(false);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false); // a clean stop releases the folder
    // The lifeline must not keep a one-shot command waiting for its parent.
    const started = Date.now();
    const r = spawnSync(old ?? process.execPath, [GLAVA, 'users', 'add', '--email', 'short@example.com', '--data', dataDir], {
      encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(Date.now() - started).toBeLessThan(55_000);
  });
});

describe('one studio per data folder', () => {
  it('refuses a second server on the same data folder, naming the running one', async () => {
    const first = track(await serve(dataDir));
    try {
      const second = spawnSync(process.execPath, [GLAVA, 'serve', '--port', '0', '--data', dataDir], { encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL' });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`Another Glava studio (process ${first.child.pid}) is already serving the data folder ${dataDir}`);
      expect(second.stdout).not.toContain('Glava listening');
      expect(await answers(first.url)).toBe(true);
      expect(lockPid(dataDir)).toBe(first.child.pid);
    } finally {
      await first.stop('SIGKILL');
    }
  });

  it('takes over the lock a killed studio left behind', async () => {
    const killed = track(await serve(dataDir));
    await killed.stop('SIGKILL');
    expect(lockPid(dataDir)).toBe(killed.child.pid); // kill -9 leaves the lock
    const next = track(await serve(dataDir));
    try {
      expect(lockPid(dataDir)).toBe(next.child.pid);
      expect(await answers(next.url)).toBe(true);
    } finally {
      expect(await next.stop('SIGTERM')).toBe(0);
    }
  });

  it('takes over a lock of a process that no longer exists, and a torn lock file', async () => {
    // A pid that cannot be running: a finished child's.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => gone.once('exit', r));
    for (const content of [`${gone.pid}\n`, '']) {
      writeFileSync(join(dataDir, LOCK_FILE), content);
      const s = track(await serve(dataDir));
      expect(lockPid(dataDir)).toBe(s.child.pid);
      expect(await s.stop('SIGTERM')).toBe(0);
    }
  });
});
