// Round 15, descriptions in tags: «said a little girl» brings in someone the text has not identified,
// never a person the scene already has; «said the girl» after it is she; a clause of the tag that
// names the one it describes («who … was called Moper»), or the next speech calling by name one who
// had not spoken, ties the description to that person. Made-up scenes, invented names.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English tags with an indefinite description (round 15)', () => {
  it('gives «said a little girl» to a girl of her own, and «said the girl» after it to her', () => {
    expect(who([
      'Tobias Wrenfield crossed the square with Dolores Ashby.',
      '"Where does the doctor live?" asked Tobias.',
      '"I will show you," said a little girl, springing out of a doorway.',
      '"Is it far?" said Dolores.',
      '"Not far," said the girl.',
      '"Then lead on," said Tobias.',
    ])).toEqual(['Tobias Wrenfield', 'Little girl', 'Dolores Ashby', 'Little girl', 'Tobias Wrenfield']);
  });

  it('names the description as the text writes it («a thin, elderly gentleman», «a girl opposite»)', () => {
    expect(who([
      'Ambrose Quill sat at the table with Hector Lumley and Winifred Lumley.',
      '"He is a fine fellow," said Hector.',
      '"Surely she could learn it," broke in a thin, elderly gentleman.',
      '"Are they?" said a girl opposite, leaning forward.',
      '"Do not," said Ambrose.',
    ])).toEqual(['Hector Lumley', 'Thin, elderly gentleman', 'Girl opposite', 'Ambrose Quill']);
  });

  it('leaves the untagged turns after a passer-by to the two who were talking', () => {
    const got = who([
      'Tobias Wrenfield walked along the quay with Dolores Ashby.',
      '"The boat is late, Dolores," said Tobias.',
      '"It is always late," said an old boatman.',
      '"Shall we wait?"',
      '"An hour, no more."',
      '"Then let us sit down, Tobias."',
      '"As you like."',
    ]);
    expect(got[1]).toBe('Old boatman');
    expect(got.slice(2)).not.toContain('Old boatman');
    expect(got[4]).toBe('Dolores Ashby');
  });

  it('gives the line to the name the tag\'s own clause calls the one it describes', () => {
    expect(who([
      'Ambrose Quill sat at the bar with Hector Lumley.',
      '"He is a fine fellow," said Hector.',
      '"Let me weep," said a young man who, on account of his gloomy face, was called Moper.',
      '"Do not," said Ambrose.',
      '"But I will," said Moper.',
    ])).toEqual(['Hector Lumley', 'Moper', 'Ambrose Quill', 'Moper']);
  });

  it('ties the passer-by to the name the next speech calls, one who had not spoken', () => {
    expect(who([
      'Jasper Oddington and Cuthbert Vane argued on the verandah; Mr. Pellow listened.',
      '"The invitation is a gracious one," said Cuthbert.',
      '"You will make yourself cheap," suddenly said a little dark man.',
      'There was a stir of disapproval.',
      '"Mr. Pellow!" said Jasper, swaying forward.',
    ])).toEqual(['Cuthbert Vane', 'Mr. Pellow', 'Jasper Oddington']);
  });

  it('never gives a quotation to a description a «whom» clause follows (its object, not who speaks)', () => {
    const got = who([
      'Mrs. Ottoline Brisk sat at her window.',
      'Jonas Brisk--a meek little man whom the village called "Ottoline\'s husband"--was sowing turnips on the hill.',
    ]);
    expect(got).not.toContain('Meek little man');
  });

  it('keeps a description that sets its one apart («the second gentleman», «the elder of the two gentlemen») a character of its own', () => {
    expect(who([
      'Ambrose Quill argued with the Marquis de Lorne and two gentlemen in top hats.',
      '"He insulted my aunt," said Ambrose.',
      '"But how can the Marquis have insulted your aunt?" said the second gentleman.',
      '"Whose house is that?" asked the elder of the two gentlemen.',
      '"Order, order!" said the reader of the paper.',
      '"Nonsense," said the Marquis.',
    ])).toEqual(['Ambrose Quill', 'Second gentleman', 'Elder of the two gentlemen', 'Reader of the paper', 'Marquis de Lorne']);
  });

  it('reads «…, Hakim Sayeed, nor your learning» as a call, which names the passer-by it answers', () => {
    expect(who([
      'Rashid Kamal and Hakim Sayeed sat on the verandah after dinner.',
      '"Turton would never do this," said Rashid.',
      '"It is easy to sympathize at a distance," said an old gentleman with a beard.',
      '"We have not all your sweet nature, Hakim Sayeed, nor your learning."',
    ]).slice(0, 2)).toEqual(['Rashid Kamal', 'Hakim Sayeed']);
  });
});
