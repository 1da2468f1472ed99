// Round 31: a tag that names the speaker by kin («said her mother», «said her brother») means the one of
// the family the surname shows, not the latest woman or man in mind, who is as often the daughter, her
// sister or a friend: a mother or a wife is the woman of the surname the book styles «Mrs.» or «Lady»,
// a father or a husband the man it styles «Mr.», a sister or a brother anyone of the surname.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, a kin tag read by the family surname (round 31)', () => {
  it('gives «said her mother» to the «Mrs.» of the daughters\' surname, not to the daughter named last', () => {
    const got = who([
      'Mrs. Marsh was sewing by the fire when the post came. "A letter from the bank," said Mrs. Marsh.',
      'The afternoon went by. The snow fell on the garden, and the lamps were lit early in the lane.',
      'Ida Marsh and Tessa Marsh came in from the garden.', '"It is cold," said Ida.', '"Very cold," said Tessa.',
      'The girls took off their boots by the door.', 'Ida shook the snow from her hat.', 'Tessa hung her wet scarf on the hook.', 'The kettle began to sing on the hob.',
      '"You must be tired, my dears," said her mother.',
    ]);
    expect(got).toEqual(['Mrs. Marsh', 'Ida Marsh', 'Tessa Marsh', 'Mrs. Marsh']);
  });

  it('gives «said her brother» to the man of her surname, not to the man named last', () => {
    const got = who([
      'Hugo Marsh was mending a net on the quay. "The tide is turning," said Hugo.',
      'The afternoon went by. The wind rose over the harbour, and the lamps were lit early in the lane.',
      'Ida Marsh and Nell Gant came down to the boats.', '"It is cold," said Ida.', '"Very cold," said Nell.',
      'Amos Reddle rowed in past the harbour wall.', 'Ida waved to him from the steps.', 'Amos tied up his boat and climbed the ladder.', 'The gulls cried over the water.',
      '"You should both go home before the rain," said her brother.',
    ]);
    expect(got).toEqual(['Hugo Marsh', 'Ida Marsh', 'Nell Gant', 'Hugo Marsh']);
  });
  it('does not look for «her mother» among the women the book\'s people call «mamma» once the surname has shown her', () => {
    const got = who([
      'Tom Gant lived next door with his mother, Mrs. Gant.',
      '"Mamma, where is my cap?" said Tom.', '"On the peg," said Mrs. Gant.', '"Mamma, may I go out?" said Tom.', '"Not till you have eaten," said Mrs. Gant.',
      '"Mamma, the soup is cold," said Tom.', '"Then eat it cold," said Mrs. Gant.', '"Mamma, I have finished," said Tom.', '"Good boy," said Mrs. Gant.',
      'The week went by.', 'The snow fell on the garden.', 'Nobody went out.', 'The lamps were lit early.',
      'Mrs. Marsh was sewing by the fire. Ida Marsh came in with Mrs. Gant from next door.',
      '"It is cold," said Ida.', '"Very cold," said Mrs. Gant.', '"Bitter," said Ida.', '"I must go home," said Mrs. Gant.',
      'Ida took off her boots by the door.', 'Ida shook the snow from her hat.', 'Mrs. Gant hung her wet scarf on the hook.', 'The kettle began to sing on the hob.',
      '"Sit down, child," said her mother.',
    ]);
    expect(got.at(-1)).toBe('Mrs. Marsh');
  });
});
