// Who a tag's pronoun or description stands for, and who speaks where no tag says: «she said» (the woman named in the paragraph, the
// one just called by name, the partner of the last speaker, the latest woman mentioned), «it said»,
// «said the beadle» (whom the book calls so, a trade of its own, one just brought in with «a», the
// latest person of that gender). Each answer is a decision with its confidence and reason in words.
import { NARRATOR_KEY } from '../types.ts';
import type { EnBookContext, EnParagraph } from './attribute.ts';
import type { Hint } from './dialogue.ts';
import type { EnDiscourse } from './discourse.ts';
import { PERSON_NOUNS, TITLE_ALONE, titleKey } from './lexicon.ts';
import { SUBJECT_LEAD, boundOut } from './binding.ts';
import { isPersonKey } from './people.ts';
import { REASONS } from './reasons.ts';
import { lastBeat } from './narration-actor.ts';
import { describedSubject, type Described } from './described-subject.ts';
import { latestSubject, latestSubjectOf } from './sentence-subjects.ts';
import { bySubjectLast, inSpeech, lastMainClauseAt, mainClauseAt, sentenceStart } from './sentence-parts.ts';
import type { Subject } from './tags.ts';
import { kinInScene } from './kin.ts';

export const UNKNOWN = 'unknown';

export interface Decision {
  speaker: string;
  confidence: number;
  issue: string;
  /** The decision names a speaker by the text itself (tag or beat), not by the conversation. */
  tagged: boolean;
  /** What the text gave: a name (or «I»), a pronoun or description of some gender, an action. */
  hint?: Hint;
  gender?: 'm' | 'f';
  /** «said her father»: the kin the tag names the speaker by. */
  kin?: string;
  /** A pronoun taken for someone named earlier in the same paragraph. */
  local?: boolean;
  /** …named as the subject of the sentence of narration right before the quotation, or of the last one of a paragraph of narration before it. */
  subject?: boolean;
  /** «he added»: the tag says the last speaker goes on. */
  goesOn?: boolean;
  /** The tag names someone the book seldom names. */
  rareName?: boolean;
  /** The tag's name, when it may mean more than one person. */
  ambiguousName?: string;
  /** The tag's name stands far from the quotation, in a long sentence of narration. */
  distant?: boolean;
  /** The speaker is the one the line before called by name. */
  answers?: boolean;
  /** Someone a tag brings in with «a» («said a little girl»): no one a pronoun after it means. */
  passing?: boolean;
}

/**
 * «she said»: people of that gender named earlier in this paragraph, then the most recently
 * mentioned. A new turn of a conversation is rarely the one who has just spoken, so when the
 * recent one is the last speaker and another of that gender takes part, it is the other.
 */
