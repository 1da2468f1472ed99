// Plain text → chapters of paragraphs.
//
// Decisions (documented here because the issue left them open):
//  - Explicit headings (Глава/Chapter/Действие, Часть/Книга/Part, Пролог/Эпилог…) win: when a text
//    has any «Глава N» heading, bare numeral lines are sub-sections (Онегин's stanzas) and only
//    start a new block.
//  - A bare numeral line (Отцы и дети: «I», «II»…) is a chapter heading only when the numerals run
//    in sequence from 1 (at least «I» then «II»); a stray «I» in English prose never is.
//  - A part (Часть, Книга, Том, Part, Book, and Пролог/Эпилог with no text of their own) prefixes
//    the titles of all its chapters, as the book writes it: «ЧАСТЬ ПЕРВАЯ. I», «ЧАСТЬ ПЕРВАЯ. II» …
//    «ЧАСТЬ ВТОРАЯ. I», «ЭПИЛОГ. II» (numbering restarts in each part, so a bare «II» would be
//    ambiguous). Parts that follow each other at once nest («ТОМ 1. ЧАСТЬ ПЕРВАЯ. I»); the next
//    part replaces the prefix, and a solo heading with text (Предисловие, «THE PREFACE») clears it.
//    A part with text of its own is a chapter too. An empty «Глава» (a table of contents) is dropped.
//  - A part's opening lines that are only an epigraph go to its first chapter.
//  - A work's title in capitals standing alone (two blank lines before, one after: «ВЫСТРЕЛ»,
//    «СТАНЦИОННЫЙ СМОТРИТЕЛЬ» in «Повести Белкина») is a part when the text has at least two.
//    Lines of a play (names, stage directions) are never preceded by two blank lines there.
//  - A short line directly under a heading (no blank line between) is the chapter's name:
//    «Глава 3» + «Название» → «Глава 3. Название».
//  - Text before the first heading is a chapter of its own when it has any text; its title is its
//    first line when that is short, else «Начало» / «Opening». In English books a title page there
//    (short lines only: title, «By …», a year) is not a chapter and is left out (Russian books keep
//    theirs: a play's cast list lives there).
//  - English headings also take a name that ends with «?» or «!», runs over several lines, or (all
//    capitals) stands after a blank line: «CHAPTER I» + «IN WHICH WE ARE INTRODUCED TO / …».
import type { SourceChapter, SourceParagraph } from './types.ts';
import { parseHeading, type Heading } from './headings.ts';
import { detectLayout, linesToParagraphs } from './paragraphs.ts';
import { normalizeNewlines, words } from './text.ts';

interface Section {
  heading: Heading | null;
  lines: string[];
}

export function splitChapters(text: string, language?: string): SourceChapter[] {
  const lines = normalizeNewlines(text.replace(/^\uFEFF/, '')).split('\n');
  const headings = findHeadings(lines, language === 'en');
  const layout = detectLayout(lines);

  const sections: Section[] = [{ heading: null, lines: [] }];
  for (let i = 0; i < lines.length; i++) {
    const h = headings.get(i);
    if (h === undefined) {
      sections[sections.length - 1].lines.push(lines[i]);
    } else if (h === 'break') {
      // A sub-section numeral: keep it out of the text but let it break the block.
      sections[sections.length - 1].lines.push('* * *');
    } else {
      sections.push({ heading: h, lines: [] });
    }
  }

  const chapters: SourceChapter[] = [];
  // The current part's title (prefix of its chapters), and whether the last section was an empty part.
  let part = '';
  let partJustOpened = false;
  // An epigraph under a part's heading, waiting for the part's first chapter.
  let carried: SourceParagraph[] = [];
  for (const [index, section] of sections.entries()) {
    let paragraphs = linesToParagraphs(section.lines, layout);
    if (paragraphs.length > 0) paragraphs[0].breakBefore = undefined;
    const heading = section.heading;
    if (heading === null) {
      if (paragraphs.length === 0) continue;
      if (language === 'en' && sections.length > 1 && isTitlePage(paragraphs)) continue;
      chapters.push({ title: openingTitle(section.lines, language), paragraphs });
      continue;
    }
    const next = sections[index + 1]?.heading;
    if (heading.kind === 'container') {
      const title = partJustOpened && part ? `${part}. ${heading.title}` : heading.title;
      const solo = heading.solo === true;
      if (paragraphs.length > 0 && next && next.kind !== 'container' && isEpigraphOnly(paragraphs)) {
        carried = paragraphs;
        paragraphs = [];
      }
      if (paragraphs.length === 0) {
        part = next !== undefined ? title : '';
        partJustOpened = next !== undefined;
        continue;
      }
      markEpigraph(paragraphs);
      chapters.push({ title, paragraphs });
      part = solo ? '' : title;
      partJustOpened = false;
      continue;
    }
    partJustOpened = false;
    if (paragraphs.length === 0) continue;
    if (carried.length > 0) {
      for (const p of carried) p.forceNarration = true;
      paragraphs[0].breakBefore = true;
      paragraphs = [...carried, ...paragraphs];
      carried = [];
    } else {
      markEpigraph(paragraphs);
    }
    chapters.push({ title: part ? `${part}. ${heading.title}` : heading.title, paragraphs });
  }
  return chapters;
}

