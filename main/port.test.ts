// The port choice with real sockets: a busy configured port still lets the studio open.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort, isPortFree } from './port.ts';

const servers: Server[] = [];
async function occupy(): Promise<number> {
  const s = createServer();
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  return (s.address() as { port: number }).port;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('choosePort', () => {
  it('sees a port held by another program as busy, and free once released', async () => {
    const port = await occupy();
    expect(await isPortFree(port)).toBe(false);
    await new Promise((r) => servers.pop()!.close(r));
    expect(await isPortFree(port)).toBe(true);
  });

  it('uses a free configured port as is', async () => {
    const port = await occupy();
    await new Promise((r) => servers.pop()!.close(r));
    expect(await choosePort(port)).toEqual({ port, wanted: port, note: null });
  });

  it('falls back to a free port with a note when the configured port is busy', async () => {
    const port = await occupy();
    const c = await choosePort(port);
    expect(c.port).toBe(0);
    expect(c.wanted).toBe(port);
    expect(c.note).toMatch(new RegExp(`Port ${port} chosen in Preferences is in use`));
  });

  it('prefers 7433 without a setting, and says so when it is taken', async () => {
    const free = await choosePort(null, '127.0.0.1', async () => true);
    expect(free).toEqual({ port: 7433, wanted: 7433, note: null });
    const taken = await choosePort(null, '127.0.0.1', async () => false);
    expect(taken.port).toBe(0);
    expect(taken.note).toMatch(/7433 is in use/);
  });
});
