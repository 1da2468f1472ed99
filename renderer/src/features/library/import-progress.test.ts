import { describe, expect, it } from 'vitest';
import { importFraction } from './import-progress.ts';

describe('one bar over a whole import', () => {
  it('moves only forward through the stages, from 0 to 1', () => {
    // What the server reported for a real import: each stage counts from its own start.
    const reported = [
      { stage: 'read', done: 0, total: 2 }, { stage: 'read', done: 1, total: 2 }, { stage: 'read', done: 2, total: 2 },
      { stage: 'split', done: 1, total: 42 }, { stage: 'split', done: 42, total: 42 },
      { stage: 'speakers', done: 0, total: 42 }, { stage: 'speakers', done: 22, total: 42 }, { stage: 'speakers', done: 42, total: 42 },
      { stage: 'voices', done: 0, total: 1 }, { stage: 'voices', done: 1, total: 1 },
    ] as const;
    const values = reported.map((a) => importFraction({ ...a }));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBeCloseTo(1);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]!);
    // Reading the file is progress too: not «0%» until the chapters start.
    expect(values[1]).toBeGreaterThan(0);
    // Half-way through the speakers is well past the chapters.
    expect(values[6]).toBeGreaterThan(values[4]!);
    expect(importFraction(null)).toBe(0);
  });
});
