// Titles and authors from plain-text title pages: every Russian novel and play of the shared
// corpus (each layout they use), Project Gutenberg headers, and texts with no title page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { booksDir } from '../../../test/support/shared.ts';
import { parseBookFile } from './index.ts';
import { isPersonName, readTitlePage } from './title-page.ts';

const read = (name: string) => readFileSync(join(booksDir, 'ru-txt', name), 'utf8').replace(/\r\n?/g, '\n');

describe('the title page of a plain-text book', () => {
  it.each([
    ['CrimeAndPunishment.txt', 'Преступление и наказание', ''], // capitals, genre lines after
    ['EugeneOnegin.txt', 'Евгений Онегин', ''], // capitals; a name keeps its capital
    ['Shinel.txt', 'Шинель', 'Николай Васильевич Гоголь'], // author line, then the title
    ['Revizor.txt', 'Ревизор', 'Николай Васильевич Гоголь'], // an epigraph between them
    ['KapitanskayaDochka.txt', 'Капитанская дочка', 'Александр Сергеевич Пушкин'], // «Author. Title»
    ['Chajka.txt', 'Чайка', 'Антон Павлович Чехов'], // «Surname Name Patronymic. Title»
    ['TriSestry.txt', 'Три сестры', 'Антон Павлович Чехов'],
    ['BednajaLiza.txt', 'Бедная Лиза', 'Николай Михайлович Карамзин'],
  ])('%s → «%s» by «%s»', (file, title, author) => {
    expect(readTitlePage(read(file))).toEqual({ title, author });
  });

  it('reads Project Gutenberg\'s Title and Author lines', () => {
    const text = 'The Project Gutenberg eBook of Emma\n\nTitle: Emma\n\nAuthor: Jane Austen\n\nRelease date: 1994\n\nCHAPTER I\n\nEmma Woodhouse...';
    expect(readTitlePage(text)).toEqual({ title: 'Emma', author: 'Jane Austen' });
  });

  it('finds none when the text begins at once (a chapter heading, a paragraph, dialogue)', () => {
    expect(readTitlePage('Глава 1. Встреча\n\nИван вошёл в комнату.').title).toBe('');
    expect(readTitlePage(`${'Длинный абзац текста, который начинается сразу. '.repeat(5)}\n`).title).toBe('');
    expect(readTitlePage('— Привет, — сказал Иван.\n').title).toBe('');
  });

  it('tells names from titles', () => {
    expect(isPersonName('Лев Николаевич Толстой')).toBe(true);
    expect(isPersonName('А. С. Пушкин')).toBe(true);
    expect(isPersonName('Три сестры')).toBe(false);
    expect(isPersonName('ПРЕСТУПЛЕНИЕ И НАКАЗАНИЕ')).toBe(false);
  });

  it('names an imported txt book by its title page, not by its file name', async () => {
    const book = await parseBookFile(readFileSync(join(booksDir, 'ru-txt', 'Shinel.txt')), 'Shinel.txt');
    expect(book.meta).toMatchObject({ title: 'Шинель', author: 'Николай Васильевич Гоголь' });
  });
});