export function resolvePronoun(gender: 'm' | 'f', p: EnParagraph, before: number, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean, quote: string, speech: boolean): Decision | null {
  const here: string[] = [];
  // «He nodded curtly to Denham. "…," he said»: the man named after the «he» of his sentence is not him.
  const bound = new Set<string>();
  for (const m of p.mentions) {
    const key = m.end <= before && !inSpeech(p, m) && boundOut(p.text.slice(sentenceStart(p, m), m.start), gender) ? ctx.registry.resolve(m) : null;
    if (key) bound.add(key);
  }
  if (bound.size > 0 && d.recent(gender, new Set([...exclude, ...bound])).length > 0) exclude = new Set([...exclude, ...bound]);
  for (const m of bySubjectLast(p, p.mentions.filter((x) => x.end <= before && !inSpeech(p, x)))) {
    const key = ctx.registry.resolve(m);
    if (!key || exclude.has(key) || ctx.registry.genderOf(key) !== gender) continue;
    if (here.includes(key)) here.splice(here.indexOf(key), 1);
    here.unshift(key);
  }
  // «A tall man in a grey coat came up to the table. "…," he said»: one the narration right before brings
  // in by a description, of the pronoun's sex, and never names, is the «he» (round 21), whoever the
  // paragraph named before him («Tony looked round. A coloured archdeacon sat facing him. He ate…»).
  const described = speech ? describedBefore(p, before, ctx, d) : null;
  if (described && (described.gender === gender || !described.gender)) {
    d.introducedSpeakers.set(described.noun, { phrase: described.phrase, paragraph: d.paragraph });
    return { ...ownDescriptor({ kind: 'desc', noun: described.noun, phrase: described.phrase, gender, possessive: '' }, ctx, described.phrase, described.key), passing: !described.definite };
  }
  let recent = d.recent(gender, exclude);
  // Nobody of that gender known: someone whose gender the book never showed.
  if (here.length === 0 && recent.length === 0) recent = d.recent(null, exclude, 8).filter((k) => k !== NARRATOR_KEY && !k.startsWith('d:') && !ctx.registry.genderOf(k));
  const candidates = [...here, ...recent.filter((k) => !here.includes(k))];
  if (ctx.firstPerson && gender && candidates.length === 0) return null;
  if (candidates.length === 0) return { speaker: UNKNOWN, confidence: 0.2, issue: REASONS.pronounUnresolved(quote), tagged: true };
  const last = d.lastSpeaker();
  // In the middle of a conversation «he said» is, most often, the partner of the one who has just
  // spoken (A-B-A-B), else the one who has just spoken, if the gender allows.
  if (newTurn && here.length === 0 && last && d.narrationSince === 0) {
    const partner = d.partner()?.speaker;
    const fits = (k: string | undefined) => k !== undefined && k !== UNKNOWN && !exclude.has(k) && ctx.registry.genderOf(k) === gender;
    const called = d.addressees.find((a) => a !== last && fits(a));
    if (called) return { speaker: called, confidence: 0.85, issue: REASONS.pronoun(quote, ctx.nameOf(called)), tagged: true };
    if (fits(partner) && partner) return { speaker: partner, confidence: fits(last) ? 0.75 : 0.85, issue: REASONS.pronoun(quote, ctx.nameOf(partner)), tagged: true };
    if (fits(last)) {
      const other = [...d.speakers(8)].reverse().find((k) => k !== last && fits(k));
      const pick = other ?? last;
      return { speaker: pick, confidence: 0.7, issue: REASONS.pronoun(quote, ctx.nameOf(pick)), tagged: true };
    }
  }
  // «Elinor was sorry for the warmth she had shown. She knew … ¶ "…," said she»: after a paragraph of
  // narration, the one its last sentence is about, if of the pronoun's gender.
  // A «she» there read back to a name weighs as a pronoun resolved in its paragraph, not as a named
  // subject (×30 for both: original dev −7, renamed −10 against this).
  const actor = here.length === 0 && d.narrationSince > 0 ? d.actor : null;
  if (actor && !exclude.has(actor.key) && ctx.registry.genderOf(actor.key) === gender) {
    return { speaker: actor.key, confidence: speech ? 0.85 : 0.7, issue: REASONS.pronoun(quote, ctx.nameOf(actor.key)), tagged: true, local: true, subject: !actor.byPronoun };
  }
  let pick = candidates[0];
  // After narration whose last sentence names no one of the pronoun's sex, the latest one of that sex
  // it has as a sentence's subject, not the latest named in passing; read as a pronoun resolved in its
  // paragraph (round 26: dev +22, renamed +23; the paragraphs of narration before the last, where
  // the last has no such subject, dev +11, renamed +9).
  const subjectBefore = here.length === 0 ? latestSubjectOf(d.narrationRun, gender, ctx, exclude) : null;
  const topic = subjectBefore && candidates.includes(subjectBefore) && ctx.speakers.has(subjectBefore) ? subjectBefore : null;
  if (topic) pick = topic;
  // Of several people of that sex the narration before the quotation names, the latest one a sentence
  // has as its subject, not one a later sentence names as an object («Ida rose from her chair. The
  // light fell on Tessa. "…," she said»; round 26: dev +15, renamed +14).
  const subject = here.length > 1 ? latestSubject(p, gender, ctx, exclude, before) : null;
  if (subject && here.includes(subject)) pick = subject;
  let confidence = speech ? (candidates.length === 1 ? 0.88 : here.length > 0 ? 0.85 : 0.8) : 0.7;
  // A new turn after a speech that called someone by name: that one answers.
  const called = newTurn && here.length === 0 ? d.addressees.find((a) => a !== last && ctx.registry.genderOf(a) === gender && !exclude.has(a)) : undefined;
  if (called) return { speaker: called, confidence: 0.85, issue: REASONS.pronoun(quote, ctx.nameOf(called)), tagged: true };
  if (newTurn && pick === last && here[0] !== pick) {
    const other = candidates.slice(1).find((k) => d.speakers(6).has(k) || d.age(k) < 30);
    if (other) {
      pick = other;
      confidence = 0.75;
    } else {
      confidence = 0.55;
    }
  }
  if (!ctx.speakers.has(pick) && d.age(pick) > 20) confidence = Math.min(confidence, 0.6);
  return { speaker: pick, confidence, issue: REASONS.pronoun(quote, ctx.nameOf(pick)), tagged: true, local: here[0] === pick || pick === topic, subject: here[0] === pick && leadSubject(p, before, ctx) === pick };
}

