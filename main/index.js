// Electron's entry point: package.json "main" of the packaged app, `electron main/index.js` in
// development (npm run desktop). Electron 41 embeds Node 24, which strips TypeScript types by
// itself, so the shell and the studio server run from their .ts sources exactly as `glava serve`
// does — no bundling step. The import is dynamic only to turn a missing feature into a clear error;
// Electron waits for this module (and so for desktop.ts's setup) before it emits `ready`.
if (!process.versions.electron) {
  console.error('This is the desktop app\'s entry: start it with "npm run desktop" (or use "glava serve").');
  process.exit(1);
}
try {
  await import('./desktop.ts');
} catch (e) {
  const code = e && typeof e === 'object' && 'code' in e ? e.code : '';
  console.error(code === 'ERR_UNKNOWN_FILE_EXTENSION'
    ? `Glava Studio needs an Electron whose Node strips TypeScript types (Electron 41+; this one has Node ${process.versions.node}).`
    : e);
  process.exit(1);
}
