'use strict';
// The studio page's preload (sandboxed renderer: CommonJS, only `electron` can be required).
// It asks main once, synchronously, for the page's local session and the API address, and
// exposes exactly those as a read-only `window.glava`. Main answers only the studio's own origin;
// nothing else (no Node, no IPC handle) reaches the page.
const { contextBridge, ipcRenderer } = require('electron');

const info = ipcRenderer.sendSync('glava:boot');
if (info && typeof info === 'object' && typeof info.session === 'string') {
  contextBridge.exposeInMainWorld('glava', Object.freeze({
    session: info.session,
    apiBase: String(info.apiBase),
    siteUrl: String(info.siteUrl),
    version: String(info.version),
    platform: String(info.platform),
    desktop: true,
  }));
}
