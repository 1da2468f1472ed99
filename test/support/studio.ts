// A real studio on a temp data folder and a free loopback port, for HTTP tests: the same
// startServer the CLI and the desktop app use, with every response checked against its schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/server.ts';
import { createUser } from '../../server/services/accounts.service.ts';
import { createApiKey } from '../../server/services/keys.service.ts';
import { OWNER_EMAIL } from '../../server/services/accounts.service.ts';
import { getUserByEmail } from '../../server/storage/repositories/users.repo.ts';
import type { Scope } from '../../server/contract/enums.ts';

export interface Reply<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any -- test replies are inspected field by field
  status: number;
  body: T;
  headers: Headers;
  raw: Buffer;
}

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestStudio {
  url: string;
  api: string;
  dataDir: string;
  server: RunningServer;
  /** A full-scope key of the unlimited owner. */
  ownerKey: string;
  call<T = any>(method: string, path: string, opts?: CallOptions): Promise<Reply<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  addUser(email: string, opts?: { balance?: number; unlimited?: boolean }): string;
  addKey(email: string, scope: Scope, opts?: { charLimit?: number; rate?: number }): string;
  close(): Promise<void>;
}

export async function startStudio(opts: { env?: Record<string, string>; workers?: number; dataDir?: string } = {}): Promise<TestStudio> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'glava-test-'));
  const server = await startServer({
    dataDir, port: 0, workers: opts.workers ?? 2, validateResponses: true, rendererDir: null,
    env: { ...process.env, ...opts.env }, log: (m) => process.stderr.write(`[studio] ${m}\n`),
  });
  const db = server.studio.app.db;
  const keyFor = (email: string, scope: Scope, o: { charLimit?: number; rate?: number } = {}) => {
    const user = getUserByEmail(db, email);
    if (!user) throw new Error(`no user ${email}`);
    return createApiKey({ db }, { userId: user.id, name: `test ${scope}`, scope, charLimit: o.charLimit ?? null, ratePerMinute: o.rate }).secret;
  };
  const ownerKey = keyFor(OWNER_EMAIL, 'full');
  const studio: TestStudio = {
    url: server.url,
    api: `${server.url}/api/v1`,
    dataDir,
    server,
    ownerKey,
    async call(method, path, o = {}) {
      const url = path.startsWith('http') ? path : path.startsWith('/api/') || path.startsWith('/files/') ? server.url + path : `${server.url}/api/v1${path}`;
      const headers: Record<string, string> = { ...o.headers };
      const key = o.key === undefined ? ownerKey : o.key;
      if (key) headers['x-api-key'] = key;
      let body: string | Buffer | undefined;
      if (o.rawBody !== undefined) body = o.rawBody;
      else if (o.body !== undefined) {
        body = JSON.stringify(o.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(url, { method, headers, body });
      const raw = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? '';
      const parsed: unknown = type.includes('json') && raw.length ? JSON.parse(raw.toString('utf8')) : raw.toString('utf8');
      return { status: res.status, body: parsed as never, headers: res.headers, raw };
    },
    addUser(email, o = {}) {
      return createUser({ db }, { email, balance: o.balance, unlimited: o.unlimited }).id;
    },
    addKey: keyFor,
    async close() {
      await server.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return studio;
}

/** A short Russian book with dialogue, two chapters and clear speakers. */
export const SAMPLE_BOOK = `Глава 1. Встреча

Иван вошёл в комнату. Было тихо.

— Привет, — сказал Иван. — Как дела?

— Хорошо, — ответила Мария. — А у тебя?

Иван улыбнулся и сел у окна.

Глава 2. Дорога

Утром они вышли в путь. Дорога была длинной.

— Далеко ещё? — спросила Мария.

— Нет, уже близко, — ответил Иван.
`;

export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, stepMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error('waitFor timed out');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
