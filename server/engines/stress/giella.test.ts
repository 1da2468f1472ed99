// The full-form dictionary on Giella's real transducers: a form's stress variants and readings.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasShared, sharedModelsDir } from '../../../test/support/shared.ts';
import { GiellaStress, stressOf, toUd } from './giella.ts';

describe.skipIf(!hasShared)('Giella full-form stress', () => {
  let g: GiellaStress;
  beforeAll(async () => {
    g = await GiellaStress.load(join(sharedModelsDir, 'stress-giella'));
  });
  const shown = (form: string) => g.variants(form).map((v) => (v.stress === null ? `${v.spelled}?` : `${v.spelled.slice(0, v.stress)}+${v.spelled.slice(v.stress)}`)).sort();

  it('gives one variant for an unambiguous form, several for a homograph', () => {
    expect(shown('кивнул')).toEqual(['кивн+ул']);
    expect(shown('одновременно')).toEqual(['одноврем+енно']);
    expect(shown('головы')).toEqual(['г+оловы', 'голов+ы'].sort());
    expect(shown('замок')).toEqual(['з+амок', 'зам+ок'].sort());
  });

  it('restores ё from the form the generator spells, and keeps a typed ё', () => {
    expect(shown('шофер')).toEqual(['шоф+ёр']);
    expect(shown('звезды')).toEqual(['звезд+ы', 'зв+ёзды'].sort());
    expect(shown('небо')).toEqual(['н+ебо', 'н+ёбо'].sort());
    expect(shown('нёбо')).toEqual(['н+ёбо']);
  });

  it('says so where the generator gives a reading without stress, instead of dropping it', () => {
    // перёд (the front) has its stress; the preposition перед has none in Giella.
    expect(shown('перед')).toEqual(['перед?', 'пер+ёд'].sort());
  });

  it('stresses the prefix вы- of perfective verbs (the generator writes «вышёл»)', () => {
    expect(shown('вышел')).toEqual(['в+ышел']);
    expect(shown('вынес')).toEqual(['в+ынес']);
  });

  it('reads за́перт, заперта́, о́тпертый as the norm has them, without the admissible ё Giella spells', () => {
    expect(shown('заперта')).toEqual(['заперт+а']);
    expect(shown('заперт')).toEqual(['з+аперт']);
    expect(shown('запертую')).toEqual(['з+апертую']);
    expect(shown('отпертый')).toEqual(['+отпертый']);
    expect(shown('подперта')).toEqual(['подперт+а']);
    // Not the rest of the verb, nor the verbs whose ё is the norm (спёртый воздух).
    expect(shown('заперла')).toEqual(['заперл+а']);
    expect(shown('спертый')).toEqual(['сп+ёртый']);
  });

  it('finds names only capitalised, and reads an all-capitals word', () => {
    expect(shown('москва')).toEqual([]);
    expect(shown('Москва')).toEqual(['Москв+а'.toLowerCase()]);
    expect(shown('ШОФЕР')).toEqual(['шоф+ёр']);
  });

  it('leaves non-Russian and letterless input alone', () => {
    expect(g.variants('Wi-Fi')).toEqual([]);
    expect(g.variants('')).toEqual([]);
    expect(g.variants('кракозябрами')).toEqual([]);
  });
});

describe('Giella notation', () => {
  it('reads the stress of a generated form', () => {
    expect(stressOf('головы\u0301')).toEqual({ spelled: 'головы', stress: 5 });
    expect(stressOf('чёрный')).toEqual({ spelled: 'чёрный', stress: 1 });
    expect(stressOf('амёбоци\u0301т')).toEqual({ spelled: 'амёбоцит', stress: 6 });
    expect(stressOf('мне')).toEqual({ spelled: 'мне', stress: 2 });
    expect(stressOf('перед')).toBeNull();
  });

  it('maps Giella tags to UD features', () => {
    expect(toUd(['N', 'Fem', 'Inan', 'Sg', 'Gen'])).toEqual({ pos: 'NOUN', feats: new Map([['Gender', 'Fem'], ['Number', 'Sing'], ['Case', 'Gen']]) });
    expect(toUd(['V', 'Impf', 'IV', 'Prs', 'Sg3']).feats.get('Person')).toBe('3');
    expect(toUd(['V', 'Perf', 'TV', 'PstPss', 'Neu', 'Sg', 'Pred']).feats.get('Variant')).toBe('Brev');
    expect(toUd(['V', 'Impf', 'TV', 'PrsAct', 'Adv']).feats.get('VerbForm')).toBe('Conv');
    expect(toUd(['V', 'Perf', 'TV', 'Der', 'Der/PstPss', 'A', 'Msc', 'AnIn', 'Sg', 'Nom']).pos).toBe('ADJ');
    expect(toUd(['A', 'Cmpar', 'Pred']).feats.get('Degree')).toBe('Cmp');
  });
});
