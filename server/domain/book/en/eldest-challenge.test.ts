// The challenge set of round 11: made-up scenes (invented names) for the eldest-sibling convention —
// «Miss Ashcombe» alone is the eldest daughter, «Mr. Pennington» alone the eldest son where the father
// goes by another title — and for the families where the text does not say who the eldest is.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';

describe('English people, challenge set: the eldest sister and the eldest son', () => {
  it('gives «Miss Ashcombe» to the sister the narration calls the eldest', () => {
    const book = analyze([
      'The Miss Ashcombes lived at the rectory. Harriet Ashcombe, the eldest, kept house; Dorothea Ashcombe painted.',
      '"The roses are late," said Miss Ashcombe.', '"They always are," said Dorothea.', '"Then we must wait," said Harriet.',
    ]);
    expect(speech(book)).toEqual(['Harriet Ashcombe: The roses are late,', 'Dorothea Ashcombe: They always are,', 'Harriet Ashcombe: Then we must wait,']);
  });

  it('reads «her eldest daughter, Harriet» and «Harriet was the eldest» alike', () => {
    for (const intro of ['Mrs. Ashcombe brought her eldest daughter, Harriet Ashcombe, and Dorothea Ashcombe.', 'Dorothea Ashcombe came in with Harriet Ashcombe; Harriet was the eldest.']) {
      const book = analyze([`The Miss Ashcombes called. ${intro}`, '"How kind of you," said Miss Ashcombe.', '"Not at all," said Dorothea.']);
      expect(speech(book)[0]).toBe('Harriet Ashcombe: How kind of you,');
    }
  });

  it('gives «Miss Ashcombe» to the one sister the book never calls «Miss <first name> Ashcombe»', () => {
    const book = analyze([
      'The Miss Ashcombes lived at the rectory with Harriet Ashcombe and Dorothea Ashcombe, and Miss Dorothea Ashcombe painted.',
      '"The roses are late," said Miss Ashcombe.', '"They always are," said Dorothea.',
    ]);
    expect(speech(book)[0]).toBe('Harriet Ashcombe: The roses are late,');
  });

  it('keeps «Miss Ashcombe» apart where nothing says which sister is the eldest', () => {
    const book = analyze([
      'The Miss Ashcombes lived at the rectory with Harriet Ashcombe and Dorothea Ashcombe.',
      '"The roses are late," said Miss Ashcombe.', '"They always are," said Dorothea.',
    ]);
    expect(speech(book)[0]).toBe('Miss Ashcombe: The roses are late,');
  });

  it('gives «Mr. Pennington» to the eldest son where the father is Sir Walter', () => {
    const book = analyze([
      'Sir Walter Pennington had two sons: Giles Pennington, his eldest son, and Oliver Pennington, who was to go into the Church.',
      '"We shall hunt tomorrow," said Mr. Pennington.', '"Not I," said Oliver.', '"Then I go alone," said Giles.',
    ]);
    expect(speech(book)).toEqual(['Giles Pennington: We shall hunt tomorrow,', 'Oliver Pennington: Not I,', 'Giles Pennington: Then I go alone,']);
  });

  it('keeps «Mr. Pennington» apart where no father goes by another title (he may be the father himself)', () => {
    const book = analyze([
      'Mr. Pennington had two sons: Giles Pennington, his eldest son, and Oliver Pennington.',
      '"We shall hunt tomorrow," said Mr. Pennington.', '"Not I," said Oliver.',
    ]);
    expect(speech(book)[0]).toBe('Mr. Pennington: We shall hunt tomorrow,');
  });

  it('keeps «Mr. Pennington» apart from an eldest son who has a rank of his own', () => {
    const book = analyze([
      'General Pennington had two sons: Giles Pennington, his eldest son, now Captain Giles Pennington, and Oliver Pennington.',
      '"We shall hunt tomorrow," said Mr. Pennington.', '"Not I," said Oliver.',
    ]);
    expect(speech(book)[0]).not.toBe('Giles Pennington: We shall hunt tomorrow,');
  });
});
