// The challenge set of round 12, descriptions: «"Quite so," answered the young lord» where the book has
// several lords (no one holds the title book-wide) and one of them is in the scene — the tag means him,
// not a character of its own called «Young lord».
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, a title as a description (round 12)', () => {
  it('gives «answered the young lord» to the lord of the scene', () => {
    const got = who([
      'Lord Ambrose Hale had a house in the north, and Lord Ambrose went there every summer.',
      '"The north is cold," said Lord Ambrose.',
      'Lord Ambrose went north. Lord Ambrose stayed there all summer.',
      'The summer passed slowly in town. The summer passed slowly in town. The summer passed slowly in town.',
      'Lord Percival Moyle came to tea with Mrs. Ashcombe and Sir Hector Vance.',
      '"Is the East End a problem?" asked Sir Hector.',
      '"Quite so," answered the young lord. "It is the problem of slavery."',
      '"You are too clever," said Mrs. Ashcombe.',
    ]);
    expect(got).toEqual(['Lord Ambrose Hale', 'Sir Hector Vance', 'Lord Percival Moyle', 'Lord Percival Moyle', 'Mrs. Ashcombe']);
  });
});
