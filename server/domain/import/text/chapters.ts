// Collects paragraphs into chapters as a parser walks a document; shared by fb2, docx and epub.
import type { SourceChapter, SourceParagraph } from '../../book/types.ts';
import { isSceneBreakText, toParagraph, type InlineText, type ParagraphFlags } from './paragraph-builder.ts';

export interface ChapterCollector {
  /** Starts a new chapter; paragraphs added from now on go into it. */
  start(title: string): void;
  /** Adds a paragraph to the current chapter (a «* * *» paragraph becomes a scene break). */
  add(inline: InlineText | null, flags?: ParagraphFlags): void;
  /** The next paragraph starts a new scene. */
  sceneBreak(): void;
  /** Paragraphs in the current chapter so far. */
  currentSize(): number;
  /** Chapters with at least one paragraph. */
  finish(): SourceChapter[];
}

export function chapterCollector(firstTitle = ''): ChapterCollector {
  const chapters: SourceChapter[] = [];
  let current: SourceChapter = { title: firstTitle, paragraphs: [] };
  let pendingBreak = false;

  const push = () => {
    if (current.paragraphs.length > 0) chapters.push(current);
  };

  return {
    start(title) {
      push();
      current = { title, paragraphs: [] };
      pendingBreak = false;
    },
    add(inline, flags = {}) {
      if (!inline) return;
      if (isSceneBreakText(inline.text)) {
        pendingBreak = true;
        return;
      }
      const breakBefore = (pendingBreak || flags.breakBefore === true) && current.paragraphs.length > 0;
      current.paragraphs.push(toParagraph(inline, { ...flags, breakBefore }));
      pendingBreak = false;
    },
    sceneBreak() {
      pendingBreak = true;
    },
    currentSize: () => current.paragraphs.length,
    finish() {
      push();
      current = { title: '', paragraphs: [] };
      return chapters;
    },
  };
}

/** Untitled chapters get «Глава N» / «Chapter N» by their place in the book. */
export function fillTitles(chapters: SourceChapter[], language: string): SourceChapter[] {
  const word = language === 'ru' || language === '' ? 'Глава' : language === 'uk' ? 'Розділ' : 'Chapter';
  chapters.forEach((c, i) => {
    if (!c.title.trim()) c.title = `${word} ${i + 1}`;
  });
  return chapters;
}

export function textLength(paragraphs: SourceParagraph[]): number {
  let n = 0;
  for (const p of paragraphs) n += p.text.length;
  return n;
}
