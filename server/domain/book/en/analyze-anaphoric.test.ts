// Round 26: a pronoun tag goes on with the one the narration before it had as the subject of its
// sentences, not with one it named in passing as an object. English prose keeps its topic in subject
// position: «Ida put down her cup. The remark had been made by Tessa. ¶ "…," she said» is Ida's, though
// Tessa was named last.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

/** Three people of one sex who each speak twice by a tag, then a stretch of narration that ends their talk. */
const opening = (a: string, b: string, c: string): string[] => [
  `${a}, ${b} and ${c} met at the station.`,
  `"You are late," said ${a.split(' ')[0]}.`, `"The train was slow," said ${b.split(' ')[0]}.`, `"It always is," said ${c.split(' ')[0]}.`,
  `"Then take a cab," said ${a.split(' ')[0]}.`, `"Cabs are dear," said ${b.split(' ')[0]}.`, `"Walk, then," said ${c.split(' ')[0]}.`,
  'The town was quiet that evening.', 'The band played in the square until late.', 'Nobody came to the cafe after nine.',
];

describe('English conversations, a pronoun tag after narration whose last sentence names no one of its sex (round 26)', () => {
  it('gives «she said» to the woman a sentence had as subject, not to the woman named later as an object', () => {
    const got = who([
      ...opening('Ida Moss', 'Tessa Vane', 'Wren Holloway'),
      'Ida put down her cup. The remark about the curtains had been made by Tessa. It was a cruel thing to say.',
      '"I never liked them either," she said.', '"Nobody did," said Wren.',
    ]);
    expect(got.slice(6)).toEqual(['Ida Moss', 'Wren Holloway']);
  });

  it('gives «he said» to the man a sentence had as subject after an opening clause of time', () => {
    const got = who([
      ...opening('Hugo Stell', 'Amos Reddle', 'Piers Gant'),
      'When the rain began again, Hugo pulled his hat down. The old boat had been mended by Amos. Nobody trusted it.',
      '"We had better go back," he said.', '"Not yet," said Piers.',
    ]);
    expect(got.slice(6)).toEqual(['Hugo Stell', 'Piers Gant']);
  });
});

describe('English conversations, a pronoun tag after narration whose last sentence opens with a pronoun (round 26)', () => {
  it('reads the «she» of the last sentence back to the latest subject of her sex, not to the woman named last as an object', () => {
    const got = who([
      ...opening('Ida Moss', 'Tessa Vane', 'Wren Holloway'),
      'Ida put down her cup. The remark about the curtains had been made by Tessa. She looked out at the rain.',
      '"I never liked them either," she said.', '"Nobody did," said Wren.',
    ]);
    expect(got.slice(6)).toEqual(['Ida Moss', 'Wren Holloway']);
  });
});

describe('English conversations, who a «she» of narration keeps in mind (round 26)', () => {
  it('keeps the latest subject of her sex in mind, not the woman named last as an object', () => {
    const got = who([
      'Ida Moss, Tessa Vane and Wren Holloway met at the station.',
      '"You are late," said Ida.', '"The train was slow," said Tessa.', '"It always is," said Wren.', '"Cabs are dear," said Tessa.', '"Walk, then," said Wren.',
      'The town was quiet that evening.', 'The band played in the square until late.', 'Nobody came to the cafe after nine.',
      'Ida put down her cup. The remark about the curtains had been made by Tessa. She turned to the window. Then the waiter came with the bill.',
      '"I never liked them either," she said.', '"Nobody did," said Wren.',
    ]);
    expect(got.slice(5)).toEqual(['Ida Moss', 'Wren Holloway']);
  });
});

describe('English conversations, a pronoun tag after two paragraphs of narration (round 26)', () => {
  it('gives «she said» to the subject of the paragraph before the last, where the last has none of her sex', () => {
    const got = who([
      ...opening('Ida Moss', 'Tessa Vane', 'Wren Holloway'),
      'Ida put down her cup and looked at the band for a long while.',
      'The remark about the curtains had been made by Tessa. It was a cruel thing to say.',
      '"I never liked them either," she said.', '"Nobody did," said Wren.',
    ]);
    expect(got.slice(6)).toEqual(['Ida Moss', 'Wren Holloway']);
  });
});

describe('English conversations, a pronoun tag in a paragraph naming two people of its sex (round 26)', () => {
  it('gives «she said» to the subject of the earlier sentence, not to the woman a later sentence names as an object', () => {
    const got = who([
      ...opening('Ida Moss', 'Tessa Vane', 'Wren Holloway'),
      'Ida rose from her chair. The light from the window fell on Tessa. "I like them," she said.', '"You would," said Wren.',
    ]);
    expect(got.slice(6)).toEqual(['Ida Moss', 'Wren Holloway']);
  });

  it('gives «he said» to the subject of the main clause, not to the man a later sentence names', () => {
    const got = who([
      ...opening('Hugo Stell', 'Amos Reddle', 'Piers Gant'),
      'As the boat came in, Hugo stood up. The rope was thrown to Amos. "Mind the step," he said.', '"Not yet," said Piers.',
    ]);
    expect(got.slice(6)).toEqual(['Hugo Stell', 'Piers Gant']);
  });
});
