import { describe, expect, it } from 'vitest';
import { remember } from './bounded-cache.ts';

describe('remember', () => {
  it('keeps at most the limit of entries, emptying the map when it is full', () => {
    const map = new Map<number, number>();
    for (let i = 0; i < 25; i++) expect(remember(map, i, i * i, 10)).toBe(i * i);
    expect(map.size).toBe(5);
    expect(map.get(24)).toBe(576);
    expect(map.has(19)).toBe(false);
  });
});
