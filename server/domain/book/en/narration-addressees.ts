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
const TURNED = /\b(turned|turning)\s+(?:round\s+)?(?:to|towards|toward)\s+$/i;

/**
 * People the narration of a turn's own paragraph shows turning to («Emma turned to Frank. "Why do you
 * smile?" said she.»): called out as much as by name, the one turned to answers (round 33). Someone must do
 * the turning — a name or «he», «she», «I» right before «turned», a clause opening on «turning» — so «the talk
 * turned to Frank» is no one turning; and «turned to Frank's letter» is turning to a thing.
 */
export function turnedTo(p: EnParagraph, ctx: EnBookContext, d: EnDiscourse): string[] {
  const out: string[] = [];
  for (const pc of p.seg.pieces) {
    if (pc.kind !== 'narration') continue;
    for (const m of p.mentions) {
      if (m.start < pc.start || m.end > pc.end || POSSESSIVE.test(p.text.slice(m.end, m.end + 3))) continue;
      const from = Math.max(pc.start, m.start - 40);
      const turn = TURNED.exec(p.text.slice(from, m.start));
      if (!turn || !someoneTurns(p, pc.start, from + turn.index, turn[1]!.toLowerCase() === 'turning')) continue;
      const key = sceneResolve(m, ctx.registry, d);
      if (isPersonKey(key, ctx)) out.push(key);
    }
  }
  return [...new Set(out)];
}

const POSSESSIVE = /^['’]s\b/;
const TURNS_AFTER_CLAUSE = /(?:^|[,;:.!?—]|\b(?:and|then))\s*$/i;

/** A person does the turning: named or «he/she/I» right before «turned»; «turning» opening its clause. */
function someoneTurns(p: EnParagraph, pieceStart: number, verbAt: number, participle: boolean): boolean {
  const before = p.text.slice(pieceStart, verbAt).trimEnd();
  if (participle) return TURNS_AFTER_CLAUSE.test(before);
  if (/\b(?:he|she|I)$/i.test(before)) return true;
  const end = pieceStart + before.length;
  return p.mentions.some((m) => m.end === end);
}
