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
