// The real `glava` command in a child process: for the CLI, the serve line, clean shutdown and
// the kill -9 recovery tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './shared.ts';

export const GLAVA = join(repoRoot, 'bin', 'glava.js');

export function glava(args: string[], env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [GLAVA, ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export interface Served {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `glava serve --port 0` (by `node`, this test's Node unless given) and waits for its one "Glava listening on" line. */
export function serve(dataDir: string, env: Record<string, string> = {}, extra: string[] = [], node = process.execPath): Promise<Served> {
  const child = spawn(node, [GLAVA, 'serve', '--port', '0', '--data', dataDir, ...extra], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`glava serve did not start:\n${out}`)), 60_000);
    const onData = () => {
      const m = /^Glava listening on (http:\/\/\S+)$/m.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({
        child,
        url: m[1]!,
        output: () => out,
        stop: (signal = 'SIGTERM') =>
          new Promise((res) => {
            if (child.exitCode !== null || child.signalCode !== null) return res(child.exitCode);
            child.once('exit', (code) => res(code));
            child.kill(signal);
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`glava serve exited with ${code}:\n${out}`));
    });
  });
}
