// Round 16: a paragraph of narration whose last sentence opens with «she» or «he» shows acting the one
// of that gender its earlier sentence named («…was new to Ida. Yet she felt it was true.»), and the
// «she said» of the next quotation is hers, though two others were taking turns; never a name the
// last sentence gives after its pronoun («She saw Ida and called out:»: not Ida).
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, a pronoun subject of the narration before a pronoun tag (round 16)', () => {
  it('reads «she» of the last sentence back to the woman its paragraph named', () => {
    const got = who([
      'Tessa Vane, Wren Holloway and Ida Moss sat at a table near the band.',
      '"Look at them all," said Ida.', '"What a crowd," said Tessa.', '"It is always like this on Fridays," said Wren.', '"Not always."',
      'The talk of the band was new to Ida. Yet she felt it was true, and she smiled.',
      '"I like it here," she said.', '"So do we," said Wren.', '"Then let us stay," said Tessa.',
    ]);
    expect(got).toEqual(['Ida Moss', 'Tessa Vane', 'Wren Holloway', 'Tessa Vane', 'Ida Moss', 'Wren Holloway', 'Tessa Vane']);
  });

  it('reads «he» of the last sentence back to the man its paragraph named', () => {
    const got = who([
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.',
      '"Look at the water," said Hugo.', '"The river is rising," said Amos.', '"It rose higher last year," said Piers.', '"Not so fast."',
      'The old story of the flood meant nothing to Hugo. And yet he listened to every word.',
      '"We had better go back," he said.', '"Not yet," said Piers.', '"Then I go alone," said Amos.',
    ]);
    expect(got).toEqual(['Hugo Stell', 'Amos Reddle', 'Piers Gant', 'Amos Reddle', 'Hugo Stell', 'Piers Gant', 'Amos Reddle']);
  });
});

// Round 16: the latest action a sentence of narration tells is in its last clause, after a semicolon or
// «and», «but»: «Nell had nothing more to say; and, after a pause, Mabel chose another subject.» shows
// Mabel acting, and the «she said» of the next quotation is hers.
describe('English conversations, the last clause of the narration before a pronoun tag (round 16)', () => {
  it('reads the subject of the clause after a semicolon', () => {
    const got = who([
      'Nell Ashby, Rose Tarrant and Mabel Quint waited in the hall.',
      '"Look at the rain," said Mabel.', '"He is late again," said Nell.', '"He is always late," said Rose.', '"Not always."',
      'Nell had nothing more to say; and, after a short pause, Mabel chose another subject.',
      '"Did you see the new curtains?" she said.', '"They are hideous," said Rose.',
    ]);
    expect(got).toEqual(['Mabel Quint', 'Nell Ashby', 'Rose Tarrant', 'Nell Ashby', 'Mabel Quint', 'Rose Tarrant']);
  });

  it('reads the subject of the clause after «and»', () => {
    const got = who([
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.',
      '"Look at the water," said Hugo.', '"The river is rising," said Amos.', '"It rose higher last year," said Piers.', '"Not so fast."',
      'Amos kept his eyes on the bank, and Hugo turned up his collar.',
      '"We had better go back," he said.', '"Not yet," said Piers.',
    ]);
    expect(got).toEqual(['Hugo Stell', 'Amos Reddle', 'Piers Gant', 'Amos Reddle', 'Hugo Stell', 'Piers Gant']);
  });
});

describe('English conversations, the last clause of the narration opening an untagged quotation (round 16)', () => {
  it('gives the quotation to the subject of the clause after «and», not of the first clause', () => {
    const got = who([
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.',
      '"Look at the water," said Hugo.', '"The river is rising," said Amos.', '"It rose higher last year," said Piers.',
      'Amos kept his eyes on the bank, and Hugo turned up his collar. "We had better go back."', '"Not yet," said Piers.',
    ]);
    expect(got).toEqual(['Hugo Stell', 'Amos Reddle', 'Piers Gant', 'Hugo Stell', 'Piers Gant']);
  });
});
