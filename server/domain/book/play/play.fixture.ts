// Helpers for the play reader's tests: a made-up text read as a book, and who says a line.
import { analyzeBook, splitChapters, NARRATOR_KEY, type AnalyzedBook } from '../index.ts';

/** The text split into chapters and analysed as Russian (call initBookPipeline first). */
export function read(text: string): AnalyzedBook {
  return analyzeBook(splitChapters(text, 'ru'), { language: 'ru' });
}

/** Six replicas of two people, Маша and Иван, to make a made-up scene a play. */
export const REPLICAS: readonly string[] = ['Маша. Где же он?', 'Иван. Ушел.', 'Маша. Куда?', 'Иван. Не сказал.', 'Маша. Вот как!', 'Иван. Да.'];

export const lines = (b: AnalyzedBook) => b.chapters.flatMap((c) => c.lines);

/** The name of who says the first line holding `text` («narrator» for the narrator). */
export const who = (b: AnalyzedBook, text: string) => {
  const l = lines(b).find((x) => x.text.includes(text));
  if (!l) throw new Error(`no line with «${text}»`);
  return l.speaker === NARRATOR_KEY ? 'narrator' : b.characters.find((c) => c.key === l.speaker)?.name;
};

/** Lines voiced in a character's voice that start with one of `labels`. */
export const labelsRead = (b: AnalyzedBook, labels: RegExp) => lines(b).filter((l) => l.kind === 'speech' && labels.test(l.text)).map((l) => l.text);
