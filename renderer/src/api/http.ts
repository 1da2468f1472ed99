// The one place the studio speaks HTTP: base addresses, the session header, JSON in and out, and
// errors turned into ApiError with the server's `detail` (never a bare status for the user).

export interface Endpoint {
  /** `{site}/api/v1` */
  apiBase: string;
  /** `{site}` (the cabinet lives at `{site}/api/cabinet`). */
  site: string;
}

export interface ClientConfig extends Endpoint {
  key: string | null;
  /** Called once per 401 so the session store can show the sign-in screen. */
  onUnauthorized?: () => void;
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

export type ErrorDetail = string | Record<string, unknown> | unknown[];

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: ErrorDetail;

  constructor(status: number, code: string, detail: ErrorDetail) {
    super(describeDetail(status, detail));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

/** A sentence for the user out of any `detail` shape (string, problem list, duplicate object). */
export function describeDetail(status: number, detail: ErrorDetail): string {
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const parts = detail.map((p) => (p && typeof p === 'object' && 'message' in p ? String((p as { message: unknown }).message) : String(p)));
    return parts.join('; ');
  }
  if (detail && typeof detail === 'object') {
    if ('message' in detail) return String(detail.message);
  }
  return `HTTP ${status}`;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send without the session (the login exchange). */
  anonymous?: boolean;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = path.startsWith('/api/cabinet') || path.startsWith('/api/me') ? config.site : config.apiBase;
  const url = new URL(base + path, globalThis.location?.href);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

export function authHeaders(): Record<string, string> {
  return config.key ? { 'x-api-key': config.key } : {};
}

async function errorFrom(res: Response): Promise<ApiError> {
  let code = 'http';
  let detail: ErrorDetail = `HTTP ${res.status}`;
  try {
    const body = (await res.json()) as { code?: unknown; detail?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (body.detail !== undefined) detail = body.detail as ErrorDetail;
  } catch {
    // Not JSON (a proxy page?): keep the status line.
  }
  return new ApiError(res.status, code, detail);
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...(opts.anonymous ? {} : authHeaders()), ...opts.headers };
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(buildUrl(path, opts.query), { method, headers, body, signal: opts.signal });
  if (!res.ok) {
    const err = await errorFrom(res);
    if (res.status === 401 && !opts.anonymous) config.onUnauthorized?.();
    throw err;
  }
  // An empty success (204) is a valid answer too.
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A binary answer (the WAV of /tts) as a blob URL the page may play under its CSP. */
export async function requestBlob(method: string, path: string, body: unknown): Promise<string> {
  const res = await fetch(buildUrl(path), {
    method,
    headers: { ...authHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await errorFrom(res);
  return URL.createObjectURL(await res.blob());
}
