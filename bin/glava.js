#!/usr/bin/env node
// The `glava` command. The server is TypeScript that Node >= 22.18 runs directly (type
// stripping). A bare `node` may be older (Debian's is 20), so re-run ourselves with the
// Node 22 that `npm install` put in node_modules (the `node` devDependency) when we can.
//
// The child must never outlive this launcher, however the launcher dies (kill -9 included):
// it is started with an IPC channel, and the operating system closes that channel when the
// launcher's process goes away. The child treats the channel's end as SIGTERM (a clean stop of
// `glava serve`), and gives up waiting after a few seconds.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LAUNCHED = 'GLAVA_LAUNCHED_BY';
const [major, minor] = process.versions.node.split('.').map(Number);
// GLAVA_REEXEC=1 takes the launcher's path on any Node (its test runs it where no older Node exists).
const supported = (major > 22 || (major === 22 && minor >= 18)) && !(process.env.GLAVA_REEXEC === '1' && !process.env[LAUNCHED]);

if (supported) {
  if (process.env[LAUNCHED] && process.channel) followParent();
  await import('../server/cli.ts');
} else {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, '..', 'node_modules', 'node', 'bin', 'node');
  const node = process.env.GLAVA_REEXEC === '1' ? process.execPath : bundled;
  if (!existsSync(node)) {
    console.error(`glava needs Node.js 22.18 or newer (this is ${process.versions.node}). Run "npm install" first.`);
    process.exit(1);
  }
  const child = spawn(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [LAUNCHED]: String(process.pid) },
  });
  // The channel is only a lifeline: it must not keep this launcher waiting on its own.
  child.channel?.unref();
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}

/** In the child: end with the launcher. */
function followParent() {
  // Like the launcher's channel, ours must not keep a short command (glava users add) alive.
  process.channel.unref();
  process.once('disconnect', () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    process.kill(process.pid, 'SIGTERM');
  });
}