/** A few short lines ending with their source and nothing else: a part's epigraph («Стрелялись мы. / Баратынский.»). */
function isEpigraphOnly(paragraphs: SourceParagraph[]): boolean {
  const last = paragraphs[paragraphs.length - 1]?.text ?? '';
  if (paragraphs.length < 2 || paragraphs.length > 8 || paragraphs.some((p) => p.text.length > 200)) return false;
  return last.length <= 40 && !/[,;:!?]$/.test(last) && !/^[-—–]/.test(last);
}

/**
 * An epigraph (a few short lines ending with its source, «Княжнин.», then a scene break before the
 * text) is read by the narrator, never split into speech even when its lines open with a dash.
 */
function markEpigraph(paragraphs: SourceParagraph[]): void {
  const end = paragraphs.findIndex((p, i) => i > 0 && p.breakBefore);
  if (end <= 0 || end > 12) return;
  const head = paragraphs.slice(0, end);
  const last = head[head.length - 1].text;
  if (head.length < 2 || head.some((p) => p.text.length > 200) || last.length > 40) return;
  if (/[,;:!?]$/.test(last) || /^[-—–]/.test(last)) return;
  for (const p of head) p.forceNarration = true;
}

/** A few short lines and nothing that reads as prose: «EMMA», «By Jane Austen», «(1814)». */
function isTitlePage(paragraphs: SourceParagraph[]): boolean {
  return paragraphs.length <= 12 && paragraphs.every((p) => p.text.length <= 100);
}

/** Line index → heading (or 'break' for a numeral that only separates sub-sections). */
function findHeadings(lines: string[], english: boolean): Map<number, Heading | 'break'> {
  const found = new Map<number, Heading | 'break'>();
  const numerals: Array<{ index: number; heading: Heading }> = [];
  let explicitChapters = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.length > 130 || raw.trim() === '') continue;
    const h = parseHeading(raw);
    if (h === null) continue;
    if (h.kind === 'numeral') {
      // Arabic numerals are common in prose lists: demand a blank line before and after.
      const arabic = /\d/.test(h.title);
      if (arabic && !(isBlankAt(lines, i - 1) && isBlankAt(lines, i + 1))) continue;
      numerals.push({ index: i, heading: h });
      continue;
    }
    if (h.kind === 'chapter') explicitChapters = true;
    found.set(i, english ? withEnglishName(h, lines, i, found) : withNameLine(h, lines, i, found));
  }
  if (!english) for (const i of capsTitles(lines, found)) found.set(i, { kind: 'container', title: lines[i].trim(), value: 0 });
  const accepted = explicitChapters ? [] : numeralChains(numerals);
  const acceptedSet = new Set(accepted.map((n) => n.index));
  for (const n of numerals) {
    if (acceptedSet.has(n.index)) found.set(n.index, english ? withEnglishName(n.heading, lines, n.index, found) : n.heading);
    else if (explicitChapters) found.set(n.index, 'break');
  }
  return found;
}

