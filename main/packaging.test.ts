// electron-builder.yml, read as electron-builder reads it: what it names exists, every native
// module of package-lock.json is unpacked from app.asar, electron's downloader stays out of the
// app, the icons are real images of the sizes they claim, and the afterPack hook fixes ffprobe.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'electron-builder';
import { BOOK_EXTENSIONS } from './open-files.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
// electron-builder's own YAML reader, so the file is read exactly as the builder reads it.
const yaml = require('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as Configuration;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

interface LockEntry { dev?: boolean; optional?: boolean; os?: string[]; cpu?: string[]; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }
const lock = (JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;

const nameOf = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
const files = (config.files as string[]).filter((f) => typeof f === 'string');
const excludes = files.filter((f) => f.startsWith('!')).map((f) => f.slice(1));
const isExcluded = (path: string) => excludes.some((g) => matchesGlob(path, g));
const unpacked = (path: string) => (config.asarUnpack as string[]).some((g) => matchesGlob(path, g));

/** Lock paths reachable from the given root dependencies, resolved the way Node resolves them. */
function reachable(roots: string[]): Set<string> {
  const resolve = (from: string, name: string): string | null => {
    let base = from;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock[candidate]) return candidate;
      if (!base) return null;
      const i = base.lastIndexOf('/node_modules/');
      base = i < 0 ? '' : base.slice(0, i);
    }
  };
  const seen = new Set<string>();
  const stack = roots.map((r) => resolve('', r)).filter((p): p is string => !!p);
  while (stack.length) {
    const p = stack.pop()!;
    if (seen.has(p)) continue;
    seen.add(p);
    const e = lock[p]!;
    for (const dep of Object.keys({ ...e.dependencies, ...e.optionalDependencies })) {
      const r = resolve(p, dep);
      if (r) stack.push(r);
    }
  }
  return seen;
}

const root = lock['']! as LockEntry;
const prodRoots = Object.keys(root.dependencies ?? {});
const prod = reachable(prodRoots);

function hasNativeFiles(dir: string, depth = 0): boolean {
  if (!existsSync(dir) || depth > 6) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && (entry.name.endsWith('.node') || entry.name === 'binding.gyp')) return true;
    if (entry.isDirectory() && entry.name !== 'node_modules' && hasNativeFiles(join(dir, entry.name), depth + 1)) return true;
  }
  return false;
}

function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.subarray(0, 8).toString('latin1'), file).toBe('\x89PNG\r\n\x1a\n');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

