// Helpers for tests that analyse a Russian text written for the test: the book of one chapter,
// its cast, and who says a line.
import { analyzeBook, type AnalyzedBook } from './index.ts';

/** One chapter of the given paragraphs, analysed as Russian (call initBookPipeline first). */
export function analyze(paragraphs: string[]): AnalyzedBook {
  return analyzeBook([{ title: 'Глава', paragraphs: paragraphs.map((text) => ({ text })) }], { language: 'ru' });
}

/** The names of the characters, the narrator left out. */
export const cast = (book: AnalyzedBook): string[] => book.characters.filter((c) => !c.isNarrator).map((c) => c.name);

/** The name of who says the first line holding `text`. */
export function speakerOf(book: AnalyzedBook, text: string): string | undefined {
  const line = book.chapters.flatMap((c) => c.lines).find((l) => l.text.includes(text));
  return book.characters.find((c) => c.key === line?.speaker)?.name;
}

/** Character key → name, the narrator as «@narrator». */
export const namesOf = (book: AnalyzedBook): Map<string, string> =>
  new Map(book.characters.map((c) => [c.key, c.isNarrator ? '@narrator' : c.name]));

/** Every speech or thought line of the paragraphs, analysed, as [speaker name, text]. */
export function said(paragraphs: string[]): Array<[string, string]> {
  const book = analyze(paragraphs);
  const names = namesOf(book);
  return book.chapters[0].lines.filter((l) => l.kind !== 'narration').map((l) => [names.get(l.speaker) ?? l.speaker, l.text]);
}

/** Who says each speech or thought line, by character name. */
export const whoSaid = (paragraphs: string[]): string[] => said(paragraphs).map(([who]) => who);
