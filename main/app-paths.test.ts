// Paths of the packaged app: executables out of app.asar, data in userData unless GLAVA_DATA says otherwise.
import { join, sep } from 'node:path';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROOT, appPaths, ffmpegEnv, unpackedPath } from './app-paths.ts';

describe('appPaths', () => {
  it('keeps the studio data in userData, or where GLAVA_DATA points', () => {
    const p = appPaths({ packaged: true, resourcesPath: '/opt/Glava/resources', userData: '/home/a/.config/Glava Studio', env: {} }, '/opt/Glava/resources/app.asar');
    expect(p).toMatchObject({
      settingsFile: '/home/a/.config/Glava Studio/settings.json',
      dataDir: '/home/a/.config/Glava Studio/studio',
      resources: '/opt/Glava/resources/resources',
      preload: '/opt/Glava/resources/app.asar/main/preload.cjs',
    });
    expect(appPaths({ packaged: false, resourcesPath: '', userData: '/u', env: { GLAVA_DATA: '/srv/glava' } }).dataDir).toBe('/srv/glava');
  });

  it('points at files that exist in the source tree', () => {
    const p = appPaths({ packaged: false, resourcesPath: '', userData: '/u', env: {} });
    for (const f of [p.preload, p.prefsPreload, p.prefsPage, join(p.resources, 'icons', '512x512.png'), join(p.resources, 'icons', '32x32.png'), join(p.resources, 'icons', '16x16.png'), join(p.docs, 'scripting.md'), join(p.docs, 'desktop.md')]) {
      expect(existsSync(f), f).toBe(true);
    }
  });
});

describe('unpackedPath / ffmpegEnv', () => {
  it('moves paths inside app.asar to app.asar.unpacked, and leaves others alone', () => {
    expect(unpackedPath(['', 'opt', 'G', 'resources', 'app.asar', 'node_modules', 'x', 'ffmpeg'].join(sep))).toBe(['', 'opt', 'G', 'resources', 'app.asar.unpacked', 'node_modules', 'x', 'ffmpeg'].join(sep));
    expect(unpackedPath('/home/a/app.asarx/ffmpeg')).toBe('/home/a/app.asarx/ffmpeg');
  });

  it('sets the bundled ffmpeg/ffprobe only when packaged and not already configured', () => {
    expect(ffmpegEnv({}, false)).toEqual({});
    const env = ffmpegEnv({ FFPROBE_PATH: '/usr/bin/ffprobe' }, true, APP_ROOT);
    expect(env.FFPROBE_PATH).toBeUndefined();
    expect(env.FFMPEG_PATH).toMatch(/@ffmpeg-installer[\\/]linux-x64[\\/]ffmpeg$/);
    expect(existsSync(env.FFMPEG_PATH!)).toBe(true);
  });
});
