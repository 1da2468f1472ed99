import { describe, expect, it } from 'vitest';
import { diffSpans } from './diff.ts';

describe('check diff spans', () => {
  it('understands the usual spellings of alignment ops', () => {
    expect(diffSpans([['=', 'дом', 'дом'], ['del', 'стоял', ''], ['ins', '', 'там'], ['sub', 'лес', 'лис']]).map((s) => s.kind))
      .toEqual(['same', 'missing', 'extra', 'wrong']);
    expect(diffSpans([['equal', 'a', 'a'], ['missing', 'b', ''], ['extra', '', 'c'], ['replace', 'd', 'e'], ['near', 'Алиса', 'алис']]).map((s) => s.kind))
      .toEqual(['same', 'missing', 'extra', 'wrong', 'near']);
  });
});
