'use strict';
// electron-builder afterPack hook. The ffprobe binary comes out of its npm tarball as rwxr--r--
// (executable by its owner only) and npm >= 11.19 no longer runs the packages' chmod scripts, so
// an app installed system-wide (/opt, owned by root) could not start ffprobe for a normal user.
// Every unpacked ffmpeg/ffprobe is made rwxr-xr-x before the installers are built.
const fs = require('node:fs');
const path = require('node:path');

/** chmod 755 on the ffmpeg/ffprobe binaries under `<resources>/app.asar.unpacked`; returns their paths. */
function makeExecutablesRunnable(resourcesDir) {
  const fixed = [];
  for (const scope of ['@ffmpeg-installer', '@ffprobe-installer']) {
    const base = path.join(resourcesDir, 'app.asar.unpacked', 'node_modules', scope);
    if (!fs.existsSync(base)) continue;
    for (const pkg of fs.readdirSync(base)) {
      for (const name of ['ffmpeg', 'ffprobe']) {
        const file = path.join(base, pkg, name);
        if (fs.existsSync(file) && fs.statSync(file).isFile()) {
          fs.chmodSync(file, 0o755);
          fixed.push(file);
        }
      }
    }
  }
  return fixed;
}

module.exports = async function afterPack(context) {
  // Windows has no execute bit (ffmpeg.exe runs as is).
  if (context.electronPlatformName === 'win32') return;
  const resources = context.packager.getResourcesDir(context.appOutDir);
  const fixed = makeExecutablesRunnable(resources);
  if (fixed.length === 0) throw new Error(`No ffmpeg/ffprobe under ${resources}/app.asar.unpacked: check asarUnpack in electron-builder.yml`);
};
module.exports.makeExecutablesRunnable = makeExecutablesRunnable;
