// startServer: the studio on a loopback port — the CLI, the tests and the Electron main process
// all start it through here.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { buildConfig, type ConfigInput } from './config.ts';
import { createStudio, type Studio } from './bootstrap.ts';

export interface StartOptions extends ConfigInput {
  port: number;
  log?: (m: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  studio: Studio;
  /** The link that opens the studio UI already signed in (decisions: the cabinet session). */
  studioLink: string;
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const log = opts.log ?? ((m: string) => console.error(m));
  const config = buildConfig(opts);
  const studio = await createStudio(config, log);
  const app = createApp(studio.app, log);
  let server: Server;
  try {
    server = await new Promise((resolve, reject) => {
      // Express 5 calls back on a failed listen too (a busy port), with the error.
      const s = app.listen(opts.port, config.host, (err?: Error) => (err ? reject(err) : resolve(s)));
      s.once('error', reject);
    });
  } catch (err) {
    // A busy port must not leave the database open and the workers running.
    await studio.close();
    throw err;
  }
  // Long synthesis and big uploads must not be cut by Node's default request timeout.
  server.requestTimeout = 0;
  server.headersTimeout = 66_000;
  // Clients (undici's fetch, scripts) reuse idle sockets; Node's 5 s keep-alive closes them under
  // a client that polls slowly, and a request written as the socket closes fails with ECONNRESET.
  // Closing the studio drops every connection, so a long keep-alive holds nothing up.
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${hostForUrl}:${port}`;
  studio.setSiteUrl(url);
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    studio,
    studioLink: `${url}/#login=${studio.app.site.loginToken}`,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await studio.close();
      })();
      return closing;
    },
  };
}
