import { describe, expect, it } from 'vitest';
import { defaultNameForms, namesLang, shownDescription, shownName } from './default-names.ts';

const narrator = { name: 'Рассказчик', is_narrator: 1 as const, description: 'голос автора' };
const unknown = { name: 'Unknown', is_narrator: 0 as const, description: '' };

describe('default names in the caller\'s language', () => {
  it('says the narrator\'s and the unknown speaker\'s default names and descriptions in the language asked', () => {
    expect(shownName(narrator, 'en')).toBe('Narrator');
    expect(shownDescription(narrator, 'en')).toBe("the author's voice");
    expect(shownName(unknown, 'ru')).toBe('Неизвестный');
    // Still the studio's word after the author set its gender (the row is then `manual`).
    const touched = { ...unknown, source: 'manual' };
    expect(shownName(touched, 'ru')).toBe('Неизвестный');
    expect(shownDescription({ ...narrator, description: 'first-person narrator' }, 'ru')).toBe('рассказчик от первого лица');
  });

  it('keeps what the author typed, and everything as stored when no language was asked for', () => {
    expect(shownName({ ...narrator, name: 'Автор' }, 'en')).toBe('Автор');
    expect(shownDescription({ ...narrator, description: 'старый учитель' }, 'en')).toBe('старый учитель');
    // A character named «Unknown» is a narrator's default only for the narrator.
    expect(shownName({ ...narrator, name: 'Unknown' }, 'ru')).toBe('Unknown');
    expect(shownName(narrator, null)).toBe('Рассказчик');
    expect(namesLang({ lang: 'ru', langAsked: false })).toBeNull();
    expect(namesLang({ lang: 'en', langAsked: true })).toBe('en');
  });

  it('counts a default name as taken in both languages', () => {
    expect(defaultNameForms(narrator)).toEqual(['Рассказчик', 'Narrator']);
    expect(defaultNameForms({ ...narrator, name: 'Автор' })).toEqual([]);
  });
});
