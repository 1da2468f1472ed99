import { describe, expect, it } from 'vitest';
import { TEXT_KINDS } from '../contract/texts.ts';
import { askedLang, parseTextRef, renderText, storedText } from './texts.ts';

describe('stored texts', () => {
  it('render every kind in both languages, never with a hole', () => {
    const params = { book: 'Книга', chapter: 'Глава 1', format: 'm4b', file: 'book.fb2', model: 'Stress', n: 2 };
    for (const kind of TEXT_KINDS) {
      for (const lang of ['ru', 'en'] as const) {
        const text = renderText({ kind, params } as never, lang);
        expect(text, `${kind} ${lang}`).not.toMatch(/undefined|\$\{/);
        expect(text.length).toBeGreaterThan(0);
      }
    }
    expect(renderText({ kind: 'ledger.render', params: { book: 'Книга', chapter: 'Глава 1' } }, 'en')).toBe('Voicing: Книга — Глава 1');
    expect(renderText({ kind: 'edition.numbered', params: { n: 2 } }, 'ru')).toBe('Издание 2');
  });

  it('a row without a kind (older rows, notes as typed) keeps its text; a kind with wrong parameters does too', () => {
    expect(storedText(null, null, 'Озвучка: Книга — Глава 1', 'en')).toBe('Озвучка: Книга — Глава 1');
    expect(storedText('ledger.listen', '{"book":"Книга"}', '', 'en')).toBe('Listening: Книга');
    expect(parseTextRef('ledger.listen', '{"title":"Книга"}')).toBeNull();
    expect(parseTextRef('no.such.kind', '{}')).toBeNull();
    expect(parseTextRef('ledger.tts', 'not json')).toBeNull();
  });

  it('take the language from Accept-Language: the best of ru and en by q, else ru', () => {
    expect(askedLang('en-GB,en;q=0.9')).toBe('en');
    expect(askedLang('de-DE,de;q=0.9,en;q=0.5,ru;q=0.4')).toBe('en');
    expect(askedLang('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(askedLang('en;q=0')).toBeNull();
    // Whether one of ours was asked for at all.
    expect(askedLang(undefined)).toBeNull();
    expect(askedLang('fr, de')).toBeNull();
    expect(askedLang('de-DE,de;q=0.9,en;q=0.5')).toBe('en');
  });
});
