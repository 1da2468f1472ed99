// What the paragraphs around a speech say of whose turn it is: a speech right after another in the
// same paragraph, and the narration closing the paragraph before.
import type { ParagraphWork } from './speaker-context.ts';
import type { Told } from './resolve.ts';
import { sentences } from './subjects.ts';

/**
 * «— Да ты болен? — Он стал щупать его пульс; Раскольников вырвал руку. / — Не надо, — сказал он»:
 * narration of its own (not a tag) closing a paragraph with speech: the subject of its last sentence.
 */
export function closingSubject(p: ParagraphWork, tail: Told[], tagSpeaker?: string): Told | undefined {
  const last = p.pieces[p.pieces.length - 1];
  if (last.kind !== 'narration') return undefined;
  // «— Чем я возблагодарю вас! — начала было Пульхерия Александровна, но Раскольников опять прервал
  // ее: / — Я не могу, — повторял он»: a tag that goes on to someone other than the speaker it tells
  // (`tagSpeaker`) and ends with a colon introduces the next paragraph's speech: that subject speaks it.
  if (last.remark) {
    const who = tail[tail.length - 1];
    return /:\s*$/.test(last.text) && who !== undefined && tagSpeaker !== undefined && who.key !== tagSpeaker ? who : undefined;
  }
  return tail[tail.length - 1];
}

/** Speech piece k follows another speech piece with at most one short tag between. */
export function closeTo(p: ParagraphWork, k: number): boolean {
  const prev = p.pieces[k - 1];
  if (prev === undefined) return false;
  if (prev.kind !== 'narration') return true;
  return prev.remark && p.pieces[k - 2] !== undefined && p.pieces[k - 2].kind !== 'narration' && sentences(prev.text).length <= 1;
}
