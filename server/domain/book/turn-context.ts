// What the paragraphs around a speech say of whose turn it is: a speech right after another in the
// same paragraph, and the narration closing the paragraph before.
import type { ParagraphWork } from './attribution.ts';
import type { Told } from './resolve.ts';
import { sentences } from './subjects.ts';

/**
 * «— Да ты болен? — Он стал щупать его пульс; Раскольников вырвал руку. / — Не надо, — сказал он»:
 * narration of its own (not a tag) closing a paragraph with speech: the subject of its last sentence.
 */
export function closingSubject(p: ParagraphWork, tail: Told[]): Told | undefined {
  const last = p.pieces[p.pieces.length - 1];
  if (last.kind !== 'narration' || last.remark) return undefined;
  return tail[tail.length - 1];
}

/** Speech piece k follows another speech piece with at most one short tag between. */
export function closeTo(p: ParagraphWork, k: number): boolean {
  const prev = p.pieces[k - 1];
  if (prev === undefined) return false;
  if (prev.kind !== 'narration') return true;
  return prev.remark && p.pieces[k - 2] !== undefined && p.pieces[k - 2].kind !== 'narration' && sentences(prev.text).length <= 1;
}
