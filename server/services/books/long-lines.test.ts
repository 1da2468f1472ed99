import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLongLine } from './long-lines.ts';
import { booksDir, hasShared } from '../../../test/support/shared.ts';

describe('long lines', () => {
  it('leave a line within the limit as it is', () => {
    expect(splitLongLine('Короткая строка.', 100)).toEqual(['Короткая строка.']);
  });

  it('cut at sentence ends into verbatim slices of at most the limit, as many sentences as fit', () => {
    const text = 'Первое предложение.  Второе предложение! «Третье?» Четвёртое… Пятое.';
    const parts = splitLongLine(text, 30);
    expect(parts).toEqual(['Первое предложение.', 'Второе предложение! «Третье?»', 'Четвёртое… Пятое.']);
    for (const p of parts) expect(text).toContain(p);
  });

  it('fall back to clauses, then spaces, then characters', () => {
    expect(splitLongLine('один, два, три; четыре — пять', 12)).toEqual(['один, два,', 'три; четыре', '— пять']);
    expect(splitLongLine('оченьдлинноеслово', 5)).toEqual(['очень', 'длинн', 'оесло', 'во']);
  });

  it.skipIf(!hasShared)('cut the longest paragraph of «Шинель» into sentence groups (corpus)', () => {
    const text = readFileSync(join(booksDir, 'ru-txt', 'Shinel.txt'), 'utf8').replace(/\r\n?/g, '\n');
    const longest = text.split(/\n+/).reduce((a, b) => (b.length > a.length ? b : a));
    expect(longest.length).toBeGreaterThan(5000);
    const parts = splitLongLine(longest);
    expect(parts.length).toBeGreaterThanOrEqual(7);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(1000);
      expect(p).toMatch(/[.!?…]["»”’)\]]*$/u);
    }
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(longest.trim().replace(/\s+/g, ' '));
  });
});
