#!/usr/bin/env node
// The `glava` command. The server is TypeScript that Node >= 22.18 runs directly (type
// stripping). A bare `node` may be older (Debian's is 20), so re-run ourselves with the
// Node 22 that `npm install` put in node_modules (the `node` devDependency) when we can.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > 22 || (major === 22 && minor >= 18);

if (supported) {
  await import('../server/cli.ts');
} else {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, '..', 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(bundled)) {
    console.error(`glava needs Node.js 22.18 or newer (this is ${process.versions.node}). Run "npm install" first.`);
    process.exit(1);
  }
  const child = spawn(bundled, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}
