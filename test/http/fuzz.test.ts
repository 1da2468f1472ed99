// Malformed requests against every route of the v1 API (taken from the route table, so a new
// route is covered the day it is added): garbage ids, bodies that are not JSON objects, wrong
// content types, fields of the wrong type (nested objects, huge numbers, control characters). Each
// must answer a 4xx with exactly `{detail, code}` as JSON — never a 500, an HTML page or a hang.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, type CallOptions, type Reply, type TestStudio } from '../support/studio.ts';
import { v1Routes } from '../../server/api/index.ts';
import type { AnyRoute } from '../../server/api/route.ts';
import type { ZodType } from 'zod';
import * as S from '../support/spec-shapes.ts';

let s: TestStudio;
/** Real ids of the caller's own resources, by path parameter name. */
const ids: Record<string, string> = {};

/** The owner's key with a rate high enough for a few thousand requests. */
let key: string;
const call = (method: string, path: string, opts: CallOptions = {}) => s.call(method, path, { key, ...opts });

beforeAll(async () => {
  s = await startStudio();
  key = s.addKey('owner@localhost', 'full', { rate: 1_000_000 });
  const book = (await call('POST', '/books', { body: { title: 'Фузз', text: SAMPLE_BOOK } })).body.book;
  const detail = (await call('GET', `/books/${book.id}`)).body.book;
  const chapter = (await call('GET', `/chapters/${detail.chapters[0].id}`)).body;
  const rule = (await call('POST', '/pronunciations', { body: { word: 'кот', replacement: 'к+от' } })).body;
  const hook = (await call('POST', '/webhooks', { body: { url: 'http://127.0.0.1:9/hook', events: ['chapter.voiced'] } })).body.webhook;
  Object.assign(ids, {
    book_id: book.id, chapter_id: detail.chapters[0].id, segment_id: chapter.segments[0].id, character_id: detail.characters[0].id,
    edition_id: detail.active_edition_id, rule_id: rule.id, webhook_id: hook.id, job_id: '00000000-0000-4000-8000-000000000000',
  });
});
afterAll(() => s.close());

/** Routes whose answer is a stream or that start real work on a well-formed request. */
const isStream = (r: AnyRoute) => r.path === '/events';

