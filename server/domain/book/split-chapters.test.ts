import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { booksDir } from '../../../test/support/shared.ts';
import { splitChapters } from './split-chapters.ts';

const book = (name: string) => readFileSync(join(booksDir, 'ru-txt', name), 'utf8');
const titles = (text: string) => splitChapters(text).map((c) => c.title);

describe('splitChapters on real books', () => {
  it('finds Turgenev\'s bare Roman numeral chapters (I … XXVIII) and keeps the title page apart', () => {
    const chapters = splitChapters(book('FathersAndSons.txt'));
    expect(chapters[0].title).toBe('ОТЦЫ И ДЕТИ');
    const numbered = chapters.slice(1).map((c) => c.title);
    expect(numbered.slice(0, 4)).toEqual(['I', 'II', 'III', 'IV']);
    expect(numbered).toContain('XXVIII');
    expect(chapters[1].paragraphs[0].text).toMatch(/^- Что, Петр, не видать еще\?/);
  });

  it('prefixes a part heading to the chapter that follows it at once (Преступление и наказание)', () => {
    const t = titles(book('CrimeAndPunishment.txt'));
    expect(t).toContain('ЧАСТЬ ПЕРВАЯ. I');
    expect(t).toContain('ЧАСТЬ ВТОРАЯ. I');
    expect(t).toContain('ЭПИЛОГ. I');
    expect(t).not.toContain('ЧАСТЬ ПЕРВАЯ');
  });

  it('joins hard-wrapped lines of indented paragraphs and marks the epigraph (Капитанская дочка)', () => {
    const chapters = splitChapters(book('KapitanskayaDochka.txt'));
    const first = chapters.find((c) => c.title === 'ГЛАВА I. СЕРЖАНТ ГВАРДИИ');
    expect(first).toBeDefined();
    const text = first?.paragraphs.map((p) => p.text) ?? [];
    expect(text).toContain(
      'Отец мой Андрей Петрович Гринев в молодости своей служил при графе Минихе, и вышел в отставку премьер-маиором в 17.. году. '
      + 'С тех пор жил он в своей Симбирской деревни, где и женился на девице Авдотьи Васильевне Ю., дочери бедного тамошнего дворянина. '
      + 'Нас было девять человек детей. Все мои братья и сестры умерли во младенчестве.',
    );
    // «— Был бы гвардии он завтра ж капитан.» is the epigraph, not dialogue.
    expect(first?.paragraphs[0].forceNarration).toBe(true);
    expect(first?.paragraphs.find((p) => p.text.startsWith('Отец мой'))?.forceNarration).toBeUndefined();
  });

  it('does not take verse lines that start with «Глава» for headings, nor stanza numerals for chapters (Онегин)', () => {
    const t = titles(book('EugeneOnegin.txt'));
    expect(t.filter((x) => /^ГЛАВА/.test(x))).toHaveLength(7);
    expect(t.some((x) => x.startsWith('Глава халдейских'))).toBe(false);
    expect(t).not.toContain('II');
  });

  it('handles CRLF files where each line is a paragraph (Шинель)', () => {
    const chapters = splitChapters(book('Shinel.txt'));
    expect(chapters).toHaveLength(1);
    const paragraphs = chapters[0].paragraphs.map((p) => p.text);
    expect(paragraphs).toContain('-- Здравствуй, Петрович!');
    expect(paragraphs.every((p) => !p.includes('\r'))).toBe(true);
  });
});

describe('splitChapters on made-up texts', () => {
  it('reads digit, Roman and word numbers and a title after the number', () => {
    const text = 'Глава первая\n\nТекст один.\n\nГЛАВА XII\n\nТекст два.\n\nГлава 3. Название\n\nТекст три.\n\nChapter IV\n\nText four.\n\nCHAPTER Twenty-One\n\nText five.';
    expect(titles(text)).toEqual(['Глава первая', 'ГЛАВА XII', 'Глава 3. Название', 'Chapter IV', 'CHAPTER Twenty-One']);
  });

  it('takes a short line right under a heading as the chapter name', () => {
    expect(titles('Глава 1\nДетство\n\nЯ родился в Москве.')).toEqual(['Глава 1. Детство']);
  });

  it('keeps text before the first heading only when there is some', () => {
    expect(titles('\n\n\nГлава 1\n\nТекст.')).toEqual(['Глава 1']);
    expect(titles('Предисловие автора к этому изданию.\n\nГлава 1\n\nТекст.')).toEqual(['Предисловие автора к этому изданию', 'Глава 1']);
  });

  it('drops a table of contents (headings with nothing under them)', () => {
    expect(titles('Глава 1\nГлава 2\n\nГлава 1\n\nРаз.\n\nГлава 2\n\nДва.')).toEqual(['Глава 1', 'Глава 2']);
  });

  it('does not take a lone «I» in English prose or prose starting with «Часть первая его…» for headings', () => {
    const text = 'He looked at me.\n\nI\n\nwas not sure what to say.\n\nЧасть первая его жизни прошла в деревне, и он об этом не жалел.\n\nThe end.';
    expect(splitChapters(text)).toHaveLength(1);
    // A Cyrillic «В» alone on a line (a broken line) is no Roman five; nor is a stray «V».
    expect(splitChapters('Он вошел.\nВ\nкомнате было темно.\nV\nИ тихо.')).toHaveLength(1);
  });

  it('handles CR and CRLF line endings alike', () => {
    const lf = 'Глава 1\n\nПервый абзац\nпродолжается тут.\n\nВторой абзац.';
    expect(splitChapters(lf.replace(/\n/g, '\r'))).toEqual(splitChapters(lf));
    expect(splitChapters(lf.replace(/\n/g, '\r\n'))).toEqual(splitChapters(lf));
    expect(splitChapters(lf)[0].paragraphs.map((p) => p.text)).toEqual(['Первый абзац продолжается тут.', 'Второй абзац.']);
  });

  it('starts a new block after «* * *» and after a blank line in one-line-per-paragraph text', () => {
    const stars = splitChapters('Раз.\n\nДва.\n\n* * *\n\nТри.')[0].paragraphs;
    expect(stars.map((p) => p.text)).toEqual(['Раз.', 'Два.', 'Три.']);
    expect(stars.map((p) => p.breakBefore === true)).toEqual([false, false, true]);
    const lines = 'Первая строка абзаца и ещё немного текста, чтобы была похожа на прозу.\n'.repeat(5)
      + '\nПосле пустой строки новая сцена начинается здесь, и текст продолжается дальше.\nЕщё абзац.';
    const ps = splitChapters(lines)[0].paragraphs;
    expect(ps).toHaveLength(7);
    expect(ps[5].breakBefore).toBe(true);
    expect(ps.filter((p) => p.breakBefore)).toHaveLength(1);
  });
});
