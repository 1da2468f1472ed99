import { describe, expect, it } from 'vitest';
import { paragraphBuilder, isSceneBreakText } from './paragraph-builder.ts';

describe('paragraph builder', () => {
  it('collapses markup whitespace and keeps emphasis on the right characters', () => {
    const b = paragraphBuilder();
    b.add('\n   Он  подумал:\n\t');
    b.add(' не может ', true);
    b.add('быть', true);
    b.add('!  ');
    const p = b.take();
    expect(p?.text).toBe('Он подумал: не может быть!');
    expect(p?.emphasis).toEqual([[12, 25]]);
    expect(p?.text.slice(12, 25)).toBe('не может быть');
  });

  it('joins emphasis split only by a space, keeps separate spans apart', () => {
    const b = paragraphBuilder();
    b.add('a', true);
    b.add(' ');
    b.add('b', true);
    b.add(' c ');
    b.add('d', true);
    expect(b.take()).toEqual({ text: 'a b c d', emphasis: [[0, 3], [6, 7]] });
  });

  it('drops soft hyphens and zero-width characters, returns null for an empty paragraph', () => {
    const b = paragraphBuilder();
    b.add('пере\u00adнос\u200b');
    expect(b.take()?.text).toBe('перенос');
    b.add(' \n\t\u00a0');
    expect(b.take()).toBeNull();
  });

  it('knows scene-break lines', () => {
    for (const s of ['* * *', '***', '⁂', '— — —', '#']) expect(isSceneBreakText(s), s).toBe(true);
    for (const s of ['—Да.', '...', 'I', '* звёздочка']) expect(isSceneBreakText(s), s).toBe(false);
  });
});
