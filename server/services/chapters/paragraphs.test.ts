import { describe, expect, it } from 'vitest';
import { chapterText, coreOf, locateLines, replaceLine } from './paragraphs.ts';

const DIALOGUE = '— Привет, — сказал Иван. — Как дела?';
const DIALOGUE_LINES = ['Привет,', 'сказал Иван.', 'Как дела?'];

describe('chapter text as written', () => {
  it('keeps the paragraphs with their dashes, and rebuilds unknown ones from the lines', () => {
    const lines = [
      { paragraph_id: 0, text: 'Иван вошёл.' },
      ...DIALOGUE_LINES.map((text) => ({ paragraph_id: 1, text })),
      { paragraph_id: 2, text: 'Тишина.' },
      { paragraph_id: 2, text: 'Ночь.' },
    ];
    expect(chapterText(lines, ['Иван вошёл.', DIALOGUE])).toBe(`Иван вошёл.\n${DIALOGUE}\nТишина. Ночь.`);
    expect(chapterText(lines, null)).toBe('Иван вошёл.\nПривет, сказал Иван. Как дела?\nТишина. Ночь.');
  });

  it('finds lines verbatim or by their core when the segmenter changed their edges', () => {
    expect(locateLines(DIALOGUE, DIALOGUE_LINES)).toEqual([
      { start: 2, end: 9, core: false }, { start: 12, end: 24, core: false }, { start: 27, end: 36, core: false },
    ]);
    // «"Добро" - прервал» became the line «Добро,»: only its core is in the paragraph.
    const p = '"Добро" - прервал батюшка, - "пора его в службу".';
    const spans = locateLines(p, ['Добро,', 'прервал батюшка,', 'пора его в службу.']);
    expect(spans.map((s) => s && p.slice(s.start, s.end))).toEqual(['Добро', 'прервал батюшка,', 'пора его в службу']);
    expect(coreOf('«Да!» ')).toBe('Да');
  });

  it('does not jump to a later exact copy of a line past its real place', () => {
    const p = '"Да", - сказал он. Да, так и было.';
    const spans = locateLines(p, ['Да,', 'сказал он.', 'Да, так и было.']);
    expect(spans.map((s) => s && p.slice(s.start, s.end))).toEqual(['Да', 'сказал он.', 'Да, так и было.']);
  });

  it('an edited line replaces only its own piece of the paragraph', () => {
    expect(replaceLine(DIALOGUE, DIALOGUE_LINES, 0, 'Здравствуй!')).toBe('— Здравствуй! — сказал Иван. — Как дела?');
    expect(replaceLine(DIALOGUE, DIALOGUE_LINES, 2, 'Как ты?')).toBe('— Привет, — сказал Иван. — Как ты?');
    const p = '"Добро" - прервал батюшка.';
    expect(replaceLine(p, ['Добро,', 'прервал батюшка.'], 0, 'Хорошо,')).toBe('"Хорошо" - прервал батюшка.');
  });

  it('rebuilds the paragraph from its lines when the line cannot be found', () => {
    expect(replaceLine('Совсем другой текст.', ['Первая.', 'Вторая.'], 1, 'Новая.')).toBe('Первая. Новая.');
  });
});
