// English attribution of lead-ins and pronouns across a paragraph, on made-up scenes.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';

describe('English lead-ins and pronouns', () => {
  it('gives the next paragraph\'s quotation to a speech paragraph\'s narration that leads into it with a colon', () => {
    const book = analyze([
      'Orlo and Tibbald sat by the fire with Nessa.',
      '"You see, Orlo likes to lie in bed all morning," said Nessa, smiling at them both, whereupon Tibbald fired up and also exclaimed:',
      '"Because Sunday is my one chance in the week to sleep!"',
    ]);
    expect(speech(book).at(-1)).toBe('Tibbald: Because Sunday is my one chance in the week to sleep!');
  });

  it('lets a lead-in that names the speaker stand for the pronoun of the tag after the quotation', () => {
    const book = analyze([
      'Mr. Tibbald stood at the gate with Nessa and Orlo, watching the road.',
      'Orlo exclaimed, "Here they come at last! And the cart too," he added quickly.',
    ]);
    expect(speech(book)[0]).toBe('Orlo: Here they come at last! And the cart too,');
  });

  it('takes «she said» for the subject of the sentence before, not a woman named after it', () => {
    const book = analyze([
      'Then Nessa and Clara walked up the lane to the farm, where Mrs. Pellam was waiting.',
      'Nessa felt a qualm of conscience at the thought of handing Clara over to her. "Well, I will go in and we will talk it over," she said.',
    ]);
    expect(speech(book)[0]).toBe('Nessa: Well, I will go in and we will talk it over,');
  });

  it('reads a tag after a finished quotation as its own when it does not lead into the next one', () => {
    const book = analyze([
      'Orlo stood with Nessa and Clara by the door of the chapel.',
      '"If Orlo were but a priest!" cried Clara, and running to where he stood with Nessa by the old stone font: "My dear Orlo, you might marry them now."',
    ]);
    expect(speech(book)).toEqual(['Clara: If Orlo were but a priest!', 'Clara: My dear Orlo, you might marry them now.']);
  });

  it('does not give an untagged speech to the one it talks about by name', () => {
    const book = analyze([
      'Then Orlo and Nessa sat by the fire in the long room.',
      '"Will you come with us tomorrow?" said Nessa.', '"Perhaps," said Orlo.',
      'The clock struck ten, and the fire burned low in the grate.',
      '"Orlo never gives a straight answer to anybody."',
    ]);
    expect(speech(book).at(-1)).toBe('Nessa: Orlo never gives a straight answer to anybody.');
  });

  it('gives «my husband» to a woman and «my wife» to a man', () => {
    const book = analyze([
      'Then Mr. Tibbald and Mrs. Pellam sat down in the garden.',
      '"It is very warm," said Mrs. Pellam.', '"It is," said Mr. Tibbald.',
      'The bees hummed in the lime trees, and the long afternoon wore on.',
      '"My husband will be home soon."',
    ]);
    expect(speech(book).at(-1)).toBe('Mrs. Pellam: My husband will be home soon.');
  });

  it('gives an untagged speech after narration to the one the narration says acts, not the turn-taking\'s next', () => {
    const book = analyze([
      'Mr. Tibbald had gone out to the stables an hour before.',
      '"Are you going out tonight?" said Nessa.',
      '"No, I shall stay in by the fire," said Mr. Pellam.',
      '"Then I will read to you," said Nessa.',
      'Mr. Tibbald came in from the yard and shut the door behind him.',
      '"It is raining hard, and the road is under water."',
    ]);
    expect(speech(book).at(-1)).toBe('Mr. Tibbald: It is raining hard, and the road is under water.');
  });

  it('reads a lead-in that ends a speech paragraph on a comma after a sentence of its own (round 15)', () => {
    expect(speech(analyze([
      'Lavinia Crouch and Mrs. Pottle sat in the little parlour when Hester Vane came in.',
      '"Oh, Miss Vane, how kind!" said Lavinia.',
      '"Such a happy little circle!"--And from her delight Hester guessed that all was forgiven.--After a few whispers, Mrs. Pottle, speaking louder, said,',
      '"Yes, here I am, my good friend; and here I have been so long."',
    ])).at(-1)).toBe('Mrs. Pottle: Yes, here I am, my good friend; and here I have been so long.');
  });

  it('gives «X looked at Y, whose clear voice said» to Y, the one whose voice it is (round 15)', () => {
    const book = analyze([
      'Gabriel Lumb sat in the hall with Lucas Grell and Comrade Pim.',
      '"Are you sure?" said Gabriel.',
      'Lucas looked at Pim, whose clear voice said "No doubt of it."',
    ]);
    expect(speech(book).at(-1)).toBe('Comrade Pim: No doubt of it.');
  });
});
