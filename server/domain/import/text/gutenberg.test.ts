import { describe, expect, it } from 'vitest';
import { parseBookFile } from '../index.ts';
import { stripGutenberg } from './gutenberg.ts';

const header = [
  'The Project Gutenberg eBook of The Quiet Lane',
  '',
  'This ebook is for the use of anyone anywhere in the United States and',
  'most other parts of the world at no cost and with almost no restrictions.',
  '',
  'Title: The Quiet Lane',
  '       A Story of Two Houses',
  '',
  'Author: Jane Marsh',
  '',
  'Language: English',
  '',
  '*** START OF THE PROJECT GUTENBERG EBOOK THE QUIET LANE ***',
  '',
  'Produced by a team of volunteers.',
  '',
].join('\n');
const footer = [
  '',
  '*** END OF THE PROJECT GUTENBERG EBOOK THE QUIET LANE ***',
  '',
  'Updated editions will replace the previous one--the old editions will',
  'be renamed. Creating the works from print editions not protected by U.S.',
  'copyright law means that no one owns a United States copyright in these works.',
].join('\n');
const body = [
  'THE QUIET LANE',
  '',
  'By Jane Marsh',
  '',
  '',
  'CHAPTER I.',
  'The Lane',
  '',
  '',
  'The lane ran down from the church to the river, and nobody in the',
  'village could remember a time when it had been any quieter than it was',
  'that morning.',
  '',
  '"Lor," said Mrs. Mann, "only think of it!"',
  '',
].join('\n');

describe('Project Gutenberg plain text', () => {
  it('keeps only the book between the start and end marks, and reads title, author and language', () => {
    const g = stripGutenberg(header + body + footer);
    expect(g).not.toBeNull();
    expect(g?.title).toBe('The Quiet Lane A Story of Two Houses');
    expect(g?.author).toBe('Jane Marsh');
    expect(g?.language).toBe('English');
    expect(g?.body).toContain('The lane ran down');
    expect(g?.body).not.toMatch(/Produced by|START OF|END OF|Updated editions|United States/);
  });

  it('knows the older marks and a lone first line naming the book', () => {
    const old = stripGutenberg('Small print here.\n*END*THE SMALL PRINT! FOR PUBLIC DOMAIN ETEXTS*Ver.04.29.93*END*\n\nThe book.\n\nEnd of the Project Gutenberg EBook of Old Things\n\nMore licence.');
    expect(old?.body.trim()).toBe('The book.');
    const lone = stripGutenberg('The Project Gutenberg EBook of A Small Town, by E. M. Smith\n\n\nCHAPTER I\n\nText.');
    expect(lone).toMatchObject({ title: 'A Small Town', author: 'E. M. Smith' });
    expect(lone?.body).not.toContain('Project Gutenberg');
  });

  it('leaves other texts alone', () => {
    expect(stripGutenberg('Глава 1\n\nТекст.')).toBeNull();
    expect(stripGutenberg('He read the Project Gutenberg licence twice.')).toBeNull();
  });

  it('imports a Gutenberg .txt (CRLF) as the book only: metadata from the header, no title page, chapters named', async () => {
    const file = Buffer.from((header + body + footer).replace(/\n/g, '\r\n'), 'utf8');
    const book = await parseBookFile(file, 'pg12345.txt');
    expect(book.meta).toMatchObject({ title: 'The Quiet Lane A Story of Two Houses', author: 'Jane Marsh', language: 'en' });
    expect(book.chapters.map((c) => c.title)).toEqual(['CHAPTER I. The Lane']);
    expect(book.chapters[0].paragraphs.map((p) => p.text)).toEqual([
      'The lane ran down from the church to the river, and nobody in the village could remember a time when it had been any quieter than it was that morning.',
      '"Lor," said Mrs. Mann, "only think of it!"',
    ]);
  });
});
