// The harness of the Russian normalisation tables (numbers, words): one `it` per row, with the
// morphology loaded first, as it is when the studio runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { initMorphology } from '../book/morphology.ts';
import { normalizeRu } from './normalize-ru.ts';

/** Loads az's dictionaries before the file's tables run (call once at the top of a test file). */
export function withMorphology(): void {
  beforeAll(async () => {
    await initMorphology();
  });
}

export function table(name: string, rows: [string, string][]): void {
  describe(name, () => {
    it.each(rows)('%s', (input, expected) => {
      expect(normalizeRu(input)).toBe(expected);
    });
  });
}
