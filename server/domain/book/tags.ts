// Reading a tag for its speaker: a name (sure with a verb of speech, in doubt when the name is
// shared by someone in the scene), «я», «он»/«она», a description, or a verb with no subject.
import type { Mention } from './names.ts';
import { findMentions } from './names.ts';
import { readRemark } from './remarks.ts';
import { resolveDescriptor, resolveNoSubject, resolvePronoun, type Decision, type Situation, type TagFacts } from './resolve.ts';
import type { SpeakerContext } from './speaker-context.ts';
import { describedSpokenTo, turnedTo } from './turned-to.ts';
import { NARRATOR_KEY } from './types.ts';

/** Author's words in a narration paragraph that ends with a colon: «Тогда Иван сказал:». */
export function fromText(text: string, s: Situation, ctx: SpeakerContext): Decision | null {
  return decide(text, findMentions(text, ctx.language), s, ctx, true);
}

export function decide(text: string, mentions: Mention[], s: Situation, ctx: SpeakerContext, before: boolean): Decision | null {
  const decision = decideTag(text, mentions, s, ctx, before);
  if (!decision?.tag || decision.tag.addressee || ctx.language !== 'ru') return decision;
  // «…, — продолжал Иван, обращаясь к сыну»: the one turned to was spoken to (turned-to.ts).
  const from = before ? lastSentenceStart(text) : 0;
  const sentence = before ? text.slice(from) : text.slice(0, /[.!?…](?:\s|$)/u.exec(text)?.index ?? text.length);
  const turned = turnedTo(sentence, from, mentions, decision.speaker, ctx) ?? (before ? undefined : describedSpokenTo(sentence, decision.speaker, ctx));
  return turned ? { ...decision, tag: { ...decision.tag, addressee: turned } } : decision;
}

/** Where the last sentence of a text starts. */
function lastSentenceStart(text: string): number {
  let from = 0;
  for (const m of text.matchAll(/[.!?…]\s+/gu)) if (m.index + m[0].length < text.length) from = m.index + m[0].length;
  return from;
}

function decideTag(text: string, mentions: Mention[], s: Situation, ctx: SpeakerContext, before: boolean): Decision | null {
  const reading = readRemark(text, mentions, ctx.language, before);
  const subject = reading.subject;
  if (!subject) return null;
  const quote = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  const others = new Set(s.exclude);
  const named: string[] = [];
  const spokenTo = new Set<string>();
  for (const m of reading.others) {
    const k = ctx.registry.resolve(m);
    if (k) {
      others.add(k);
      named.push(k);
      if (m.cases.has('datv') || m.cases.has('accs')) spokenTo.add(k);
    }
  }
  // «говорил Базаров Аркадию», «спросил он Николая Петровича»: the one spoken to answers next.
  const addressee = reading.speechVerb && spokenTo.size === 1 ? [...spokenTo][0] : undefined;
  const here: Situation = { ...s, exclude: others };
  const facts = (kind: TagFacts['kind'], extra: Partial<TagFacts> = {}): TagFacts =>
    ({ kind, gender: reading.verbGender, others: named, ...(addressee ? { addressee } : {}), ...extra });
  const withTag = (d: Decision | null, tag: TagFacts): Decision | null => (d ? { ...d, tag } : null);
  if (subject.kind === 'name') {
    const key = ctx.registry.resolve(subject.mention);
    if (!key || s.exclude.has(key)) return null;
    if (reading.verbGender) ctx.verbVotes.set(key, (ctx.verbVotes.get(key) ?? 0) + (reading.verbGender === 'm' ? 1 : -1));
    const person = ctx.registry.byId(key);
    const tag = facts(reading.speechVerb ? 'name' : 'action', { key });
    // «Кирсанов» may be either brother: sure only when the other is not in the scene.
    const rivalHere = person?.rivals.some((r) => ctx.discourse.fresh(r, 2)) ?? false;
    if (person?.ambiguous && rivalHere && !subject.mention.first && !(subject.mention.patr && subject.mention.last)) {
      return { speaker: key, confidence: 0.6, issue: ctx.msg.ambiguousName(subject.mention.text, ctx.nameOf(key)), basis: 'ambiguous', tag };
    }
    return reading.speechVerb
      ? { speaker: key, confidence: 0.95, issue: ctx.msg.named(quote), basis: 'named', tag }
      : { speaker: key, confidence: 0.65, issue: ctx.msg.action(quote), basis: 'action', tag };
  }
  if (subject.kind === 'pronoun') {
    if (subject.person === 1) return { speaker: NARRATOR_KEY, confidence: 0.95, issue: ctx.msg.firstPerson(quote), basis: 'first', tag: facts('first', { key: NARRATOR_KEY }) };
    const word = ctx.language === 'ru' ? (subject.gender === 'f' ? 'она' : 'он') : subject.gender === 'f' ? 'she' : 'he';
    return withTag(resolvePronoun(subject.gender, word, here, ctx), facts('pronoun', { gender: subject.gender || reading.verbGender }));
  }
  if (subject.kind === 'none') return withTag(resolveNoSubject(subject.gender, here, ctx), facts('none', { gender: subject.gender }));
  const d = resolveDescriptor(subject.lemma, subject.gender, subject.before ?? '', here, ctx);
  return { ...d, tag: facts('descriptor', { gender: subject.gender || reading.verbGender, lemma: subject.lemma, descKey: d.speaker }) };
}
