// The renamed dev novels: do the English rules hold for names they have never seen? Each DEV novel is
// scored as it is and with every name of its people replaced by an invented token of the same length
// (test/fixtures/attribution/pdnc/rename.ts), so the drop measures how much the rules and the cast lean
// on names the lists know, without opening the test novels (never renamed, never run here).
import { DEV_NOVELS, hasPdnc, loadNovel } from '../../test/fixtures/attribution/pdnc/corpus.ts';
import { WORD_LIST_PATH, dictionaryWords } from '../../test/fixtures/attribution/pdnc/invented-names.ts';
import { renameNovel } from '../../test/fixtures/attribution/pdnc/rename.ts';
import { scoreLoadedNovel, totals, type NovelScore } from '../../test/fixtures/attribution/pdnc/score.ts';
import { printCast, printMisses, printRow } from './english.ts';

export interface RenamedOptions {
  /** Print the renamed novel's misses that the original gets right (and the renaming used). */
  misses?: string;
  /** Only these dev novels. */
  only?: string[];
}

export async function renamedSection(opts: RenamedOptions = {}): Promise<void> {
  if (!hasPdnc) {
    console.log('\n## English novels (PDNC), renamed dev: skipped, ../shared/books/en-pdnc is absent');
    return;
  }
  const names = opts.only ? DEV_NOVELS.filter((n) => opts.only?.includes(n)) : DEV_NOVELS;
  const originals: NovelScore[] = [];
  const renamed: NovelScore[] = [];
  let tokens = 0;
  for (const name of names) {
    const novel = loadNovel(name);
    originals.push(await scoreLoadedNovel(novel));
    const { novel: changed, renaming } = renameNovel(novel);
    tokens += renaming.map.size;
    const score = await scoreLoadedNovel(changed);
    renamed.push(score);
    if (opts.misses === name) {
      console.log(`\n${name}: ${[...renaming.map].map(([a, b]) => `${a}→${b}${renaming.common.has(a) ? '*' : ''}`).join(' ')}`);
      const right = new Set(originals[originals.length - 1].outcomes.filter((o) => o.correct).map((o) => o.id));
      printMisses({ ...score, outcomes: score.outcomes.filter((o) => right.has(o.id) && !o.correct) });
    }
  }
  const words = dictionaryWords().all.size;
  console.log(`\n## English novels (PDNC), dev split renamed: ${tokens} name tokens invented in ${names.length} novels ` +
    `(word list: ${words ? `${WORD_LIST_PATH}, ${words} words` : 'none, the rules\' lists only'})`);
  for (const [label, scores] of [['original', originals], ['renamed', renamed]] as const) {
    const all = scores.flatMap((s) => s.outcomes);
    printRow(`${label} all`, all, scores.flatMap((s) => s.genders), scores.reduce((n, s) => n + s.ms, 0));
  }
  for (let i = 0; i < names.length; i++) {
    printRow(`  ${names[i]}`, originals[i].outcomes, originals[i].genders, originals[i].ms);
    printRow(`  ${names[i]} renamed`, renamed[i].outcomes, renamed[i].genders, renamed[i].ms);
  }
  const o = totals(originals.flatMap((s) => s.outcomes));
  const r = totals(renamed.flatMap((s) => s.outcomes));
  console.log(`  drop: right ${o.correct} → ${r.correct} (${r.correct - o.correct}); Explicit ${o.byType.Explicit.correct} → ${r.byType.Explicit.correct}, ` +
    `Anaphoric ${o.byType.Anaphoric.correct} → ${r.byType.Anaphoric.correct}, Implicit ${o.byType.Implicit.correct} → ${r.byType.Implicit.correct}`);
  console.log('  original');
  printCast(originals, false);
  console.log('  renamed');
  printCast(renamed, true);
}