/** The description the last sentence of the narration right before the quotation has as its subject, in its paragraph or, after narration, the paragraph before. */
function describedBefore(p: EnParagraph, before: number, ctx: EnBookContext, d: EnDiscourse): Described | null {
  // «A tall man came up. "…," he said»: the narration before the quotation the tag follows.
  const pieces = p.seg.pieces.filter((x) => x.end <= before);
  while (pieces.length > 0 && pieces[pieces.length - 1].kind === 'speech') pieces.pop();
  const lead = pieces.pop();
  const para = lead ? p : d.narrationSince > 0 ? d.lastNarration : null;
  const piece = lead ?? para?.seg.pieces.filter((x) => x.kind === 'narration').pop();
  if (!para || !piece) return null;
  const from = lastMainClauseAt(piece.text);
  // «A servant in scarlet … handed Aziz a note.»: a sentence that names someone leaves the «he» to him as well.
  if (para.mentions.some((m) => m.start >= piece.start + from && m.end <= piece.end && isPersonKey(ctx.registry.resolve(m), ctx))) return null;
  const found = describedSubject(piece.text.slice(from)) ?? describedOpening(para, piece, from, ctx);
  if (!found?.definite) return found;
  // «The genial passenger was surprised and laughed.»: one brought in with «a» lately, whom the book ties to no name.
  if (ctx.appositions.has(found.noun) || ctx.titleHolders.has(titleKey(found.noun)) || (ctx.descriptionTags.get(found.noun) ?? 0) >= 8) return null;
  const brought = d.introduced.get(found.noun);
  if (brought === undefined || d.paragraph - brought > INTRODUCED_FOR || GENERIC_NOUNS.has(found.noun)) return null;
  return { ...found, key: `d:${found.noun}` };
}

/**
 * «A coloured archdeacon sat facing him. He ate with great refinement … "…," he said»: the subject of an
 * earlier sentence of the narration, a description, where every sentence after it goes on with «he» or
 * «she» and names no one.
 */
function describedOpening(para: EnParagraph, piece: EnParagraph['seg']['pieces'][number], from: number, ctx: EnBookContext): Described | null {
  if (!/^(?:he|she)\b/i.test(piece.text.slice(from).trimStart())) return null;
  const sentences = [...piece.text.matchAll(/(?:^|(?<=[.!?])\s+)(?=[A-Z])/g)].map((m) => m.index + m[0].length);
  for (let i = sentences.length - 1; i >= 0; i--) {
    const at = sentences[i];
    if (at >= from) continue;
    const text = piece.text.slice(mainClauseAt(piece.text, at));
    if (/^(?:he|she)\b/i.test(text)) continue;
    if (para.mentions.some((m) => m.start >= piece.start + at && m.end <= piece.end && isPersonKey(ctx.registry.resolve(m), ctx))) return null;
    return describedSubject(text);
  }
  return null;
}

/**
 * Who the sentence of narration right before the quotation names as its subject: «Milly swayed in her
 * chair to the music. "Care to dance?" she said» — the one the narration has just shown acting is the
 * «she» of the tag, whoever spoke last.
 */
function leadSubject(p: EnParagraph, before: number, ctx: EnBookContext): string | null {
  const lead = p.seg.pieces.filter((x) => x.end <= before).pop();
  if (lead?.kind !== 'narration') return null;
  const from = lead.start + lastMainClauseAt(lead.text);
  for (const m of p.mentions) {
    if (m.start < from || m.end > lead.end) continue;
    if (SUBJECT_LEAD.test(p.text.slice(from, m.start))) return ctx.registry.resolve(m);
  }
  return null;
}

