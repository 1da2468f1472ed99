import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { analyzeBook, initBookPipeline, NARRATOR_KEY, SPEAKER_MODEL, splitChapters, type AnalysisStage } from './index.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe.skipIf(!hasShared)('analyzeBook on whole real books (corpus)', () => {
  for (const name of ['FathersAndSons.txt', 'KapitanskayaDochka.txt', 'Shinel.txt']) {
    it(`keeps its promises on ${name}`, () => {
      const chapters = splitChapters(readFileSync(join(booksDir, 'ru-txt', name), 'utf8'));
      const progress: Array<[AnalysisStage, number, number]> = [];
      const book = analyzeBook(chapters, { onProgress: (s, d, t) => progress.push([s, d, t]) });
      expect(book.language).toBe('ru');
      expect(book.chapters.map((c) => c.title)).toEqual(chapters.map((c) => c.title));
      const keys = new Set(book.characters.map((c) => c.key));
      expect(book.characters.filter((c) => c.isNarrator).map((c) => c.key)).toEqual([NARRATOR_KEY]);
      for (const [i, ch] of book.chapters.entries()) {
        let block = 0;
        let para = 0;
        for (const l of ch.lines) {
          expect(l.text.trim()).not.toBe('');
          expect(keys.has(l.speaker)).toBe(true);
          expect(l.paragraphId).toBeGreaterThanOrEqual(para);
          expect(l.paragraphId).toBeLessThan(chapters[i].paragraphs.length);
          expect(l.blockId).toBeGreaterThanOrEqual(block);
          [block, para] = [l.blockId, l.paragraphId];
          expect(l.confidence).toBeGreaterThanOrEqual(0);
          expect(l.confidence).toBeLessThanOrEqual(1);
          // Russian lines are marked below the speaker model's threshold.
          expect(l.review).toBe(l.confidence < SPEAKER_MODEL.reviewBelow);
          if (l.kind === 'narration') expect(l.speaker).toBe(NARRATOR_KEY);
          else expect(l.issue).not.toBe('');
        }
      }
      // Every character speaks: nobody is listed for merely being mentioned.
      const speaking = new Set(book.chapters.flatMap((c) => c.lines.map((l) => l.speaker)));
      expect(book.characters.every((c) => speaking.has(c.key))).toBe(true);
      expect(progress.filter(([s]) => s === 'split').at(-1)).toEqual(['split', chapters.length, chapters.length]);
      expect(progress.filter(([s]) => s === 'speakers').at(-1)).toEqual(['speakers', chapters.length, chapters.length]);
    });
  }
});
