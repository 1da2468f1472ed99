// How the shell shows the studio's work outside its page: a tray icon whose tooltip says what is
// in work, the taskbar/dock progress bar (and a badge with the job count on macOS), and OS
// notifications that bring the window forward when clicked.
import { app, Menu, nativeImage, Notification, Tray, type BrowserWindow } from 'electron';
import { t, type Lang } from './i18n.ts';
import type { ProgressSummary } from './job-progress.ts';
import type { Notice } from './notifications.ts';

export interface StatusUiOptions {
  lang: Lang;
  trayIcon: string;
  window: () => BrowserWindow | null;
  show: () => void;
  quit: () => void;
  log: (m: string) => void;
}

export class StatusUi {
  private readonly opts: StatusUiOptions;
  private tray: Tray | null = null;

  constructor(opts: StatusUiOptions) {
    this.opts = opts;
    try {
      const image = nativeImage.createFromPath(opts.trayIcon);
      this.tray = new Tray(image);
      this.tray.setToolTip(t(opts.lang, 'tray.idle'));
      this.tray.setContextMenu(Menu.buildFromTemplate([
        { label: t(opts.lang, 'tray.show'), click: () => opts.show() },
        { type: 'separator' },
        { label: t(opts.lang, 'tray.quit'), click: () => opts.quit() },
      ]));
      this.tray.on('click', () => opts.show());
    } catch (e) {
      // Some Linux desktops have no tray: progress still shows in the taskbar and notifications.
      opts.log(`no tray icon: ${(e as Error).message}`);
      this.tray = null;
    }
  }

  progress(s: ProgressSummary): void {
    this.tray?.setToolTip(s.label);
    const win = this.opts.window();
    if (win && !win.isDestroyed()) win.setProgressBar(s.value, { mode: s.mode });
    if (process.platform === 'darwin') app.dock?.setBadge(s.active ? String(s.active) : '');
  }

  notify(n: Notice): void {
    if (!Notification.isSupported()) return;
    const note = new Notification({ title: n.title, body: n.body, silent: !n.urgent, urgency: n.urgent ? 'critical' : 'normal' });
    note.on('click', () => this.opts.show());
    note.show();
  }

  destroy(): void {
    this.tray?.destroy();
    this.tray = null;
  }
}
