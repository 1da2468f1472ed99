// Round 33: who answers where an untagged run opens after a tagged line — the one the tagged speaker
// turned to, the one a question asks by name. Made-up scenes, names invented.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, the second voice of an untagged run (round 33)', () => {
  it('gives the untagged line after «Nora turned to Hugo. "…?" said she» to Hugo, not to the one before last', () => {
    // Hugo speaks by a tag of his own earlier in the book: one who never does is seldom there to answer.
    const earlier = ['Hugo Marsh came to the farm in the spring.', '"Good morning," said Hugo.', 'The summer passed slowly at the farm, with long days in the fields and short nights. '.repeat(20)];
    const got = who([
      ...earlier,
      'Nora Bell, Ada Crane and Hugo Marsh sat at the long table after supper.',
      '"The rain has stopped at last," said Ada.',
      '"It will start again by morning," said Nora.',
      '"Then the mill will flood," said Ada.',
      'Nora turned to Hugo. "Will you ride out early?" said she.',
      '"At first light, if the bridge holds."',
    ]);
    expect(got.slice(-2)).toEqual(['Nora Bell', 'Hugo Marsh']);
  });

  // The review's cases: the one turned to is not barred from speaking the turn, and no one turns in «the talk
  // turned to Hugo» or to «Hugo's letter».
  const scene = ['Hugo Marsh came to the farm in the spring.', '"Good morning," said Hugo.', '"Good morning," said Nora.', '"Fine day," said Ada.',
    'The summer passed slowly at the farm, with long days in the fields and short nights. '.repeat(20),
    'Nora Bell, Ada Crane and Hugo Marsh sat at the long table after supper.'];

  it('lets the one turned to speak the turn: «Hugo turned to Nora. "Shall we go?" she asked.» is Nora\'s', () => {
    const got = who([...scene, '"The rain has stopped at last," said Ada.', '"It will start again by morning," said Hugo.',
      'Hugo turned to Nora. "Shall we go?" she asked.', '"If the bridge holds."']);
    expect(got.slice(-2)).toEqual(['Nora Bell', 'Hugo Marsh']);
  });

  it('reads no one turning to Hugo in «turned to Hugo\'s letter» or «the talk turned to Hugo»', () => {
    const talk = [...scene, '"The rain has stopped at last," said Ada.', '"It will start again by morning," said Nora.', '"Then the mill will flood," said Ada.'];
    const letter = who([...talk, 'Nora turned to Hugo\'s letter on the table. "Will you read it to us?" said she.', '"Not tonight."']);
    const topic = who([...talk, 'The talk turned to Hugo and his horses. "Will you ride out early?" said Nora.', '"At first light."']);
    expect(letter.slice(-2)).toEqual(['Nora Bell', 'Ada Crane']);
    expect(topic.slice(-2)).toEqual(['Nora Bell', 'Ada Crane']);
  });
});
