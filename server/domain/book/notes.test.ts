// A line's note is kept in both studio languages and answered in the one asked for.
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { inBothLanguages, noteIn } from './notes.ts';

describe('notes in both studio languages', () => {
  it('answers each language its own words, the names as written', () => {
    const note = messages('ru').turns('Маша', 'Иван');
    expect(noteIn(note, 'ru')).toBe('очерёдность реплик: Маша отвечает Иван');
    expect(noteIn(note, 'en')).toBe('turn-taking: Маша answers Иван');
  });

  it('refines a kept note in each language apart («возможно, …» / «maybe …»)', () => {
    const msg = messages('en');
    const note = msg.orElse(msg.turnsWeak('Mabel'), 'Giles');
    expect(noteIn(note, 'ru')).toBe('очерёдность реплик, давно без указания говорящего; выбран персонаж Mabel; возможно, Giles — проверьте');
    expect(noteIn(note, 'en')).toBe('turn-taking, long without a named speaker; chose Mabel; maybe Giles; please check');
  });

  it('names the narrator in the book\'s language, and keeps a note written in one language as it is', () => {
    expect(messages('ru').narrator).toBe('Рассказчик');
    expect(messages('en').narrator).toBe('Narrator');
    expect(noteIn('typed by hand', 'ru')).toBe('typed by hand');
    const same = inBothLanguages({ a: (x: string) => x }, { a: (x: string) => x });
    expect(same.a('Маша')).toBe('Маша');
  });
});
