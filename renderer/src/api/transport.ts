// The one place the studio speaks HTTP: the generated client (client/api.gen.ts) hands every call
// here as a RequestSpec. This adds what the page needs around it: base addresses (the page's own
// origin, or the one the desktop shell handed over), the session header, the studio's language, and a 401 turned into
// "the session is gone" once. Errors are the script client's GlavaApiError (status, code, the
// server's `detail`); components/error-text.ts turns them into a sentence for the user.
import { toError, type RequestOptions, type RequestSpec, type Transport } from '../../../client/transport.ts';

export interface Endpoint {
  /** `{site}/api/v1` */
  apiBase: string;
  /** `{site}`: the generated paths start at the site root (`/api/v1/…`, `/api/cabinet/…`). */
  site: string;
}

export interface ClientConfig extends Endpoint {
  key: string | null;
  /** Called on a 401 so the session store can show the sign-in screen. */
  onUnauthorized?: () => void;
  /** Tests pass a fake; the page uses the browser's fetch. */
  fetch?: typeof fetch;
  /** The studio's language, asked of the server (Accept-Language) so its notes come in it, not the browser's. */
  language?: () => string;
}

let config: ClientConfig = { apiBase: '/api/v1', site: '', key: null };

export function configureClient(next: Partial<ClientConfig>): void {
  config = { ...config, ...next };
}

export function clientConfig(): Readonly<ClientConfig> {
  return config;
}

/** The address the studio was opened from, or the one the desktop shell handed over. */
export function resolveEndpoint(handed: string | undefined, origin: string): Endpoint {
  const apiBase = (handed ?? `${origin}/api/v1`).replace(/\/+$/, '');
  const site = apiBase.replace(/\/api\/v1$/, '');
  return { apiBase, site };
}

/** A site path (`/api/v1/books`) as an absolute URL with its query string. */
export function urlOf(path: string, query?: Record<string, unknown>): string {
  const url = new URL(config.site + path, globalThis.location?.href);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

export function authHeaders(): Record<string, string> {
  return config.key ? { 'x-api-key': config.key } : {};
}

function formData(fields: Record<string, unknown>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (v instanceof Blob) f.append(k, v, (v as Blob & { name?: string }).name ?? k);
    else f.append(k, String(v));
  }
  return f;
}

async function read(res: Response, spec: RequestSpec): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (spec.expect === 'raw' || (spec.expect === 'json-or-raw' && !type.includes('application/json'))) return res;
  // An empty success (204) is a valid answer too.
  const text = await res.text();
  if (spec.expect === 'none' || !text) return undefined;
  return JSON.parse(text);
}

export class StudioTransport implements Transport {
  /** The sign-in exchange goes without the session header. */
  private readonly anonymous: boolean;

  constructor(opts: { anonymous?: boolean } = {}) {
    this.anonymous = opts.anonymous ?? false;
  }

  async request<T>(spec: RequestSpec, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...(this.anonymous ? {} : authHeaders()), ...options.headers };
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const language = config.language?.();
    if (language && !headers['accept-language']) headers['accept-language'] = language;
    let body: string | FormData | undefined;
    if (spec.json !== undefined) {
      body = JSON.stringify(spec.json);
      headers['content-type'] = 'application/json';
    } else if (spec.form) {
      body = formData(spec.form);
    }
    const fetchFn = config.fetch ?? globalThis.fetch.bind(globalThis);
    const res = await fetchFn(urlOf(spec.path, spec.query), { method: spec.method, headers, body, signal: options.signal, cache: 'no-store' });
    if (!res.ok) {
      const err = await toError(res, `${spec.method} ${spec.path}`);
      if (res.status === 401 && !this.anonymous) config.onUnauthorized?.();
      throw err;
    }
    return (await read(res, spec)) as T;
  }
}
