// The author's words right before a quotation: «Mr. Bumble said,», «said the Hatter:», «Then she
// turned to him and asked,», «Julia, who had watched them, said gently:». Only a clause that leads
// into the quotation can name its speaker; the subject is found before the verb (or after it), in a
// relative clause, behind a verb of perceiving («she heard Harriet say»), or opening the sentence.
import { PARTICLE_VERBS, PERSON_NOUNS, SPEECH_VERBS } from './lexicon.ts';
import type { EnMention } from './names.ts';
import {
  BARE_SPEECH, BEAT_VERBS, CONJUNCTIONS, OBJECT_BEFORE, PERCEIVING, heardPronoun, inverted, isAdverb, isSpeechVerb, isVerbLike, readTagAfter, reading, subjectAt, wordsOf,
  type Subject, type TagReading, type Word,
} from './tags.ts';

/**
 * The end of the narration right before a quotation: «Mr. Bumble said,», «said the Hatter:»,
 * «Then she turned to him and asked,». Only a clause that leads into the quote (it ends with a
 * comma, a colon, a dash or nothing) can name its speaker.
 */
export function readTagBefore(text: string, offset: number, mentions: EnMention[]): TagReading | null {
  const end = text.trimEnd();
  if (end.endsWith('.')) return closedLead(text, end.length - 1, offset, mentions);
  if (!/[,:—–\-\p{L}]/u.test(end[end.length - 1] ?? '')) return null;
  const start = lastSentenceStart(text);
  const sentence = text.slice(start);
  const ws = wordsOf(sentence, offset + start);
  const owned = ownedUtterance(sentence, offset + start, mentions);
  if (owned) return owned;
  // The speech verb closest to the quote.
  for (let k = ws.length - 1; k >= 0 && k >= ws.length - 20; k--) {
    // Read only where it decides: far from the quotation a verb needs the clause after it.
    const clause = k < ws.length - 6 && clauseAfter(ws, k, mentions, sentence, offset + start);
    if (k < ws.length - 12 && !clause) continue;
    if (k < ws.length - 6 && !clause && !mannerAfter(ws, k, mentions) && !toWhomAfter(ws, k, mentions, sentence, offset + start)) continue;
    // «Julia called his attention to her sister, by saying,», «Mr. Weston was calling out,»,
    // «only stopt to say,»: a participle or an infinitive has the sentence's subject for its own.
    if (LEAD_FORMS.has(ws[k].lower) || infinitive(ws, k)) {
      // «Emma heard her saying in a half-whisper to Jane,»: the one heard speaks.
      const opening = heardSaying(ws, k, mentions) ?? infinitiveSubject(ws, k, mentions) ?? openingSubject(ws, k, mentions, sentence, offset + start);
      return opening ? reading(opening, ws[k], ws, k + 1, mentions, sentence) : null;
    }
    // «Then for the first time Joe spoke:»: «spoke» alone, right before the quotation, leads into it.
    // «Miss Fairfax … spoke now,»: adverbs of time or manner may follow it.
    if (!isSpeechVerb(ws[k]) && !afterModal(ws, k) && !opensWith(ws, k) && !(ws[k].lower === 'spoke' && ws.slice(k + 1).every((w) => isAdverb(w) || /^(?:now|again|then|first|up|out)$/.test(w.lower)))) continue;
    // «said Alice:» — the subject after the verb.
    // …unless a subject comes right before the verb: in «she told Diana,» Diana is spoken to.
    const after = subjectAt(ws, k + 1, mentions);
    const before = k > 0 ? subjectAt(ws, k - 1, mentions) : null;
    // A name of several words ends right before the verb too: «Dr Messinger asked Rosa,».
    const named = k > 0 ? mentions.find((m) => m.end === ws[k - 1].end && m.start < ws[k - 1].start) : undefined;
    const namedFirst = named ? ws.findIndex((w) => w.start === named.start) : -1;
    const subjectBeforeVerb = (before !== null && before.next === k && (before.subject.kind === 'pronoun' || (before.subject.kind === 'name' && !OBJECT_BEFORE.has(ws[k - 2]?.lower ?? '')))) ||
      (namedFirst >= 0 && !OBJECT_BEFORE.has(ws[namedFirst - 1]?.lower ?? ''));
    if (after && after.next >= ws.length - 1 && !subjectBeforeVerb) return reading(after.subject, ws[k], ws, after.next, mentions, sentence);
    // «she heard Harriet say in a serious tone,», «made Mrs Rattery ask,»: the one heard or made to speak speaks.
    const heard = perceivedSpeaker(ws, k, mentions);
    if (heard) return reading(heard, ws[k], ws, k + 1, mentions, sentence);
    // «joined by Thorpe, who, coming to them with a gayer look, said,»: the relative clause's verb is the name's.
    const relative = relativeSubject(ws, k, mentions, sentence, offset + start);
    if (relative) return reading(relative, ws[k], ws, k + 1, mentions, sentence);
    // «The subaltern called,», «Replying for the Minister, the under-secretary said:»: a description the
    // lexicon does not know, made one by the verb right after it, opening its clause.
    const noun = ws[k - 1];
    if (k >= 2 && ws[k - 2].lower === 'the' && /^[a-z][a-z-]+$/.test(noun.text) && !isVerbLike(noun) && !isAdverb(noun) && !(noun.lower in PERSON_NOUNS) &&
      (k === 2 || /[,;:(—–-]/.test(sentence.slice(ws[k - 3].end - offset - start, ws[k - 2].start - offset - start)) || CONJUNCTIONS.has(ws[k - 3].lower))) {
      return reading({ kind: 'desc', noun: noun.lower, phrase: `the ${noun.lower}`, gender: '', possessive: '' }, ws[k], ws, k + 1, mentions, sentence);
    }
    // «Alice said,», «she turned to him and said:» — the subject before it, nearest first; a name
    // after a preposition («hand in hand with Dinah») is not a subject.
    for (let s = k - 1; s >= 0 && s >= k - 12; s--) {
      const subject = subjectAt(ws, s, mentions);
      if (!subject || subject.next > k) continue;
      // A subject opens its clause: the sentence's start, a comma, «and», «then»; after a verb or a
      // preposition a name is an object («who didn't dislike Miss Derek, replied»).
      const gapBefore = s === 0 ? '' : sentence.slice(ws[s - 1].end - offset - start, ws[s].start - offset - start);
      const punct = /[,;:(—–-]/.test(gapBefore);
      // «eyeing Dr. Grant and Edmund»: a name joined by «and» to a name before it is in the same list.
      const opens = s === 0 || punct || nominative(ws[s], subject.subject) || (CONJUNCTIONS.has(ws[s - 1].lower) && !listedAfterName(ws, s, mentions)) || (isAdverb(ws[s - 1]) && !OBJECT_BEFORE.has(ws[s - 1].lower)) || introduced(ws, s, mentions) ||
        // «…, but she stopped hastily, for the White Rabbit cried out,»: «for» after a comma, the verb right after the name, is a conjunction.
        (ws[s - 1].lower === 'for' && subject.next === k && s > 1 && /,\s*$/.test(sentence.slice(ws[s - 2].end - offset - start, ws[s - 1].start - offset - start)));
      // «After luncheon Tony said,», «Mrs Beaver, who said,»: a name right before the verb is its subject.
      // «At intervals Beaver would say,»: a modal between them too.
      // «Fielding, who didn't dislike Miss Derek, replied»: after a comma the name ends an aside.
      const commaBefore = subject.next === k && /,/.test(sentence.slice(subject.end - offset - start, ws[k].start - offset - start));
      const adjacent = subject.subject.kind === 'name' && !commaBefore && (subject.next === k || (subject.next === k - 1 && (ws[subject.next].lower === 'who' || MODALS.has(ws[subject.next].lower)))) && !OBJECT_BEFORE.has(ws[s - 1]?.lower ?? '');
      // «At that moment Mr. Crawford, approaching Julia, said»: a name, an aside between commas, the verb.
      const between = sentence.slice(subject.end - offset - start, ws[k].start - offset - start);
      const aside = subject.subject.kind === 'name' && subject.next < k && /^\s*,/.test(between) && /,\s*$/.test(between) && !OBJECT_BEFORE.has(ws[s - 1]?.lower ?? '') &&
        !ws.slice(subject.next, k).some((w) => isSpeechVerb(w));
      if ((!opens && !adjacent && !aside) || k - subject.next > 6) continue;
      // «Mr. Haq, the Inspector of Police, … said»: an apposition stands for the name before it.
      if (s > 0 && /^,\s*$/.test(gapBefore)) {
        const head = subjectBefore(ws, s, mentions);
        // «Turning to Mr. Tibbald, he said,»: a name after a preposition or a verb is an object, not the head.
        const headAt = head?.kind === 'name' ? ws.findIndex((w) => w.start === head.mention.start) : -1;
        // «hearing Prissy Dale's Latin, Alma whispered»: a word a possessive owns is no head either.
        if (head && !(headAt > 0 && (OBJECT_BEFORE.has(ws[headAt - 1].lower) || /['’]s$/.test(ws[headAt - 1].text)))) return reading(head, ws[k], ws, k + 1, mentions, sentence);
      }
      return reading(subject.subject, ws[k], ws, k + 1, mentions, sentence);
    }
    // «Diana, going to the east gable, where Anne was standing, said gently:», «John Knightley
    // looked at him, then shrugged his shoulders, and said,»: no nearer subject opens a clause, so
    // the verb is the sentence subject's, however long the way to it.
    const opening = openingSubject(ws, k, mentions, sentence, offset + start);
    // «I, with flushed cheeks, raised my head and said:», «I was grateful for this, and answered,»: an
    // «I» opening the sentence is as sure as a name (only one person says «I» in the narration).
    // «She came forward with an offered hand; and said, in a low tone,»: a «he» or «she» opening it is
    // the verb's subject too, a pronoun tag whose person the scene decides (round 32).
    const own = opening?.kind === 'name' || (opening?.kind === 'pronoun' && !opening.plural && (opening.person === 1 || opening.gender === 'm' || opening.gender === 'f'));
    return opening && own ? reading(opening, ws[k], ws, k + 1, mentions, sentence) : null;
  }
  return null;
}

/**
 * Verbs that say someone speaks now, with no object needed: «Mr. Rushworth began again.», «Sir Thomas,
 * trying to suppress a smile, went on.», «Miss Fairfax … spoke now.». A sentence closed on one of them,
 * the quotation right after in the same paragraph, leads into it as a comma would.
 */
const CLOSED_LEAD = /(?:^|\s)(?:began|begun|continued|resumed|proceeded|pursued|persisted|interposed|spoke|went\s+on)((?:\s+(?:again|now|then|once\s+more|at\s+last|at\s+length|up|out|\p{Ll}+ly))*)\s*\.$/u;

function closedLead(text: string, dot: number, offset: number, mentions: EnMention[]): TagReading | null {
  const start = lastSentenceStart(text);
  const sentence = text.slice(start, dot + 1);
  // A sentence of its own, not the tail of a tag after the quotation before («…," the Duchess said to
  // Alice, flinging the baby at her as she spoke. "…"), nor a clause of time («as she spoke»).
  if (!/^\p{Lu}/u.test(sentence) || !CLOSED_LEAD.test(sentence) || /\b(?:as|when|while|before|after|until|till)\s+\S+\s+\S+\.$/i.test(sentence)) return null;
  const lead = readTagBefore(`${text.slice(0, dot)},${text.slice(dot + 1)}`, offset, mentions);
  // «The music began.»: only a person, named or a pronoun, is the one who speaks.
  return lead?.speech && (lead.subject.kind === 'name' || lead.subject.kind === 'pronoun') ? lead : null;
}

/** What a speaker says, named as his: «Lady Bertram's calm inquiry of», «Emma's remark was--». */
const OWNED_NOUNS = 'inquiry|enquiry|question|remark|reply|answer|exclamation|observation|comment|cry|words|retort|rejoinder|greeting|ejaculation';
const OWNED = new RegExp(`^['’]s\\s+(?:\\p{Ll}+\\s+){0,2}(?:${OWNED_NOUNS})\\b([^"“”]{0,60})$`, 'u');

/**
 * «in reply to Lady Bertram's calm inquiry of», «Marilla's only comment when she heard the story was,»:
 * a name's possessive, up to two words, a noun of speech, then no other name up to the quotation.
 */
function ownedUtterance(sentence: string, base: number, mentions: EnMention[]): TagReading | null {
  const inside = mentions.filter((m) => m.start >= base && m.end <= base + sentence.length);
  const m = inside[inside.length - 1];
  if (!m) return null;
  const after = OWNED.exec(sentence.slice(m.end - base));
  if (!after || after[1].split(/\s+/).filter(Boolean).length > 8) return null;
  return { subject: { kind: 'name', mention: m }, speech: true, thought: false, addressee: null, text: sentence };
}

/**
 * Narration between two quotations that only leads into the second: «"Are you in town for long?" Babs said,
 * "Have you…"». Not «"Three-and-twenty!" cried Thorpe, "…"» (a verb before its subject is a tag after), nor
 * «"Stupid things!" Alice began, but she stopped, for the White Rabbit cried out, "…"»: a tag naming one
 * speaker, then a lead-in naming another, serves both quotations.
 */
export function leadsOnly(text: string, offset: number, mentions: EnMention[]): boolean {
  const lead = readTagBefore(text, offset, mentions);
  if (!lead || inverted(text)) return false;
  const tag = readTagAfter(text, offset, mentions);
  return !(tag?.speech && tag.subject.kind === 'name' && lead.subject.kind === 'name' && tag.subject.mention.start !== lead.subject.mention.start);
}

const MANNER_PREPOSITIONS = new Set(['in', 'with', 'to', 'at', 'under', 'through', 'from', 'across', 'over', 'without', 'after']);
const TOWARDS = new Set(['to', 'towards', 'toward', 'at']);

/** «and said in a small and quiet voice»: after the verb only a phrase of manner, up to the quotation. */
function mannerAfter(ws: Word[], k: number, mentions: EnMention[]): boolean {
  if (!(isSpeechVerb(ws[k]) || LEAD_FORMS.has(ws[k].lower))) return false;
  if (asHeCould(ws, k)) return true;
  if (!MANNER_PREPOSITIONS.has(ws[k + 1]?.lower ?? '')) return false;
  // «in a piercing whisper» is a noun; «said» or «told» again would be another clause.
  // «say, in a low voice to Marianne,», «with a glance towards Jane»: a name after «to» is the one spoken
  // to or looked at, still a part of the manner.
  const toName = (w: Word) => mentions.some((m) => m.start <= w.start && w.start < m.end && TOWARDS.has(ws[ws.findIndex((x) => x.start === m.start) - 1]?.lower ?? ''));
  return ws.slice(k + 2).every((w) => (/^[a-z]/.test(w.text) && !(isSpeechVerb(w) && /(?:ed|said|told)$/.test(w.lower)) && !BEAT_VERBS.has(w.lower) &&
    !mentions.some((m) => m.start === w.start) && !/^(?:but|who|which|that|he|she|they|i|we)$/.test(w.lower)) || toName(w));
}

/**
 * «called out as loud as she could,», «cried as well as he was able,»: after the verb (and its particle),
 * a comparison of manner whose pronoun is the verb's own subject, up to the quotation.
 */
function asHeCould(ws: Word[], k: number): boolean {
  let j = k + 1;
  if (PARTICLE_VERBS[ws[k].lower]?.includes(ws[j]?.lower ?? '')) j++;
  const rest = ws.slice(j).map((w) => w.lower).join(' ');
  return /^as (?:\w+ ){1,2}as (?:he|she|they|i|we) (?:could|can|might|dared|was able|were able)$/.test(rest);
}

/**
 * «And the other would retort:», «Aziz would conclude:»: after a modal, a verb of speech stands in its
 * plain form, which the lexicon lists only in the past («retorted», «concluded»).
 */
function afterModal(ws: Word[], k: number): boolean {
  let j = k - 1;
  while (j > 0 && isAdverb(ws[j])) j--;
  if (!PLAIN_MODALS.has(ws[j]?.lower ?? '')) return false;
  const w = ws[k].lower;
  return /^[a-z]+$/.test(w) && (SPEECH_VERBS.has(`${w}ed`) || SPEECH_VERBS.has(`${w}d`) || SPEECH_VERBS.has(w.replace(/y$/, 'ied')));
}

/**
 * «after a minute's silence burst out with,», «immediately began with,», «broke in with,»: a verb of
 * starting and «with» right before the quotation: what it starts with is the quotation.
 */
function opensWith(ws: Word[], k: number): boolean {
  if (!/^(?:burst|broke|began|begun|begins|started|opened|ended|concluded|came)$/.test(ws[k].lower)) return false;
  return /^(?:(?:out|in|forth|out again|in again) )?with$/.test(ws.slice(k + 1).map((w) => w.lower).join(' '));
}

/** What opens a clause of time, manner or likeness after a comma: «as she stepped from the carriage», «like a man waking». */
const TRAILING_OPENERS = new Set(['as', 'while', 'when', 'like', 'with', 'without', 'in', 'after', 'before']);

/**
 * «saying, as she stepped from the carriage,», «said, looking out over the grey sea,», «cried out, like a
 * man waking from sleep»: after the verb (and its particle or adverbs), a comma and one clause of time,
 * manner or likeness up to the quotation, naming no one and with no other verb of speech, leaves the
 * verb the one that leads into it.
 */
function clauseAfter(ws: Word[], k: number, mentions: EnMention[], sentence: string, base: number): boolean {
  const verb = ws[k];
  if (!(isSpeechVerb(verb) || LEAD_FORMS.has(verb.lower))) return false;
  // «when the general invitation was at last hazarded, after many debates,»: a passive tells no one speaking.
  if (!/ing$/.test(verb.lower) && ws.slice(Math.max(0, k - 3), k).some((w) => /^(?:was|were|been|being|is|are|be)$/.test(w.lower))) return false;
  let j = k + 1;
  if (PARTICLE_VERBS[verb.lower]?.includes(ws[j]?.lower ?? '')) j++;
  while (j < ws.length && isAdverb(ws[j])) j++;
  if (j >= ws.length - 1 || !/^\s*,\s*$/.test(sentence.slice(ws[j - 1].end - base, ws[j].start - base))) return false;
  if (!(TRAILING_OPENERS.has(ws[j].lower) || /^[a-z]+ing$/.test(ws[j].text))) return false;
  const rest = ws.slice(j);
  return !rest.some((w) => isSpeechVerb(w) || LEAD_FORMS.has(w.lower) || mentions.some((m) => m.start <= w.start && w.start < m.end)) &&
    !/[,;:]/.test(sentence.slice(rest[0].start - base, rest[rest.length - 1].start - base).replace(/,\s*$/, ''));
}

/** «heard her saying», «heard Jane saying»: the one a verb of perceiving takes speaks. */
function heardSaying(ws: Word[], k: number, mentions: EnMention[]): Subject | null {
  if (!/ing$/.test(ws[k].lower)) return null;
  return perceivedSpeaker(ws, k, mentions, true);
}

function perceivedSpeaker(ws: Word[], k: number, mentions: EnMention[], participle = false): Subject | null {
  if (!participle && !BARE_SPEECH.has(ws[k].lower)) return null;
  // «Mrs. Jennings plainly heard me say,», «heard him say,»: the object pronoun speaks.
  const pronoun = heardPronoun(ws[k - 1]?.lower);
  if (pronoun && PERCEIVING.has(ws[k - 2]?.lower ?? '')) return pronoun;
  for (let s = k - 1; s >= 1 && s >= k - 4; s--) {
    const found = subjectAt(ws, s, mentions);
    // «heard Frank Churchill next say»: an adverb may come between.
    if (!found || found.subject.kind !== 'name' || !(found.next === k || (found.next === k - 1 && (isAdverb(ws[k - 1]) || ws[k - 1].lower === 'next')))) continue;
    const before = ws[s - 1].lower === 'the' ? ws[s - 2] : ws[s - 1];
    return PERCEIVING.has(before?.lower ?? '') ? found.subject : null;
  }
  return null;
}

/**
 * «Jock, who said,», «Isabella, who in a voice of cold resentment said,»: a name, a comma, «who», then
 * the verb with no subject of its own between: the name is the one who speaks, whatever comes before it,
 * however long the clause («by Willoughby, who, rousing himself from a reverie …, started up …, and said»).
 */
/** What speaks for someone: «whose clear voice said», «whose lips murmured». */
const VOICE_WORDS = new Set(['voice', 'tones', 'tone', 'lips', 'tongue', 'mouth']);

function relativeSubject(ws: Word[], k: number, mentions: EnMention[], sentence: string, base: number): Subject | null {
  for (let j = k - 1; j >= 1 && j >= k - 25; j--) {
    const w = ws[j];
    if (isSpeechVerb(w) || LEAD_FORMS.has(w.lower)) return null;
    // «Sunday looked at Ratcliffe, whose clear voice said»: the voice of the one named before «whose».
    if (w.lower === 'whose' && j >= k - 4 && ws.slice(j + 1, k).some((x) => VOICE_WORDS.has(x.lower))) {
      const m = /^\s*,\s*$/.test(sentence.slice(ws[j - 1].end - base, w.start - base)) ? mentions.find((x) => x.end === ws[j - 1].end) : undefined;
      return m ? { kind: 'name', mention: m } : null;
    }
    if (w.lower !== 'who') continue;
    if (!/^\s*,\s*$/.test(sentence.slice(ws[j - 1].end - base, w.start - base))) return null;
    const m = mentions.find((x) => x.end === ws[j - 1].end);
    if (!m) return null;
    // «…, who had seen Brenda, and Brenda said»: a subject right before the verb is its own.
    const own = subjectAt(ws, k - 1, mentions);
    if (own && own.next === k && j < k - 1) return null;
    return { kind: 'name', mention: m };
  }
  return null;
}

/**
 * «thought it most becoming to reply», «left her seat to join him and say»: a verb of speech in the
 * infinitive, or joined by «and» to one («to V … and say»), has the sentence's subject for its own.
 */
function infinitive(ws: Word[], k: number): boolean {
  if (!BARE_SPEECH.has(ws[k].lower)) return false;
  if (ws[k - 1]?.lower === 'to') return true;
  if (ws[k - 1]?.lower !== 'and') return false;
  for (let j = k - 2; j >= 1 && j >= k - 6; j--) if (ws[j - 1].lower === 'to' && !isSpeechVerb(ws[j])) return true;
  return false;
}

/** «for Frank Churchill to draw near her and say»: the name between «for» and «to» is the infinitive's subject. */
function infinitiveSubject(ws: Word[], k: number, mentions: EnMention[]): Subject | null {
  for (let j = k - 1; j >= 2 && j >= k - 7; j--) {
    if (ws[j].lower !== 'to') continue;
    const m = mentions.find((x) => x.end === ws[j - 1].end);
    if (!m) return null;
    const first = ws.findIndex((w) => w.start === m.start);
    return first > 0 && ws[first - 1].lower === 'for' ? { kind: 'name', mention: m } : null;
  }
  return null;
}

/** Speech verbs in a form that takes its subject from the sentence («by saying», «was calling out»). */
const LEAD_FORMS = new Set([
  'saying', 'observing', 'exclaiming', 'crying', 'adding', 'replying', 'answering', 'asking', 'remarking', 'whispering',
  'calling', 'continuing', 'muttering', 'murmuring', 'declaring', 'repeating', 'inquiring', 'enquiring', 'shouting',
  'interrupting', 'retorting', 'beginning', 'protesting', 'explaining', 'stammering', 'faltering',
]);

/**
 * The subject of the clause word k belongs to: the nearest name or pronoun before it that opens a
 * clause (the sentence's start, after a comma, «and», «but», «when»), or a name right before a
 * gerund («by Thorpe's saying»). `base` is the paragraph offset of `sentence`.
 */
function openingSubject(ws: Word[], k: number, mentions: EnMention[], sentence: string, base: number): Subject | null {
  const gap = (a: number, b: number) => sentence.slice(ws[a].end - base, ws[b].start - base);
  for (let s = k - 1; s >= 0 && s >= k - 30; s--) {
    const found = subjectAt(ws, s, mentions);
    if (!found || found.next > k || found.subject.kind === 'desc') continue;
    const opens = s === 0 || /[,;:(—–-]/.test(gap(s - 1, s)) || nominative(ws[s], found.subject) || (CONJUNCTIONS.has(ws[s - 1].lower) && !listedAfterName(ws, s, mentions)) || introduced(ws, s, mentions);
    // «they», «it» opening a clause are its subject (no one to name); «held it out» has «it» for an object.
    if (found.subject.kind === 'pronoun' && (found.subject.plural || found.subject.gender === 'n') && (opens || !/^(?:it|them)$/.test(ws[s].lower))) return null;
    // «by Thorpe's saying» (a gerund only: in «Mr. Crawford, approaching Julia, said» Julia is no subject).
    // «showed it to Marjorie, saying»: after a comma the participle is the sentence subject's, not the name's.
    const gerund = found.subject.kind === 'name' && /ing$/.test(ws[k].lower) && !/,/.test(gap(found.next - 1, k)) && (found.next === k || (found.next === k - 1 && ws[found.next].lower === 's'));
    if ((opens && !OBJECT_BEFORE.has(ws[s - 1]?.lower ?? '')) || gerund) return found.subject;
  }
  return null;
}

/**
 * «even I said,», «that I collected myself and asked:»: «I» is a subject wherever it stands (a name
 * after «that» or «even» might be an object, the pronoun's case says it is not).
 */
function nominative(w: Word, subject: Subject): boolean {
  return subject.kind === 'pronoun' && subject.person === 1 && w.text === 'I';
}

/** «eyeing Dr. Grant and Edmund»: a name joined by «and» to the name before it is in the same list, not a new clause's subject. */
function listedAfterName(ws: Word[], s: number, mentions: EnMention[]): boolean {
  const conj = ws[s - 1]?.lower;
  // «Dorian Gray, and he cried out»: after a comma, «and» opens a clause.
  return (conj === 'and' || conj === 'or') && s > 1 && ws[s - 1].start - ws[s - 2].end === 1 && mentions.some((m) => m.end === ws[s - 2].end);
}

// Modals before a verb's plain form («would retort»), and with them the auxiliaries a subject may stand after.
const PLAIN_MODALS = new Set(['would', 'will', 'could', 'can', 'should', 'shall', 'might', 'may', 'must']);
const MODALS = new Set([...PLAIN_MODALS, 'did', 'had', 'was']);

/** A name that ends right before word s («Mr. Haq» in «Mr. Haq, the Inspector»). */
function subjectBefore(ws: Word[], s: number, mentions: EnMention[]): Subject | null {
  const prev = ws[s - 1];
  const m = mentions.find((x) => x.end === prev.end || x.end === prev.end - 2);
  return m ? { kind: 'name', mention: m } : null;
}

function lastSentenceStart(text: string): number {
  let from = 0;
  for (const m of text.matchAll(/[.!?;]\s+|--|—/g)) {
    const before = text.slice(0, m.index);
    if (m[0].startsWith('.') && /\b(?:Mr|Mrs|Ms|Dr|St|Mme|Mlle|Rev|[A-Z])$/.test(before)) continue;
    if (m.index + m[0].length < text.length) from = m.index + m[0].length;
  }
  return from;
}

/**
 * «Suddenly Mrs. Hilbery turned…», «At length she looked up and remarked:», «To everyone's surprise
 * she rose…»: a short phrase with no verb and no name opens the sentence, so the subject after it
 * opens its clause.
 */
function introduced(ws: Word[], s: number, mentions: EnMention[]): boolean {
  // «…; and all the time Pooh was saying»: a clause after a semicolon opens with its conjunction.
  const from = ws[0] && /^(?:and|but)$/.test(ws[0].lower) ? 1 : 0;
  if (s < from + 1 || s > from + 5 || (from === 0 && !/^\p{Lu}/u.test(ws[0].text)) || OBJECT_BEFORE.has(ws[s - 1].lower)) return false;
  // «At that moment Aziz was crying,»: «that» after a preposition is a determiner, not a clause.
  return ws.slice(from, s).every((w, i) => !isVerbLike(w) && !/ing$/.test(w.lower) && !mentions.some((m) => m.start <= w.start && w.start < m.end) &&
    !(/^(?:i|he|she|they|we|it|who|which|that)$/.test(w.lower) && !(w.lower === 'that' && i > 0 && OBJECT_BEFORE.has(ws[from + i - 1].lower))));
}

/**
 * «and said to Mrs. Pellam, whose face she liked,»: after the verb only the one spoken to and a
 * relative clause about her, up to the quotation.
 */
function toWhomAfter(ws: Word[], k: number, mentions: EnMention[], sentence: string, base: number): boolean {
  if (!isSpeechVerb(ws[k]) || ws[k + 1]?.lower !== 'to') return false;
  const told = mentions.find((m) => m.start === ws[k + 2]?.start);
  if (!told) return false;
  const rest = sentence.slice(told.end - base);
  return /^\s*,\s*(?:who|whose|whom|which)\b/.test(rest) && !ws.slice(k + 3).some((w) => w.start >= told.end && isSpeechVerb(w));
}
