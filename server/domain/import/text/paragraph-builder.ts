// Inline text → one SourceParagraph, keeping italic/emphasis ranges right while whitespace is
// collapsed the way a reader sees it (XML line breaks and indentation are not text).
import type { SourceParagraph } from '../../book/types.ts';

// Soft hyphens and zero-width characters are invisible in a book and would only confuse TTS.
const INVISIBLE = /[\u00ad\u200b\u200c\u200d\u2060\ufeff]/g;
const SPACE = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;

export interface InlineText {
  text: string;
  emphasis: Array<[number, number]>;
}

export interface ParagraphBuilder {
  /** Appends a run of text; `emphasized` marks it italic/emphasis. */
  add(chunk: string, emphasized?: boolean): void;
  /** True while nothing but whitespace was added. */
  isEmpty(): boolean;
  /** The paragraph so far (trimmed), and resets the builder. Null when it has no text. */
  take(): InlineText | null;
}

export function paragraphBuilder(): ParagraphBuilder {
  let out = '';
  let pendingSpace = false;
  let ranges: Array<[number, number]> = [];

  return {
    add(chunk, emphasized = false) {
      const clean = chunk.replace(INVISIBLE, '').replace(SPACE, ' ');
      if (clean === '') return;
      if (clean === ' ') {
        pendingSpace = true;
        return;
      }
      const lead = clean.startsWith(' ');
      const trail = clean.endsWith(' ');
      const body = clean.slice(lead ? 1 : 0, trail ? -1 : undefined);
      if ((pendingSpace || lead) && out.length > 0) out += ' ';
      const start = out.length;
      out += body;
      pendingSpace = trail;
      if (emphasized) {
        const last = ranges[ranges.length - 1];
        // «<i>a</i> <i>b</i>» is one emphasised span, not two.
        if (last && (last[1] === start || (last[1] === start - 1 && out[start - 1] === ' '))) last[1] = out.length;
        else ranges.push([start, out.length]);
      }
    },
    isEmpty: () => out.length === 0,
    take() {
      const text = out;
      const emphasis = ranges;
      out = '';
      pendingSpace = false;
      ranges = [];
      if (text === '') return null;
      return { text, emphasis };
    },
  };
}

export interface ParagraphFlags {
  forceNarration?: boolean;
  breakBefore?: boolean;
}

/** A SourceParagraph with only the fields that say something. */
export function toParagraph(inline: InlineText, flags: ParagraphFlags = {}): SourceParagraph {
  const p: SourceParagraph = { text: inline.text };
  if (inline.emphasis.length > 0) p.emphasis = inline.emphasis;
  if (flags.forceNarration) p.forceNarration = true;
  if (flags.breakBefore) p.breakBefore = true;
  return p;
}

/** «* * *», «***», «—» and the like: a scene-break line, not text to read. */
export function isSceneBreakText(text: string): boolean {
  return /^[\s*•·⁂~#=_—–-]+$/.test(text) && /[*•·⁂~#=_—–-]/.test(text);
}
