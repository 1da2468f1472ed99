// A story told in the first person, on made-up passages: «I said», «said I», «I asked him» are the
// narrator's; in a talk between the narrator and one other person the untagged turns alternate
// between them, the narrator being one of the two.
import { describe, expect, it } from 'vitest';
import { NARRATOR_KEY } from '../types.ts';
import { analyze, speech } from './analyze.fixture.ts';

const OPENING = [
  'I had come down to the village in the autumn of that year, and I took rooms at the inn by the church. I knew nobody there but my cousin.',
  'My cousin Wilfred Ashby met me at the station. He was a tall man, and I thought he looked tired.',
];

describe('English attribution, first-person narrator', () => {
  it('gives «said I» and «I said» to the narrator and the untagged turns between to each of the two in turn', () => {
    const book = analyze([...OPENING, '"You look tired," said I.', '"I am," he answered. "The farm is hard work."', '"Then let me help."', '"You would be no use at all."', '"Try me," I said.']);
    expect(speech(book)).toEqual([
      'Narrator: You look tired,', 'Wilfred Ashby: I am,', 'Wilfred Ashby: The farm is hard work.', 'Narrator: Then let me help.',
      'Wilfred Ashby: You would be no use at all.', 'Narrator: Try me,',
    ]);
    expect(book.characters.find((c) => c.key === NARRATOR_KEY)?.description).toBe('first-person narrator');
  });

  it('gives «I asked him,» before a quotation to the narrator, and the answer to the other one', () => {
    const book = analyze([...OPENING, 'I asked him, "How is your mother?"', '"Much better, thank you."', '"And the farm?"', '"Not so well," said Wilfred.']);
    expect(speech(book)).toEqual(['Narrator: How is your mother?', 'Wilfred Ashby: Much better, thank you.', 'Narrator: And the farm?', 'Wilfred Ashby: Not so well,']);
  });

  it('takes one who speaks «to me» for someone else, and the answer for the narrator\'s', () => {
    const book = analyze([...OPENING, 'Wilfred opened the gate. "Come in," he said to me.', '"Thank you."', '"Sit by the fire."']);
    expect(speech(book)).toEqual(['Wilfred Ashby: Come in,', 'Narrator: Thank you.', 'Wilfred Ashby: Sit by the fire.']);
  });

  it('reads «"…" was my reply» as the narrator speaking', () => {
    const book = analyze([...OPENING, '"Will you stay the winter?" asked Wilfred.', '"Only till Christmas," was my reply.', '"That is something."']);
    expect(speech(book)).toEqual(['Wilfred Ashby: Will you stay the winter?', 'Narrator: Only till Christmas,', 'Wilfred Ashby: That is something.']);
    // Read from the tag itself, not only from the turn-taking.
    const reply = book.chapters[0].lines.find((l) => l.text.startsWith('Only till'));
    expect(reply?.issue).toMatch(/was my reply/);
  });

  it('calls on the narrator in a talk he opens with the other one\'s name', () => {
    const book = analyze([...OPENING, '"Well, Wilfred?"', '"Well?"', '"Is there news?"', '"None."', '"None at all?"', '"None at all," said Wilfred.']);
    expect(speech(book)).toEqual([
      'Narrator: Well, Wilfred?', 'Wilfred Ashby: Well?', 'Narrator: Is there news?', 'Wilfred Ashby: None.', 'Narrator: None at all?', 'Wilfred Ashby: None at all,',
    ]);
  });

  it('does not take for the narrator\'s name one whom the narration names, however often she is called', () => {
    const scenes = Array.from({ length: 6 }, (_, i) => [
      `On the ${i + 1}th morning Ferrand sent for the maid. Bessy came in, wiping her hands on her apron.`,
      '"Sit down, Bessy," said Ferrand.', i === 0 ? '"Thank you, sir," said Bessy.' : '"Thank you, sir," she said.', '"Where were you last night, Bessy?"', '"In the kitchen, sir."',
      'Bessy went out. Ferrand turned to me.', '"Well, Marlow?"', '"She is telling the truth," I said.',
    ]).flat();
    const book = analyze(['I had come down to Wexcombe to help my friend Lucien Ferrand, and I was glad of the work.', ...scenes]);
    expect(speech(book).slice(0, 6)).toEqual([
      'Ferrand: Sit down, Bessy,', 'Bessy: Thank you, sir,', 'Ferrand: Where were you last night, Bessy?', 'Bessy: In the kitchen, sir.', 'Ferrand: Well, Marlow?', 'Narrator: She is telling the truth,',
    ]);
    expect(book.characters.find((c) => c.key === NARRATOR_KEY)?.aliases).toEqual(['Marlow']);
  });

  it('knows the narrator by the first name and patronymic others call him, though no list knows the name', () => {
    const scenes = Array.from({ length: 6 }, (_, i) => [
      `On the ${i + 1}th evening Polina Andreyevna sent for me. I found her in the garden.`, '"Vikenty Petrovich, come here," said Polina Andreyevna.', '"What is it?" I asked.',
      '"Vikenty Petrovich, you must go to the tables for me."', '"I will go."', '"Thank you, Vikenty Petrovich," she said.',
    ]).flat();
    const book = analyze(['I had been tutor in the General\'s house for a year. Polina Andreyevna, his step-daughter, seldom spoke to me.', ...scenes]);
    expect(book.characters.find((c) => c.key === NARRATOR_KEY)?.aliases).toEqual(['Vikenty Petrovich']);
    expect(speech(book).slice(0, 5)).toEqual([
      'Polina Andreyevna: Vikenty Petrovich, come here,', 'Narrator: What is it?', 'Polina Andreyevna: Vikenty Petrovich, you must go to the tables for me.', 'Narrator: I will go.', 'Polina Andreyevna: Thank you, Vikenty Petrovich,',
    ]);
  });

  it('does not give the narrator a speech that talks about him by the name others call him', () => {
    const scene = [
      'I walked into the study where my old friend Ambrose Tulk was waiting for me. I sat down by the fire.',
      '"Well, Gerald," said Tulk, "you are late again."', '"I was kept at the bank," I replied.', '"At the bank, Gerald? On a Sunday?"', '"Even on a Sunday."',
    ];
    const book = analyze([...scene, ...scene, ...scene, ...scene, ...scene, 'The clock struck ten, and the fire burned low in the grate.', '"Gerald never listens to anybody."']);
    expect(speech(book).at(-1)).toBe('Ambrose Tulk: Gerald never listens to anybody.');
  });
});