/** «it said» (an animal, a thing that talks): the latest speaker or person named, not the last speaker in a new turn. */
export function resolveIt(d: EnDiscourse, exclude: Set<string>, newTurn: boolean, quote: string, ctx: EnBookContext): Decision | null {
  const last = d.lastSpeaker();
  const candidates = d.recent(null, exclude, 8).filter((k) => k !== NARRATOR_KEY && ctx.registry.genderOf(k) === '');
  let pick = candidates[0];
  if (newTurn && pick === last && candidates[1]) pick = candidates[1];
  return pick ? { speaker: pick, confidence: 0.6, issue: REASONS.pronoun(quote, ctx.nameOf(pick)), tagged: true } : null;
}

/** Descriptions that say what someone is to the scene, not who: they mean a person it has. */
const GENERIC_NOUNS = new Set([
  'man', 'woman', 'gentleman', 'lady', 'girl', 'boy', 'lad', 'lass', 'fellow', 'youth', 'child', 'other', 'stranger', 'visitor', 'guest',
  'friend', 'companion', 'young', 'elder', 'younger', 'person', 'creature', 'voice', 'speaker', 'host', 'hostess', 'former', 'latter',
  'husband', 'wife', 'father', 'mother', 'son', 'daughter', 'brother', 'sister', 'uncle', 'aunt', 'cousin', 'nephew', 'niece',
  'grandfather', 'grandmother', 'papa', 'mamma', 'mama', 'dad', 'daddy', 'mum', 'mummy', 'bride', 'bridegroom', 'widow', 'widower',
  'maiden', 'infant', 'baby', 'youngster', 'neighbour', 'neighbor', 'traveller', 'traveler', 'master', 'mistress', 'lover',
  'first', 'second', 'eldest', 'youngest',
]);

/**
 * «the beadle», «the Colonel», «the other»: the person the book calls so in apposition, the holder
 * of that title, the other one of the conversation, or the latest person of the right gender.
 */
