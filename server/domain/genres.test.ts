import { describe, expect, it } from 'vitest';
import { genreName, genreWords } from './genres.ts';

describe('genres as words', () => {
  it('maps fb2 codes to Russian or English names, in the book\'s language', () => {
    expect(genreWords('history_russia, literature_rus_classsic', 'ru')).toBe('История России, Русская классика');
    expect(genreWords('prose_rus_classic', 'en')).toBe('Russian classics');
    expect(genreWords('sf_space,sf_humor', 'ru')).toBe('Космическая фантастика, Юмористическая фантастика');
  });

  it('names an unknown code by its family, drops a code of no known family, keeps words as written, and repeats nothing', () => {
    expect(genreName('det_unheard_of', 'ru')).toBe('Детектив');
    expect(genreName('zzz_code', 'ru')).toBe('');
    expect(genreWords('Проза, Детектив', 'ru')).toBe('Проза, Детектив');
    expect(genreWords('literature_rus_classsic, literature_rus_classic', 'ru')).toBe('Русская классика');
    expect(genreWords('', 'ru')).toBe('');
  });
});
