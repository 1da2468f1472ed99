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

  it('reads a story as told in the first person where «I» is under one word in a hundred of the narration', () => {
    // A narrator who watches more than he acts: long paragraphs about the others, «I» now and then
    // (under one word in a hundred: with the old 1% the story was read as told in the third person).
    const about = 'The orchard ran down to the river, and the old trees leaned over the water as they had done for a hundred years. ' +
      'Orrin Blakeway walked there every evening with his dog, counting the apples that had fallen in the grass and the ones the wind would bring down next. ' +
      'The farmhands said he knew every tree by its bark and every bird by its call, and that he talked to them more kindly than to his own men. ' +
      'His sister kept the house, baked the bread and wrote the letters, and the whole village agreed that the farm would have fallen to ruin without her steady hand.';
    const scenes = Array.from({ length: 6 }, (_, i) => [
      `${about} ${about} On the ${i + 1}th evening he found me by the gate.`, '"Hester, is the mill shut?" said Orrin.', '"Long ago," I said.', '"Then walk with me, Hester."', '"Gladly."',
    ]).flat();
    expect(narratorAliases([about, ...scenes])).toEqual(['Hester']);
  });

  it('knows the narrator by each name the others call her, as often as the first, not by one called a few times', () => {
    const scenes = Array.from({ length: 12 }, (_, i) => [
      `On the ${i + 1}th morning Orrin Blakeway came to the mill. I was sweeping the floor.`, '"Hester, where is your father?" said Orrin.', '"In the loft," I said.',
      '"Tell him I came, Hester."', '"I will."',
      'In the afternoon Mrs. Quarles called at the mill for her flour.', '"Good day, Miss Pellow," said Mrs. Quarles.', '"Good day," I answered.', '"Is it ground fine, Miss Pellow?"', '"As fine as ever."',
      // His girl, called five times against the narrator's 24 as Hester: not another name of hers.
      ...(i < 5 ? ['"Leave the sacks alone, Nancy," said Orrin to his girl.'] : []),
    ]).flat();
    const aliases = narratorAliases(['I had kept my father\'s mill since the spring, and I knew every sack in it.', ...scenes]);
    expect([...aliases].sort()).toEqual(['Hester', 'Miss Pellow']);
  });

  it('reads «"…" was my only reply» and «was Orrin\'s prompt answer» as tags, past a word that qualifies the reply', () => {
    const book = analyze([
      'I had kept my father\'s mill since the spring, and I knew every sack in it. My cousin Orrin Blakeway came in the evenings.',
      '"Will you sell the mill?" asked Orrin.', '"Never," was my only reply.', '"Not even to me?"', '"Least of all to you."', '"Then I shall wait," was Orrin\'s prompt answer.',
    ]);
    const lines = book.chapters[0].lines.filter((l) => l.kind !== 'narration');
    expect(lines.find((l) => l.text.startsWith('Never'))?.issue).toMatch(/was my only reply/);
    expect(lines.find((l) => l.text.startsWith('Then I shall'))?.issue).toMatch(/prompt answer/);
  });
});