function fill(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

function expectCleanError(r: Reply, what: string, statuses: number[]): void {
  expect(statuses, `${what} → ${r.status} ${r.raw.toString('utf8').slice(0, 200)}`).toContain(r.status);
  expect(r.headers.get('content-type') ?? '', what).toMatch(/^application\/json/);
  expect(S.conform(S.ErrorBody, r.body, what)).toEqual([]);
}

const GARBAGE_IDS = ['💩', 'ё'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', '1e999', '{"a":1}', 'DROP TABLE books;--'];

describe('malformed requests get a clean 4xx from every route', () => {
  const routes = v1Routes().filter((r) => r.path.includes('{') && !isStream(r));

  it('ids that are not UUIDs are 404 not_found', async () => {
    for (const route of routes) {
      for (const garbage of GARBAGE_IDS) {
        // Raw (not re-encoded) so that broken %-encoding reaches the router as it is.
        const path = route.path.replace(/\{(\w+)\}/g, garbage.startsWith('%') ? garbage : encodeURIComponent(garbage));
        const r = await call(route.method.toUpperCase(), path, route.body ? { body: {} } : {});
        const what = `${route.method.toUpperCase()} ${route.path} with id ${JSON.stringify(garbage.slice(0, 20))}`;
        expectCleanError(r, what, [404]);
        expect(r.body.code, what).toBe('not_found');
      }
    }
  });

  it('bodies that are not JSON objects, or not JSON at all: 400, 415 or 422', async () => {
    for (const route of v1Routes().filter((r) => r.body)) {
      const path = fill(route.path, (n) => ids[n] ?? ids.book_id!);
      const method = route.method.toUpperCase();
      const cases: Array<[string, { rawBody: string; headers: Record<string, string> }, number[]]> = [
        ['bad JSON', { rawBody: '{"title": ', headers: { 'content-type': 'application/json' } }, [400]],
        ['an array', { rawBody: '[1,2]', headers: { 'content-type': 'application/json' } }, [422]],
        ['null', { rawBody: 'null', headers: { 'content-type': 'application/json' } }, [422]],
        ['a string', { rawBody: '"text"', headers: { 'content-type': 'application/json' } }, [422]],
        ['text/plain JSON', { rawBody: '{"title":"x"}', headers: { 'content-type': 'text/plain' } }, [415]],
        ['form data', { rawBody: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, [415]],
        ['no content type', { rawBody: '{"title":"x"}', headers: {} }, [415]],
        ['deep nesting', { rawBody: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), headers: { 'content-type': 'application/json' } }, [422]],
        ['an unknown field', { rawBody: '{"__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } }, [422]],
      ];
      for (const [what, opts, statuses] of cases) expectCleanError(await call(method, path, opts), `${method} ${route.path}: ${what}`, statuses);
    }
  });

  it('every field of every body with values of the wrong kind: 4xx naming the field', async () => {
    const wrong: unknown[] = [{ nested: { deeper: [1e308, -0, null] } }, 1e308, -1e308, '\u0000\ud800\u202e', [], true, 'x'.repeat(100_001)];
    for (const route of v1Routes().filter((r) => r.body)) {
      const path = fill(route.path, (n) => ids[n] ?? ids.book_id!);
      const method = route.method.toUpperCase();
      const shape = (route.body as unknown as { shape: Record<string, ZodType> }).shape;
      for (const [field, schema] of Object.entries(shape)) {
        for (const value of wrong) {
          // One field at a time: a POST then lacks its other required fields and does no real work.
          const r = await call(method, path, { body: { [field]: value } });
          const what = `${method} ${route.path} {${field}: ${JSON.stringify(value).slice(0, 30)}}`;
          // Some values are valid for some fields (a long string for a text, true for a flag):
          // those may succeed; anything else must be a clean refusal naming the bad field.
          if (r.status < 300) continue;
          expectCleanError(r, what, [400, 402, 404, 409, 413, 422]);
          if (r.status === 422 && !schema.safeParse(value).success) expect(String(r.body.detail), what).toContain(field);
        }
      }
    }
  }, 120_000);

  it('a method a known path does not serve is 405 with Allow; unknown paths are 404 naming them', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const r of v1Routes()) byPath.set(r.path, (byPath.get(r.path) ?? new Set()).add(r.method.toUpperCase()));
    for (const [path, methods] of byPath) {
      const url = fill(path, (n) => ids[n] ?? ids.book_id!);
      const other = ['PUT', 'PATCH', 'DELETE', 'POST', 'GET'].find((m) => !methods.has(m))!;
      const r = await call(other, url, { body: {} });
      expectCleanError(r, `${other} ${path}`, [405]);
      expect(r.body.code).toBe('method_not_allowed');
      const allow = (r.headers.get('allow') ?? '').split(', ');
      for (const m of methods) expect(allow, `${other} ${path}`).toContain(m);
      const options = await call('OPTIONS', url);
      expect(options.status).toBe(204);
      expect(options.headers.get('access-control-allow-origin')).toBeNull();
    }
    const unknown = await call('GET', '/no/such/thing');
    expectCleanError(unknown, 'unknown path', [404]);
    expect(unknown.body.detail).toContain('/api/v1/no/such/thing');
  });

  it('file links: an expired one is 410 gone, a forged or garbled one 404, both as JSON', async () => {
    const signer = s.server.studio.app.files;
    const expired = signer.sign('link-secret.key', 'text/plain', { ttlS: -1 });
    const r = await s.call('GET', `/files/${expired}`, { key: null });
    expectCleanError(r, 'expired link', [410]);
    expect(r.body.code).toBe('gone');
    const valid = signer.sign('covers/none.jpg', 'image/jpeg');
    const forged = valid.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    for (const token of [forged, 'x', `${'a'.repeat(5000)}.b`, encodeURIComponent('💩.%00')]) {
      expectCleanError(await s.call('GET', `/files/${token}`, { key: null }), `token ${token.slice(0, 20)}`, [404]);
    }
    // A valid link to a path outside the data folder serves nothing.
    const escape = signer.sign('../../etc/passwd', 'text/plain');
    expectCleanError(await s.call('GET', `/files/${escape}`, { key: null }), 'escaping link', [404]);
  });

  it('query parameters of the wrong kind are 422 naming them', async () => {
    const cases: Array<[string, string]> = [
      ['/usage/ledger?limit=1e999', 'limit'], ['/usage/ledger?days=abc', 'days'], ['/usage/ledger?book_id=%F0%9F%92%A9', 'book_id'],
      ['/usage/ledger?limit=1&limit=2', 'limit'], [`/books/${'BOOK'}/search?q=`, 'q'], [`/books/${'BOOK'}/search?q=${'я'.repeat(501)}`, 'q'],
      ['/pronunciations?book_id=123', 'book_id'],
    ];
    for (const [path, field] of cases) {
      const r = await call('GET', path.replace('BOOK', ids.book_id!));
      expectCleanError(r, path, [422]);
      expect(r.body.detail, path).toContain(field);
    }
  });
});
