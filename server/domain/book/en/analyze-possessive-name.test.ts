// Round 18: a name in the possessive («Wren's remark», «the heart of Nell's wedding») names no one
// acting: the «she said» of the paragraph is the woman it shows acting, not the one whose remark or
// wedding it mentions last («Ida smiled at the waiter. But Wren's remark had stayed with her. At last
// she said,»: Ida).
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, a name in the possessive before a pronoun tag (round 18)', () => {
  it('reads «she» past a woman named only as the owner of a remark', () => {
    const got = who([
      'Tessa Vane, Wren Holloway and Ida Moss sat at a table near the band.',
      '"Look at them all," said Ida.', '"What a crowd," said Tessa.', '"The drummer is my cousin," said Wren.',
      'Ida smiled at the waiter and let the music go by. But Wren\'s remark had stayed with her. At last she said, "Since when has he played?"',
      '"Since the spring," said Wren.',
    ]);
    expect(got).toEqual(['Ida Moss', 'Tessa Vane', 'Wren Holloway', 'Ida Moss', 'Wren Holloway']);
  });

  it('reads «he» past a man named only as the owner of a thing', () => {
    const got = who([
      'Amos Reddle, Piers Gant and Hugo Stell stood by the fence.',
      '"The river is rising," said Hugo.', '"My boat went under last year," said Amos.', '"It rose higher then," said Piers.',
      'Hugo looked at the water for a long time. The loss of Amos\'s boat was on his mind. Then he said, "Who paid for it?"',
      '"Nobody did," said Amos.',
    ]);
    expect(got).toEqual(['Hugo Stell', 'Amos Reddle', 'Piers Gant', 'Hugo Stell', 'Amos Reddle']);
  });
});