export function resolveDescription(s: Extract<Subject, { kind: 'desc' }>, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, newTurn: boolean, quote: string, speech: boolean): Decision | null {
  const sure = speech ? 1 : 0.85;
  if (s.noun === 'other' || s.noun === 'latter' || s.noun === 'former') {
    const last = d.lastSpeaker();
    const partner = d.partner()?.speaker;
    const pick = newTurn && partner ? partner : last && partner ? (s.noun === 'former' ? partner : last) : undefined;
    if (pick && !exclude.has(pick)) return { speaker: pick, confidence: 0.7 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(pick)), tagged: true };
    return null;
  }
  // «said nanny»: the book uses the word as a name; the one so called is a character of her own.
  if (s.possessive === 'bare') {
    const key = `d:${s.noun}`;
    if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { phrase: s.noun, gender: s.gender });
    return { speaker: key, confidence: 0.85, issue: REASONS.named(quote), tagged: true, hint: 'anchor' };
  }
  // «"I will show you," said a little girl»: a description with an indefinite article names someone the
  // text has not yet identified, so never a person already in the scene; «the girl» after it is she.
  if (speech && !s.possessive && INDEFINITE.test(s.phrase) && !VOICE_NOUNS.has(s.noun)) {
    const phrase = s.phrase.replace(INDEFINITE, '').toLowerCase();
    d.introducedSpeakers.set(s.noun, { phrase, paragraph: d.paragraph });
    return { ...ownDescriptor(s, ctx, phrase), passing: true };
  }
  const spoke = d.introducedSpeakers.get(s.noun);
  if (speech && !s.possessive && /^the\s/i.test(s.phrase) && spoke && d.paragraph - spoke.paragraph <= INTRODUCED_FOR) return ownDescriptor(s, ctx, spoke.phrase);
  const title = titleKey(s.noun);
  const known = ctx.appositions.get(s.noun) ?? ctx.titleHolders.get(title);
  if (known && !exclude.has(known)) return { speaker: known, confidence: 0.85 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(known)), tagged: true, hint: speech ? 'name' : 'beat' };
  // «"Quite so," answered the young lord» with Lord Henry in the scene: a title the book gives to
  // several people means the one of them the scene has, the latest named.
  const titled = d.recent(null, exclude, 12).find((k) => (ctx.registry.byId(k)?.titles.get(title) ?? 0) > 0);
  if (titled) return { speaker: titled, confidence: 0.8 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(titled)), tagged: true, hint: speech ? 'name' : 'beat' };
  // «talking to the Duchess of Monmouth … "…," said the duchess»: a title alone is the latest one the
  // book styled by it and a place, though her scene goes on long after the name and other women are named since.
  const styled = TITLE_ALONE.has(title) ? d.recent(null, exclude, 40, STYLED_WINDOW).find((k) => styledBy(ctx.registry.byId(k)?.tokens, title)) : undefined;
  if (styled) return { speaker: styled, confidence: 0.75 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(styled)), tagged: true, hint: speech ? 'name' : 'beat' };
  // «said the solicitor», «said the beach attendant»: someone known by his trade and nothing else
  // is a character of his own, even tagged so half a dozen times («said the detective»); only a book
  // that says it far more often means by it someone named; «the girl», «her husband», «his host» mean
  // someone the scene has.
  if (speech && !GENERIC_NOUNS.has(s.noun) && !s.possessive && (ctx.descriptionTags.get(s.noun) ?? 0) < 8) {
    // A description nobody could be matched to is one of the scene's people as often as a character of
    // its own (right 65% of the time on the dev novels where the chain was sure): never unchecked.
    return ownDescriptor(s, ctx, s.phrase.replace(/^(?:the|a|an)\s+/i, ''), `d:${s.noun}`);
  }
  // «A policeman on the Embankment spoke to him … "…," said the policeman»: one the narration has just
  // brought in with «a» is someone new, not the named person nearest in mind. Not for «man», «girl»,
  // «voice» and their like: on the dev novels «a man», «a voice» is as often someone named. «A stranger»
  // is new by what the word says (no dev novel has the case).
  const brought = d.introduced.get(s.noun);
  if (speech && !s.possessive && brought !== undefined && d.paragraph - brought <= INTRODUCED_FOR && (!GENERIC_NOUNS.has(s.noun) || s.noun === 'stranger') && !VOICE_NOUNS.has(s.noun)) {
    return ownDescriptor(s, ctx, s.phrase.replace(/^(?:the|a|an)\s+/i, ''), `d:${s.noun}`);
  }
  // «"…," said her mother»: the one of the family in mind the surname and a married title show (kin.ts).
  // Known so, she is not looked for among those the book's people call «mamma» (`kin` left empty: that
  // word may be any mother's, dev +2, renamed +2).
  const family = speech && s.possessive ? kinInScene(s.noun, s.possessive, ctx.registry, d, exclude) : null;
  if (family) return { speaker: family, confidence: 0.8, issue: REASONS.descriptor(s.phrase, ctx.nameOf(family)), tagged: true, kin: '' };
  const gender = s.gender || null;
  const last = d.lastSpeaker();
  // «"Hamidullah, am I late?" … "Do not apologize," said his host»: the one just called answers.
  const called = newTurn ? d.addressees.find((a) => a !== last && !exclude.has(a) && (!gender || d.genderOf(a) === gender || !d.genderOf(a))) : undefined;
  if (called) return { speaker: called, confidence: 0.75 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(called)), tagged: true };
  const candidates = d.recent(gender, exclude, 12).filter((k) => k !== NARRATOR_KEY);
  let pick = candidates[0];
  if (newTurn && pick === last && candidates[1]) pick = candidates[1];
  if (pick) return { speaker: pick, confidence: 0.55 * sure, issue: REASONS.descriptor(s.phrase, ctx.nameOf(pick)), tagged: true };
  const key = `d:${s.noun}`;
  if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { phrase: s.phrase.replace(/^(?:the|a|an|his|her|my|their|our|your)\s+/i, ''), gender: s.gender });
  return { speaker: key, confidence: 0.5, issue: REASONS.descriptorAlone(s.phrase), tagged: true, hint: 'name', rareName: true };
}

/** «a», «an», «one» before a description: someone brought in, not one already known. */
const INDEFINITE = /^(?:a|an|one)\s+/i;

/**
 * The description as a character of its own («Little girl»), never unchecked; keyed by its phrase, or by
 * its noun where every «the solicitor» of the book is one person.
 */
export function ownDescriptor(s: Extract<Subject, { kind: 'desc' }>, ctx: EnBookContext, phrase: string, key = `d:${phrase}`): Decision {
  if (!ctx.descriptors.has(key)) ctx.descriptors.set(key, { phrase, gender: s.gender });
  return { speaker: key, confidence: 0.8, issue: REASONS.descriptorAlone(s.phrase), tagged: true, hint: 'name', rareName: true };
}

