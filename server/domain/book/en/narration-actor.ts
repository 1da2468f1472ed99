// Who a paragraph of narration shows acting in its last sentence («Marilla looked up from her knitting.»,
// «…; and Hugo turned up his collar.»): the one an untagged quotation after it, or the pronoun of its tag,
// most likely means.
import type { EnBookContext, EnParagraph } from './attribute.ts';
import type { EnMention } from './names.ts';
import { isPersonKey } from './people.ts';
import { bySubjectLast, inSpeech, lastMainClauseAt, mainClauseAt } from './sentence-parts.ts';
import { readBeat, type TagReading } from './tags.ts';
import { latestSubject } from './sentence-subjects.ts';

/** The beat of the main clause of the last sentence of a paragraph's narration: who it shows acting. */
export function lastBeat(p: EnParagraph): TagReading | null {
  const last = p.seg.pieces.filter((x) => x.kind === 'narration').pop();
  return last ? latestBeat(last.text, last.start, p.mentions, lastMainClauseAt(last.text)) : null;
}

/** The beat of the last clause of a sentence starting at `from` when it has a person of its own as subject, else of its main clause. */
export function latestBeat(text: string, offset: number, mentions: EnMention[], from: number): TagReading | null {
  const after = lastClauseAt(text, from);
  // Only a clause with a person of its own as subject («and they sat down» leaves the first clause's).
  if (after > from) {
    const later = readBeat(text.slice(after), offset + after, mentions);
    const s = later?.subject;
    if (s?.kind === 'name' || (s?.kind === 'pronoun' && s.person === 3 && !s.plural && (s.gender === 'm' || s.gender === 'f'))) return later;
  }
  return readBeat(text.slice(from), offset + from, mentions);
}

/**
 * «Emma had nothing more to say; and, after a moment's pause, Mrs. Elton chose another subject.», «Amos
 * kept his eyes on the bank, and Hugo turned up his collar.»: the last clause, after a semicolon (past its
 * «and» and an aside between commas) or after «and» or «but», tells the latest action, the one nearest to
 * the quotation that follows. Measured on the dev novels: the semicolon alone +16 original / +17 renamed,
 * with «, and» +20 / +23 more, with a bare «and» +7 / +6 more; any separator the last one of several −5 / −10.
 */
function lastClauseAt(text: string, from: number): number {
  const semi = text.lastIndexOf(';');
  if (semi < from) {
    const and = [...text.slice(from).matchAll(/(?:,\s+|\s+)(?:and|but)\s+/g)].pop();
    return and ? from + and.index + and[0].length : from;
  }
  const m = /^;\s*(?:(?:and|but|then|so|yet)\b\s*)?(?:,[^,;]{1,60},\s*)?/i.exec(text.slice(semi));
  return m ? mainClauseAt(text, semi + m[0].length) : from;
}

/** Who the last sentence of a paragraph of narration says acts, and whether a name says it or a pronoun. */
export interface NarrationActor {
  key: string;
  byPronoun: boolean;
}

/**
 * Who the last sentence of a paragraph of narration says acts, thinking included: a name, or «he» or
 * «she» as a reader takes it, the subject of the paragraph's latest sentence naming one of that gender
 * («…was new to Nora. And yet she felt it now.»: Nora); never a name the same sentence gives after its
 * pronoun («She saw Nora and exclaimed:»). A pronoun reaching back past the paragraph is left alone:
 * the latest one of that gender in mind (measured: renamed dev −29) is what the tag's own pronoun gets anyway.
 */
export function narrationActor(p: EnParagraph, ctx: EnBookContext): NarrationActor | null {
  const beat = lastBeat(p);
  if (beat?.subject.kind === 'name') {
    const key = ctx.registry.resolve(beat.subject.mention);
    return key ? { key, byPronoun: false } : null;
  }
  if (beat?.subject.kind !== 'pronoun' || beat.subject.plural || (beat.subject.gender !== 'm' && beat.subject.gender !== 'f')) return null;
  const gender = beat.subject.gender;
  const last = p.seg.pieces.filter((x) => x.kind === 'narration').pop();
  if (!last) return null;
  const from = last.start + lastMainClauseAt(last.text);
  const narrated = p.mentions.filter((m) => !inSpeech(p, m));
  const bound = new Set(narrated.filter((m) => m.start >= from).map((m) => ctx.registry.resolve(m)));
  const earlier = bySubjectLast(p, narrated.filter((m) => m.end <= from))
    .map((m) => ctx.registry.resolve(m))
    .filter((k): k is string => isPersonKey(k, ctx) && !bound.has(k) && ctx.registry.genderOf(k) === gender);
  // «Ida put down her cup. The remark had been made by Tessa. She looked out at the rain.»: the «she» goes
  // on with the latest subject of her sex, not with the one named last as an object (round 26: dev +6,
  // renamed ±0, a voice for no one fewer there).
  const subject = latestSubject(p, gender, ctx, new Set(), from);
  const key = subject && earlier.includes(subject) ? subject : earlier.pop();
  return key ? { key, byPronoun: true } : null;
}
