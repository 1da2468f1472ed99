// Whom a speech speaks to. A name called out («Emma, you…», «Oh, Harriet!», «…, Mr. Knightley?»)
// is never the speaker and most often the one who spoke before or speaks next; so is the one a tag
// says is spoken to («said Mrs. Jennings to Elinor»). Words of address («papa», «sir», «ma'am»,
// «cousin») say less, but something: the gender of the one spoken to, and, learnt over the book,
// who uses them («papa» is what Emma calls her father).
import type { EnBookContext, EnParagraph } from './attribute.ts';
import type { EnDiscourse } from './discourse.ts';
import { titleKey } from './lexicon.ts';
import type { EnPiece } from './quotes.ts';
import { isPersonKey } from './people.ts';
import { sceneResolve } from './scene-names.ts';
import { readTagAfter } from './tags.ts';
import { readTagBefore } from './tags-before.ts';

// Words that may come before a name called out at the start of a speech.
const LEAD = /^(?:\s*|\s*(?:oh|o|ah|aha|well|yes|no|now|why|come|hullo|hallo|hello|hey|say|look here|listen|good morning|good evening|good night|good-bye|goodbye|good-night|thank you|thanks|my dear|dear|my|poor|dearest|my dearest),?\s*(?:my dear\s+|dear\s+|my\s+|dearest\s+)?)$/i;

/** Names the speech calls out at its start or its end; «Harriet is here» is about her, not to her. */
export function vocativesIn(p: EnParagraph, pc: EnPiece, ctx: EnBookContext, d: EnDiscourse): string[] {
  const out: string[] = [];
  for (const m of p.mentions) {
    if (m.start < pc.start || m.end > pc.end) continue;
    const before = p.text.slice(pc.start, m.start);
    const after = p.text.slice(m.end, pc.end);
    const atStart = LEAD.test(before) && /^\s*(?:[,!?]|old (?:boy|man|chap|fellow|girl|thing)\b)/.test(after);
    const atEnd = /[,!]\s*(?:my dear\s+|dear\s+|my\s+|dearest\s+|poor\s+)?$/i.test(before) && /^\s*(?:[!?.;,—–-]|old (?:boy|man|chap|fellow)\b|$)/.test(after);
    if (!atStart && !atEnd) continue;
    // «Mr. Weston, who had been a widower so long, …»: a name a relative clause follows is talked
    // about; «Brenda, who is this woman?» asks her.
    if (/^\s*,\s*(?:who|whom|whose|which)\b[^.!?]*[.!]/i.test(after)) continue;
    // «Ronny, Ralph, and Stella»: a list of names, not a call.
    // «…your sweet nature, Nawab Bahadur, nor your learning»: «nor» before what is his is no list of names.
    if (inList(p, pc, m) || /^\s*,?\s*(?:and|or|nor(?!\s+(?:your|yours|thy)\b))\s/.test(after)) continue;
    const key = sceneResolve(m, ctx.registry, d);
    if (isPersonKey(key, ctx)) out.push(key);
  }
  // «No bad news, Colonel, I hope»: a title alone calls whoever bears it.
  const text = p.text.slice(pc.start, pc.end);
  for (const m of text.matchAll(/(?:^|[,!?.;]\s+|\b(?:oh|yes|no|well|dear|my dear)\s+)(\p{Lu}\p{Ll}+)(?=\s*[,!?.;]|\s*$)/gu)) {
    const title = m[1].toLowerCase();
    const key = ctx.titleHolders.get(titleKey(title));
    if (key) out.push(key);
  }
  return out;
}

const CONJ_GAP = /^\s*,?\s*(?:and|or|nor|&)\s+$/;
const COMMA_GAP = /^\s*,\s*$/;

/** The name is one of a list joined by «and» («Ronny, Ralph, and Stella», «Ralph and Stella»). */
function inList(p: EnParagraph, pc: EnPiece, m: EnParagraph['mentions'][number]): boolean {
  const inside = p.mentions.filter((o) => o.start >= pc.start && o.end <= pc.end && o.text !== m.text);
  const next = (x: typeof m) => inside.find((o) => o.start >= x.end && (CONJ_GAP.test(p.text.slice(x.end, o.start)) || COMMA_GAP.test(p.text.slice(x.end, o.start))));
  const prev = (x: typeof m) => inside.find((o) => o.end <= x.start && (CONJ_GAP.test(p.text.slice(o.end, x.start)) || COMMA_GAP.test(p.text.slice(o.end, x.start))));
  // Walk the chain of names joined by commas or «and» both ways; a list has an «and» somewhere.
  const chain = [m];
  for (let x = prev(m); x && !chain.includes(x); x = prev(x)) chain.unshift(x);
  for (let x = next(m); x && !chain.includes(x); x = next(x)) chain.push(x);
  return chain.length > 1 && chain.some((x, i) => i > 0 && CONJ_GAP.test(p.text.slice(chain[i - 1].end, x.start)));
}

