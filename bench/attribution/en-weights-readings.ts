// The dev novels read once for the weight search (en-weights-search.ts): each novel, as printed and
// renamed (pdnc/rename.ts), is read up to its conversations (readEnglish), and only the chain and the
// cast are redone for each setting of DIALOGUE_WEIGHTS (decodeEnglish), from the first reading's lines
// as they were. The test novels are never loaded here.
import { DEV_NOVELS, loadNovel, type Novel } from '../../test/fixtures/attribution/pdnc/corpus.ts';
import { renameNovel } from '../../test/fixtures/attribution/pdnc/rename.ts';
import { scoreBook, scoreLoadedNovel, type NovelScore } from '../../test/fixtures/attribution/pdnc/score.ts';
import { initBookPipeline } from '../../server/domain/book/index.ts';
import { decodeEnglish, readEnglish, type EnglishReading } from '../../server/domain/book/en/analyze.ts';
import { parseBookFile } from '../../server/domain/import/index.ts';
import type { AnalyzedLine } from '../../server/domain/book/types.ts';

/** What a setting gives one novel: quotations right, flagged for review, voices for nobody, gold people split. */
export interface NovelResult {
  right: number;
  review: number;
  nobody: number;
  split: number;
}

interface Reading {
  novel: Novel;
  reading: EnglishReading;
  /** The first reading's lines as they were before any decoding: speaker, confidence, review, issue. */
  before: Array<[AnalyzedLine, string, number, boolean, string]>;
}

export interface DevReadings {
  names: string[];
  original: Reading[];
  renamed: Reading[];
}

async function readNovel(novel: Novel): Promise<Reading> {
  if (novel.split !== 'dev') throw new Error(`${novel.name}: the weight search reads the dev novels only`);
  const parsed = await parseBookFile(novel.data, `${novel.name}.txt`);
  if (parsed.meta.language !== 'en') throw new Error(`${novel.name}: not read as English`);
  const reading = readEnglish(parsed.chapters);
  const before = reading.analyzed.flatMap((c) => c.lines.map((l): Reading['before'][number] => [l, l.speaker, l.confidence, l.review, l.issue]));
  return { novel, reading, before };
}

export async function readDevNovels(names: string[] = DEV_NOVELS): Promise<DevReadings> {
  await initBookPipeline();
  const original: Reading[] = [];
  const renamed: Reading[] = [];
  for (const name of names) {
    if (!DEV_NOVELS.includes(name)) throw new Error(`${name} is not a dev novel`);
    const novel = loadNovel(name);
    original.push(await readNovel(novel));
    renamed.push(await readNovel(renameNovel(novel).novel));
  }
  return { names, original, renamed };
}

function resultOf(s: NovelScore): NovelResult {
  return {
    right: s.outcomes.filter((o) => o.correct).length,
    review: s.outcomes.filter((o) => !(o.speech && !o.review)).length,
    nobody: s.cast.speakers.filter((c) => c.gold === null).length,
    split: s.cast.splits.length,
  };
}

/** The chain and the cast redone under the weights as they now stand, scored on the gold. */
export function decodeAndScore(r: Reading): NovelResult {
  for (const [l, speaker, confidence, review, issue] of r.before) Object.assign(l, { speaker, confidence, review, issue });
  r.reading.ctx.narratorNames = [];
  return resultOf(scoreBook(r.novel, decodeEnglish(r.reading), 0));
}

/**
 * The cached decoding gives what a whole analysis gives (same quotations right, same cast), checked
 * novel by novel under the weights as they now stand.
 */
export async function checkCache(readings: DevReadings): Promise<void> {
  for (const r of [...readings.original, ...readings.renamed]) {
    const cached = decodeAndScore(r);
    const whole = resultOf(await scoreLoadedNovel(r.novel));
    if (JSON.stringify(cached) !== JSON.stringify(whole)) throw new Error(`${r.novel.name}: cached ${JSON.stringify(cached)} ≠ whole ${JSON.stringify(whole)}`);
  }
}
