// This file never loads the morphology dictionaries (vitest gives each file its own process):
// before they are loaded, Russian text is still read in words — nominative forms where the
// case would need the dictionaries, and full agreement where the words are the normaliser's own.
import { describe, expect, it } from 'vitest';
import { morphologyReady } from '../book/morphology.ts';
import { normalizeRu } from './normalize-ru.ts';

describe('Russian normalisation before the dictionaries load', () => {
  it('never throws and reads numbers in words', () => {
    expect(morphologyReady()).toBe(false);
    expect(normalizeRu('На столе 5 книг.')).toBe('На столе пять книг.');
    expect(normalizeRu('Мы говорили о 3 домах.')).toBe('Мы говорили о трёх домах.');
  });

  it('keeps what needs no dictionary: dates, years, money, percent, chapters', () => {
    expect(normalizeRu('Это было в 1812 году.')).toBe('Это было в тысяча восемьсот двенадцатом году.');
    expect(normalizeRu('До 21 мая.')).toBe('До двадцать первого мая.');
    expect(normalizeRu('12.04.1961')).toBe('двенадцатое апреля тысяча девятьсот шестьдесят первого года');
    expect(normalizeRu('Стоит 21 руб.')).toBe('Стоит двадцать один рубль.');
    expect(normalizeRu('До 5%.')).toBe('До пяти процентов.');
    expect(normalizeRu('В XIX веке.')).toBe('В девятнадцатом веке.');
    expect(normalizeRu('В главе 5.')).toBe('В главе пятой.');
    expect(normalizeRu('Пётр I')).toBe('Пётр Первый');
    expect(normalizeRu('и т. д.')).toBe('и так далее.');
  });
});
