// Which loopback port the desktop studio serves on. Scripts expect a stable address, so the
// configured port (or 7433) is preferred; when something else holds it the studio still opens on
// a free port and says so, instead of refusing to start.
import { createServer } from 'node:net';

export const DEFAULT_DESKTOP_PORT = 7433;

/** Whether `port` can be bound on `host` right now (a brief listen, then close). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    // exclusive: a port shared by a cluster elsewhere is still "taken" for us.
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export interface PortChoice {
  /** The port to pass to startServer; 0 lets the OS pick a free one. */
  port: number;
  /** The port the person asked for (or the default), for messages. */
  wanted: number;
  /** Why the wanted port is not used; null when it is. */
  note: string | null;
}

/** The configured port when free, else the default when free, else any free port (0). */
export async function choosePort(configured: number | null, host = '127.0.0.1', isFree = isPortFree): Promise<PortChoice> {
  const wanted = configured ?? DEFAULT_DESKTOP_PORT;
  if (await isFree(wanted, host)) return { port: wanted, wanted, note: null };
  const why = configured === null
    ? `Port ${wanted} is in use (perhaps "glava serve" is running); the studio uses a free port this time.`
    : `Port ${wanted} chosen in Preferences is in use by another program; the studio uses a free port this time.`;
  return { port: 0, wanted, note: why };
}
