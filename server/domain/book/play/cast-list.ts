// The cast list printed before a play: «ДЕЙСТВУЮЩИЕ ЛИЦА» («Лица:», «Действуют:», «Персонажи») and
// its entries, one a line («Маша, его дочь.», «Людмила — его дочь.», «Повар.») or run together in
// one paragraph when the text's lines were joined. An entry is a name and a description.
import type { SourceChapter } from '../types.ts';
import { analyzeWord } from '../morphology.ts';

export interface CastEntry {
  /** «Ирина Николаевна Аркадина», «Повар», «Госпожа Простакова». */
  name: string;
  /** What follows the name: «по мужу Треплева, актриса», «его дочь», «старуха 70-ти лет». */
  description: string;
}

export interface CastList {
  chapter: number;
  /** Paragraphs of that chapter the list takes (its heading included). */
  paragraphs: number[];
  entries: CastEntry[];
}

const HEAD = /^(?:действующие\s+лица(?:\s+и\s+исполнители)?|лица|действуют|персонажи)\s*[:.]?\s*/iu;
const MAX_ENTRIES = 80;

export function findCastLists(chapters: SourceChapter[]): CastList[] {
  const lists: CastList[] = [];
  chapters.forEach((ch, ci) => {
    for (let i = 0; i < ch.paragraphs.length; i++) {
      const text = ch.paragraphs[i].text;
      const head = HEAD.exec(text);
      if (!head || (head[0].length < text.length && !/[:.]\s*$/.test(head[0]))) {
        // «…ПЬЕСА В ЧЕТЫРЕХ ДЕЙСТВИЯХ ДЕЙСТВУЮТ: Пушкина. Гончарова. …»: the lines of the title page
        // joined into one paragraph hold the list after its heading.
        const entries = inlineEntries(text);
        if (entries) lists.push({ chapter: ci, paragraphs: [i], entries });
        continue;
      }
      const list: CastList = { chapter: ci, paragraphs: [i], entries: [] };
      const inline = text.slice(head[0].length);
      if (inline) list.entries.push(...entriesOf(inline) ?? []);
      let j = i + 1;
      for (; j < ch.paragraphs.length && list.entries.length < MAX_ENTRIES; j++) {
        const p = ch.paragraphs[j];
        if (p.breakBefore && list.entries.length > 0) break;
        const entries = entriesOf(p.text);
        if (!entries) break;
        list.entries.push(...entries);
        list.paragraphs.push(j);
      }
      if (list.entries.length > 0) lists.push(list);
      i = j - 1;
    }
  });
  return lists;
}

// The heading inside a paragraph: in capitals, or with a colon after it.
const INLINE_HEAD = /(?<=\s)(?:ДЕЙСТВУЮЩИЕ\s+ЛИЦА|ДЕЙСТВУЮТ|ПЕРСОНАЖИ|(?:ЛИЦА|Действующие\s+лица|Действуют|Лица|Персонажи)(?=:))[:.]?\s+/u;
const MIN_INLINE_ENTRIES = 3;

/** The entries after a heading inside a paragraph, up to the first part that is none; null under three. */
function inlineEntries(text: string): CastEntry[] | null {
  const head = INLINE_HEAD.exec(text);
  if (!head || text.length > 4000) return null;
  const out: CastEntry[] = [];
  for (const part of text.slice(head.index + head[0].length).split(/(?<=[.;])\s+(?=[\p{Lu}\d«])/u)) {
    const e = parseEntry(part.trim());
    if (!e) break;
    out.push(e);
  }
  return out.length >= MIN_INLINE_ENTRIES ? out : null;
}

/** The entries of one paragraph, or null when it is not part of a cast list. */
function entriesOf(text: string): CastEntry[] | null {
  if (text.length > 4000) return null;
  // Entries run together when the text's lines were joined: «Маша, его дочь. Повар. Горничная.»
  const parts = text.split(/(?<=[.;])\s+(?=[\p{Lu}\d«])/u).map((s) => s.trim()).filter(Boolean);
  const out: CastEntry[] = [];
  for (const part of parts) {
    const e = parseEntry(part);
    if (!e) return null;
    out.push(e);
  }
  return out.length > 0 ? out : null;
}

const NOT_A_PERSON = new Set(['NPRO', 'PRCL', 'CONJ', 'VERB', 'INFN', 'ADVB', 'PREP', 'INTJ', 'PRED', 'GRND', 'PRTS', 'ADJS', 'COMP']);

/**
 * «Маша, его дочь.», «Людмила — его дочь.», «Повар.», «Недопекин, Семен Парамоныч, купец.», «1) Негус
 * абиссинский». Null for what is no entry: a sentence («Это траур по моей жизни.»), the setting
 * («Действие происходит в усадьбе Сорина.»), a question.
 */
export function parseEntry(text: string): CastEntry | null {
  const clean = text.replace(/^\d{1,3}[).]\s*/, '').replace(/[.;,]+$/, '').trim();
  if (!/^[\p{Lu}\d]/u.test(clean) || /[?!]/.test(clean)) return null;
  const sep = /\s*(?:,|\s[—–-]\s|\()\s*/u.exec(clean);
  let name = (sep ? clean.slice(0, sep.index) : clean).trim();
  let description = sep ? clean.slice(sep.index + sep[0].length).replace(/\)$/, '').trim() : '';
  // «Недопекин, Семен Парамоныч, купец»: the name and patronymic after the surname are the name too.
  const more = /^((?:\p{Lu}[\p{Ll}-]+\s?){1,2})(?:,\s*|$)/u.exec(description);
  if (more && more[1].trim().split(/\s+/).every((w) => analyzeWord(w).names.length > 0)) {
    name = `${name} ${more[1].trim()}`;
    description = description.slice(more[0].length).trim();
  }
  const words = name.split(/\s+/);
  if (words.length > 10 || name.length > 100) return null;
  const first = analyzeWord(words[0][0] + words[0].slice(1).toLowerCase());
  // «Очень ответственная Агнесса Ферапонтовна» names someone; «Это траур по моей жизни» does not.
  if (first.known && first.names.length === 0 && NOT_A_PERSON.has(first.pos) && !words.slice(1).some((w) => /^\p{Lu}/u.test(w))) return null;
  // «Кафтан весь испорчен», «Действие происходит в усадьбе»: a sentence, not someone's name.
  for (const w of words.slice(1)) {
    if (/^\p{Ll}/u.test(w) && ['VERB', 'PRTS', 'ADJS', 'GRND', 'INFN'].includes(analyzeWord(w).pos)) return null;
  }
  return { name, description };
}
