// The text preparer runs prepareText for every line of every chapter view: a whole novel must
// go through in seconds. Prints the time (no timed assertion: the CPU is shared) and checks that
// no digit survives and nothing is lost.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { initMorphology } from '../book/morphology.ts';
import { prepareText } from './index.ts';

describe.skipIf(!hasShared)('preparing a whole novel line by line', () => {
  beforeAll(async () => {
    await initMorphology();
  });

  it('reads Отцы и дети in words', () => {
    const lines = readFileSync(join(booksDir, 'ru-txt', 'FathersAndSons.txt'), 'utf8').split(/\r?\n/).filter((l) => l.trim());
    const chars = lines.reduce((a, l) => a + l.length, 0);
    const t0 = performance.now();
    const out = lines.map((l) => prepareText(l, { language: 'ru', rules: [], stress: null }).prepared);
    const ms = performance.now() - t0;
    console.log(`prepareText: ${lines.length} lines, ${(chars / 1e6).toFixed(2)} M characters in ${ms.toFixed(0)} ms (${((chars / ms) * 1000 / 1e6).toFixed(2)} M chars/s)`);
    // Digits left are footnote numbers standing alone, which the voice reads as numbers anyway: none.
    expect(out.filter((l) => /\d/.test(l))).toEqual([]);
    // Normalisation only adds words: no line got shorter by more than its dropped footnote marks.
    const shrunk = out.filter((l, i) => l.length < lines[i].trim().length - 8);
    expect(shrunk).toEqual([]);
  });

  it('leaves no digit in any of the Russian books', () => {
    const dir = join(booksDir, 'ru-txt');
    let lines = 0;
    const left: string[] = [];
    const t0 = performance.now();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.txt'))) {
      for (const l of readFileSync(join(dir, f), 'utf8').split(/\r?\n/)) {
        lines++;
        const p = prepareText(l, { language: 'ru', rules: [], stress: null }).prepared;
        if (/\d/.test(p)) left.push(`${f}: ${p}`);
      }
    }
    console.log(`prepareText: ${lines} lines of 13 books in ${(performance.now() - t0).toFixed(0)} ms`);
    expect(left).toEqual([]);
  });
});
