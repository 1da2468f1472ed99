// Helpers of the English attribution tests: a one-chapter book of made-up paragraphs, and its speech
// lines as «speaker: text» by the character's name.
import { analyzeBook } from '../analyze-book.ts';
import type { AnalyzedBook } from '../types.ts';

export const analyze = (paragraphs: string[]): AnalyzedBook => analyzeBook([{ title: 'One', paragraphs: paragraphs.map((text) => ({ text })) }], { language: 'en' });

/** «speaker: text» for every speech line; the speaker by the character's name. */
export function speech(book: AnalyzedBook): string[] {
  const name = new Map(book.characters.map((c) => [c.key, c.name]));
  return book.chapters.flatMap((c) => c.lines).filter((l) => l.kind !== 'narration').map((l) => `${name.get(l.speaker)}: ${l.text}`);
}

/** Who says each speech line of the paragraphs, by the character's name. */
export const who = (paragraphs: string[]): string[] => speech(analyze(paragraphs)).map((s) => s.slice(0, s.indexOf(':')));
