// Titles and authors from plain-text title pages: each layout the Russian novels and plays use,
// on title pages written for the test, then on the real books of the test corpus (corpus tier);
// Project Gutenberg headers, and texts with no title page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { parseBookFile } from './index.ts';
import { isPersonName, readTitlePage, withoutTitlePage } from './title-page.ts';

const txt = (text: string, name = 'файл.txt') => parseBookFile(Buffer.from(text, 'utf8'), name);
const PROSE = '   В департаменте служил один чиновник, невысокого роста, несколько рябоват, несколько рыжеват.\n\n— Здравствуйте, — сказал он.';
const read = (name: string) => readFileSync(join(booksDir, 'ru-txt', name), 'utf8').replace(/\r\n?/g, '\n');
const BODY = '\n\n   В городе было тихо. Никто не знал, что будет завтра, и никто об этом не спрашивал.\n';

describe('the title page of a plain-text book', () => {
  it.each([
    ['capitals, genre lines after', 'Тихая пристань', '', 'ТИХАЯ ПРИСТАНЬ\nРОМАН \nВ ДВУХ ЧАСТЯХ\n\nЧАСТЬ ПЕРВАЯ\n\nI\n'],
    ['an author line, then the title', 'Зонтик', 'Пётр Ильич Сомов', '\nПётр Ильич Сомов\n\n\n\n\nЗонтик\n'],
    ['an epigraph between them', 'Сватовство', 'Пётр Ильич Сомов', '\nПётр Ильич Сомов\n\n\n\nНЕ ВСЁ КОТУ МАСЛЕНИЦА. Народная пословица \n\n\n\nСВАТОВСТВО\n'],
    ['«Author. Title»', 'Зимняя дорога', 'Пётр Ильич Сомов', 'Пётр Ильич Сомов. Зимняя дорога\nГЛАВА I. ВЫЕЗД.\n'],
    ['«Surname Name Patronymic. Title»', 'Свеча', 'Пётр Ильич Сомов', 'Сомов Пётр Ильич. Свеча\n\n\nСВЕЧА\n\n\n\nКОМЕДИЯ В ТРЁХ ДЕЙСТВИЯХ\n\n\n\nДЕЙСТВУЮЩИЕ ЛИЦА\n'],
  ])('%s → «%s» by «%s»', (_layout, title, author, head) => {
    expect(readTitlePage(head + BODY)).toEqual({ title, author });
  });

  it('reads Project Gutenberg\'s Title and Author lines', () => {
    const text = 'The Project Gutenberg eBook of Emma\n\nTitle: Emma\n\nAuthor: Jane Austen\n\nRelease date: 1994\n\nCHAPTER I\n\nEmma Woodhouse...';
    expect(readTitlePage(text)).toEqual({ title: 'Emma', author: 'Jane Austen' });
  });

  it('reads an English title page: the title, then «By» and the author; the page is not read aloud', () => {
    const text = 'THE QUIET HARBOUR\n\nBy Mary Ellen Hollis\n\n\n\nVOLUME I\n\nCHAPTER I\n\nThe Quiet Harbour lay under snow.';
    const page = readTitlePage(text);
    expect(page).toEqual({ title: 'The Quiet Harbour', author: 'Mary Ellen Hollis' });
    expect(withoutTitlePage(text, page).trim().startsWith('VOLUME I')).toBe(true);
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
    const book = await parseBookFile(Buffer.from(`\nПётр Ильич Сомов\n\n\n\n\nЗонтик\n${BODY}`), 'zontik.txt');
    expect(book.meta).toMatchObject({ title: 'Зонтик', author: 'Пётр Ильич Сомов' });
  });
});

