// This file never calls initBookPipeline (vitest gives each file its own process): English needs
// no Russian dictionaries, and Russian says clearly what is missing.
import { describe, expect, it } from 'vitest';
import { analyzeBook } from './index.ts';

describe('analyzeBook without the morphology dictionaries', () => {
  it('analyses English', () => {
    const book = analyzeBook([{ title: 'Chapter I', paragraphs: [
      { text: '"Who are you?" said the Caterpillar.' },
      { text: 'Alice, you are late!' },
      { text: '"I hardly know, sir," Alice replied.' },
    ] }]);
    expect(book.language).toBe('en');
    const speech = book.chapters[0].lines.filter((l) => l.kind === 'speech');
    const name = (key: string) => book.characters.find((c) => c.key === key)?.name;
    expect(speech.map((l) => name(l.speaker))).toEqual(['Caterpillar', 'Alice']);
  });

  it('refuses Russian with a clear message', () => {
    expect(() => analyzeBook([{ title: 'Глава 1', paragraphs: [{ text: '— Привет, — сказал Иван.' }] }])).toThrow(/initBookPipeline/);
  });
});
