// The one a paragraph of narration says was asked or spoken to («Mr. Knightley asked Emma whether the
// air agreed with her.»): the next untagged turn is most often that one's answer (round 24).
import type { EnBookContext, EnParagraph } from './attribute.ts';
import type { EnDiscourse } from './discourse.ts';
import { isPersonKey } from './people.ts';
import { sceneResolve } from './scene-names.ts';
import { lastSentenceAt } from './sentence-parts.ts';

/** A verb of asking or speaking right before the name of the one spoken to. */
const ASKED = /\b(?:asked|begged|entreated|implored|besought|inquired of|enquired of|questioned|urged|pressed|challenged|told|said to|turned to|whispered to|called to|cried to|replied to|answered)\s+$/i;

/** People the narration's last sentence says are asked or spoken to. */
export function narrationAddressees(p: EnParagraph | null, ctx: EnBookContext, d: EnDiscourse): string[] {
  if (!p) return [];
  const text = p.text;
  const last = lastSentenceAt(text);
  const out: string[] = [];
  for (const m of p.mentions) {
    if (m.start < last || !ASKED.test(text.slice(Math.max(last, m.start - 40), m.start))) continue;
    const key = sceneResolve(m, ctx.registry, d);
    if (isPersonKey(key, ctx)) out.push(key);
  }
  return [...new Set(out)];
}

/**
 * «turned to», «turning round towards»: the one the speaker turns to is spoken to. Only the turn: «looked at»,
 * «smiled at», «whispered to» gained less or lost on the dev novels (round 33), and a verb that may open an
 * inverted tag («asked Emma» is Emma asking) is never read here.
 */
const TURNED = /\b(?:turned|turning)\s+(?:round\s+)?(?:to|towards|toward)\s+$/i;

/**
 * People the narration of a turn's own paragraph shows turning to («Emma turned to Frank. "Why do you
 * smile?" said she.»): called out as much as by name, the one turned to answers (round 33).
 */
export function turnedTo(p: EnParagraph, ctx: EnBookContext, d: EnDiscourse): string[] {
  const out: string[] = [];
  for (const pc of p.seg.pieces) {
    if (pc.kind !== 'narration') continue;
    for (const m of p.mentions) {
      if (m.start < pc.start || m.end > pc.end || !TURNED.test(p.text.slice(Math.max(pc.start, m.start - 40), m.start))) continue;
      const key = sceneResolve(m, ctx.registry, d);
      if (isPersonKey(key, ctx)) out.push(key);
    }
  }
  return [...new Set(out)];
}
