'use strict';
// The Preferences window's preload: five calls to main, each answered only for this window.
const { contextBridge, ipcRenderer } = require('electron');

contextBridge.exposeInMainWorld('glavaPrefs', Object.freeze({
  load: () => ipcRenderer.invoke('prefs:load'),
  save: (form) => ipcRenderer.invoke('prefs:save', form),
  createKey: (request) => ipcRenderer.invoke('prefs:create-key', request),
  copy: (text) => ipcRenderer.invoke('prefs:copy', String(text)),
  openData: () => ipcRenderer.invoke('prefs:open-data'),
}));
