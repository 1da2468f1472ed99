import { describe, expect, it } from 'vitest';
import { languageName, studioLanguageFirst } from './order.ts';

const voices = [
  { id: 'n', language: 'ru' }, { id: 'a', language: 'ru' }, { id: 'arthur', language: 'en' }, { id: 'emily', language: 'en' },
];

describe('the voices gallery\'s order', () => {
  it('puts the studio language\'s voices first, keeping the catalog\'s order within each language', () => {
    expect(studioLanguageFirst(voices, 'en').map((v) => v.id)).toEqual(['arthur', 'emily', 'n', 'a']);
    expect(studioLanguageFirst(voices, 'ru').map((v) => v.id)).toEqual(['n', 'a', 'arthur', 'emily']);
  });

  it('names a language in the studio\'s language', () => {
    expect(languageName('ru', 'en')).toBe('Russian');
    expect(languageName('en', 'ru')).toBe('Английский');
    // A code the browser has no name for is shown as it is.
    expect(languageName('qqq', 'ru')).toBe('qqq');
  });
});
