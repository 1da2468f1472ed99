// `npm run desktop`: starts Electron on main/index.js when Electron's binary is installed, and
// says how to get it when not (npm install leaves it out so that installing never needs the
// internet; Electron's own message would suggest reinstalling, which does not help).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

function electronBinary(): string | null {
  try {
    const path = require('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary) {
  console.error([
    'The Electron binary is not installed: "npm install" skips its download so that installing works offline.',
    'Run "npm run desktop:install" once (it needs the internet, or ELECTRON_MIRROR), then "npm run desktop" again.',
    'Without Electron, "npm start" serves the same studio to your browser.',
  ].join('\n'));
  process.exit(1);
}

const child = spawn(binary, [fileURLToPath(new URL('./index.js', import.meta.url)), ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
