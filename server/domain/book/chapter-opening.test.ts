// A chapter that opens with «он»/«она» before anyone of that sex is named goes on with the hero of
// the chapter before: the person of that sex most in mind at its end. Made-up scenes, invented names.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBook, initBookPipeline } from './index.ts';
import { namesOf } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

/** Who says each speech line of the second chapter. */
function secondChapter(first: string[], second: string[]): string[] {
  const book = analyzeBook([
    { title: 'I', paragraphs: first.map((text) => ({ text })) },
    { title: 'II', paragraphs: second.map((text) => ({ text })) },
  ], { language: 'ru' });
  const names = namesOf(book);
  return book.chapters[1].lines.filter((l) => l.kind !== 'narration').map((l) => names.get(l.speaker) ?? l.speaker);
}

const FIRST = [
  'Игнат Саввич долго ходил по саду и думал о брате. Степан уехал еще утром.',
  'Игнат Саввич вернулся в дом, сел к столу и написал письмо. Он решился.',
];

describe('a chapter opening with a pronoun', () => {
  it('takes the hero of the chapter before for the first «он»', () => {
    expect(secondChapter(FIRST, [
      'Часа через два он уже стучался в дверь к Степану.',
      '— Мне нужно поговорить с вами, — начал он, садясь у окна.',
    ])[0]).toBe('Игнат Саввич');
  });

  it('takes them for a tag «он» opening the chapter, marked for review', () => {
    const book = analyzeBook([
      { title: 'I', paragraphs: FIRST.map((text) => ({ text })) },
      { title: 'II', paragraphs: [{ text: '— Мне нужно поговорить с вами, — сказал он, входя.' }] },
    ], { language: 'ru' });
    const line = book.chapters[1].lines[0];
    expect(namesOf(book).get(line.speaker)).toBe('Игнат Саввич');
    expect(line.review).toBe(true);
  });

  it('does not once the chapter has named someone of that sex', () => {
    expect(secondChapter(FIRST, [
      'Степан сидел у окна и читал.',
      '— Опять дождь, — сказал он.',
    ])[0]).toBe('Степан');
  });
});
