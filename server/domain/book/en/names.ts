// Names in English text: a title and/or a run of capitalised words («Mr. Bumble», «Mrs Beaver»,
// «Emma Woodhouse», «Lady Catherine de Bourgh», «the Mock Turtle»). A capital at the start of a
// sentence proves nothing: such a word counts only when the book never writes it in lower case
// («Emma said» is a name, «Now Emma» is «Emma»), and shouted capitals («EAT ME») are read as words.
import { NOT_NAMES, SPEECH_VERBS, TITLES, TITLE_ALONE } from './lexicon.ts';

export interface EnMention {
  /** [start, end) in the paragraph text (a possessive «'s» left out). */
  start: number;
  end: number;
  text: string;
  /** Lower-case title without its dot («mr», «lady»), '' when none. */
  title: string;
  /** The name's words in title case, without the title: ['Frank', 'Churchill']. */
  tokens: string[];
  /** Written «the X»: «the Hatter» names a character even when «hatter» is a common word. */
  afterThe: boolean;
  sentenceStart: boolean;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

const TOKEN = /[\p{L}][\p{L}\p{M}]*(?:[-'’][\p{L}\p{M}]+)*/gu;
const PARTICLES = new Set(['de', 'du', 'van', 'von', 'da', 'di', 'le', 'la', 'del', 'della', 'of', 'the', 'ten', 'der']);

// Titles written short with a dot: only after these does a name go on across «. ».
const ABBREVIATED = new Set(['m', 'mr', 'mrs', 'ms', 'dr', 'st', 'mme', 'mlle', 'rev', 'col', 'capt', 'messrs', 'prof', 'gen', 'lt', 'sgt', 'hon']);
// «d'Artagnan», «Mme. d'Orgeval»: an elided particle before a capital opens a name all the same.
const isCap = (w: string) => /^(?:[dl]['’])?\p{Lu}/u.test(w);
const isAllCaps = (w: string) => w.length > 1 && w === w.toUpperCase() && /\p{Lu}/u.test(w);
export const titleCase = (w: string) => w.split('-').map((p) => (p ? p[0].toUpperCase() + p.slice(1).toLowerCase() : p)).join('-');

/** Words written in lower case anywhere in the book: a capital on them is a sentence's, not a name's. */
export function lowerCaseWords(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(/(?<![\p{L}'’-])[a-z][a-z'’-]*/gu)) out.add(m[0]);
  return out;
}

/**
 * Common words the book uses as a surname after a title («Mr. Wood», «Mrs. Church»): alone, in the middle
 * of a sentence, they name that person too («said Wood»).
 */
export function titledSurnames(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(/\b(?:Mr|Mrs|Miss|Ms|Dr|Mister|Master)\.?\s+(\p{Lu}\p{Ll}+)\b/gu)) {
      const low = m[1].toLowerCase();
      if (NOT_NAMES.has(low) && !FUNCTION_WORDS.has(low)) out.add(low);
    }
  }
  return out;
}

/**
 * Common words the book uses as a name in the middle of sentences, where only names go («said Hope», «to
 * Will», «and Rose»): at least twice, so that «Hope said,» opening a sentence is a name too.
 */
export function commonWordNames(texts: Iterable<string>, lower: Set<string>): Set<string> {
  const counts = new Map<string, number>();
  for (const t of texts) {
    for (const m of t.matchAll(/\b(?:said|asked|cried|replied|answered|exclaimed|added|to|and|with)\s(\p{Lu}\p{Ll}+)\b(?![-'’])/gu)) {
      const low = m[1].toLowerCase();
      if (lower.has(low) && !NOT_NAMES.has(low) && !FUNCTION_WORDS.has(low) && !(low in TITLES)) counts.set(low, (counts.get(low) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, n]) => n >= 2).map(([w]) => w));
}

export function findEnglishNames(text: string, lower: Set<string>, surnames: Set<string> = new Set(), wordNames: Set<string> = new Set()): EnMention[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  const out: EnMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const m = nameAt(text, tokens, i, lower, surnames, wordNames);
    if (m) {
      out.push(m.mention);
      i = m.next;
    } else {
      i++;
    }
  }
  return out;
}

function gap(text: string, a: Token, b: Token): string {
  return text.slice(a.end, b.start);
}

function nameAt(text: string, tokens: Token[], i: number, lower: Set<string>, surnames: Set<string>, wordNames: Set<string> = new Set()): { mention: EnMention; next: number } | null {
  const first = tokens[i];
  if (!isCap(first.text)) return null;
  const sentenceStart = startsSentence(text, first.start);
  const afterThe = /\bthe\s+$/i.test(text.slice(Math.max(0, first.start - 5), first.start));
  let j = i;
  let title = '';
  const word0 = first.text.toLowerCase();
  // «Mr. Bumble», «Mrs Beaver», «Lady Catherine»: a title needs a capitalised word right after it.
  // A single letter after an initial is another initial («J. M. Barrie»), not «M.» for Monsieur.
  const afterInitial = /\b\p{Lu}\.\s$/u.test(text.slice(Math.max(0, first.start - 3), first.start));
  // «Miss de la Mare», «Mr. van Tromp»: a particle may come between the title and the name.
  const particleNext = (k: number) => k + 1 < tokens.length && PARTICLES.has(tokens[k].text) && tokens[k].text !== 'of' && tokens[k].text !== 'the' &&
    (isCap(tokens[k + 1].text) || (k + 2 < tokens.length && PARTICLES.has(tokens[k + 1].text) && isCap(tokens[k + 2].text)));
  if (word0 in TITLES && !(word0.length === 1 && afterInitial) && j + 1 < tokens.length && (isCap(tokens[j + 1].text) || particleNext(j + 1)) && (gap(text, first, tokens[j + 1]) === ' ' || (gap(text, first, tokens[j + 1]) === '. ' && ABBREVIATED.has(word0)))) {
    title = word0;
    j++;
  }
  const parts: Token[] = [];
  while (j < tokens.length) {
    const t = tokens[j];
    if (parts.length > 0 || title) {
      const g = gap(text, tokens[j - 1], t);
      // «J. M. Barrie», «Mr. St. John»: an initial or an abbreviation joins across its dot.
      const dotted = g === '. ' && (tokens[j - 1].text.length === 1 || ABBREVIATED.has(tokens[j - 1].text.toLowerCase()));
      if (g !== ' ' && !dotted && !(j === i + 1 && title)) break;
    }
    const low = t.text.toLowerCase();
    if (!isCap(t.text)) {
      // «Catherine de Bourgh», «Duchess of Monmouth»: a particle between capitalised words.
      // «Miss de la Mare», «van der Berg»: two particles before the capitalised word.
      const double = PARTICLES.has(low) && low !== 'of' && low !== 'the' && j + 2 < tokens.length && PARTICLES.has(tokens[j + 1].text) && gap(text, t, tokens[j + 1]) === ' ' && isCap(tokens[j + 2].text) && gap(text, tokens[j + 1], tokens[j + 2]) === ' ';
      if ((parts.length > 0 || title) && double) {
        parts.push(t, tokens[j + 1]);
        j += 2;
        continue;
      }
      if ((parts.length > 0 || title) && PARTICLES.has(low) && j + 1 < tokens.length && isCap(tokens[j + 1].text) && gap(text, t, tokens[j + 1]) === ' ' && (low !== 'of' && low !== 'the' || (parts.length === 0 && TITLE_ALONE.has(title)) || (parts.length === 1 && !title && TITLE_ALONE.has(parts[0].text.toLowerCase())))) {
        parts.push(t);
        j++;
        continue;
      }
      break;
    }
    // «Mrs. St. Clair», «Reggie St Cloud»: «St» opens a surname after a title or a first name.
    const saint = (low === 'st' || low === 'saint') && (title !== '' || parts.length > 0) && j + 1 < tokens.length && isCap(tokens[j + 1].text) && /^\.? $/.test(gap(text, t, tokens[j + 1]));
    if (saint) {
      parts.push(t);
      j++;
      continue;
    }
    // «Mr. Wood», «Mrs. Church»: right after a title a common word is a surname.
    const surnameAfterTitle = (parts.length === 0 && title !== '' && !TITLE_ALONE.has(title) && !FUNCTION_WORDS.has(low)) ||
      (surnames.has(low) && !sentenceStart && !afterThe);
    // «That's the way», «We'll see»: a common word with «'s» or «'ll» is that word still.
    if ((NOT_NAMES.has(low) || NOT_NAMES.has(low.replace(/['’](?:s|ll|re|ve|d|m)$/, ''))) && !(parts.length === 0 && afterThe) && !surnameAfterTitle) break;
    // «"…," Said Hamidullah»: a verb of speech is never part of a name.
    if (SPEECH_VERBS.has(low)) break;
    if (parts.length > 0 && low in TITLES && low.length > 1 && !TITLE_ALONE.has(parts[0].text.toLowerCase())) break;
    parts.push(t);
    j++;
    if (parts.length === 4) break;
    // «Prissy Andrews's Latin», «Mr. Bumble's Cane»: a possessive ends the name; what follows is owned.
    if (/['’]s$/.test(t.text)) break;
  }
  // A title alone: only «the Queen», «the Duchess» make a name of it.
  if (parts.length === 0) {
    if (title && afterThe && TITLE_ALONE.has(title)) return mention(text, first, first, '', [titleCase(first.text)], afterThe, sentenceStart, i + 1);
    return null;
  }
  let names = parts.map((p) => p.text);
  // Shouted capitals are words: «EAT ME», «DRINK ME» are read as «Eat», «Me».
  names = names.map((w) => (isAllCaps(w) ? titleCase(w) : w));
  if (!title && !afterThe) {
    // At a sentence start the first word may just be a capitalised common word («Poor Alice»).
    // …unless the book uses that word as a name mid-sentence and a verb of speech follows («Hope said,»).
    const speaks = parts.length === 1 && wordNames.has(names[0].toLowerCase()) && SPEECH_VERBS.has(tokens[j]?.text ?? '') && gap(text, parts[0], tokens[j]) === ' ';
    if (sentenceStart && !speaks && (lower.has(names[0].toLowerCase()) || LEADING_ADVERBS.has(names[0].toLowerCase()))) {
      if (parts.length === 1) return null;
      return nameAt(text, tokens, i + 1, lower, surnames);
    }
    // A run of common words in capitals is a heading or a sign, not a name.
    if (names.every((w) => lower.has(w.toLowerCase()) || PARTICLES.has(w.toLowerCase())) && names.some((w, k) => isAllCaps(parts[k].text))) return null;
  }
  const last = parts[parts.length - 1];
  const tokensOut = names.map((w, k) => (PARTICLES.has(parts[k].text) ? parts[k].text : stripPossessive(w)));
  return mention(text, title ? first : parts[0], last, title, tokensOut, afterThe, sentenceStart, j);
}

// Capitalised words that are never a surname, even after «Mr.».
const FUNCTION_WORDS = new Set(['i', 'he', 'she', 'it', 'we', 'you', 'they', 'this', 'that', 'these', 'those', 'the', 'a', 'an', 'and', 'but', 'or', 'if', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'not', 'do', "don't", 'mr', 'mrs', 'miss', 'ms', 'dr', 'st']);

// Adverbs that open a sentence before a name, even in a book that never writes them in lower case
// («Meanwhile Hamidullah … had said»).
const LEADING_ADVERBS = new Set(['meanwhile', 'presently', 'afterwards', 'suddenly', 'however', 'besides', 'instead', 'nevertheless', 'accordingly', 'consequently', 'moreover', 'finally', 'eventually', 'later', 'soon', 'once',
  'therefore', 'thus', 'hence', 'perhaps', 'indeed', 'still', 'yet', 'then', 'now', 'again', 'surely', 'certainly', 'happily', 'luckily', 'unfortunately', 'fortunately',
  'whereas', 'although', 'though', 'because', 'unless', 'whilst', 'nor']);

function stripPossessive(w: string): string {
  return w.replace(/['’]s$/i, '');
}

function mention(text: string, a: Token, b: Token, title: string, tokens: string[], afterThe: boolean, sentenceStart: boolean, next: number): { mention: EnMention; next: number } {
  const end = /['’]s$/i.test(b.text) ? b.end - 2 : b.end;
  return { mention: { start: a.start, end, text: text.slice(a.start, end), title, tokens, afterThe, sentenceStart }, next };
}

/** Nothing but spaces, quotes, brackets and dashes back to . ! ? or the text's start. */
export function startsSentence(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const c = text[i];
    if (/[\s"“”‘’'(—–_-]/.test(c)) continue;
    return c === '.' || c === '!' || c === '?' || c === '…' || c === ':';
  }
  return true;
}