/** How many paragraphs back «the duchess» still means the last «Duchess of …» named (a scene of a chapter). */
const STYLED_WINDOW = 120;
/** «Duchess of Monmouth», «Earl of Kildare»: a name made of a title and a place. */
const styledBy = (tokens: string[] | undefined, title: string): boolean => tokens !== undefined && tokens[0] === title && tokens[1] === 'of';

// «a voice called», «a man came in»: said of anyone, the named people of the scene included.
const VOICE_NOUNS = new Set(['voice', 'person', 'creature', 'speaker']);
/** Paragraphs after «a policeman» in which «the policeman» still means him. */
const INTRODUCED_FOR = 30;
// «was a man of fifty», «such a girl»: a description said of someone, not someone new.
const INTRODUCTION = new RegExp(`(?<!\\b(?:was|is|were|are|be|been|being|as|such|like|what|quite|rather|of|for|than|become|became|seemed|seems)\\s)\\b(?:[Aa]|[Aa]n)\\s+(?:[a-z-]+\\s+){0,2}?(${Object.keys(PERSON_NOUNS).join('|')})\\b`, 'g');

export function noteIntroductions(text: string, d: EnDiscourse): void {
  for (const m of text.matchAll(INTRODUCTION)) d.introduced.set(m[1], d.paragraph);
}

/** No tag, no beat: the conversation says who speaks. */
export function fromConversation(p: EnParagraph, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, previousNarration: EnParagraph | null): Decision {
  const last = d.lastSpeaker();
  const called = d.addressees.find((a) => a !== last && !exclude.has(a));
  // The narration between two turns says who acts («Mr. Hilbery tapped the coal with the poker.»): he
  // speaks next, whoever spoke last, rather than the turn-taking's partner; not one who only thinks.
  const acting = previousNarration ? previousSubject(previousNarration, ctx, d, exclude, last !== undefined) : null;
  if (acting && (last === undefined || d.narrationSince > 0)) return { speaker: acting, confidence: 0.6, issue: REASONS.previousSubject(ctx.nameOf(acting)), tagged: false, hint: 'weak' };
  if (called && last) return { speaker: called, confidence: 0.75, issue: REASONS.answersCall(ctx.nameOf(called)), tagged: false, answers: true };
  const partner = d.partner();
  if (last && partner && !exclude.has(partner.speaker)) {
    const two = d.speakers(4).size <= 2;
    const lastTurn = d.turns[d.turns.length - 1];
    let confidence = two ? 0.8 : 0.55;
    confidence = Math.min(confidence, partner.confidence + 0.05, lastTurn.confidence + 0.05);
    if (d.narrationSince > 0) confidence -= 0.1;
    return { speaker: partner.speaker, confidence, issue: two ? REASONS.turns(ctx.nameOf(partner.speaker), ctx.nameOf(last)) : REASONS.turnsMany(ctx.nameOf(partner.speaker)), tagged: false };
  }
  if (last && last !== NARRATOR_KEY && ctx.firstPerson && !exclude.has(NARRATOR_KEY)) {
    return { speaker: NARRATOR_KEY, confidence: 0.6, issue: REASONS.narratorPartner(ctx.nameOf(last)), tagged: false };
  }
  const skip = new Set(exclude);
  if (last) skip.add(last);
  skip.add(NARRATOR_KEY);
  const guess = d.recent(null, skip, 10).find((k) => isPersonKey(k, ctx));
  if (guess) return { speaker: guess, confidence: 0.35, issue: REASONS.guessRecent(ctx.nameOf(guess)), tagged: false };
  return { speaker: UNKNOWN, confidence: 0.1, issue: REASONS.noClue, tagged: false };
}

/** Who the last sentence of the narration paragraph before says acts: «Marilla looked up from her knitting.» */
function previousSubject(previousNarration: EnParagraph, ctx: EnBookContext, d: EnDiscourse, exclude: Set<string>, notThinking: boolean): string | null {
  const beat = lastBeat(previousNarration);
  if (notThinking && beat?.thought) return null;
  const key = beat?.subject.kind === 'name' ? ctx.registry.resolve(beat.subject.mention) :
    beat?.subject.kind === 'pronoun' && (beat.subject.gender === 'm' || beat.subject.gender === 'f') ? d.recent(beat.subject.gender, exclude, 5)[0] ?? null :
      beat?.subject.kind === 'pronoun' && beat.subject.person === 1 && ctx.firstPerson ? NARRATOR_KEY : null;
  return key && !exclude.has(key) ? key : null;
}
