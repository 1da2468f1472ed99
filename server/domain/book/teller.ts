// A story a character tells in quotes, quoting others inside it (story-ru.ts marks those `quoted`):
// «Тому три года… «Ты не узнал меня?» — сказал он. «Сильвестр!» — закричал я». Inside the story «я»
// is the teller, not the book's narrator, and «он», «она» are someone in the story: never the teller,
// who says «я» of himself.
import type { Decision } from './resolve.ts';
import type { Piece } from './segment-lines.ts';
import type { SpeakerContext } from './speaker-context.ts';
import { NARRATOR_KEY } from './types.ts';
import { justUnderReview } from './phase.ts';

/**
 * The decision for speech piece `k` of a paragraph's `pieces`, given the decisions of the pieces
 * before it: unchanged outside a story; inside, the teller for «я» and for his own words after a
 * speech he quotes, and marked for review where a pronoun gave a quoted speech to the teller.
 */
export function tellerDecision(decision: Decision, pieces: Piece[], k: number, decisions: Array<Decision | undefined>, ctx: SpeakerContext): Decision {
  const pc = pieces[k];
  if (pc === undefined || pc.kind === 'narration' || !pieces.slice(0, k + 1).some((x) => x.quoted === true)) return decision;
  let teller: string | undefined;
  for (let i = k - 1; i >= 0 && teller === undefined; i--) if (pieces[i].kind !== 'narration' && pieces[i].quoted !== true) teller = decisions[i]?.speaker;
  if (teller === undefined || teller === NARRATOR_KEY) return decision;
  // The teller's own words after the speech he quotes: still his story.
  if (pc.quoted !== true) return decision.speaker === teller ? decision : { ...decision, speaker: teller, confidence: Math.max(decision.confidence, 0.85), issue: ctx.msg.continues(ctx.nameOf(teller)), basis: 'tellerGoesOn' };
  const kind = decision.tag?.kind;
  if (kind === 'first') return { ...decision, speaker: teller, confidence: Math.max(decision.confidence, 0.85), issue: ctx.msg.tellerSelf(ctx.nameOf(teller)), basis: 'teller' };
  if (kind === 'pronoun' && decision.speaker === teller) {
    return { ...decision, confidence: Math.min(decision.confidence, justUnderReview(ctx.reviewBelow())), issue: ctx.msg.tellerOther(ctx.nameOf(teller)), basis: 'tellerOther' };
  }
  return decision;
}
