// English children got grown-ups' voices: English has no age words beside its names. A child is
// known by the tags and the words of their own lines («thought the poor child», «I'm a little girl»),
// never by the book being a children's book (its queens are grown-ups).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../../test/support/shared.ts';
import { analyzeBook, initBookPipeline, splitChapters } from '../index.ts';
import type { AnalyzedBook } from '../types.ts';

const ageOf = (book: AnalyzedBook, name: string) => book.characters.find((c) => c.name === name)?.age;
const read = (paragraphs: string[]) => analyzeBook([{ title: 'Chapter I', paragraphs: paragraphs.map((text) => ({ text })) }], { language: 'en' });

beforeAll(async () => {
  await initBookPipeline();
});

describe('an English child', () => {
  it('is a child when a tag calls them one or they say so; the grown-up they talk to is not', () => {
    const book = read([
      'Molly Brandt stood in the hall, and Mrs. Hargreave looked down at her.',
      '"I want to go home," said Molly.',
      '"Nonsense," said Mrs. Hargreave. "You will stay here tonight."',
      '"But I\'m only a little girl," said Molly.',
      '"It is all so strange," thought the poor child, "and I am so tired."',
      '"Go to bed, then," said Mrs. Hargreave.',
    ]);
    expect(ageOf(book, 'Molly Brandt')).toBe('child');
    expect(ageOf(book, 'Mrs. Hargreave')).not.toBe('child');
  });

  it('a young woman called a girl is no child', () => {
    const book = read([
      '"I shall marry him," said Harriet.',
      '"You foolish girl," said Mrs. Goddard.',
      '"I shall," said the girl.',
    ]);
    expect(ageOf(book, 'Harriet')).not.toBe('child');
  });
});

describe.skipIf(!hasShared)('Alice (corpus)', () => {
  let alice: AnalyzedBook;
  beforeAll(() => {
    alice = analyzeBook(splitChapters(readFileSync(join(booksDir, 'en-pdnc', 'AlicesAdventuresInWonderland', 'novel_text.txt'), 'utf8'), 'en'), { language: 'en' });
  }, 120_000);

  it('«Alice\'s Adventures in Wonderland»: Alice is a child, the Queen and the Duchess are not', () => {
    expect(ageOf(alice, 'Alice')).toBe('child');
    expect(ageOf(alice, 'Queen')).not.toBe('child');
    expect(ageOf(alice, 'Duchess')).not.toBe('child');
  });
});
