// The HTTP side of the generated client: the key header, JSON and multipart bodies, query
// strings, errors as typed exceptions, and a polite retry when the key's rate limit answers 429.
// Only `fetch` is used, so it works in Node ≥ 18 and in browsers alike.

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`: a retried POST with the same key is answered once. */
  idempotencyKey?: string;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  json?: unknown;
  form?: Record<string, unknown>;
  expect: 'json' | 'raw' | 'json-or-raw' | 'none';
}

export interface Transport {
  request<T>(spec: RequestSpec, options?: RequestOptions): Promise<T>;
}

/** An error answer of the API: `{detail, code}` with its HTTP status. */
export class GlavaApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A sentence, or an object (the upload duplicate: `{duplicate: book}`), or a list (chapter problems). */
  readonly detail: unknown;
  /** Seconds to wait, from `Retry-After` (429). */
  readonly retryAfter: number | null;
  /** Why a book file was refused (the upload's 400), e.g. `no_text`. */
  readonly reason: string | null;
  /** A refused value (422 `validation`): which fields and why, e.g. `{field: 'name', problem: 'empty'}`. */
  readonly fields: ReadonlyArray<{ field: string; problem: string; limit?: number; values?: string[] }>;

  constructor(
    status: number, code: string, detail: unknown, retryAfter: number | null, where: string, reason: string | null = null,
    fields: GlavaApiError['fields'] = [],
  ) {
    const text = typeof detail === 'string' ? detail : JSON.stringify(detail);
    super(`${where}: ${status} ${code}: ${text}`);
    this.name = 'GlavaApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.retryAfter = retryAfter;
    this.reason = reason;
    this.fields = fields;
  }
}

export interface HttpTransportOptions {
  /** The studio's address, e.g. `http://127.0.0.1:7433` (a trailing `/api/v1` is accepted). */
  url: string;
  /** An API key (`glv_…`) or a cabinet session (`gls_…`). */
  key: string;
  fetch?: typeof fetch;
  /** Retries of a request refused by the key's rate limit (429 rate_limited); default 3. */
  rateLimitRetries?: number;
}

/** `http://127.0.0.1:7433/api/v1/` → `http://127.0.0.1:7433` */
export function siteUrlOf(url: string): string {
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`Not an http(s) address: ${url}`);
  const path = u.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return `${u.origin}${path}`;
}

function queryString(q: Record<string, unknown> | undefined): string {
  if (!q) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null) continue;
    p.append(k, String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
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

const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
  if (signal?.aborted) return reject(signal.reason as Error);
  const t = setTimeout(resolve, ms);
  signal?.addEventListener('abort', () => {
    clearTimeout(t);
    reject(signal.reason as Error);
  }, { once: true });
});

export class HttpTransport implements Transport {
  readonly siteUrl: string;
  private readonly key: string;
  private readonly fetchFn: typeof fetch;
  private readonly retries: number;

  constructor(opts: HttpTransportOptions) {
    if (!opts.key) throw new Error('An API key is needed: create one in the studio (Account → API keys) or with "glava keys add".');
    this.siteUrl = siteUrlOf(opts.url);
    this.key = opts.key;
    this.fetchFn = opts.fetch ?? globalThis.fetch.bind(globalThis);
    this.retries = opts.rateLimitRetries ?? 3;
  }

  /** Headers of every request; exposed for streams (SSE) and downloads made outside `request`. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'x-api-key': this.key, ...extra };
  }

  async request<T>(spec: RequestSpec, options: RequestOptions = {}): Promise<T> {
    const url = `${this.siteUrl}${spec.path}${queryString(spec.query)}`;
    const headers = this.headers(options.headers);
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    let body: string | FormData | undefined;
    if (spec.json !== undefined) {
      body = JSON.stringify(spec.json);
      headers['content-type'] = 'application/json';
    } else if (spec.form) {
      body = formData(spec.form);
    }
    for (let attempt = 0; ; attempt++) {
      const res = await this.fetchFn(url, { method: spec.method, headers, body, signal: options.signal });
      if (res.ok) return (await this.read(res, spec)) as T;
      const err = await toError(res, `${spec.method} ${spec.path}`);
      if (err.status === 429 && err.code === 'rate_limited' && attempt < this.retries) {
        await sleep(Math.min(err.retryAfter ?? 1, 60) * 1000, options.signal);
        continue;
      }
      throw err;
    }
  }

  private async read(res: Response, spec: RequestSpec): Promise<unknown> {
    const type = res.headers.get('content-type') ?? '';
    if (spec.expect === 'raw' || (spec.expect === 'json-or-raw' && !type.includes('application/json'))) return res;
    if (spec.expect === 'none') {
      await res.body?.cancel();
      return undefined;
    }
    const text = await res.text();
    if (!type.includes('application/json')) throw new Error(`${spec.method} ${spec.path}: expected JSON, got ${type || 'no content type'}`);
    return text ? JSON.parse(text) : undefined;
  }
}

export async function toError(res: Response, where: string): Promise<GlavaApiError> {
  const retry = res.headers.get('retry-after');
  const retryAfter = retry !== null && Number.isFinite(Number(retry)) ? Number(retry) : null;
  const text = await res.text().catch(() => '');
  let code = `http_${res.status}`;
  let detail: unknown = text.slice(0, 500) || res.statusText;
  let reason: string | null = null;
  let fields: GlavaApiError['fields'] = [];
  try {
    const body = JSON.parse(text) as { code?: unknown; detail?: unknown; reason?: unknown; fields?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (body.detail !== undefined) detail = body.detail;
    if (typeof body.reason === 'string') reason = body.reason;
    if (Array.isArray(body.fields)) fields = body.fields as GlavaApiError['fields'];
  } catch {
    // Not JSON (a proxy's page, say): keep the text.
  }
  return new GlavaApiError(res.status, code, detail, retryAfter, where, reason, fields);
}
