// Speaker attribution, measured: the labelled Russian prose set (dev and test splits), the English
// novels with gold speakers (PDNC, dev and test) and the older paragraph-level set.
// Run: npx node bench/attribution.ts [--misses] [--legacy] [--en] [--en-misses=Novel|all] [--en-only=A,B]
// (--en or --en-only run the English section alone). Sections live in bench/attribution/*.ts.
import { englishSection } from './attribution/english.ts';
import { proseSection } from './attribution/prose.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = arg('en-only')?.split(',');
const englishOnly = process.argv.includes('--en') || only !== undefined;

const started = performance.now();
if (!englishOnly) await proseSection({ misses: process.argv.includes('--misses') });
await englishSection({ misses: arg('en-misses'), only });
if (process.argv.includes('--legacy')) await import('./attribution/legacy.ts');
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
