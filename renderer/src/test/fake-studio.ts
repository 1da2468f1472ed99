// The studio's HTTP side for renderer unit tests: answers by "METHOD /path" (query strings are
// recorded but not matched), records every request, and can hold an answer back until the test
// releases it (to order answers by hand). The real server is exercised by e2e/; these tests are
// about what the studio UI does with answers and events.
import { configureClient } from '../api/transport.ts';

export interface Seen {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status?: number; json?: unknown; text?: string; contentType?: string };
export type Handler = (req: Seen) => Answer | Promise<Answer>;

export interface FakeStudio {
  requests: Seen[];
  on(route: string, handler: Handler | Answer): void;
  /** Requests of one route ("GET /api/v1/books/b1"). */
  calls(route: string): Seen[];
  /** The next answers of `route` wait until release() is called (in order). */
  hold(route: string): { release(): void };
}

export function fakeStudio(opts: { key?: string | null; onUnauthorized?: () => void } = {}): FakeStudio {
  const routes = new Map<string, Handler>();
  const held = new Map<string, Array<() => void>>();
  const requests: Seen[] = [];
  const fake: FakeStudio = {
    requests,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    hold(route) {
      const gates: Array<() => void> = [];
      held.set(route, gates);
      const open = new Promise<void>((resolve) => gates.push(resolve));
      const original = routes.get(route);
      routes.set(route, async (req) => {
        await open;
        return original ? original(req) : { status: 404 };
      });
      return { release: () => gates.shift()?.() };
    },
  };
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : init.body ?? undefined;
    const seen: Seen = { method: init.method ?? 'GET', path: url.pathname, query: url.search, headers, body };
    requests.push(seen);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const handler = routes.get(`${seen.method} ${seen.path}`);
    const answer = handler ? await handler(seen) : { status: 404, json: { detail: `no route ${seen.method} ${seen.path}`, code: 'not_found' } };
    const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return new Response(text || null, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.contentType ?? 'application/json' },
    });
  };
  configureClient({ site: 'http://studio.test', apiBase: 'http://studio.test/api/v1', key: opts.key === undefined ? 'gls_test' : opts.key, onUnauthorized: opts.onUnauthorized, fetch });
  return fake;
}

/** Lets pending promises and TanStack's notifications (setTimeout 0) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}
