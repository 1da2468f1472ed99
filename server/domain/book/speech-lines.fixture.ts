// Helpers of the speech challenge sets (speech-layouts.test.ts, speech-challenge.test.ts): made-up
// paragraphs read through the whole pipeline and compared as [kind, text, speaker] lines.
import { expect } from 'vitest';
import { analyzeBook, splitChapters } from './index.ts';

/** S speech or thought, T thought, N narration (the author's words); the speaker only where a case names it. */
export type Want = [kind: 'S' | 'T' | 'N', text: string, speaker?: string];

/** A plain text, hard-wrapped as old plain-text editions are, read through splitChapters first. */
export const wrapped = (...rawLines: string[]) => splitChapters(rawLines.join('\n'), 'ru').flatMap((ch) => ch.paragraphs.map((p) => p.text));

/** `check(paragraphs, want)` with texts compared after `norm` (each set says which marks it ignores). */
export function speechCheck(norm: (s: string) => string): (paragraphs: string[], want: Want[]) => void {
  const lines = (paragraphs: string[], want: Want[]): Want[] => {
    const book = analyzeBook([{ title: 'Глава', paragraphs: paragraphs.map((text) => ({ text })) }], { language: 'ru' });
    const names = new Map(book.characters.map((c) => [c.key, c.name]));
    return book.chapters[0].lines.map((l, i) => {
      // A thought passes where speech is asked for («S»: said or thought), not the other way round.
      const kind = l.kind === 'narration' ? 'N' : l.kind === 'thought' && want[i]?.[0] === 'T' ? 'T' : 'S';
      const line: Want = [kind, norm(l.text)];
      if (want[i]?.[2] !== undefined) line.push(names.get(l.speaker) ?? l.speaker);
      return line;
    });
  };
  return (paragraphs, want) => {
    expect(lines(paragraphs, want)).toEqual(want.map(([k, t, who]) => (who === undefined ? [k, norm(t)] : [k, norm(t), who])));
  };
}
