// The typed v1 client: every request and response type comes from the server's zod contract
// (server/contract), the only server code the renderer may import.
import type { z } from 'zod';
import type {
  BookDetailResponse, BookListResponse, BookResponse, CabinetInfo, ChapterView, CheckReport, CreateBookBody, CreatedKeyResponse,
  CreateKeyBody, CreatePronunciationBody, EditionsResponse, ExportFormat, ExportsResponse, IdResponse, JobResponse, KeyInfo, KeysResponse,
  LedgerResponse, ListenResponse, MeResponse, ModelsResponse, PatchBookBody, PatchCharacterBody, PatchSegmentBody, PronunciationsResponse,
  PutSeriesBody, PutSeriesResponse, Quote, SearchResponse, SessionResponse, TakeBody, TtsBody, TtsUrlResponse, VoicesResponse, CharacterResponse,
} from '../../../server/contract/index.ts';
import { request, requestBlob } from './http.ts';

type Out<S extends z.ZodType> = z.infer<S>;

const enc = encodeURIComponent;

export const api = {
  // Session and account
  openSession: (login: string) => request<Out<typeof SessionResponse>>('POST', '/api/cabinet/session', { body: { login }, anonymous: true }),
  me: () => request<MeResponse>('GET', '/api/me'),
  info: () => request<Out<typeof CabinetInfo>>('GET', '/api/cabinet/info'),
  keys: () => request<Out<typeof KeysResponse>>('GET', '/api/cabinet/keys'),
  createKey: (body: CreateKeyBody) => request<Out<typeof CreatedKeyResponse>>('POST', '/api/cabinet/keys', { body }),
  revokeKey: (id: string) => request<{ key: KeyInfo }>('DELETE', `/api/cabinet/keys/${enc(id)}`),
  models: () => request<Out<typeof ModelsResponse>>('GET', '/api/cabinet/models'),
  installModel: (id: string) => request<Out<typeof ModelsResponse>>('POST', `/api/cabinet/models/${enc(id)}/install`),
  removeModel: (id: string) => request<Out<typeof ModelsResponse>>('DELETE', `/api/cabinet/models/${enc(id)}`),
  grant: (chars: number, what?: string) => request<{ ok: boolean }>('POST', '/api/cabinet/grant', { body: { chars, what } }),
  ledger: (q: { book_id?: string; days?: number; limit?: number }) => request<Out<typeof LedgerResponse>>('GET', '/usage/ledger', { query: q }),

  // Books
  books: () => request<Out<typeof BookListResponse>>('GET', '/books'),
  book: (id: string) => request<Out<typeof BookDetailResponse>>('GET', `/books/${enc(id)}`),
  createBook: (body: CreateBookBody) => request<Out<typeof BookResponse>>('POST', '/books', { body }),
  patchBook: (id: string, body: PatchBookBody) => request<Out<typeof BookResponse>>('PATCH', `/books/${enc(id)}`, { body }),
  putSeries: (id: string, body: PutSeriesBody) => request<Out<typeof PutSeriesResponse>>('PUT', `/books/${enc(id)}/series`, { body }),
  quote: (id: string, chapterIds?: string[]) => request<Quote>('POST', `/books/${enc(id)}/quote`, { body: chapterIds ? { chapter_ids: chapterIds } : {} }),
  search: (id: string, q: string) => request<Out<typeof SearchResponse>>('GET', `/books/${enc(id)}/search`, { query: { q } }),
  exportBook: (id: string, format: ExportFormat) => request<Out<typeof JobResponse>>('POST', `/books/${enc(id)}/export`, { body: { format } }),
  exports: (id: string) => request<Out<typeof ExportsResponse>>('GET', `/books/${enc(id)}/exports`),
  editions: (id: string) => request<Out<typeof EditionsResponse>>('GET', `/books/${enc(id)}/editions`),
  newEdition: (id: string, name?: string) => request<Out<typeof EditionsResponse>>('POST', `/books/${enc(id)}/editions`, { body: name ? { name } : {} }),

  // Chapters and lines
  chapter: (id: string) => request<ChapterView>('GET', `/chapters/${enc(id)}`),
  render: (id: string, idempotencyKey?: string) =>
    request<Out<typeof JobResponse>>('POST', `/chapters/${enc(id)}/render`, { headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} }),
  check: (id: string) => request<CheckReport>('GET', `/chapters/${enc(id)}/check`),
  startCheck: (id: string) => request<CheckReport>('POST', `/chapters/${enc(id)}/check`),
  acceptCheck: (id: string, keys: string[]) => request<CheckReport>('POST', `/chapters/${enc(id)}/check/accept`, { body: { keys } }),
  patchSegment: (id: string, body: PatchSegmentBody) => request<ChapterView>('PATCH', `/segments/${enc(id)}`, { body }),
  putText: (id: string, text: string) => request<ChapterView>('PUT', `/segments/${enc(id)}/text`, { body: { text } }),
  take: (id: string, body: TakeBody) => request<ChapterView>('POST', `/segments/${enc(id)}/take`, { body }),
  listen: (id: string) => request<Out<typeof ListenResponse>>('POST', `/segments/${enc(id)}/listen`),

  // Characters and voices
  patchCharacter: (id: string, body: PatchCharacterBody) => request<Out<typeof CharacterResponse>>('PATCH', `/characters/${enc(id)}`, { body }),
  voices: () => request<Out<typeof VoicesResponse>>('GET', '/voices'),
  /** A preview: the WAV itself as a blob URL (repeats are free and instant on the server). */
  ttsAudio: (body: TtsBody) => requestBlob('POST', '/tts', { ...body, output: 'audio' }),
  ttsUrl: (body: TtsBody) => request<Out<typeof TtsUrlResponse>>('POST', '/tts', { body: { ...body, output: 'url' } }),

  // Pronunciations
  pronunciations: (bookId?: string) => request<Out<typeof PronunciationsResponse>>('GET', '/pronunciations', { query: { book_id: bookId } }),
  addPronunciation: (body: CreatePronunciationBody) => request<Out<typeof IdResponse>>('POST', '/pronunciations', { body }),
  deletePronunciation: (id: string) => request<unknown>('DELETE', `/pronunciations/${enc(id)}`),

  // Jobs
  job: (id: string) => request<Out<typeof JobResponse>>('GET', `/jobs/${enc(id)}`),
  cancelJob: (id: string) => request<Out<typeof JobResponse>>('DELETE', `/jobs/${enc(id)}`),
};

export type Api = typeof api;
