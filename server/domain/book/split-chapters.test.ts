import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { splitChapters } from './split-chapters.ts';

const book = (name: string) => readFileSync(join(booksDir, 'ru-txt', name), 'utf8');
const titles = (text: string) => splitChapters(text).map((c) => c.title);

describe.skipIf(!hasShared)('splitChapters on real books (corpus)', () => {
  it('finds Turgenev\'s bare Roman numeral chapters (I … XXVIII) and keeps the title page apart', () => {
    const chapters = splitChapters(book('FathersAndSons.txt'));
    expect(chapters[0].title).toBe('ОТЦЫ И ДЕТИ');
    const numbered = chapters.slice(1).map((c) => c.title);
    expect(numbered.slice(0, 4)).toEqual(['I', 'II', 'III', 'IV']);
    expect(numbered).toContain('XXVIII');
    expect(chapters[1].paragraphs[0].text).toMatch(/^- Что, Петр, не видать еще\?/);
  });

  it('prefixes every chapter with its part (Преступление и наказание: «ЧАСТЬ ПЕРВАЯ. II», never a bare «II»)', () => {
    const t = titles(book('CrimeAndPunishment.txt'));
    expect(t.slice(1, 4)).toEqual(['ЧАСТЬ ПЕРВАЯ. I', 'ЧАСТЬ ПЕРВАЯ. II', 'ЧАСТЬ ПЕРВАЯ. III']);
    expect(t).toContain('ЧАСТЬ ВТОРАЯ. I');
    expect(t).toContain('ЧАСТЬ ВТОРАЯ. VII');
    expect(t).toContain('ЧАСТЬ ШЕСТАЯ. VIII');
    expect(t.slice(-2)).toEqual(['ЭПИЛОГ. I', 'ЭПИЛОГ. II']);
    expect(t).not.toContain('ЧАСТЬ ПЕРВАЯ');
    expect(t.filter((x) => /^[IVX]+$/.test(x))).toEqual([]);
    expect(new Set(t).size).toBe(t.length);
  });

  it('finds the five tales of «Повести Белкина», each with its epigraph as narration', () => {
    const chapters = splitChapters(book('PovestiBelkina.txt'));
    expect(chapters.map((c) => c.title).slice(1)).toEqual([
      'ОТ ИЗДАТЕЛЯ', 'ВЫСТРЕЛ. I', 'ВЫСТРЕЛ. II', 'МЕТЕЛЬ', 'ГРОБОВЩИК', 'СТАНЦИОННЫЙ СМОТРИТЕЛЬ', 'БАРЫШНЯ-КРЕСТЬЯНКА',
    ]);
    const shot = chapters.find((c) => c.title === 'ВЫСТРЕЛ. I')!;
    expect(shot.paragraphs.slice(0, 2).map((p) => [p.text, p.forceNarration])).toEqual([['Стрелялись мы.', true], ['Баратынский.', true]]);
    expect(shot.paragraphs.find((p) => p.text.startsWith('Мы стояли в местечке'))?.breakBefore).toBe(true);
    expect(chapters.find((c) => c.title === 'ВЫСТРЕЛ. II')?.paragraphs.at(-1)?.text).toMatch(/^Граф замолчал/);
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

describe('splitChapters: parts and their chapters', () => {
  it('prefixes every chapter of a part with the part, as written, until the next part', () => {
    const text = 'ЧАСТЬ ПЕРВАЯ\n\nI\n\nРаз.\n\nII\n\nДва.\n\nЧАСТЬ ВТОРАЯ\n\nI\n\nТри.\n\nII\n\nЧетыре.\n\nЭПИЛОГ\n\nI\n\nПять.\n\nII\n\nШесть.';
    expect(titles(text)).toEqual([
      'ЧАСТЬ ПЕРВАЯ. I', 'ЧАСТЬ ПЕРВАЯ. II', 'ЧАСТЬ ВТОРАЯ. I', 'ЧАСТЬ ВТОРАЯ. II', 'ЭПИЛОГ. I', 'ЭПИЛОГ. II',
    ]);
    expect(titles('Часть 1\n\nГлава 1\n\nРаз.\n\nГлава 2\n\nДва.\n\nЧасть 2\n\nГлава 3\n\nТри.')).toEqual([
      'Часть 1. Глава 1', 'Часть 1. Глава 2', 'Часть 2. Глава 3',
    ]);
  });

  it('nests parts that follow each other at once, and a part with text of its own is a chapter too', () => {
    expect(titles('Том 1\n\nЧасть 1\n\nГлава 1\n\nРаз.\n\nГлава 2\n\nДва.')).toEqual(['Том 1. Часть 1. Глава 1', 'Том 1. Часть 1. Глава 2']);
    const intro = 'Часть 1\n\nВ этой части рассказано, как герои познакомились и что из этого вышло потом, много лет спустя.\n\nГлава 1\n\nРаз.';
    expect(titles(intro)).toEqual(['Часть 1', 'Часть 1. Глава 1']);
  });

  it('a solo heading with text of its own ends the part; one without text heads the chapters under it', () => {
    expect(titles('Часть 1\n\nГлава 1\n\nРаз.\n\nПослесловие\n\nНесколько слов от автора.')).toEqual(['Часть 1. Глава 1', 'Послесловие']);
    expect(titles('Пролог\n\nI\n\nРаз.\n\nII\n\nДва.')).toEqual(['Пролог. I', 'Пролог. II']);
  });

  it('takes works titled in capitals (two blank lines before) for parts, giving a part\'s epigraph to its first chapter', () => {
    const text = [
      'Повести', '', '', 'ПЕРВАЯ ПОВЕСТЬ', '', '    Стрелялись мы.', '', '    Поэт.', '', 'I.', '', 'Мы стояли в местечке.', '', 'II.', '', 'Прошло несколько лет.',
      '', '', 'ВТОРАЯ ПОВЕСТЬ', '', 'В конце тысяча восемьсот одиннадцатого года жил в своём поместье добрый помещик.',
    ].join('\n');
    const chapters = splitChapters(text);
    expect(chapters.map((c) => c.title)).toEqual(['Повести', 'ПЕРВАЯ ПОВЕСТЬ. I', 'ПЕРВАЯ ПОВЕСТЬ. II', 'ВТОРАЯ ПОВЕСТЬ']);
    expect(chapters[1].paragraphs.map((p) => [p.text, p.forceNarration === true])).toEqual([
      ['Стрелялись мы.', true], ['Поэт.', true], ['Мы стояли в местечке.', false],
    ]);
  });

  it('needs two such titles, standing alone: one line in capitals or a name over a line of a play is no part', () => {
    expect(titles('Глава 1\n\nОн закричал:\n\n\nПОЖАР\n\nи все выбежали.')).toEqual(['Глава 1']);
    const play = 'ДЕЙСТВИЕ ПЕРВОЕ\n\nКомната.\n\nАННА\nЗдравствуй.\n\nИВАН\nЗдравствуй и ты.\n\nАННА\nКак дела?';
    expect(titles(play)).toEqual(['ДЕЙСТВИЕ ПЕРВОЕ']);
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

describe('splitChapters on English plain text', () => {
  // Hard-wrapped at about 70 characters, paragraphs separated by blank lines, as Project Gutenberg prints.
  const wrapped = [
    'MARSH END', '', 'By A. Writer', '', '(1901)', '', '',
    'CHAPTER I.', 'The Lane', '', '',
    'The lane ran down from the church to the river, and nobody in the',
    'village could remember a time when it had been any quieter than it',
    'was that morning, when the _very_ first cart went by.', '',
    '"I cannot think why you walk so far, my dear," said Mrs. Mann, "when',
    'the carriage is always ready and the horses want the exercise."', '',
    '[II]', '',
    'Nobody answered her. The clock in the hall struck nine, and the maid',
    'came in with the letters, which she laid beside the teapot as usual.', '', '',
    'CHAPTER II', '', '   IN WHICH THE LETTERS ARE', '   READ ALOUD', '', '',
    'Who wrote first is a question the family argued over for years after,',
    'and which nobody in the house was ever able to settle to the end.', '',
    'CHAPTER III.', 'Who Stole the Tarts?', '', '',
    'It was not the cook, though everybody said so at the time it happened.',
  ].join('\n');

  it('joins hard-wrapped lines, never cutting a sentence or a quotation at a wrap', () => {
    const chapters = splitChapters(wrapped, 'en');
    const first = chapters[0].paragraphs;
    expect(first.map((p) => p.text)).toEqual([
      'The lane ran down from the church to the river, and nobody in the village could remember a time when it had been any quieter than it was that morning, when the very first cart went by.',
      '"I cannot think why you walk so far, my dear," said Mrs. Mann, "when the carriage is always ready and the horses want the exercise."',
      'Nobody answered her. The clock in the hall struck nine, and the maid came in with the letters, which she laid beside the teapot as usual.',
    ]);
    // _very_ is italics: the marks go, the emphasis stays on the word; «[II]» starts a new block.
    expect(first[0].emphasis).toEqual([[first[0].text.indexOf('very'), first[0].text.indexOf('very') + 4]]);
    expect(first.map((p) => p.breakBefore === true)).toEqual([false, false, true]);
  });

  it('takes CHAPTER headings with their names (on the next line, over several lines, or ending in «?»), and leaves the title page out', () => {
    expect(splitChapters(wrapped, 'en').map((c) => c.title)).toEqual([
      'CHAPTER I. The Lane', 'CHAPTER II. IN WHICH THE LETTERS ARE READ ALOUD', 'CHAPTER III. Who Stole the Tarts?',
    ]);
  });

  it('knows BOOK ONE, PART I and THE PREFACE as headings', () => {
    const t = 'BOOK ONE\n\nCHAPTER 1\n\nIt began well enough, as such things go in the country.\n\nPART II\n\nChapter 2\n\nIt ended badly.\n\nTHE PREFACE\n\nA late word.';
    expect(splitChapters(t, 'en').map((c) => c.title)).toEqual(['BOOK ONE. CHAPTER 1', 'PART II. Chapter 2', 'THE PREFACE']);
  });

  it('keeps one line per paragraph, and indented paragraphs, as they are', () => {
    const oneLine = 'He came in at last and sat down by the fire without a word to anybody.\nShe looked at him and went on with her sewing as if he were not there.\nNobody spoke for a long time after that, and the clock ticked on.';
    expect(splitChapters(oneLine, 'en')[0].paragraphs).toHaveLength(3);
    const indented = '    He came in at last and sat down by the fire without a word\nto anybody at all.\n    She looked at him and went on with her sewing as if he\nwere not there.\n    Nobody spoke.';
    expect(splitChapters(indented, 'en')[0].paragraphs.map((p) => p.text)).toEqual([
      'He came in at last and sat down by the fire without a word to anybody at all.',
      'She looked at him and went on with her sewing as if he were not there.',
      'Nobody spoke.',
    ]);
  });
});
