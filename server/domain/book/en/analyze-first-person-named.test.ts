// Round 27, a story told by «I» whom the others call by name (the dev novels re-told in the first
// person, bench/attribution/en-first-person.ts): made-up scenes with invented names.
import { describe, expect, it } from 'vitest';
import { NARRATOR_KEY } from '../types.ts';
import { analyze } from './analyze.fixture.ts';

const narratorAliases = (paragraphs: string[]) => analyze(paragraphs).characters.find((c) => c.key === NARRATOR_KEY)?.aliases ?? [];

describe('English attribution, naming the first-person narrator', () => {
  it('takes one tag between two pieces of a speech («"…," said Hester, "…"») for one tag, not two', () => {
    // The narrator's name is given by a tag once, in a rhyme she recites as a child: one stray tag
    // does not make her a speaker of her own, so she is still the narrator the others call Hester.
    const scenes = Array.from({ length: 6 }, (_, i) => [
      `On the ${i + 1}th morning Orrin Blakeway came to the mill. I was sweeping the floor.`, '"Hester, where is your father?" said Orrin.', '"In the loft," I said.',
      '"Tell him I came, Hester."', '"I will."',
    ]).flat();
    const rhyme = 'When I was small I used to sing a rhyme at the mill door. "Who turns the wheel?" said Hester, "The water turns the wheel!"';
    expect(narratorAliases(['I had kept my father\'s mill since the spring, and I knew every sack in it.', rhyme, ...scenes])).toEqual(['Hester']);
  });
});
