import { describe, expect, it } from 'vitest';
import { snippet } from './snippet.ts';

const show = (parts: ReturnType<typeof snippet>) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

describe('a search hit as the list shows it', () => {
  it('a short line whole, the matches marked', () => {
    expect(show(snippet('Ну, ну, — сказал он.', [[0, 2], [4, 6]]))).toBe('[Ну], [ну], — сказал он.');
  });

  it('a long paragraph cut around the first match at word boundaries, with «…»', () => {
    const words = Array.from({ length: 80 }, (_, i) => `слово${i}`);
    words[40] = 'далеко';
    const text = words.join(' ');
    const at = text.indexOf('далеко');
    const out = show(snippet(text, [[at, at + 6]]));
    expect(out.startsWith('…')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toContain('[далеко]');
    expect(out.length).toBeLessThan(160);
    // Cut between words, never inside one.
    expect(out).toMatch(/^…слово\d+ /);
    expect(out).toMatch(/ слово\d+…$/);
  });

  it('a match at the start of a long line keeps the start, no leading «…»', () => {
    const text = `Далеко ${'ещё идти и идти '.repeat(20)}`;
    const out = show(snippet(text, [[0, 6]]));
    expect(out.startsWith('[Далеко] ')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
  });
});
