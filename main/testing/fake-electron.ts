// A stand-in for the parts of `electron` the shell uses, recording what the shell asks of it, so
// the real wiring (desktop.ts) can run under Node against a real studio in tests. Electron itself
// cannot run on the build machine.
import { EventEmitter } from 'node:events';

type Fn = (...args: never[]) => unknown;

export const calls = {
  loadURL: [] as string[],
  loadFile: [] as string[],
  windows: [] as FakeWindow[],
  menus: [] as unknown[],
  notifications: [] as { title: string; body: string }[],
  tooltips: [] as string[],
  progress: [] as { value: number; mode?: string }[],
  opened: [] as string[],
  external: [] as string[],
  messages: [] as { message: string; detail?: string }[],
  errors: [] as { title: string; content: string }[],
  clipboard: [] as string[],
  exitCode: null as number | null,
  quitted: false,
};

export const ipcListeners = new Map<string, Fn>();
export const ipcHandlers = new Map<string, Fn>();

let resolveReady!: () => void;
const ready = new Promise<void>((r) => {
  resolveReady = r;
});

class FakeApp extends EventEmitter {
  isPackaged = false;
  private paths = new Map<string, string>();
  getVersion = () => '0.1.0-test';
  setName = (_n: string) => undefined;
  setPath = (name: string, value: string) => void this.paths.set(name, value);
  getPath = (name: string) => this.paths.get(name) ?? `/tmp/fake-${name}`;
  getLocale = () => 'ru-RU';
  requestSingleInstanceLock = () => true;
  whenReady = () => ready;
  dock = { setBadge: (_b: string) => undefined };
  quit = () => {
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => { prevented = true; } });
    if (!prevented) calls.quitted = true;
  };
  exit = (code = 0) => {
    calls.exitCode = code;
  };
}

export const app = new FakeApp();
export const fireReady = () => resolveReady();

class FakeContents extends EventEmitter {
  windowOpenHandler: ((d: { url: string }) => unknown) | null = null;
  downloads: string[] = [];
  setWindowOpenHandler(fn: (d: { url: string }) => unknown) {
    this.windowOpenHandler = fn;
  }
  downloadURL(url: string) {
    this.downloads.push(url);
  }
}

export class FakeWindow extends EventEmitter {
  readonly options: Record<string, unknown>;
  readonly webContents = new FakeContents();
  private destroyed = false;
  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    calls.windows.push(this);
  }
  async loadURL(url: string) {
    calls.loadURL.push(url);
    this.emit('ready-to-show');
  }
  async loadFile(path: string) {
    calls.loadFile.push(path);
  }
  isDestroyed = () => this.destroyed;
  isMinimized = () => false;
  isFullScreen = () => false;
  isMaximized = () => false;
  isVisible = () => true;
  isFocused = () => false;
  getNormalBounds = () => ({ x: 10, y: 20, width: this.options.width as number, height: this.options.height as number });
  maximize = () => undefined;
  restore = () => undefined;
  show = () => undefined;
  focus = () => undefined;
  setProgressBar = (value: number, o?: { mode?: string }) => void calls.progress.push({ value, mode: o?.mode });
  close = () => {
    this.emit('close');
    this.destroyed = true;
    this.emit('closed');
  };
}

export const BrowserWindow = FakeWindow;

export const screen = {
  getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1050 } }],
  getPrimaryDisplay: () => ({ id: 1 }),
};

export const session = { defaultSession: { setPermissionRequestHandler: () => undefined, setPermissionCheckHandler: () => undefined } };
export const ipcMain = {
  on: (channel: string, fn: Fn) => void ipcListeners.set(channel, fn),
  handle: (channel: string, fn: Fn) => void ipcHandlers.set(channel, fn),
};
export const Menu = {
  buildFromTemplate: (template: unknown) => ({ template }),
  setApplicationMenu: (menu: unknown) => void calls.menus.push(menu),
};
export const shell = {
  openPath: async (p: string) => {
    calls.opened.push(p);
    return '';
  },
  openExternal: async (u: string) => void calls.external.push(u),
};
export const dialog = {
  showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
  showMessageBox: async (o: { message: string; detail?: string }) => {
    calls.messages.push(o);
    return { response: 0 };
  },
  showErrorBox: (title: string, content: string) => void calls.errors.push({ title, content }),
};
export const clipboard = { writeText: (t: string) => void calls.clipboard.push(t) };
export const nativeImage = { createFromPath: (p: string) => ({ path: p }) };

export class Tray extends EventEmitter {
  setToolTip = (t: string) => void calls.tooltips.push(t);
  setContextMenu = () => undefined;
  destroy = () => undefined;
}

export class Notification extends EventEmitter {
  static isSupported = () => true;
  private readonly o: { title: string; body: string };
  constructor(o: { title: string; body: string }) {
    super();
    this.o = o;
  }
  show() {
    calls.notifications.push({ title: this.o.title, body: this.o.body });
  }
}
