// «the Duchess of Vellaby … said the duchess»: a title over a place names a person, of the title's sex, and
// «the duchess» alone is the one of them the scene has, though other women are named since (round 14).
// The scene and its names are made up.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';

const SCENE = [
  'Lady Prenn gave a dinner in town, and the Duchess of Corrow sat at her right hand.',
  '"It is a dull season," said the duchess.',
  '"Dull for you, perhaps," said Lady Prenn.',
  'A week later Lord Asper went down to Hollin, where he found the Duchess of Vellaby among the guests.',
  'The house was full. Lady Prenn had come down by the same train, and Lady Prenn was tired.',
  'Lady Prenn went up to her room before tea. The rain kept everybody else indoors all the afternoon.',
  '"You are late, Ottalie," said Lord Asper, when the tea was brought in.',
  '"I was reading," answered the duchess, and laughed.',
  '"What were you reading?"',
  '"A novel about a duke," replied the duchess.',
];

describe('English titles over a place: «the Duchess of Vellaby»', () => {
  it('gives «the duchess» to the duchess named in the scene, not to the latest woman named', () => {
    const lines = speech(analyze(SCENE));
    expect(lines[0]).toBe('Duchess of Corrow: It is a dull season,');
    expect(lines.filter((l) => l.endsWith('I was reading,') || l.endsWith('A novel about a duke,'))).toEqual([
      'Duchess of Vellaby: I was reading,', 'Duchess of Vellaby: A novel about a duke,',
    ]);
  });
});
