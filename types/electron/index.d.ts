// The part of Electron's API the desktop shell (main/) uses, with Electron 41's own signatures.
//
// Why it exists: `electron` is an optional dependency. Its install script downloads the Electron
// binary, and on a machine without internet that fails and npm drops the whole package — types
// included — so `npm test` could not type-check main/ there. tsconfig.json maps `electron` to the
// real package first and to this file only when the package is absent; where Electron is
// installed, main/ is checked against its real types, which keeps this subset honest.
// Keep it a strict subset: names, parameters and results copied from node_modules/electron/electron.d.ts.

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Display {
  id: number;
  workArea: Rectangle;
}

export interface Event {
  preventDefault(): void;
}

export interface WebFrameMain {
  url: string;
}

export interface IpcMainEvent extends Event {
  returnValue: unknown;
  senderFrame: WebFrameMain | null;
  sender: WebContents;
}

export interface IpcMainInvokeEvent extends Event {
  sender: WebContents;
  senderFrame: WebFrameMain | null;
}

export interface HandlerDetails {
  url: string;
}

export type WindowOpenHandlerResponse = { action: 'deny' } | { action: 'allow' };

export interface WebContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: Event, url: string) => void): this;
  on(event: 'will-attach-webview', listener: (event: Event) => void): this;
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void;
  downloadURL(url: string): void;
}

export interface WebPreferences {
  preload?: string;
  contextIsolation?: boolean;
  nodeIntegration?: boolean;
  sandbox?: boolean;
  webSecurity?: boolean;
  allowRunningInsecureContent?: boolean;
  autoplayPolicy?: 'no-user-gesture-required' | 'user-gesture-required' | 'document-user-activation-required';
  spellcheck?: boolean;
}

export interface BrowserWindowConstructorOptions {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  minWidth?: number;
  minHeight?: number;
  show?: boolean;
  title?: string;
  icon?: string;
  backgroundColor?: string;
  parent?: BrowserWindow;
  autoHideMenuBar?: boolean;
  webPreferences?: WebPreferences;
}

export interface ProgressBarOptions {
  mode: 'none' | 'normal' | 'indeterminate' | 'error' | 'paused';
}

export class BrowserWindow {
  constructor(options?: BrowserWindowConstructorOptions);
  readonly webContents: WebContents;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close' | 'closed' | 'ready-to-show', listener: () => void): this;
  once(event: 'ready-to-show' | 'closed', listener: () => void): this;
  loadURL(url: string): Promise<void>;
  loadFile(filePath: string): Promise<void>;
  show(): void;
  close(): void;
  focus(): void;
  restore(): void;
  maximize(): void;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isFocused(): boolean;
  isVisible(): boolean;
  getNormalBounds(): Rectangle;
  setProgressBar(progress: number, options?: ProgressBarOptions): void;
}

export interface MenuItemConstructorOptions {
  type?: 'normal' | 'separator' | 'submenu' | 'checkbox' | 'radio';
  label?: string;
  role?: 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll' | 'reload' | 'forceReload' | 'toggleDevTools' | 'resetZoom' | 'zoomIn'
    | 'zoomOut' | 'togglefullscreen' | 'window' | 'minimize' | 'close' | 'help' | 'about' | 'services' | 'hide' | 'hideOthers' | 'unhide'
    | 'quit' | 'appMenu' | 'fileMenu' | 'editMenu' | 'viewMenu' | 'windowMenu' | 'front' | 'zoom' | 'delete' | 'pasteAndMatchStyle';
  accelerator?: string;
  click?: () => void;
  submenu?: MenuItemConstructorOptions[];
}

export class Menu {
  static buildFromTemplate(template: MenuItemConstructorOptions[]): Menu;
  static setApplicationMenu(menu: Menu | null): void;
}

export interface NativeImage {
  isEmpty(): boolean;
}

export const nativeImage: {
  createFromPath(path: string): NativeImage;
};

export class Tray {
  constructor(image: NativeImage | string);
  setToolTip(toolTip: string): void;
  setContextMenu(menu: Menu | null): void;
  on(event: 'click', listener: () => void): this;
  destroy(): void;
}

export interface NotificationConstructorOptions {
  title?: string;
  body?: string;
  silent?: boolean;
  urgency?: 'normal' | 'critical' | 'low';
}

export class Notification {
  constructor(options?: NotificationConstructorOptions);
  static isSupported(): boolean;
  on(event: 'click', listener: () => void): this;
  show(): void;
}

export interface Dock {
  setBadge(text: string): void;
}

type PathName = 'home' | 'appData' | 'userData' | 'sessionData' | 'temp' | 'exe' | 'module' | 'desktop' | 'documents' | 'downloads'
  | 'music' | 'pictures' | 'videos' | 'recent' | 'logs' | 'crashDumps';

export interface App {
  readonly isPackaged: boolean;
  readonly dock: Dock | undefined;
  getVersion(): string;
  getLocale(): string;
  setName(name: string): void;
  getPath(name: PathName): string;
  setPath(name: string, path: string): void;
  requestSingleInstanceLock(): boolean;
  whenReady(): Promise<void>;
  quit(): void;
  exit(exitCode?: number): void;
  on(event: 'second-instance', listener: (event: Event, argv: string[], workingDirectory: string) => void): this;
  on(event: 'open-file', listener: (event: Event, path: string) => void): this;
  on(event: 'before-quit', listener: (event: Event) => void): this;
  on(event: 'window-all-closed' | 'activate', listener: () => void): this;
}

export const app: App;

export interface OpenDialogOptions {
  title?: string;
  properties?: Array<'openFile' | 'openDirectory' | 'multiSelections' | 'showHiddenFiles'>;
  filters?: Array<{ name: string; extensions: string[] }>;
}

export interface MessageBoxOptions {
  message: string;
  type?: 'none' | 'info' | 'error' | 'question' | 'warning';
  detail?: string;
}

export const dialog: {
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number; checkboxChecked: boolean }>;
  showErrorBox(title: string, content: string): void;
};

export const ipcMain: {
  on(channel: string, listener: (event: IpcMainEvent, ...args: any[]) => void): unknown; // eslint-disable-line @typescript-eslint/no-explicit-any -- Electron's own signature
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: any[]) => Promise<unknown> | unknown): void; // eslint-disable-line @typescript-eslint/no-explicit-any -- Electron's own signature
};

export const shell: {
  openExternal(url: string): Promise<void>;
  openPath(path: string): Promise<string>;
};

export const clipboard: {
  writeText(text: string): void;
};

export const screen: {
  getAllDisplays(): Display[];
  getPrimaryDisplay(): Display;
};

export interface Session {
  setPermissionRequestHandler(handler: ((webContents: WebContents, permission: string, callback: (permissionGranted: boolean) => void) => void) | null): void;
  setPermissionCheckHandler(handler: ((webContents: WebContents | null, permission: string) => boolean) | null): void;
}

export const session: {
  readonly defaultSession: Session;
};

declare global {
  namespace NodeJS {
    interface Process {
      /** Electron: the path to the resources directory. */
      readonly resourcesPath: string;
    }
  }
}
