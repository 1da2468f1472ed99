// Who a tag names: its subject (a name, a pronoun, a description) read against the people of the
// book and the scene, with the confidence the dev novels measured for each kind of subject.
import { NARRATOR_KEY } from '../types.ts';
import type { EnDiscourse } from './discourse.ts';
import type { EnMention } from './names.ts';
import { escapeRegExp } from '../text.ts';
import { REASONS } from './reasons.ts';
import type { TagReading } from './tags.ts';
import { sceneResolve } from './scene-names.ts';
import { asWritten, calledInTag, groupGender, SET_APART } from './tag-descriptions.ts';
import { ownDescriptor, resolveDescription, resolveIt, resolvePronoun, type Decision } from './resolve.ts';
import type { EnBookContext, EnParagraph } from './attribute.ts';

export function fromTag(tag: TagReading, p: EnParagraph, at: number, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean): Decision | null {
  const decision = readSubject(tag, p, at, ctx, d, exclude, newTurn);
  if (!decision) return null;
  const s = tag.subject;
  // A kin the surname already gave (kin.ts) is left empty: no word of address to weigh.
  if (s.kind === 'desc' && s.possessive && tag.speech) decision.kin ??= s.noun;
  if (s.kind === 'name') decision.distant = nameDistance(s.mention, p, at) > DISTANT_NAME;
  // «added the March Hare»: a name says who speaks; only «she added» says the last speaker goes on.
  decision.goesOn = tag.goesOn === true && s.kind === 'pronoun';
  if (s.kind === 'name' || (s.kind === 'pronoun' && s.person === 1)) decision.hint ??= tag.speech ? 'anchor' : 'beat';
  else {
    const g = s.gender;
    if (g === 'm' || g === 'f') decision.gender = g;
    decision.hint ??= decision.gender ? 'gender' : 'weak';
  }
  // «"…," I said» in a story told in the third person is a story told inside it: never unchecked.
  if (s.kind === 'pronoun' && s.person === 1 && !ctx.firstPerson) decision.rareName = true;
  return decision;
}

/** Characters of narration between a tag's name and its quotation beyond which the name is read with doubt. */
export const DISTANT_NAME = 45;

/** Characters between the name and the quotation (piece `at`; past the last piece: the next paragraph's). */
function nameDistance(m: EnMention, p: EnParagraph, at: number): number {
  const q = p.seg.pieces[at];
  if (!q) return p.text.trimEnd().length - m.end;
  return m.start >= q.end ? m.start - q.end : q.start - m.end;
}

function readSubject(tag: TagReading, p: EnParagraph, at: number, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean): Decision | null {
  const s = tag.subject;
  const quote = tag.text.length > 60 ? `${tag.text.slice(0, 57)}…` : tag.text;
  const addressee = tag.addressee ? ctx.registry.resolve(tag.addressee) : null;
  const skip = new Set(exclude);
  if (addressee) skip.add(addressee);
  if (s.kind === 'name') {
    const key = sceneResolve(s.mention, ctx.registry, d);
    if (!key || (skip.has(key) && !tag.speech)) return null;
    if (ctx.registry.ambiguous(s.mention)) {
      return { speaker: key, confidence: tag.speech ? 0.88 : 0.75, issue: REASONS.ambiguous(s.mention.text, ctx.nameOf(key)), tagged: true, hint: tag.speech ? 'name' : 'beat', ambiguousName: s.mention.text };
    }
    // Measured on the dev novels: a tag naming someone the book names often, by one name or a title
    // and a name, is right 98–99% of the time; a rare name (a description, a passer-by, a cluster
    // gone wrong) or a full name used where a short one would do, about 85–90%.
    const count = ctx.registry.byId(key)?.count ?? 0;
    const often = (count >= 50 || count >= 0.02 * ctx.mentions) && s.mention.tokens.length === 1;
    return { speaker: key, confidence: tag.speech ? (often ? 0.97 : 0.88) : 0.8, issue: tag.speech ? REASONS.named(quote) : REASONS.action(quote), tagged: true, rareName: !often };
  }
  if (s.kind === 'pronoun') {
    if (s.person === 1 && !s.plural) {
      return ctx.firstPerson || tag.speech
        ? { speaker: NARRATOR_KEY, confidence: tag.speech ? 0.95 : 0.85, issue: REASONS.firstPerson(quote), tagged: true }
        : null;
    }
    if (s.plural || !s.gender) return null;
    if (s.gender === 'n') return tag.speech ? resolveIt(d, skip, newTurn, quote, ctx) : null;
    const before = p.seg.pieces[at]?.start ?? p.text.length;
    return resolvePronoun(s.gender, p, before, ctx, d, skip, newTurn && tag.speech, quote, tag.speech);
  }
  const named = tag.speech ? calledInTag(tag.text, p, ctx) : null;
  if (named && !skip.has(named)) return { speaker: named, confidence: 0.88, issue: REASONS.descriptor(s.phrase, ctx.nameOf(named)), tagged: true, hint: 'name', rareName: true };
  const phrase = asWritten(s.phrase, tag.text);
  // «a meek little man whom the village called "her husband"»: one a «whom» clause follows is its object, not the one who speaks.
  if (new RegExp(`${escapeRegExp(phrase)},?\\s+whom\\b`, 'i').test(tag.text)) return null;
  // «said the second gentleman», «asked the elder of the two gentlemen»: a description
  // that sets its one apart from others like him (an ordinal, one of a group) is
  // someone of his own, unless the book ties the word to a named person.
  if (tag.speech && !s.possessive && SET_APART.test(phrase) && !ctx.appositions.has(s.noun)) {
    return { ...ownDescriptor({ ...s, gender: s.gender || groupGender(phrase) }, ctx, phrase.replace(/^(?:the|a|an|one)\s+/i, '').toLowerCase()), passing: true };
  }
  return resolveDescription({ ...s, phrase }, ctx, d, skip, newTurn, quote, tag.speech);
}