/** A work's title in capitals alone between two blank lines and one («ВЫСТРЕЛ»), when there are at least two. */
function capsTitles(lines: string[], found: Map<number, Heading | 'break'>): number[] {
  const at: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    if (found.has(i) || !/^\p{Lu}[\p{Lu} -]{2,59}$/u.test(t) || t.split(/\s+/).length > 5 || !/\p{Lu}{3}/u.test(t)) continue;
    if (isBlankAt(lines, i - 1) && isBlankAt(lines, i - 2) && isBlankAt(lines, i + 1) && !isBlankAt(lines, i + 2)) at.push(i);
  }
  return at.length >= 2 ? at : [];
}

function isBlankAt(lines: string[], i: number): boolean {
  return i < 0 || i >= lines.length || lines[i].trim() === '';
}

/** Keeps numerals that run 1, 2, 3… (restarting at 1 is allowed: parts restart their chapters). */
function numeralChains<T extends { heading: Heading }>(numerals: T[]): T[] {
  const accepted: T[] = [];
  let chain: T[] = [];
  const finish = () => {
    if (chain.length >= 2) accepted.push(...chain);
    chain = [];
  };
  for (const n of numerals) {
    if (n.heading.value === 1) {
      finish();
      chain = [n];
    } else if (chain.length > 0 && n.heading.value === chain[chain.length - 1].heading.value + 1) {
      chain.push(n);
    }
  }
  finish();
  return accepted;
}

/**
 * «Глава 3» directly followed by a short title line becomes «Глава 3. Название»; the title line is
 * then consumed (recorded as a 'break' so it does not become a paragraph).
 */
function withNameLine(h: Heading, lines: string[], i: number, found: Map<number, Heading | 'break'>): Heading {
  const next = lines[i + 1];
  if (next === undefined || next.trim() === '' || !isBlankAt(lines, i + 2)) return h;
  const t = next.replace(/\s+/g, ' ').trim();
  if (t.length > 80 || parseHeading(t) !== null || /^[—–\-"«„“'(]/.test(t)) return h;
  const upper = t === t.toUpperCase();
  if (/[,;:]$/.test(t) || (/[.!?…]$/.test(t) && !upper)) return h;
  if (/[.:]$/.test(h.title)) return h;
  found.set(i + 1, 'break');
  return { ...h, title: `${h.title}. ${t.replace(/(?<!\.)\.$/, '')}` };
}

/**
 * English chapter names: the lines right under the heading up to a blank line («Who Stole the
 * Tarts?», or a long name wrapped over lines), or else an all-capitals name standing alone after one
 * blank line («I» · «THE HAMILTONS»). The name lines are consumed (recorded as 'break').
 */
function withEnglishName(h: Heading, lines: string[], i: number, found: Map<number, Heading | 'break'>): Heading {
  if (/[.:]$/.test(h.title)) return h;
  let from = i + 1;
  let capsOnly = false;
  if (isBlankAt(lines, from) && !isBlankAt(lines, from + 1)) {
    from++;
    capsOnly = true;
  }
  const name: number[] = [];
  for (let k = from; k < lines.length && !isBlankAt(lines, k) && name.length < 4; k++) name.push(k);
  if (name.length === 0 || !isBlankAt(lines, from + name.length)) return h;
  const t = name.map((k) => lines[k].trim()).join(' ').replace(/\s+/g, ' ');
  const upper = t === t.toUpperCase() && /\p{Lu}/u.test(t);
  if (t.length > 150 || parseHeading(t) !== null || /[,;:]$/.test(t) || /^[—–\-(]/.test(t)) return h;
  if ((capsOnly || name.length > 1) && !upper) return h;
  // A sentence under the heading is the chapter's first paragraph, not its name.
  if (!upper && (t.length > 80 || /\.$/.test(t) || words(t).length > 12)) return h;
  for (const k of name) found.set(k, 'break');
  return { ...h, title: `${h.title}. ${t.replace(/(?<!\.)\.$/, '')}` };
}

function openingTitle(lines: string[], language?: string): string {
  const first = lines.find((l) => l.trim() !== '')?.replace(/\s+/g, ' ').trim() ?? '';
  if (first && first.length <= 80) return first.replace(/(?<!\.)\.$/, '');
  return language === 'en' ? 'Opening' : 'Начало';
}
