// The studio server inside the desktop app: start it on the chosen port with the desktop's
// settings, hand out a local session for the window, restart it when Preferences change what the
// server reads at start, and stop it cleanly (jobs in flight resume next start, decisions §8).
//
// It runs in the Electron main process itself, not in a utility process: synthesis, analysis and
// encoding already run in worker threads and child processes, SQLite statements are short, and
// the window's page lives in its own renderer process, so nothing heavy blocks the UI. In-process,
// the session is created with a direct call and shutdown is one ordered await — no second
// process to supervise, restart or lose messages to.
import { createDesktopSession, startServer, type DesktopSession, type RunningServer } from '../server/desktop.ts';
import { choosePort } from './port.ts';
import type { Settings } from './settings.ts';

export interface HostOptions {
  dataDir: string;
  /** The built studio UI; undefined = the server's default (renderer/dist next to server/). */
  rendererDir?: string | null;
  log: (m: string) => void;
  /** The environment the server sees (GLAVA_MODELS_DIR is set from the settings). */
  env?: NodeJS.ProcessEnv;
}

export interface RunningStudio {
  /** `http://127.0.0.1:PORT` — the studio page and the site root of the API. */
  siteUrl: string;
  /** `http://127.0.0.1:PORT/api/v1` — what scripts use. */
  apiBase: string;
  port: number;
  /** The desktop's own cabinet session (full scope, owner): for the window and for main's calls. */
  session: string;
  /** Why the preferred port was not used, when it was not. */
  portNote: string | null;
  server: RunningServer;
}

export type HostState = 'stopped' | 'starting' | 'running' | 'stopping';

export class StudioHost {
  private readonly opts: HostOptions;
  private current: RunningStudio | null = null;
  private session: DesktopSession | null = null;
  private pending: Promise<unknown> = Promise.resolve();
  state: HostState = 'stopped';

  constructor(opts: HostOptions) {
    this.opts = opts;
  }

  get running(): RunningStudio | null {
    return this.current;
  }

  /** Starts the studio (stopping a running one first). Calls are serialised: never two servers at once. */
  start(settings: Settings): Promise<RunningStudio> {
    const run = this.pending.then(async () => {
      await this.stopNow();
      return this.startNow(settings);
    });
    this.pending = run.catch(() => undefined);
    return run;
  }

  /** Stops the studio; safe to call when stopped or while stopping. */
  stop(): Promise<void> {
    const run = this.pending.then(() => this.stopNow());
    this.pending = run.catch(() => undefined);
    return run;
  }

  private async startNow(settings: Settings): Promise<RunningStudio> {
    this.state = 'starting';
    try {
      const choice = await choosePort(settings.port);
      if (choice.note) this.opts.log(choice.note);
      const env: NodeJS.ProcessEnv = { ...(this.opts.env ?? process.env) };
      if (settings.modelsDir) env.GLAVA_MODELS_DIR = settings.modelsDir;
      const server = await startServer({
        dataDir: this.opts.dataDir,
        port: choice.port,
        host: '127.0.0.1',
        workers: settings.workers ?? undefined,
        rendererDir: this.opts.rendererDir,
        env,
        log: this.opts.log,
      });
      this.session = createDesktopSession(server);
      this.current = {
        siteUrl: server.url,
        apiBase: `${server.url}/api/v1`,
        port: server.port,
        session: this.session.secret,
        portNote: choice.note,
        server,
      };
      this.state = 'running';
      return this.current;
    } catch (e) {
      this.state = 'stopped';
      throw e;
    }
  }

  private async stopNow(): Promise<void> {
    const cur = this.current;
    if (!cur) return;
    this.state = 'stopping';
    try {
      // The window's session ends with the app: a copied session secret is useless afterwards.
      this.session?.revoke();
    } catch (e) {
      this.opts.log(`could not revoke the desktop session: ${(e as Error).message}`);
    }
    this.session = null;
    this.current = null;
    try {
      await cur.server.close();
    } finally {
      this.state = 'stopped';
    }
  }
}
