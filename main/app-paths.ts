// Where things are for the desktop app, in development (the repo) and packaged (app.asar next to
// app.asar.unpacked and the extra resources). Kept free of electron so it can be tested.
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's root: the repo in development, `…/resources/app.asar` when packaged. */
export const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface PathsInput {
  packaged: boolean;
  /** Electron's process.resourcesPath (packaged only). */
  resourcesPath: string;
  /** app.getPath('userData'). */
  userData: string;
  env: NodeJS.ProcessEnv;
}

export interface AppPaths {
  settingsFile: string;
  /** The studio's data folder (glava.db, audio, exports, models). */
  dataDir: string;
  /** Icons and other extra resources. */
  resources: string;
  preload: string;
  prefsPreload: string;
  prefsPage: string;
  docs: string;
}

export function appPaths(input: PathsInput, root = APP_ROOT): AppPaths {
  return {
    settingsFile: join(input.userData, 'settings.json'),
    // GLAVA_DATA wins, as for `glava serve`, so one data folder can serve both.
    dataDir: input.env.GLAVA_DATA ? resolve(input.env.GLAVA_DATA) : join(input.userData, 'studio'),
    resources: input.packaged ? join(input.resourcesPath, 'resources') : join(root, 'resources'),
    preload: join(root, 'main', 'preload.cjs'),
    prefsPreload: join(root, 'main', 'ui', 'preferences-preload.cjs'),
    prefsPage: join(root, 'main', 'ui', 'preferences.html'),
    docs: join(root, 'docs'),
  };
}

/**
 * A path inside app.asar as the OS sees it: executables (ffmpeg) cannot run from inside the
 * archive, so electron-builder unpacks them next to it (asarUnpack) and this points there.
 */
export function unpackedPath(p: string): string {
  return p.replace(`${sep}app.asar${sep}`, `${sep}app.asar.unpacked${sep}`);
}

/**
 * FFMPEG_PATH / FFPROBE_PATH for the server when packaged: the binaries of the @ffmpeg-installer
 * packages, unpacked. The server would otherwise find the path inside app.asar and fail to spawn.
 * Values already in the environment (a faster system ffmpeg) are kept.
 */
export function ffmpegEnv(env: NodeJS.ProcessEnv, packaged: boolean, root = APP_ROOT): NodeJS.ProcessEnv {
  if (!packaged) return {};
  const require = createRequire(join(root, 'package.json'));
  const out: NodeJS.ProcessEnv = {};
  for (const [name, pkg] of [['FFMPEG_PATH', '@ffmpeg-installer/ffmpeg'], ['FFPROBE_PATH', '@ffprobe-installer/ffprobe']] as const) {
    if (env[name]) continue;
    try {
      out[name] = unpackedPath((require(pkg) as { path: string }).path);
    } catch {
      // No binary for this platform in the package: the server falls back to PATH and says so.
    }
  }
  return out;
}
