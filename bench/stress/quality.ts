// Stress quality of several data sets side by side, on dev and test of the hand-stressed prose
// and of data_ru.csv. Misses are printed for dev only (test is never read while tuning).
import type { RussianStressPlacer } from '../../server/engines/stress/index.ts';
import type { GiellaStress } from '../../server/engines/stress/giella.ts';
import { readGold } from '../../test/fixtures/stress/gold.ts';
import { formatScore, readSnippets, scoreGold, scoreSnippets, type Score } from './score.ts';

export interface Contender {
  name: string;
  placer: RussianStressPlacer | null;
}

export function printQuality(contenders: Contender[], giella: GiellaStress | null, opts: { misses: number }): Map<string, Score> {
  const results = new Map<string, Score>();
  const sets = [
    { name: 'prose dev', run: (p: RussianStressPlacer | null) => scoreGold(p, readGold('dev'), giella) },
    { name: 'prose test', run: (p: RussianStressPlacer | null) => scoreGold(p, readGold('test'), giella) },
    { name: 'data_ru dev', run: (p: RussianStressPlacer | null) => scoreSnippets(p, readSnippets('dev'), giella) },
    { name: 'data_ru test', run: (p: RussianStressPlacer | null) => scoreSnippets(p, readSnippets('test'), giella) },
  ];
  for (const set of sets) {
    console.log(`\n${set.name}:`);
    for (const c of contenders) {
      const s = set.run(c.placer);
      results.set(`${set.name}/${c.name}`, s);
      console.log(`  ${c.name.padEnd(22)} ${formatScore(s)}`);
      if (opts.misses > 0 && set.name.endsWith('dev') && c === contenders.at(-1)) {
        console.log(`    misses: ${s.misses.slice(0, opts.misses).join(', ')}`);
      }
    }
  }
  return results;
}
