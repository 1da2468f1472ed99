// The dev novels re-told in the first person (round 27): each DEV novel is scored as it is and with its
// most-quoted character telling the story as «I» (test/fixtures/attribution/pdnc/first-person.ts), so
// what the English rules read in a first-person novel is measured without opening the test novels
// (never re-told, never run here).
import { DEV_NOVELS, hasPdnc, loadNovel } from '../../test/fixtures/attribution/pdnc/corpus.ts';
import { firstPersonNovel } from '../../test/fixtures/attribution/pdnc/first-person.ts';
import { scoreLoadedNovel, totals, type NovelScore } from '../../test/fixtures/attribution/pdnc/score.ts';
import { printCast, printMisses, printRow } from './english.ts';

export interface FirstPersonOptions {
  /** Print the re-told novel's misses (all of them, or only those the original gets right with 'new:'). */
  misses?: string;
  /** Only these dev novels. */
  only?: string[];
}

export async function firstPersonSection(opts: FirstPersonOptions = {}): Promise<void> {
  if (!hasPdnc) {
    console.log('\n## English novels (PDNC), first-person dev: skipped, ../shared/books/en-pdnc is absent');
    return;
  }
  const names = opts.only ? DEV_NOVELS.filter((n) => opts.only?.includes(n)) : DEV_NOVELS;
  const originals: NovelScore[] = [];
  const retold: NovelScore[] = [];
  for (const name of names) {
    const novel = loadNovel(name);
    originals.push(await scoreLoadedNovel(novel));
    const { novel: changed, info } = firstPersonNovel(novel);
    const heroLine = `${info.hero} (${info.gender || '?'}; ${info.names} names, ${info.pronouns} pronouns)`;
    const score = await scoreLoadedNovel(changed);
    retold.push(score);
    const heroQuotes = score.outcomes.filter((o) => o.gold === info.hero);
    const narrator = score.characters.find((c) => c.isNarrator);
    console.log(`${name}: hero ${heroLine}; hero's quotations right ${heroQuotes.filter((o) => o.correct).length} of ${heroQuotes.length}; ` +
      `narrator named ${narrator?.aliases.length ? narrator.aliases.join(' / ') : '—'}`);
    const missesOf = opts.misses?.replace(/^new:/, '');
    if (missesOf === name) {
      const right = new Set(originals[originals.length - 1].outcomes.filter((o) => o.correct).map((o) => o.id));
      printMisses(opts.misses?.startsWith('new:') ? { ...score, outcomes: score.outcomes.filter((o) => right.has(o.id) && !o.correct) } : score);
    }
  }
  console.log(`\n## English novels (PDNC), dev split re-told in the first person by its most-quoted character (${names.length} novels)`);
  for (const [label, scores] of [['as printed all', originals], ['first person all', retold]] as const) {
    printRow(label, scores.flatMap((s) => s.outcomes), scores.flatMap((s) => s.genders), scores.reduce((n, s) => n + s.ms, 0));
  }
  for (let i = 0; i < names.length; i++) {
    printRow(`  ${names[i]}`, originals[i].outcomes, originals[i].genders, originals[i].ms);
    printRow(`  ${names[i]} 1st p.`, retold[i].outcomes, retold[i].genders, retold[i].ms);
  }
  const o = totals(originals.flatMap((s) => s.outcomes));
  const r = totals(retold.flatMap((s) => s.outcomes));
  console.log(`  drop: right ${o.correct} → ${r.correct} (${r.correct - o.correct}); Explicit ${o.byType.Explicit.correct} → ${r.byType.Explicit.correct}, ` +
    `Anaphoric ${o.byType.Anaphoric.correct} → ${r.byType.Anaphoric.correct}, Implicit ${o.byType.Implicit.correct} → ${r.byType.Implicit.correct}`);
  console.log('  first person');
  printCast(retold, true);
}
