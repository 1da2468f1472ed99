// A speaker fixed by hand carries through the conversation (server/domain/book/carry-fix.ts), measured:
// an author fixes the first wrong line in reading order, the carry-through is applied, and so on until
// every labelled line is right (bench/hand-fixes/simulate.ts). Prints the fixes needed without and with
// the carry-through, and what it did to the lines it changed, on the Russian prose dev books (as
// written, renamed, re-told in the first person) and the English PDNC dev novels (as written, renamed),
// for each carry rule compared. The test splits only with --test, and then only their totals under the
// rule chosen for the language (carryRuleFor).
// Run: npx node bench/hand-fixes.ts [--ru] [--en] [--en-only=A,B] [--variants] [--salt=word] [--test]
// (DEBUG_CARRY=1 prints each carry-through that made a right line wrong, with the lines around it.)
import { carryRuleFor, type CarryRule } from '../server/domain/book/carry-fix.ts';
import type { SpeakerBasis } from '../server/domain/book/types.ts';
import { analyzeBook, initBookPipeline } from '../server/domain/book/index.ts';
import { parseBookFile } from '../server/domain/import/index.ts';
import { devLabelFiles, renameBook } from '../test/fixtures/attribution/prose/renamed-books.ts';
import { firstPersonBook, thirdPersonSources } from '../test/fixtures/attribution/prose/first-person-books.ts';
import { loadLabelFiles } from '../test/fixtures/attribution/prose/labels.ts';
import { sourceChapters } from '../test/fixtures/attribution/prose/source.ts';
import { DEV_NOVELS, TEST_NOVELS, hasPdnc, loadNovel, type Novel } from '../test/fixtures/attribution/pdnc/corpus.ts';
import { renameNovel } from '../test/fixtures/attribution/pdnc/rename.ts';
import { russianChapters } from './hand-fixes/russian.ts';
import { englishChapters } from './hand-fixes/english.ts';
import { addTally, emptyTally, simulateChapter, tallyRow, type FixTally, type LabelledChapter } from './hand-fixes/simulate.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const has = (flag: string) => process.argv.includes(flag);
const set = (...b: SpeakerBasis[]) => new Set<SpeakerBasis>(b);

/** The rules compared on dev (--variants), each a change of the language's chosen rule (the first). */
function rulesFor(language: string): Array<[string, CarryRule]> {
  const chosen = carryRuleFor(language);
  const variants: Array<[string, Partial<CarryRule>]> = [
    ['not only alternating', { alternates: false }],
    ['not strict parties', { strictParties: false }],
    ['continuation stops', { continuationStops: true }],
    ['not first in paragraph', { firstInParagraph: false }],
    ['narration paragraph goes on', { narrationParagraphStops: false }],
    ['long narration 120', { longNarration: 120 }],
    ['long narration 200', { longNarration: 200 }],
    ['with swap', { swap: true }],
    ['swap on phase evidence', { swap: true, phaseEvidence: true }],
    ['no swap', { swap: false }],
    ['no new speaker', { newSpeaker: false }],
    ['turns only', { follows: set('turns') }],
    ['no guess', { follows: set('turns', 'continues') }],
    ['+context', { follows: set('turns', 'continues', 'guess', 'context') }],
    ['+context+pronoun', { follows: set('turns', 'continues', 'guess', 'context', 'pronoun') }],
    ['pass pronoun/action', { passes: set('pronoun', 'action') }],
    ['pass all but named', { passes: set('pronoun', 'action', 'described', 'context') }],
  ];
  return [['chosen', chosen], ...(has('--variants') ? variants.map(([name, change]): [string, CarryRule] => [name, { ...chosen, ...change }]) : [])];
}

class Section {
  readonly rules: Array<[string, CarryRule]>;
  readonly tallies: FixTally[];
  readonly title: string;
  constructor(title: string, language: string) {
    this.title = title;
    this.rules = rulesFor(language);
    this.tallies = this.rules.map(() => emptyTally());
  }
  add(chapters: LabelledChapter[]): void {
    this.rules.forEach(([, rule], r) => {
      for (const ch of chapters) addTally(this.tallies[r], simulateChapter(ch, rule));
    });
  }
  print(): void {
    console.log(`\n## ${this.title}`);
    this.rules.forEach(([name], r) => console.log(tallyRow(name, this.tallies[r])));
  }
}

const started = performance.now();
await initBookPipeline();
const ruOnly = has('--ru');
const enOnly = has('--en') || arg('en-only') !== undefined;

if (!enOnly) {
  const files = devLabelFiles();
  const original = new Section('Russian prose, dev split', 'ru');
  const renamed = new Section(`Russian prose, dev split renamed (salt ${arg('salt') ?? 'default'})`, 'ru');
  for (const source of [...new Set(files.map((f) => f.source))]) {
    const book = await renameBook(source, files.filter((f) => f.source === source), arg('salt'));
    original.add(russianChapters(analyzeBook(book.chapters, { language: 'ru' }), book.files));
    renamed.add(russianChapters(analyzeBook(book.renamedChapters, { language: 'ru' }), book.renamedFiles));
  }
  const retold = new Section('Russian prose, dev split (third-person books) re-told in the first person', 'ru');
  for (const source of thirdPersonSources(files)) {
    const book = await firstPersonBook(source, files.filter((f) => f.source === source));
    retold.add(russianChapters(analyzeBook(book.retoldChapters, { language: 'ru' }), book.retoldFiles));
  }
  for (const s of [original, renamed, retold]) s.print();
}

async function englishBook(novel: Novel): Promise<LabelledChapter[]> {
  const parsed = await parseBookFile(novel.data, `${novel.name}.txt`);
  return englishChapters(novel, analyzeBook(parsed.chapters, { language: parsed.meta.language }));
}

if (!ruOnly && hasPdnc) {
  const only = arg('en-only')?.split(',');
  const original = new Section('English PDNC, dev novels', 'en');
  const renamed = new Section('English PDNC, dev novels renamed', 'en');
  for (const name of only ? DEV_NOVELS.filter((n) => only.includes(n)) : DEV_NOVELS) {
    const novel = loadNovel(name);
    original.add(await englishBook(novel));
    renamed.add(await englishBook(renameNovel(novel).novel));
  }
  original.print();
  renamed.print();
}

// The test splits: totals under the chosen rule only, printed after the rule was decided on dev.
if (has('--test')) {
  const ru: FixTally = emptyTally();
  const tests = loadLabelFiles((f) => f.split === 'test');
  for (const source of [...new Set(tests.map((f) => f.source))]) {
    const book = analyzeBook(await sourceChapters(source), { language: 'ru' });
    for (const ch of russianChapters(book, tests.filter((f) => f.source === source))) addTally(ru, simulateChapter(ch, carryRuleFor('ru')));
  }
  console.log(`\n## Test splits (totals only, rule decided on dev)\n${tallyRow('Russian prose, test', ru)}`);
  if (hasPdnc) {
    const en: FixTally = emptyTally();
    for (const name of TEST_NOVELS) for (const ch of await englishBook(loadNovel(name))) addTally(en, simulateChapter(ch, carryRuleFor('en')));
    console.log(tallyRow('English PDNC, test', en));
  }
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
