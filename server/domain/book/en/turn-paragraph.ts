// Which paragraphs with speech are turns of a conversation (round 17). A paragraph that opens with
// speech is one, so is one whose tag or beat names its speaker; a paragraph that opens with narration
// naming no one and goes on with a sentence of speech («The kettle began to sing on the hob. "Then
// have a cup of this."», «Next door they said, "Where is he?"») is one too: left out of the chain, the
// turns after it were counted one short in a long exchange, and each went to the other of the two
// taking turns (renamed dev +57, dev +54). A phrase quoted inside narration («the road was "woodsy
// and wild" all the way») is not said by anyone in the scene: for the chain it is narration between
// two turns, as a paragraph with no quotation is.
import type { EnPiece } from './quotes.ts';

/** The paragraph's speech is said in the scene: it opens the paragraph, or a tag or beat gives its speaker, or it is a sentence of its own. */
export function isTurnParagraph(pieces: EnPiece[], tagged: boolean): boolean {
  return pieces[0]?.kind === 'speech' || tagged || saysSentence(pieces);
}

/**
 * Speech that starts with a capital after narration ending a sentence or a clause («…on the hob.
 * "Then…"», «they said, "Where…"», «…replied: "No"»), or that ends the paragraph.
 */
function saysSentence(pieces: EnPiece[]): boolean {
  if (pieces[pieces.length - 1]?.kind === 'speech') return true;
  return pieces.some((pc, k) => pc.kind === 'speech' && k > 0 && /(?:[.!?:,;]|--|—)["”’)]?$/.test(pieces[k - 1].text.trimEnd()) && /^["“‘(]?\p{Lu}/u.test(pc.text));
}
