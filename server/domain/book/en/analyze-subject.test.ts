// The challenge set of round 12: made-up scenes, names invented, for a pronoun tag whose referent the
// narration right before the quotation names as the subject of its sentence («Ida swayed in her chair
// to the music. "Care to dance?" she said»), in the quotation's paragraph or as the last sentence of a
// paragraph of narration before it: the one just shown acting speaks, though two others were taking
// turns and the turn-taking would give the line to one of them; and the one acting read past an aside
// between commas after his name («Mabel, getting up from the bench, went to the window.»).
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, the subject before a pronoun tag (round 12)', () => {
  it('gives «she said» to the woman the narration opening the paragraph shows acting', () => {
    const got = who([
      'Tessa Vane, Wren Holloway and Ida Moss sat at a table near the band.',
      '"What a crowd," said Tessa.', '"It is always like this on Fridays," said Wren.',
      'Ida swayed in her chair to the music. "Care to dance?" she said.',
      '"Not with you."', '"Then with me," said Tessa.',
    ]);
    expect(got).toEqual(['Tessa Vane', 'Wren Holloway', 'Ida Moss', 'Wren Holloway', 'Tessa Vane']);
  });

  it('gives «he said» to the man the narration opening the paragraph shows acting', () => {
    const got = who([
      'Amos Reddle and Piers Gant stood by the fence. Hugo Stell was with them.',
      '"The river is rising," said Amos.', '"It rose higher last year," said Piers.',
      'Hugo turned up his collar. "We had better go back," he said.',
      '"Not yet."', '"Then I go alone," said Amos.',
    ]);
    expect(got).toEqual(['Amos Reddle', 'Piers Gant', 'Hugo Stell', 'Piers Gant', 'Amos Reddle']);
  });

  it('gives «he said» after a paragraph of narration to the man its last sentence shows acting', () => {
    const got = who([
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.',
      '"The river is rising," said Amos.', '"It rose higher last year," said Piers.', '"Not so fast."',
      'The wind tore at their coats. Hugo turned up his collar.',
      '"We had better go back," he said.', '"Not yet."', '"Then I go alone," said Amos.',
    ]);
    expect(got).toEqual(['Amos Reddle', 'Piers Gant', 'Amos Reddle', 'Hugo Stell', 'Piers Gant', 'Amos Reddle']);
  });

  it('gives «she said» after a paragraph of narration to the woman its last sentence shows acting', () => {
    const got = who([
      'Nell Ashby, Rose Tarrant and Mabel Quint waited in the hall.',
      '"He is late again," said Nell.', '"He is always late," said Rose.', '"Not always."',
      'A clock struck. Mabel rose from the bench and went to the window.',
      '"There he is," she said.', '"At last."', '"Let us go down," said Nell.',
    ]);
    expect(got).toEqual(['Nell Ashby', 'Rose Tarrant', 'Nell Ashby', 'Mabel Quint', 'Rose Tarrant', 'Nell Ashby']);
  });

  it('reads the one acting past a relative clause between commas («Hugo, who had said nothing yet, turned…»)', () => {
    const got = who([
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.',
      '"The river is rising," said Amos.', '"It rose higher last year," said Piers.', '"Not so fast."',
      'The wind tore at their coats. Hugo, who had said nothing yet, turned up his collar.',
      '"We had better go back."', '"Not yet," said Amos.',
    ]);
    expect(got).toEqual(['Amos Reddle', 'Piers Gant', 'Amos Reddle', 'Hugo Stell', 'Amos Reddle']);
  });

  it('reads the one acting past a participle between commas («Mabel, getting up from the bench, went…»)', () => {
    const got = who([
      'Nell Ashby, Rose Tarrant and Mabel Quint waited in the hall.',
      '"He is late again," said Nell.', '"He is always late," said Rose.', '"Not always."',
      'A clock struck. Mabel, getting up from the bench, went to the window.',
      '"There he is," she said.', '"At last."', '"Let us go down," said Nell.',
    ]);
    expect(got).toEqual(['Nell Ashby', 'Rose Tarrant', 'Nell Ashby', 'Mabel Quint', 'Rose Tarrant', 'Nell Ashby']);
  });

  it.each([
    ['«she said» after a paragraph whose last sentence opens with a clause of time', [
      'Nell Ashby, Rose Tarrant and Mabel Quint waited in the hall.', '"He is late again," said Nell.', '"He is always late," said Rose.', '"Not always."',
      'The clock struck four. When the last stroke had died away, Mabel went to the window.', '"There he is," she said.', '"At last."', '"Let us go down," said Nell.',
    ], ['Nell Ashby', 'Rose Tarrant', 'Nell Ashby', 'Mabel Quint', 'Rose Tarrant', 'Nell Ashby']],
    ['an untagged turn after a paragraph whose sentence opens with «As…,»', [
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.', '"The river is rising," said Amos.', '"It rose higher last year," said Piers.', '"Not so fast."',
      'As the wind grew colder, Hugo turned up his collar.', '"We had better go back."', '"Not yet," said Amos.',
    ], ['Amos Reddle', 'Piers Gant', 'Amos Reddle', 'Hugo Stell', 'Amos Reddle']],
    ['«she said» after «When…,» and a name in the quotation\'s own paragraph', [
      'Tessa Vane, Wren Holloway and Ida Moss sat at a table near the band.', '"What a crowd," said Tessa.', '"It is always like this on Fridays," said Wren.',
      'When the band struck up again, Ida swayed in her chair. "Care to dance?" she said.', '"Not with you."', '"Then with me," said Tessa.',
    ], ['Tessa Vane', 'Wren Holloway', 'Ida Moss', 'Wren Holloway', 'Tessa Vane']],
  ])('reads the subject of the main clause, past an opening clause of time: %s', (_, paragraphs, want) => {
    expect(who(paragraphs)).toEqual(want);
  });

  it.each([
    ['the first sentence names no one', [
      'Tessa Vane, Wren Holloway and Ida Moss sat at a table near the band.', '"What a crowd," said Tessa.', '"It is always like this on Fridays," said Wren.', '"I had no idea."',
      'The band struck up a waltz. Ida swayed in her chair. "Care to dance?"', '"Not with you," said Tessa.',
    ], ['Tessa Vane', 'Wren Holloway', 'Tessa Vane', 'Ida Moss', 'Tessa Vane']],
    ['the first sentence names another', [
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.', '"The river is rising," said Amos.', '"It rose higher last year," said Piers.', '"Not so fast."',
      'Piers laughed at that. Hugo turned up his collar. "We had better go back."', '"Not yet," said Amos.',
    ], ['Amos Reddle', 'Piers Gant', 'Amos Reddle', 'Hugo Stell', 'Amos Reddle']],
  ])('gives an untagged quotation to the one the sentence right before it shows acting (%s)', (_, paragraphs, want) => {
    expect(who(paragraphs)).toEqual(want);
  });
});
