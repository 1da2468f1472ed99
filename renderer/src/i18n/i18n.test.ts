import { describe, expect, it } from 'vitest';
import { translate } from './index.ts';
import { ru } from './ru.ts';
import { en } from './en.ts';

describe('i18n', () => {
  it('picks Russian plural forms', () => {
    expect(translate('ru', 'editor.lines', { n: 1 })).toBe('1 реплика');
    expect(translate('ru', 'editor.lines', { n: 3 })).toBe('3 реплики');
    expect(translate('ru', 'editor.lines', { n: 5 })).toBe('5 реплик');
    expect(translate('ru', 'editor.lines', { n: 21 })).toBe('21 реплика');
    expect(translate('ru', 'editor.lines', { n: 2000 })).toBe('2\u00a0000 реплик');
  });

  it('picks English plural forms and fills parameters', () => {
    expect(translate('en', 'editor.lines', { n: 1 })).toBe('1 line');
    expect(translate('en', 'editor.lines', { n: 2 })).toBe('2 lines');
    expect(translate('en', 'upload.duplicate', { title: 'Нос' })).toBe('This file is already uploaded as “Нос”.');
  });

  it('has the same parameters in both languages', () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().filter((v, i, a) => a.indexOf(v) === i);
    for (const key of Object.keys(ru) as Array<keyof typeof ru>) expect(params(en[key]), key).toEqual(params(ru[key]));
  });

  it('speaks of a play in English theatre words, not a calque of «реплика»', () => {
    // An English author reads of a character's speech or line; "replica" means a copy.
    for (const [key, text] of Object.entries(en)) expect(text, key).not.toMatch(/\breplicas?\b/i);
  });
});
