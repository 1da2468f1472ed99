// British single quotes, where the closing mark is also the apostrophe (round 29, the layouts bench:
// bench/attribution/en-layouts.ts): a dropped letter or a plural possessive inside the speech does not
// close it, a speech broken off before a space does, and a paragraph that lost its opening mark is read.
import { describe, expect, it } from 'vitest';
import { segmentEnglish } from './quotes.ts';

const pieces = (text: string) => segmentEnglish(text, 'single', false).pieces.map((p) => `${p.kind === 'speech' ? 'S' : 'N'}:${p.text}`);

describe('English quotations in single marks', () => {
  it('keeps dropped letters inside the speech: before a word, a stop and more words, or the closing comma', () => {
    expect(pieces('‘I ’m goin’ home an’ I ’ll stay there, fu’ ’em all,’ said Berry. ‘Nevah min’. Hit ’s boun’ to come right.’')).toEqual([
      'S:I ’m goin’ home an’ I ’ll stay there, fu’ ’em all,', 'N:said Berry.', 'S:Nevah min’. Hit ’s boun’ to come right.',
    ]);
    expect(pieces('‘Well, I got to be goin’,’ said Berry, rising.')).toEqual(['S:Well, I got to be goin’,', 'N:said Berry, rising.']);
    expect(pieces("'I ain't confessin'! I ain't!' he cried.")).toEqual(["S:I ain't confessin'! I ain't!", 'N:he cried.']);
  });

  it('keeps a plural possessive before a capitalised word inside the speech', () => {
    expect(pieces('‘It is to be Lovers’ Vows,’ said he. ‘I am Count Cassel.’')).toEqual(['S:It is to be Lovers’ Vows,', 'N:said he.', 'S:I am Count Cassel.']);
  });

  it('closes a mark after a letter where a tag follows it', () => {
    expect(pieces('‘No’ said he, and went out.')).toEqual(['S:No', 'N:said he, and went out.']);
  });

  it('closes a quoted word at its mark when nothing later closes it, or when a new quotation opens', () => {
    expect(pieces('She observed that her ‘likeness’ had been broken.')).toEqual(['N:She observed that her ‘likeness’ had been broken.']);
    expect(pieces('She observed that her ‘likeness’ had been broken, and sang, ‘Hark, my soul, it is the Lord.’')).toEqual([
      'N:She observed that her ‘likeness’ had been broken, and sang,', 'S:Hark, my soul, it is the Lord.',
    ]);
  });

  it('reads a speech broken off before a space (its dash lost) as closed', () => {
    expect(pieces('‘He may not understand that. Allow me ’ Tarquin repeated the order.')).toEqual([
      'S:He may not understand that. Allow me', 'N:Tarquin repeated the order.',
    ]);
  });

  it('reads a paragraph that lost its opening mark as speech up to its first closing one after a stop', () => {
    expect(pieces('Or a trident? or a mermaid? Oh! Miss Pettigrew?’ ‘Mermaids! Nonsense!’')).toEqual([
      'S:Or a trident? or a mermaid? Oh! Miss Pettigrew?', 'S:Mermaids! Nonsense!',
    ]);
    expect(pieces('The girls’ hats were on the Smiths’ table.')).toEqual(['N:The girls’ hats were on the Smiths’ table.']);
  });

  it('opens a straight single quotation on a capitalised word, an emphasis, or after a tag whatever its first word', () => {
    expect(pieces("'Is that you?' asked Robin.")).toEqual(['S:Is that you?', 'N:asked Robin.']);
    expect(pieces("At last the Dodo said, '_Everybody_ has won.'")).toEqual(['N:At last the Dodo said,', 'S:_Everybody_ has won.']);
    expect(pieces("'Elinor,' cried Marianne, 'is this fair?'")).toEqual(['S:Elinor,', 'N:cried Marianne,', 'S:is this fair?']);
    // A contraction printed apart is no opening mark, nor a lower-case «’is» (his) outside a tag.
    expect(pieces("'Hit 's de livin' trufe, an' I 'll say so.'")).toEqual(["S:Hit 's de livin' trufe, an' I 'll say so."]);
  });

  it('reads a tag only right after a mark, not a verb of speech further on', () => {
    expect(pieces("'I asked her into the ladies' waiting room, but she informed me she would stay outside.'")).toEqual([
      "S:I asked her into the ladies' waiting room, but she informed me she would stay outside.",
    ]);
  });
});
