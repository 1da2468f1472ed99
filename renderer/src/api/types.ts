// Shapes the screens pass around, all from the generated client (the server's OpenAPI document).
import type { BookDetail, ExportItem, ModelInfo, Pronunciation, SearchResponse } from '../../../client/api.gen.ts';

export type {
  BookDetail, BookListItem, ChapterView, ChapterSummary, Segment, TimelineItem, Unit, Character, BookCharacter, Job, Quote, Voice, CheckReport,
  CheckItem, KeyInfo, Ledger, LedgerItem, Series, Me, CabinetInfo, PatchSegment, PatchCharacter, TakeRequest, PutSeries, PatchBook, NewCharacter, SetSpeaker, SpeakerFixView, Uncarry, Book, TrashedBook, ModelInfo, Models, CreateBook, CreateKey, CreatePronunciation, ExportRequest,
  UpdatePronunciation, MissingData,
} from '../../../client/api.gen.ts';
export type Emotion = BookDetail['characters'][number]['emotion'];
export type ExportEntry = ExportItem;
export type ModelEntry = ModelInfo;
export type Rule = Pronunciation;
export type SearchHit = SearchResponse['hits'][number];
