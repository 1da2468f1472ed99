// Plain text whose paragraphs run for pages, hard-wrapped (issue #11, round 22): so few lines open or
// close a paragraph that the shares detectLayout weighs first miss the layout, and each wrapped line
// became a paragraph of its own, cutting quotations and tags in two.
import { describe, expect, it } from 'vitest';
import { detectLayout } from './paragraphs.ts';
import { splitChapters } from './split-chapters.ts';

const SENTENCES = [
  'Старый сторож ходил по двору и гремел ключами, как будто кого-то хотел напугать.',
  'Было уже поздно, в окнах соседнего дома давно погасли огни, и только ветер шумел в саду.',
  '— Кто там ходит? — крикнул он наконец, остановившись у ворот и подняв фонарь повыше.',
  'Никто не ответил ему, и он долго стоял, прислушиваясь к тому, как скрипят старые липы.',
  'Потом он вернулся в свою будку, сел на лавку и принялся думать о том, что завтра будет дождь.',
];

/** A paragraph of many sentences (a story's pages-long paragraph). */
const paragraph = (n: number) => Array.from({ length: 40 }, (_, i) => SENTENCES[(i + n) % SENTENCES.length]).join(' ');

function wrap(text: string, indent: string): string[] {
  const out: string[] = [];
  let line = indent;
  for (const word of text.split(' ')) {
    if (line.trim() !== '' && line.length + 1 + word.length > 72) {
      out.push(line);
      line = word;
    } else line = line.trim() === '' ? line + word : `${line} ${word}`;
  }
  out.push(line);
  return out;
}

const paragraphs = [0, 1, 2, 3, 4].map(paragraph);

describe('long paragraphs, hard-wrapped at 72 characters', () => {
  it('with a blank line between paragraphs: the lines of each join again', () => {
    const text = ['Глава первая', '', ...paragraphs.flatMap((p) => [...wrap(p, ''), ''])].join('\n');
    expect(detectLayout(text.split('\n'))).toBe('blank');
    const [chapter] = splitChapters(text, 'ru');
    expect(chapter.paragraphs.map((p) => p.text)).toEqual(paragraphs);
  });

  it('with indented first lines and no blank lines (a heading set off by blank lines all the same)', () => {
    const text = ['Глава первая', '', ...paragraphs.flatMap((p) => wrap(p, '     '))].join('\r\n');
    expect(detectLayout(text.split('\r\n'))).toBe('indent');
    const [chapter] = splitChapters(text, 'ru');
    expect(chapter.title).toBe('Глава первая');
    expect(chapter.paragraphs.map((p) => p.text)).toEqual(paragraphs);
  });

  it('keeps one paragraph a line when the lines are not wrapped', () => {
    expect(detectLayout(['Глава первая', '', ...paragraphs])).toBe('line');
  });
});
