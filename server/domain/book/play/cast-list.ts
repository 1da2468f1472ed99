// The cast list printed before a play: «ДЕЙСТВУЮЩИЕ ЛИЦА» («Лица:», «Действуют:», «Персонажи») and
// its entries, one a line («Маша, его дочь.», «Людмила — его дочь.», «Повар.») or run together in
// one paragraph when the text's lines were joined. An entry is a name and a description.
import type { SourceChapter } from '../types.ts';
import { analyzeWord } from '../morphology.ts';
import { readLabel } from './labels.ts';

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
      if (!head || (head[0].length < text.length && !/[:.]\s*$/.test(head[0]))) continue;
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

/** The entries of one paragraph, or null when it is not part of a cast list. */
function entriesOf(text: string): CastEntry[] | null {
  if (text.length > 4000) return null;
  // A replica («Маша. Это траур по моей жизни.») ends the list; «Маша, его дочь.», «Повар.» and
  // entries run together («Повар. Горничная.») do not.
  const label = readLabel(text);
  if (label && label.form !== 'alone' && text.slice(label.speechStart).split(/\s+/).length >= 3) return null;
  const parts = text.split(/(?<=[.;])\s+(?=[\p{Lu}«])/u).map((s) => s.trim()).filter(Boolean);
  const out: CastEntry[] = [];
  for (const part of parts) {
    const e = parseEntry(part);
    if (!e) return null;
    out.push(e);
  }
  return out.length > 0 ? out : null;
}

export function parseEntry(text: string): CastEntry | null {
  const clean = text.replace(/[.;,]+$/, '').trim();
  if (!/^[\p{Lu}\d]/u.test(clean)) return null;
  const sep = /\s*(?:,|\s[—–-]\s|\()\s*/u.exec(clean);
  const name = (sep ? clean.slice(0, sep.index) : clean).trim();
  const description = sep ? clean.slice(sep.index + sep[0].length).replace(/\)$/, '').trim() : '';
  const words = name.split(/\s+/);
  if (words.length > (sep ? 5 : 9) || name.length > 80) return null;
  // «Действие происходит в усадьбе Сорина» is the setting, not a person.
  for (const w of words) {
    if (/^\p{Ll}/u.test(w) && analyzeWord(w).verbLemma !== null && analyzeWord(w).pos === 'VERB') return null;
  }
  return { name, description };
}
