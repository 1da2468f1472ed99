// Shapes the screens pass around, all inferred from the server's contract.
import type { z } from 'zod';
import type { BookDetailResponse, ExportItem, LedgerResponse, ModelInfo, Pronunciation, SearchResponse } from '../../../server/contract/index.ts';

export type {
  BookListItem, ChapterView, Segment, TimelineItem, Unit, Character, BookCharacter, Emotion, Job, Quote, Voice, CheckReport, CheckItem,
  KeyInfo, LedgerItem, Series,
} from '../../../server/contract/index.ts';
export type BookDetail = z.infer<typeof BookDetailResponse>['book'];
export type ChapterSummary = BookDetail['chapters'][number];
export type ExportEntry = z.infer<typeof ExportItem>;
export type ModelEntry = z.infer<typeof ModelInfo>;
export type Rule = z.infer<typeof Pronunciation>;
export type Ledger = z.infer<typeof LedgerResponse>;
export type SearchHit = z.infer<typeof SearchResponse>['hits'][number];
