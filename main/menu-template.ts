// The application menu as plain data: labels in the person's language, shortcuts, standard
// roles, and action ids the Electron wiring maps to handlers (so this file needs no electron).
import { t, type Lang } from './i18n.ts';

export type MenuAction = 'open-book' | 'preferences' | 'about' | 'open-data-folder' | 'help-scripting' | 'help-desktop' | 'help-api' | 'quit';

/** Electron's built-in roles used here (a subset of Electron's MenuItem role union). */
export type MenuRole =
  | 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll' | 'reload' | 'forceReload' | 'toggleDevTools'
  | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen' | 'minimize' | 'zoom' | 'close' | 'front'
  | 'hide' | 'hideOthers' | 'unhide' | 'services' | 'quit';

export interface MenuItemSpec {
  label?: string;
  action?: MenuAction;
  role?: MenuRole;
  accelerator?: string;
  separator?: true;
  submenu?: MenuItemSpec[];
}

const SEP: MenuItemSpec = { separator: true };

export function menuTemplate(lang: Lang, platform: NodeJS.Platform, appName = 'Glava Studio'): MenuItemSpec[] {
  const mac = platform === 'darwin';
  const prefs: MenuItemSpec = { label: t(lang, 'menu.preferences'), action: 'preferences', accelerator: 'CmdOrCtrl+,' };
  const about: MenuItemSpec = { label: t(lang, 'menu.about'), action: 'about' };
  const file: MenuItemSpec = {
    label: t(lang, 'menu.file'),
    submenu: [
      { label: t(lang, 'menu.open'), action: 'open-book', accelerator: 'CmdOrCtrl+O' },
      { label: t(lang, 'menu.dataFolder'), action: 'open-data-folder' },
      // On macOS Preferences and Quit live in the app menu.
      ...(mac ? [] : [SEP, prefs, SEP, { label: t(lang, 'menu.quit'), action: 'quit' as const, accelerator: 'CmdOrCtrl+Q' }]),
    ],
  };
  const edit: MenuItemSpec = {
    label: t(lang, 'menu.edit'),
    submenu: [{ role: 'undo' }, { role: 'redo' }, SEP, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  const view: MenuItemSpec = {
    label: t(lang, 'menu.view'),
    submenu: [{ role: 'reload' }, { role: 'toggleDevTools' }, SEP, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, SEP, { role: 'togglefullscreen' }],
  };
  const windowMenu: MenuItemSpec = {
    label: t(lang, 'menu.window'),
    submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, SEP, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }],
  };
  const help: MenuItemSpec = {
    label: t(lang, 'menu.help'),
    submenu: [
      { label: t(lang, 'menu.scripting'), action: 'help-scripting' },
      { label: t(lang, 'menu.apiDocs'), action: 'help-api' },
      { label: t(lang, 'menu.desktopGuide'), action: 'help-desktop' },
      ...(mac ? [] : [SEP, about]),
    ],
  };
  const appMenu: MenuItemSpec = {
    label: appName,
    submenu: [about, SEP, prefs, SEP, { role: 'services' }, SEP, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, SEP, { role: 'quit' }],
  };
  return mac ? [appMenu, file, edit, view, windowMenu, help] : [file, edit, view, windowMenu, help];
}

/** Every action reachable from the menu (tests check each has a handler). */
export function menuActions(items: MenuItemSpec[]): MenuAction[] {
  return items.flatMap((i) => [...(i.action ? [i.action] : []), ...menuActions(i.submenu ?? [])]);
}
