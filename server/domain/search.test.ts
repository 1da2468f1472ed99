import { describe, expect, it } from 'vitest';
import { findMatches, parseQuery, searchKey } from './search.ts';

const marked = (text: string, q: string) => findMatches(text, parseQuery(q))?.map(([a, b]) => text.slice(a, b)) ?? null;

describe('finding a query in a line', () => {
  it('compares without case, ё, stress marks or repeated spaces', () => {
    expect(searchKey('  Ёлка  сто́ит ')).toBe(' елка стоит ');
    expect(marked('Иван вошёл в комнату.', 'ВОШЕЛ в')).toEqual(['вошёл в']);
    expect(marked('Было до́рого и   далеко.', 'дорого и далеко')).toEqual(['до́рого и   далеко']);
    expect(marked('Сказал Ива+н.', 'иван')).toEqual(['Ива+н']);
  });

  it('marks every occurrence of the phrase, in the line as written', () => {
    const text = 'Ну, ну, — сказал он, — ну и дела.';
    const ranges = findMatches(text, parseQuery('ну'))!;
    expect(ranges.map(([a, b]) => text.slice(a, b))).toEqual(['Ну', 'ну', 'ну']);
    expect(ranges[0]).toEqual([0, 2]);
  });

  it('marks each word when all words are in the line but not as one phrase', () => {
    expect(marked('Дорога была длинной, а дорога назад короче.', 'длинной дорога')).toEqual(['Дорога', 'длинной', 'дорога']);
    expect(marked('Дорога была длинной.', 'длинной река')).toBeNull();
  });

  it('a stress mark over the last letter of the match is part of it', () => {
    expect(marked('Пошла́ домой.', 'пошла')).toEqual(['Пошла́']);
  });
});
