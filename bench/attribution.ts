// Speaker attribution, measured: the labelled Russian prose set (dev and test splits) and the older
// paragraph-level set. Run: npx node bench/attribution.ts [--misses] [--legacy]
// Sections live in bench/attribution/*.ts.
import { proseSection } from './attribution/prose.ts';

const started = performance.now();
await proseSection({ misses: process.argv.includes('--misses') });
if (process.argv.includes('--legacy')) await import('./attribution/legacy.ts');
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
