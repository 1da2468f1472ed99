import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from './router.ts';

describe('hash routes', () => {
  it('round-trips every route', () => {
    const routes: Route[] = [
      { name: 'library' }, { name: 'book', id: 'b1' }, { name: 'chapter', id: 'c1' }, { name: 'chapter', id: 'c1', line: 's9' },
      { name: 'voices' }, { name: 'pronunciations' }, { name: 'pronunciations', bookId: 'b1' }, { name: 'account' },
    ];
    // JSON drops the keys left undefined (a chapter without a line to jump to).
    for (const r of routes) expect(JSON.parse(JSON.stringify(parseRoute(routeHash(r))))).toEqual(r);
  });

  it('falls back to the library for unknown or login hashes', () => {
    expect(parseRoute('#login=abc')).toEqual({ name: 'library' });
    expect(parseRoute('#/nowhere')).toEqual({ name: 'library' });
    expect(parseRoute('')).toEqual({ name: 'library' });
  });
});
