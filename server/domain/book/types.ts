// The book pipeline's data: what goes in (a book's text, or chapters already cut by a file
// parser) and what comes out (chapters of attributed lines, and the characters who speak them).
// Plain data, no I/O: the services store it, the file parsers produce SourceChapter[].
import type { Age, Gender, LineKind, SpeakerBasis, StageKind } from '../../contract/enums.ts';

export type { SpeakerBasis };

/** One paragraph of source text, as a file parser or the plain-text splitter found it. */
export interface SourceParagraph {
  text: string;
  /** Character ranges [start, end) of `text` set in italics/emphasis (books often use them for thoughts). */
  emphasis?: Array<[number, number]>;
  /** Epigraphs, poems, citations: always narration, never split into speech. */
  forceNarration?: boolean;
  /** A scene break (blank line run, "* * *") came before this paragraph: starts a new block. */
  breakBefore?: boolean;
}

export interface SourceChapter {
  title: string;
  paragraphs: SourceParagraph[];
}

/** One line of a chapter after segmentation and speaker attribution. */
export interface AnalyzedLine {
  text: string;
  kind: LineKind;
  /** Index of the block (a run of paragraphs between scene breaks) within the chapter, from 0. */
  blockId: number;
  /** Index of the source paragraph within the chapter, from 0. */
  paragraphId: number;
  /** Key of the speaking character (AnalyzedCharacter.key); narration belongs to the narrator. */
  speaker: string;
  /** 0..1: how sure the rules are about `speaker`. */
  confidence: number;
  /** True when the rules are unsure and a human should look. */
  review: boolean;
  /** Human-readable reason for the attribution (Russian for Russian books), may be empty. */
  issue: string;
  /** In a play: a remark inside a replica («(тихо)») or a stage direction between replicas. */
  stage?: StageKind;
  /** What the rules based the speaker on (speech and thought; prose only). */
  basis?: SpeakerBasis;
}

export interface AnalyzedChapter {
  title: string;
  lines: AnalyzedLine[];
}

export interface AnalyzedCharacter {
  /** Stable within one analysis; the narrator's key is NARRATOR_KEY. */
  key: string;
  /** Name in its dictionary (nominative) form, e.g. «Иван». */
  name: string;
  /** Other names and forms met in the text (e.g. «Иван Петрович», «Ваня»). */
  aliases: string[];
  gender: Gender;
  age: Age;
  isNarrator: boolean;
  description: string;
}

export interface AnalyzedBook {
  /** ISO 639-1 code: 'ru', 'en', … */
  language: string;
  chapters: AnalyzedChapter[];
  characters: AnalyzedCharacter[];
}

export const NARRATOR_KEY = 'narrator';

/** In order: reading the file (and preparing the analysis), chapters and lines, speakers, the cast stored. */
export type AnalysisStage = 'read' | 'split' | 'speakers' | 'voices';
export type AnalysisProgress = (stage: AnalysisStage, done: number, total: number) => void;

/** What voice casting needs to know about a voice. */
export interface CastingVoice {
  id: string;
  /** ISO 639-1 language the voice speaks. */
  language: string;
  gender: Gender;
  age: Age;
  /** 0..1, how calm/neutral the voice is: the narrator gets the calmest. */
  calm: number;
  /** Higher first when several voices fit equally (recommended, neural over simple…). */
  preference: number;
}

/** A character as casting sees it: the analysis plus the share of the text it reads. */
export interface CastingCharacter extends AnalyzedCharacter {
  /** Share of the book's text (characters) this character reads, 0..1. */
  share: number;
}
