// The `glava` command: users, keys, grants, voices and serve, as a script would drive them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { glava, serve } from '../support/child.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'glava-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('glava CLI', () => {
  it('adds users, keys and grants; serve prints the one line and the key works over HTTP', async () => {
    const u = glava(['users', 'add', '--email', 'ann@example.com', '--name', 'Ann', '--balance', '250', '--data', dataDir]);
    expect(u.status).toBe(0);
    expect(u.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    expect(glava(['users', 'add', '--email', 'ann@example.com', '--data', dataDir]).status).toBe(1);
    const k = glava(['keys', 'add', '--email', 'ann@example.com', '--name', 'script', '--scope', 'voice', '--char-limit', '100', '--rate', '30', '--data', dataDir]);
    expect(k.status).toBe(0);
    const key = k.stdout.trim().split('\n').at(-1)!;
    expect(key).toMatch(/^glv_[0-9A-Za-z]{43}$/);
    expect(glava(['keys', 'add', '--email', 'ann@example.com', '--name', 'x', '--scope', 'admin', '--data', dataDir]).status).toBe(2);
    const g = glava(['grant', '--email', 'ann@example.com', '--chars', '50', '--what', 'Подарок'], { GLAVA_DATA: dataDir });
    expect(g.status).toBe(0);

    const server = await serve(dataDir);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.output().match(/Glava listening on/g)).toHaveLength(1);
      const me = await (await fetch(`${server.url}/api/v1/api/me`, { headers: { 'x-api-key': key } })).json();
      expect(me).toMatchObject({ balance: 300, unlimited: false, key: { scope: 'voice', char_limit: 100, rate_per_minute: 30 } });
      const ledger = (await (await fetch(`${server.url}/api/v1/usage/ledger`, { headers: { "x-api-key": key } })).json()) as { items: Array<{ type: string; what: string }> };
      expect(ledger.items.map((i: { type: string; what: string }) => [i.type, i.what])).toEqual([['grant', 'Подарок'], ['grant', 'Начальный баланс']]);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    // Six processes start one after another; on a busy two-core machine each takes seconds.
  }, 120_000);

  it('lists voices like GET /voices', () => {
    const r = glava(['voices', '--json', '--data', dataDir]);
    expect(r.status).toBe(0);
    const { voices } = JSON.parse(r.stdout);
    expect(voices.filter((v: { language: string }) => v.language === 'ru').length).toBeGreaterThanOrEqual(6);
    expect(voices.filter((v: { language: string }) => v.language === 'en').length).toBeGreaterThanOrEqual(4);
  });

  it('serve on a port already taken says so and what to do, and exits 1', async () => {
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', () => r()));
    const port = (holder.address() as { port: number }).port;
    try {
      const r = glava(['serve', '--port', String(port), '--data', dataDir]);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`port ${port} is already in use`);
      expect(r.stderr).toContain('--port 0');
      expect(r.stderr).not.toMatch(/Cannot read properties|TypeError|at .*\.ts:\d+/);
    } finally {
      await new Promise((r) => holder.close(r));
    }
  }, 60_000);

  it('prints usage for unknown commands and bad flags', () => {
    expect(glava(['frobnicate']).status).toBe(2);
    expect(glava(['grant', '--email', 'x@y', '--chars', 'lots', '--data', dataDir]).status).toBe(2);
  });
});