/** Words of address and the gender of the one they are said to ('' when they tell none). */
const ADDRESS: Record<string, '' | 'm' | 'f'> = {
  papa: 'm', father: 'm', daddy: 'm', dad: 'm', sir: 'm', uncle: 'm', brother: 'm', 'my lord': 'm', 'old boy': 'm', 'old man': 'm',
  'old chap': 'm', 'old fellow': 'm', 'my boy': 'm', 'my son': 'm', 'young man': 'm', 'your lordship': 'm', master: 'm', mister: 'm',
  mamma: 'f', mama: 'f', mother: 'f', mummy: 'f', mum: 'f', mumsy: 'f', madam: 'f', "ma'am": 'f', 'ma’am': 'f', 'ma am': 'f', aunt: 'f', auntie: 'f', sister: 'f',
  'my lady': 'f', 'your ladyship': 'f', miss: 'f', 'my girl': 'f', 'my daughter': 'f', 'young lady': 'f', missus: 'f', mistress: 'f',
  cousin: '', 'my dear': '', 'my love': '', darling: '', 'my child': '', child: '', 'my friend': '', 'my dear fellow': 'm',
};
const TERMS = Object.keys(ADDRESS).sort((a, b) => b.length - a.length).map((t) => t.replace(/[’']/g, "['’]")).join('|');
const AT_START = new RegExp(`^\\s*(?:(?:oh|o|ah|well|yes|no|now|why|come|good-bye|goodbye|thank you|dear|my dear|my)[,!]?\\s+)?(${TERMS})\\s*[,!?]`, 'i');
const AT_END = new RegExp(`[,!]\\s*(?:my\\s+|dear\\s+|my dear\\s+)?(${TERMS})\\s*(?:[!?.;,—–-]|$)`, 'gi');

/** The words of address in a speech («Yes, papa;», «None at all, ma'am, I thank you»), in lower case. */
export function addressTerms(text: string): string[] {
  const out: string[] = [];
  const s = AT_START.exec(text);
  if (s) out.push(s[1].toLowerCase().replace(/’/g, "'"));
  for (const m of text.matchAll(AT_END)) out.push(m[1].toLowerCase().replace(/’/g, "'"));
  return [...new Set(out)];
}

/** The gender the words of address give the one spoken to, when they agree. */
export function addresseeGender(terms: string[]): '' | 'm' | 'f' {
  const gs = new Set(terms.map((t) => ADDRESS[t.replace(/’/g, "'")] ?? '').filter(Boolean));
  return gs.size === 1 ? ([...gs][0] as 'm' | 'f') : '';
}

/** «said Mrs. Jennings to Elinor», and «she said to Elinor,» before a quotation. */
export function tagAddressees(p: EnParagraph, ctx: EnBookContext): string[] {
  const out: string[] = [];
  for (const [k, pc] of p.seg.pieces.entries()) {
    if (pc.kind !== 'narration') continue;
    const tags = [readTagAfter(pc.text, pc.start, p.mentions), p.seg.pieces[k + 1]?.kind === 'speech' ? readTagBefore(pc.text, pc.start, p.mentions) : null];
    for (const t of tags) {
      const key = t?.addressee ? ctx.registry.resolve(t.addressee) : null;
      if (key) out.push(key);
    }
  }
  return out;
}

/** People a speech names (called or talked about): nobody names himself, so none of them is likely its speaker. */
export function namedIn(p: EnParagraph, pc: EnPiece, ctx: EnBookContext, d: EnDiscourse): string[] {
  const out: string[] = [];
  for (const m of p.mentions) {
    if (m.start < pc.start || m.end > pc.end) continue;
    // Places and things named are no one in the conversation: only its people are weighed.
    const key = sceneResolve(m, ctx.registry, d);
    if (key) out.push(key);
  }
  return out;
}

/** «my husband» is said by a woman, «my wife» by a man: the gender a speech gives its own speaker ('' when none or both). */
export function speakerGenderIn(text: string): '' | 'm' | 'f' {
  const f = /\bmy (?:husband|dear husband)\b/i.test(text);
  const m = /\bmy (?:wife|dear wife)\b/i.test(text);
  return f === m ? '' : f ? 'f' : 'm';
}
