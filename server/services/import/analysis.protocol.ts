import type { AnalysisStage, AnalyzedBook } from '../../domain/book/types.ts';
import type { ParsedBook } from '../../domain/import/index.ts';

export type AnalysisRequest =
  | { id: number; kind: 'text'; text: string; title: string; language?: string }
  | { id: number; kind: 'file'; data: Uint8Array; fileName: string };

export type AnalysisReply =
  | { id: number; type: 'progress'; stage: AnalysisStage; done: number; total: number }
  /** `paragraphs`: each chapter's paragraphs as written (by paragraph id), for the chapter's text. */
  | { id: number; type: 'done'; book: AnalyzedBook; parsed: ParsedBook | null; paragraphs: string[][] }
  | { id: number; type: 'error'; name: string; code: string; message: string };