describe.skipIf(!hasShared)('the title pages of the Russian books of the test corpus (corpus)', () => {
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

  it('names an imported txt book by its title page, not by its file name', async () => {
    const book = await parseBookFile(readFileSync(join(booksDir, 'ru-txt', 'Shinel.txt')), 'Shinel.txt');
    expect(book.meta).toMatchObject({ title: 'Шинель', author: 'Николай Васильевич Гоголь' });
  });

  it('is not a chapter: the author, the title and a genre line go; the story is one chapter named after the book', async () => {
    const book = await txt(`\nНиколай Васильевич Гоголь\n\n\n\nШинель\n\n\n${PROSE}`, 'shinel-copy.txt');
    expect(book.meta).toMatchObject({ title: 'Шинель', author: 'Николай Васильевич Гоголь' });
    expect(book.chapters.map((c) => c.title)).toEqual(['Шинель']);
    expect(book.chapters[0]!.paragraphs[0]!.text).toMatch(/^В департаменте/);
    const play = await txt(`Чехов Антон Павлович. Чайка\n\n\nЧАЙКА\n\nКОМЕДИЯ В ЧЕТЫРЕХ ДЕЙСТВИЯХ\n\nДЕЙСТВУЮЩИЕ ЛИЦА\n\nТреплев, сын.\n\nДЕЙСТВИЕ ПЕРВОЕ\n\n${PROSE}`);
    expect(play.chapters[0]!.paragraphs[0]!.text).toBe('ДЕЙСТВУЮЩИЕ ЛИЦА');
  });

  it('keeps what is not surely the page: an epigraph, a dedication, a text that is only its page', () => {
    const revizor = 'Николай Васильевич Гоголь\n\nНА ЗЕРКАЛО НЕЧА ПЕНЯТЬ, КОЛИ РОЖА КРИВА. Народная пословица\n\nРЕВИЗОР\n\nДЕЙСТВИЕ ПЕРВОЕ\n\nТекст.';
    expect(withoutTitlePage(revizor, readTitlePage(revizor)).trimStart()).toMatch(/^НА ЗЕРКАЛО/);
    const fathers = 'ОТЦЫ И ДЕТИ\n\nПосвящается памяти\nВиссариона Григорьевича\n\nI\n\nТекст.';
    expect(withoutTitlePage(fathers, readTitlePage(fathers)).trimStart()).toMatch(/^Посвящается/);
    const alone = 'Николай Васильевич Гоголь\n\nШинель\n';
    expect(withoutTitlePage(alone, readTitlePage(alone))).toBe(alone);
    const none = 'Глава 1. Встреча\n\nИван вошёл в комнату.';
    expect(withoutTitlePage(none, readTitlePage(none))).toBe(none);
  });

  it.each([
    ['Shinel.txt', ['Шинель'], /^В департаменте/],
    ['BednajaLiza.txt', ['Бедная Лиза'], /^Может быть, никто/],
    ['Nos.txt', ['I', 'II', 'III'], /^Марта 25 числа/],
    ['KapitanskayaDochka.txt', ['ГЛАВА I. СЕРЖАНТ ГВАРДИИ'], /^- Был бы гвардии/],
    ['CrimeAndPunishment.txt', ['ЧАСТЬ ПЕРВАЯ. I'], /^В начале июля/],
    ['TriSestry.txt', ['ДЕЙСТВУЮЩИЕ ЛИЦА', 'ДЕЙСТВИЕ ПЕРВОЕ'], /^ДЕЙСТВУЮЩИЕ ЛИЦА/],
  ])('%s: its title page is not read aloud as a chapter', async (file, first, opening) => {
    const book = await parseBookFile(readFileSync(join(booksDir, 'ru-txt', file)), file);
    expect(book.chapters.slice(0, first.length).map((c) => c.title)).toEqual(first);
    expect(book.chapters[0]!.paragraphs[0]!.text).toMatch(opening);
    const all = book.chapters.flatMap((c) => c.paragraphs.map((p) => p.text));
    expect(all.slice(0, 3).map((t) => t.toLowerCase())).not.toContain(book.meta.title.toLowerCase());
    if (book.meta.author) expect(all.some((t) => t === book.meta.author || t.startsWith(`${book.meta.author}.`))).toBe(false);
  });
});
