import { describe, expect, it } from 'vitest';
import { quoteStyle, segmentEnglish, type QuoteStyle } from './quotes.ts';

const pieces = (text: string, style: QuoteStyle = 'double', inside = false) =>
  segmentEnglish(text, style, inside).pieces.map((p) => `${p.kind === 'speech' ? 'S' : 'N'}:${p.text}`);

describe('English quotations', () => {
  it('cuts a quotation interrupted by a tag into speech · narration · speech, in straight and curly quotes', () => {
    const want = ['S:Lor,', 'N:said Mrs. Mann,', 'S:only think of it!'];
    expect(pieces('"Lor," said Mrs. Mann, "only think of it!"')).toEqual(want);
    expect(pieces('“Lor,” said Mrs. Mann, “only think of it!”')).toEqual(want);
    expect(pieces('‘Lor,’ said Mrs. Mann, ‘only think of it!’', 'single')).toEqual(want);
  });

  it('keeps apostrophes and plural possessives inside British single-quoted speech', () => {
    expect(pieces("'I don't know the girls' names,' said Tom, 'nor theirs.'", 'single')).toEqual([
      "S:I don't know the girls' names,", 'N:said Tom,', 'S:nor theirs.',
    ]);
    expect(pieces('‘’Tis late,’ he said.', 'single')).toEqual(['S:’Tis late,', 'N:he said.']);
  });

  it('tells the book\'s quoting style from its marks', () => {
    expect(quoteStyle(['"Yes," he said.', '"No," said she.', "It wasn't so."])).toBe('double');
    expect(quoteStyle(Array.from({ length: 20 }, () => "'Yes,' he said. 'Don't go.'"))).toBe('single');
  });

  it('reads a speech broken off (a space before its closing mark) and a short sentence after narration as speech', () => {
    expect(pieces('"Yes," said Perdita, "but " She did not finish, and looked away.')).toEqual(['S:Yes,', 'N:said Perdita,', 'S:but', 'N:She did not finish, and looked away.']);
    expect(pieces('She shook her head. "No."')).toEqual(['N:She shook her head.', 'S:No.']);
    expect(pieces('The judge cackled out "Silence!" and read on.')).toEqual(['N:The judge cackled out', 'S:Silence!', 'N:and read on.']);
    expect(pieces('The porter returned an indifferent "Not today." and went in.')).toEqual(['N:The porter returned an indifferent', 'S:Not today.', 'N:and went in.']);
  });

  it('leaves quoted titles and scare quotes in the narration', () => {
    expect(pieces('She had read "Udolpho" twice, and called the house a "cottage" to everybody.')).toEqual([
      'N:She had read "Udolpho" twice, and called the house a "cottage" to everybody.',
    ]);
    expect(pieces('He said, "Come in," and opened the door.')).toEqual(['N:He said,', 'S:Come in,', 'N:and opened the door.']);
  });

  it('leaves a quotation open at the paragraph end, and goes on with it in the next paragraph', () => {
    const first = segmentEnglish('"It was a long winter, and we had very little to eat.', 'double', false);
    expect(first.runsOn).toBe(true);
    const next = segmentEnglish('"Then spring came, and with it the letters."', 'double', first.runsOn);
    expect(next.continues).toBe(true);
    expect(next.pieces.map((p) => p.kind)).toEqual(['speech']);
    expect(segmentEnglish('"A new speech."', 'double', false).continues).toBe(false);
  });

  it('reads a quotation inside narration after a colon or a verb of speech as speech', () => {
    expect(pieces('At last the Mouse called out: "Sit down, all of you!"')).toEqual(['N:At last the Mouse called out:', 'S:Sit down, all of you!']);
    expect(pieces('"Well," thought Alice to herself, "after such a fall as this."')).toEqual(['S:Well,', 'N:thought Alice to herself,', 'S:after such a fall as this.']);
  });

  it('reads a paragraph that lost the mark opening its first quotation (a drop cap) as speech up to its closing mark', () => {
    expect(pieces('Dearer and dearer!" cried Molly (she quite forgot herself). "Now I am as tall as a tower!"')).toEqual([
      'S:Dearer and dearer!', 'N:cried Molly (she quite forgot herself).', 'S:Now I am as tall as a tower!',
    ]);
    expect(pieces('Dearer and dearer!” cried Molly. “Now I am tall!”')).toEqual(['S:Dearer and dearer!', 'N:cried Molly.', 'S:Now I am tall!']);
    // Paired marks, or a lone mark that opens, are read as before.
    expect(pieces('She called it a "picnic" and laughed.')).toEqual(['N:She called it a "picnic" and laughed.']);
    expect(pieces('He turned and said, "Wait for me.')).toEqual(['N:He turned and said,', 'S:Wait for me.']);
  });
});
