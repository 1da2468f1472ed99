// Speaker attribution, measured: the labelled Russian prose set (dev and test splits), the English
// novels with gold speakers (PDNC, dev and test), the plays (TEI plays printed in every layout, and
// real editions, dev and test) and the older paragraph-level set.
// Run: npx node bench/attribution.ts [--misses] [--legacy] [--en] [--en-misses=Novel|all] [--en-only=A,B] [--en-flag-cv]
//        [--en-renamed] [--en-renamed-misses=Novel] (the dev novels with their people renamed, alone)
//        [--en-first-person] [--en-first-person-misses=[new:]Novel] (the dev novels re-told in the first person, alone)
//        [--plays] [--plays-only=id,id] [--no-plays] [--ru-renamed [--names] [--salt=word]]
//        [--ru-first-person [--misses]] (the Russian third-person dev books re-told in the first person, alone)
//        [--ru-redescribed [--misses] [--salt=word]] (the Russian dev split with its described people's nouns replaced, alone)
//        [--ru-layouts [--misses] [--layout=name]] (the Russian dev split re-printed in each plain-text layout, alone)
//        [--en-layouts [--en-only=A,B] [--layout=name,name] [--en-layouts-misses=Novel]] (the English dev novels re-printed in each layout, alone)
// (--en or --en-only run the English section alone, --plays or --plays-only the plays alone,
// --ru-renamed the Russian dev split read with invented names alone, --misses listing its renamed misses).
// Sections live in bench/attribution/*.ts.
import { englishSection } from './attribution/english.ts';
import { renamedSection } from './attribution/en-renamed.ts';
import { firstPersonSection } from './attribution/en-first-person.ts';
import { enLayoutsSection } from './attribution/en-layouts.ts';
import { playsSection } from './attribution/plays.ts';
import { proseSection } from './attribution/prose.ts';
import { ruLayoutsSection } from './attribution/prose-layouts.ts';
import { ruRenamedSection } from './attribution/ru-renamed.ts';
import { ruRedescribedSection } from './attribution/ru-redescribed.ts';
import { ruFirstPersonSection } from './attribution/ru-first-person.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const has = (flag: string) => process.argv.includes(flag);
const only = arg('en-only')?.split(',');
const englishOnly = has('--en') || only !== undefined;
const playsOnlyIds = arg('plays-only')?.split(',');
const playsOnly = has('--plays') || playsOnlyIds !== undefined;

const started = performance.now();
if (has('--ru-layouts')) {
  await ruLayoutsSection({ misses: has('--misses'), only: arg('layout') });
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
if (has('--ru-first-person')) {
  await ruFirstPersonSection({ misses: has('--misses') });
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
if (has('--ru-redescribed')) {
  await ruRedescribedSection({ misses: has('--misses'), salt: arg('salt') });
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
const enLayoutsMisses = arg('en-layouts-misses');
if (has('--en-layouts') || enLayoutsMisses !== undefined) {
  await enLayoutsSection({ layouts: arg('layout')?.split(','), only: enLayoutsMisses ? [enLayoutsMisses] : only, misses: enLayoutsMisses });
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
const firstPersonMisses = arg('en-first-person-misses');
if (has('--en-first-person') || firstPersonMisses !== undefined) {
  const novel = firstPersonMisses?.replace(/^new:/, '');
  await firstPersonSection({ misses: firstPersonMisses, only: novel ? [novel] : undefined });
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
const renamedMisses = arg('en-renamed-misses');
if (has('--en-renamed') || renamedMisses !== undefined) {
  await renamedSection({ misses: renamedMisses, only: renamedMisses ? [renamedMisses] : undefined });
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
const renamedOnly = has('--ru-renamed');
if (renamedOnly) await ruRenamedSection({ misses: has('--misses'), names: has('--names'), salt: arg('salt') });
else if (!englishOnly && !playsOnly) await proseSection({ misses: has('--misses') });
if (!playsOnly && !renamedOnly) await englishSection({ misses: arg('en-misses'), only, flagCv: has('--en-flag-cv') });
if (!englishOnly && !renamedOnly && !has('--no-plays')) await playsSection({ misses: has('--misses'), only: playsOnlyIds });
if (has('--legacy')) await import('./attribution/legacy.ts');
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
