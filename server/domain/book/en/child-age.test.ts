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
      '"I am only a child," said Molly, "and I cannot sleep in a strange house."',
    ]);
    expect(ageOf(book, 'Molly Brandt')).toBe('child');
    expect(ageOf(book, 'Mrs. Hargreave')).not.toBe('child');
  });

  it('a grown-up\'s «I am a child in such matters» is a figure of speech, not a child', () => {
    const book = read([
      'Walter came in with his son, and Edith met them at the door.',
      '"Where have you been?" said Edith.',
      '"At the mill," said the boy\'s father. "The roads are bad."',
      '"I am a child in such matters," said Edith, "and the roads are a mystery to me."',
      '"At the mill again," said the boy\'s father, "and the mill is shut."',
      '"I am a child in such matters," said Edith again.',
    ]);
    expect(ageOf(book, 'Edith')).not.toBe('child');
  });

  it('one line alone does not make a child: the attribution may have hung it on a grown-up', () => {
    const book = read([
      '"Come here," said Edith.',
      '"I\'m only a little girl," said Edith, laughing at her own joke.',
      '"You are forty," said Walter.',
    ]);
    expect(ageOf(book, 'Edith')).not.toBe('child');
  });

  it('hears a child say so with a curly apostrophe («I’m only a little girl»)', () => {
    const book = read([
      'Molly Brandt stood in the hall.',
      '“I want to go home,” said Molly.',
      '“Nonsense,” said Mrs. Hargreave.',
      '“But I’m only a little girl,” said Molly.',
      '“You are tired,” said Mrs. Hargreave.',
      '“I’m a little girl and I am so tired,” said Molly.',
    ]);
    expect(ageOf(book, 'Molly Brandt')).toBe('child');
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