describe('electron-builder.yml', () => {
  it('names the app, its targets and an entry point that exists', () => {
    expect(config).toMatchObject({ appId: 'studio.glava.desktop', productName: 'Glava Studio', npmRebuild: false, extraMetadata: { main: 'main/index.js' } });
    expect(existsSync(join(ROOT, 'main', 'index.js'))).toBe(true);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    // The lock, not node_modules: offline installs drop the optional electron package.
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    expect(config.electronVersion).toBe(lock.packages['node_modules/electron']!.version);
  });

  it('associates the book formats the studio uploads', () => {
    const exts = (config.fileAssociations as { ext: string; mimeType: string }[]).map((a) => a.ext);
    // fb2.zip cannot be registered (the OS sees .zip); the others can.
    expect(exts.sort()).toEqual(BOOK_EXTENSIONS.filter((e) => e !== '.fb2.zip').map((e) => e.slice(1)).sort());
  });

  it('points at files that exist: icons, licence, hook, extra resources, docs', () => {
    for (const f of ['resources/icon.ico', 'resources/icon.icns', 'LICENSE', 'main/packaging/after-pack.cjs', 'resources/icons', 'docs/scripting.md', 'docs/desktop.md']) {
      expect(existsSync(join(ROOT, f)), f).toBe(true);
    }
    expect(config.afterPack).toBe('./main/packaging/after-pack.cjs');
    for (const sourceGlob of files.filter((f) => !f.startsWith('!') && !f.includes('*'))) expect(existsSync(join(ROOT, sourceGlob)), sourceGlob).toBe(true);
  });

  it('unpacks every native module and executable of the production dependencies', () => {
    const native = [...prod].filter((p) => {
      const e = lock[p]!;
      return e.os || e.cpu || hasNativeFiles(join(ROOT, p)) || /ffmpeg|ffprobe|espeak/.test(p);
    });
    expect(native.map(nameOf)).toEqual(expect.arrayContaining(['better-sqlite3', 'onnxruntime-node', 'sherpa-onnx-linux-x64', '@ffmpeg-installer/linux-x64', '@echogarden/espeak-ng-emscripten']));
    for (const p of native) expect(unpacked(`node_modules/${nameOf(p)}/package.json`), `${nameOf(p)} must be in asarUnpack`).toBe(true);
    // Platform packages not installed on this machine (Windows/macOS builds) are covered too.
    expect(unpacked('node_modules/sherpa-onnx-win-x64/sherpa-onnx.node')).toBe(true);
    expect(unpacked('node_modules/@ffmpeg-installer/win32-x64/ffmpeg.exe')).toBe(true);
  });

  it('keeps electron and its downloader out of the app, and nothing the app needs', () => {
    const withElectron = reachable([...prodRoots, 'electron']);
    const prodNames = new Set([...prod].map(nameOf));
    const electronOnly = new Set([...withElectron].filter((p) => !prod.has(p)).map(nameOf).filter((n) => !prodNames.has(n)));
    expect(electronOnly.has('electron')).toBe(true);
    for (const name of electronOnly) expect(isExcluded(`node_modules/${name}/package.json`), `${name} (electron only) should be excluded`).toBe(true);
    for (const name of prodNames) expect(isExcluded(`node_modules/${name}/package.json`), `${name} is needed by the app`).toBe(false);
    expect(isExcluded('main/desktop.test.ts')).toBe(true);
    expect(isExcluded('main/testing/fake-electron.ts')).toBe(true);
  });

  it('is used by the npm scripts', () => {
    expect(pkg.scripts['dist:linux']).toMatch(/electron-builder --linux/);
    expect(pkg.scripts['dist:win']).toMatch(/electron-builder --win/);
    expect(pkg.scripts['dist:mac']).toMatch(/electron-builder --mac/);
    expect(pkg.scripts.desktop).toMatch(/main\/launch\.ts/);
    expect(pkg.scripts['desktop:install']).toMatch(/electron\/install\.js/);
  });
});

describe('icons', () => {
  it('are real images of the sizes their names say', () => {
    const dir = join(ROOT, 'resources', 'icons');
    const names = readdirSync(dir);
    for (const size of [16, 32, 48, 64, 128, 256, 512]) expect(names).toContain(`${size}x${size}.png`);
    for (const n of names) {
      const [w, h] = n.replace('.png', '').split('x').map(Number);
      expect(pngSize(join(dir, n)), n).toEqual({ width: w, height: h });
    }
  });

  it('has a Windows .ico with a 256 px image and a macOS .icns up to 1024 px', () => {
    const ico = readFileSync(join(ROOT, 'resources', 'icon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i) || 256);
    expect(sizes).toContain(256);
    expect(sizes).toContain(16);
    const icns = readFileSync(join(ROOT, 'resources', 'icon.icns'));
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.includes(Buffer.from('ic10'))).toBe(true);
  });
});

describe('afterPack hook', () => {
  it('makes the unpacked ffmpeg/ffprobe runnable by every user, and fails loudly when they are missing', async () => {
    const hook = require('./packaging/after-pack.cjs') as ((ctx: unknown) => Promise<void>) & { makeExecutablesRunnable(dir: string): string[] };
    const res = mkdtempSync(join(tmpdir(), 'glava-pack-'));
    try {
      const ctx = { electronPlatformName: 'linux', appOutDir: res, packager: { getResourcesDir: (d: string) => d } };
      await expect(hook(ctx)).rejects.toThrow(/asarUnpack/);
      const dir = join(res, 'app.asar.unpacked', 'node_modules', '@ffprobe-installer', 'linux-x64');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'ffprobe'), 'binary');
      chmodSync(join(dir, 'ffprobe'), 0o744);
      await hook(ctx);
      expect(statSync(join(dir, 'ffprobe')).mode & 0o777).toBe(0o755);
      await hook({ ...ctx, electronPlatformName: 'win32', appOutDir: join(res, 'none') });
    } finally {
      rmSync(res, { recursive: true, force: true });
    }
  });
});
