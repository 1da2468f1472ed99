// Keys, scopes, rate limits, zero balance, host and origin checks, error bodies: the edge of the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startStudio, type TestStudio } from '../support/studio.ts';
import { MeResponse } from '../../server/contract/me.ts';

let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
  s.addUser('reader@example.com', { balance: 1000 });
  s.addUser('broke@example.com');
});
afterAll(() => s.close());

/** A raw request with a chosen Host header (fetch does not let us set it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/me', () => {
  it('describes the caller with every field of the spec and its type', async () => {
    const key = s.addKey('reader@example.com', 'voice', { charLimit: 500, rate: 120 });
    const r = await s.call('GET', '/api/me', { key });
    expect(r.status).toBe(200);
    expect(MeResponse.strict().safeParse(r.body).success).toBe(true);
    expect(r.body.user.email).toBe('reader@example.com');
    expect(r.body.balance).toBe(1000);
    expect(r.body.unlimited).toBe(false);
    expect(r.body.api_allowed).toBe(true);
    expect(r.body.weights).toEqual({ local: 0.1, own: 1, cloud: 3 });
    expect(r.body.key).toMatchObject({ scope: 'voice', char_limit: 500, used: 0, left: 500, rate_per_minute: 120 });
    expect(key.startsWith(r.body.key.prefix)).toBe(true);
    expect(r.body.key.prefix).toHaveLength(8);
  });

  it('is served at the site root too', async () => {
    const a = await s.call('GET', `${s.url}/api/me`);
    const b = await s.call('GET', '/api/me');
    expect(a.status).toBe(200);
    expect(a.body.user).toEqual(b.body.user);
  });

  it('answers at zero balance, while other requests answer 402', async () => {
    const key = s.addKey('broke@example.com', 'full');
    const me = await s.call('GET', '/api/me', { key });
    expect(me.status).toBe(200);
    expect(me.body.api_allowed).toBe(false);
    const books = await s.call('GET', '/books', { key });
    expect(books.status).toBe(402);
    expect(books.body).toEqual({ detail: expect.any(String), code: 'no_balance' });
  });
});

describe('keys', () => {
  it('401 without a key, with a wrong key and with a revoked key', async () => {
    expect((await s.call('GET', '/books', { key: null })).status).toBe(401);
    const wrong = await s.call('GET', '/books', { key: 'glv_' + 'x'.repeat(43) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('unauthorized');
    const key = s.addKey('reader@example.com', 'read');
    const db = s.server.studio.app.db;
    db.prepare("UPDATE api_keys SET revoked_at = '2026-01-01T00:00:00.000000+00:00' WHERE prefix = ?").run(key.slice(0, 8));
    expect((await s.call('GET', '/books', { key })).status).toBe(401);
  });

  it('stores only a hash of the key', async () => {
    const key = s.addKey('reader@example.com', 'read');
    const rows = s.server.studio.app.db.prepare('SELECT * FROM api_keys').all() as Array<Record<string, unknown>>;
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(key);
    expect(dump).toContain(key.slice(0, 8));
  });

  it('enforces scopes: read < voice < full, 403 with code "scope"', async () => {
    const read = s.addKey('reader@example.com', 'read');
    const voice = s.addKey('reader@example.com', 'voice');
    expect((await s.call('GET', '/books', { key: read })).status).toBe(200);
    const post = await s.call('POST', '/books', { key: read, body: { title: 'x', text: 'Текст.' } });
    expect(post.status).toBe(403);
    expect(post.body.code).toBe('scope');
    const patch = await s.call('PATCH', '/books/00000000-0000-4000-8000-000000000000', { key: voice, body: { title: 'y' } });
    expect(patch.status).toBe(403);
  });

  it('rate-limits per key with 429, Retry-After and X-RateLimit headers', async () => {
    const key = s.addKey('reader@example.com', 'read', { rate: 3 });
    const first = await s.call('GET', '/voices', { key });
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    await s.call('GET', '/voices', { key });
    await s.call('GET', '/voices', { key });
    const over = await s.call('GET', '/voices', { key });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another key of the same user is not affected.
    expect((await s.call('GET', '/voices', { key: s.addKey('reader@example.com', 'read') })).status).toBe(200);
  });
});

describe('the edge', () => {
  it('refuses foreign Host headers (DNS rebinding) and accepts loopback names', async () => {
    const port = new URL(s.url).port;
    const evil = await rawGet(`${s.url}/api/v1/voices`, { host: `evil.example:${port}`, 'x-api-key': s.ownerKey });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body).code).toBe('host_not_allowed');
    const local = await rawGet(`${s.url}/api/v1/voices`, { host: `localhost:${port}`, 'x-api-key': s.ownerKey });
    expect(local.status).toBe(200);
  });

  it('refuses requests from another site\'s pages and sends no CORS headers', async () => {
    const r = await s.call('GET', '/voices', { headers: { origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('origin_not_allowed');
    const ok = await s.call('GET', '/voices', { headers: { origin: s.url } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers malformed input with clear JSON 4xx, never 500 or HTML', async () => {
    const badJson = await s.call('POST', '/books', { rawBody: '{"title": "x", ', headers: { 'content-type': 'application/json' } });
    expect(badJson.status).toBe(400);
    expect(badJson.body.code).toBe('bad_json');
    const wrongType = await s.call('POST', '/books', { body: { title: 5, text: 'x' } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.detail).toContain('title');
    const notObject = await s.call('POST', '/books', { body: [1, 2] });
    expect(notObject.status).toBe(422);
    const unknownField = await s.call('POST', '/books', { body: { title: 'a', text: 'b', colour: 'red' } });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.detail).toContain('colour');
    const badId = await s.call('GET', '/books/not-a-uuid');
    expect(badId.status).toBe(404);
    expect(badId.body.code).toBe('not_found');
    const noRoute = await s.call('GET', '/nothing/here');
    expect(noRoute.status).toBe(404);
    expect(noRoute.headers.get('content-type')).toContain('application/json');
    const huge = await s.call('PATCH', '/books/00000000-0000-4000-8000-000000000000', { rawBody: JSON.stringify({ title: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('too_large');
  });

  it('publishes an OpenAPI 3.1 document of every endpoint', async () => {
    const r = await s.call('GET', '/api/openapi.json', { key: null });
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    const paths = Object.keys(r.body.paths);
    for (const p of ['/api/v1/api/me', '/api/v1/books', '/api/v1/books/{book_id}', '/api/v1/chapters/{chapter_id}/render', '/api/v1/tts', '/api/v1/usage/ledger', '/api/v1/events', '/api/v1/webhooks']) {
      expect(paths).toContain(p);
    }
    const create = r.body.paths['/api/v1/books'].post;
    expect(create.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateBook');
    expect(r.body.components.schemas.CreateBook.required).toEqual(expect.arrayContaining(['title', 'text']));
    expect(r.body.components.schemas.Job.properties.status.enum).toEqual(['queued', 'running', 'done', 'failed', 'cancelled']);
  });
});
