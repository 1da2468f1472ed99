// Round 21, the speaker no candidate stands for: one the narration brings in by a description and never
// names («A stout man in a green apron came up to the table.», «One of the porters stepped forward.»), as
// the subject of the sentence right before a «he said», is the «he» — a character of his own, not the
// man of that sex the scene has named. Made-up scenes, invented names.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English pronoun tags after a description brought in by the narration (round 21)', () => {
  it('gives «he said» to the man the sentence before brings in with «a»', () => {
    expect(who([
      'Tobias Wrenfield sat down at the inn with Dolores Ashby.',
      '"I am tired," said Tobias.',
      '"So am I," said Dolores.',
      'A stout man in a green apron came up to the table. "Will you have soup?" he asked.',
      '"Yes, please," said Dolores.',
    ])).toEqual(['Tobias Wrenfield', 'Dolores Ashby', 'Stout man in a green apron', 'Dolores Ashby']);
  });

  it('reads the description in the paragraph of narration before the tag', () => {
    expect(who([
      'Tobias Wrenfield waited on the platform with Dolores Ashby.',
      '"The train is late," said Tobias.',
      '"It always is," said Dolores.',
      'One of the porters stepped forward with a trolley.',
      '"Any luggage, sir?" he said.',
      '"Two trunks," said Tobias.',
    ])).toEqual(['Tobias Wrenfield', 'Dolores Ashby', 'One of the porters', 'Tobias Wrenfield']);
  });

  it('leaves the «he» to the named man when the sentence of the description names him', () => {
    expect(who([
      'Tobias Wrenfield sat at the club with Dolores Ashby.',
      '"It is late," said Dolores.',
      'A servant in a red coat came in and handed Tobias a note.',
      '"My uncle wants me," he said.',
    ])).toEqual(['Dolores Ashby', 'Tobias Wrenfield']);
  });

  it('carries the description through the sentences that go on with «he», past a name before it', () => {
    expect(who([
      'Tobias Wrenfield sat down at the inn with Dolores Ashby.',
      '"I am tired," said Tobias.',
      '"So am I," said Dolores.',
      'Tobias looked round the room. A stout archdeacon sat facing him. He ate with great refinement but his hands looked immense on the cloth. "The soup is cold," he said.',
      '"Yes, it is," said Dolores.',
    ])).toEqual(['Tobias Wrenfield', 'Dolores Ashby', 'Stout archdeacon', 'Dolores Ashby']);
  });
});
