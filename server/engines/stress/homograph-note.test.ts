// A homograph's review note is kept in both studio languages, with the readings told apart in each:
// the author of a Russian book may work in the English studio.
import { describe, expect, it } from 'vitest';
import { noteIn } from '../../domain/book/notes.ts';
import { describe as describeTag, homographNote } from './homographs.ts';
import type { UdTag } from './dictionaries.ts';

const tag = (pos: string, feats: Record<string, string>): UdTag => ({ pos, feats: new Map(Object.entries(feats)) });
const waterNom = tag('NOUN', { Case: 'Nom', Number: 'Plur' });
const waterGen = tag('NOUN', { Case: 'Gen', Number: 'Sing' });

describe('homograph notes', () => {
  it('describes a reading in Russian and in English', () => {
    expect(describeTag(waterGen)).toBe('сущ., род. п., ед. ч.');
    expect(describeTag(waterGen, 'en')).toBe('noun, gen., sg.');
    expect(describeTag(tag('VERB', { Mood: 'Imp', Person: '2', Number: 'Plur' }), 'en')).toBe('verb, imperative, 2 pers., pl.');
  });

  it('glosses the variants in each language where their readings tell them apart', () => {
    const note = homographNote([{ text: 'во\u0301ды', tags: [waterNom] }, { text: 'воды\u0301', tags: [waterGen] }]);
    expect(noteIn(note, 'ru')).toBe('омограф: во\u0301ды (сущ., им. п., мн. ч.) или воды\u0301 (сущ., род. п., ед. ч.)');
    expect(noteIn(note, 'en')).toBe('homograph: во\u0301ды (noun, nom., pl.) or воды\u0301 (noun, gen., sg.)');
  });

  it('leaves the glosses out when a variant has readings of several kinds', () => {
    const note = homographNote([{ text: 'за\u0301мок', tags: [] }, { text: 'замо\u0301к', tags: [waterNom, waterGen] }]);
    expect(noteIn(note, 'en')).toBe('homograph: за\u0301мок or замо\u0301к');
  });
});
