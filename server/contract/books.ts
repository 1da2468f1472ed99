import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { TextKindSchema, TextParamsSchema } from './texts.ts';
import { AGE_RATINGS, BOOK_STATUSES, CHECK_MODES, IMPORT_FAILURES, READING_MODES, SOUND_MODES, STAGE_MODES, THOUGHTS_MODES } from './enums.ts';
import { BookCharacter, Character } from './characters.ts';
import { ChapterSummary } from './chapters.ts';

export const SeriesRef = z.object({ id: Uuid, title: z.string(), no: z.number().nullable() }).meta({ id: 'SeriesRef' });

export const Analysis = z
  .object({ stage: z.enum(['read', 'split', 'speakers', 'voices']), done: z.number().int(), total: z.number().int() })
  .meta({ id: 'Analysis' });

/** An edition's name: in the request's language when the studio named it (`name_kind`), else as the user typed it. */
const editionName = { name: z.string(), name_kind: TextKindSchema.nullable(), name_params: TextParamsSchema.nullable() };

export const Edition = z
  .object({ id: Uuid, ...editionName, status: z.enum(['draft', 'closed']), count: z.number().int() })
  .meta({ id: 'Edition' });

const bookCore = {
  id: Uuid,
  title: z.string(),
  author: z.string(),
  status: z.enum(BOOK_STATUSES),
  created_at: Timestamp,
  language: z.string(),
  subtitle: z.string(),
  series_no: z.string(),
  genre: z.string(),
  age_rating: z.enum(AGE_RATINGS),
  series: SeriesRef.nullable(),
  thoughts: z.enum(THOUGHTS_MODES),
  /** A play's remarks inside replicas («(тихо)»): read by the narrator or skipped (not voiced, not paid). */
  stage_remarks: z.enum(STAGE_MODES),
  /** A play's stage directions between replicas: read by the narrator or skipped. */
  stage_directions: z.enum(STAGE_MODES),
  sound: z.enum(SOUND_MODES),
  check: z.enum(CHECK_MODES),
  reading: z.enum(READING_MODES),
  cover_url: z.string().nullable(),
  active_edition_id: Uuid,
  annotation: z.string(),
  /** The book's own spending cap in characters, or null. */
  budget: z.number().nullable(),
  /** Why the import failed (status `failed`), else null. */
  error: z.string().nullable(),
  /** The same as a code, for a client to say in its own language (null when not failed, or failed before codes were kept). */
  error_reason: z.enum(IMPORT_FAILURES).nullable(),
};

export const Book = z.object(bookCore).meta({ id: 'Book' });
export type Book = z.infer<typeof Book>;

export const BookListItem = z
  .object({
    ...bookCore,
    chapters_total: z.number().int(),
    chapters_ready: z.number().int(),
    duration_s: z.number(),
    chars: z.number().int(),
    audio_est_s: z.number(),
    chapters_active: z.number().int(),
    chapters_failed: z.number().int(),
    updated_at: Timestamp,
    analysis: Analysis.nullable(),
  })
  .meta({ id: 'BookListItem' });
export type BookListItem = z.infer<typeof BookListItem>;

export const BookDetail = z
  .object({
    ...bookCore,
    chapters: z.array(ChapterSummary),
    chapters_ready: z.number().int(),
    duration_s: z.number(),
    characters: z.array(BookCharacter),
    review_total: z.number().int(),
    analysis: Analysis.nullable(),
    edition: Edition,
    can_carry: z.boolean(),
  })
  .meta({ id: 'BookDetail' });
export type BookDetail = z.infer<typeof BookDetail>;

export const BookResponse = z.object({ book: Book }).meta({ id: 'BookResponse' });

/** A book in the trash: the core fields and when it was moved there. */
export const TrashedBook = z.object({ ...bookCore, trashed_at: Timestamp }).meta({ id: 'TrashedBook' });
export const TrashedBookResponse = z.object({ book: TrashedBook }).meta({ id: 'TrashedBookResponse' });
export const TrashResponse = z.object({ books: z.array(TrashedBook) }).meta({ id: 'Trash' });
export const DeletedResponse = z.object({ deleted: z.literal(true) }).meta({ id: 'Deleted' });
export const BookDetailResponse = z.object({ book: BookDetail }).meta({ id: 'BookDetailResponse' });
export const BookListResponse = z
  .object({ books: z.array(BookListItem), can_create: z.boolean() })
  .meta({ id: 'BookList' });

const Title = z.string().trim().min(1, 'title must not be empty').max(500);

export const CreateBookBody = z
  .strictObject({
    title: Title,
    author: z.string().max(500).optional(),
    text: z.string().min(1, 'text must not be empty').max(30_000_000),
    language: z.string().regex(/^[a-z]{2}$/).optional(),
  })
  .meta({ id: 'CreateBook' });
export type CreateBookBody = z.infer<typeof CreateBookBody>;

export const PatchBookBody = z
  .strictObject({
    title: Title.optional(),
    author: z.string().max(500).optional(),
    language: z.string().regex(/^[a-z]{2}$/, 'language must be an ISO 639-1 code like "ru"').optional(),
    subtitle: z.string().max(500).optional(),
    genre: z.string().max(200).optional(),
    age_rating: z.enum(AGE_RATINGS).optional(),
    thoughts: z.enum(THOUGHTS_MODES).optional(),
    stage_remarks: z.enum(STAGE_MODES).optional(),
    stage_directions: z.enum(STAGE_MODES).optional(),
    sound: z.enum(SOUND_MODES).optional(),
    check: z.enum(CHECK_MODES).optional(),
    reading: z.enum(READING_MODES).optional(),
    budget: z.number().min(0).max(1e12).nullable().optional(),
    annotation: z.string().max(20_000).optional(),
  })
  .meta({ id: 'PatchBook' });
export type PatchBookBody = z.infer<typeof PatchBookBody>;

export const Series = z
  .object({
    id: Uuid,
    title: z.string(),
    no: z.number().nullable(),
    total: z.number().int(),
    volumes: z.array(z.object({ id: Uuid, title: z.string(), no: z.number().nullable() })),
  })
  .meta({ id: 'Series' });
export type Series = z.infer<typeof Series>;

export const PutSeriesBody = z
  .strictObject({
    series_id: Uuid.optional(),
    title: z.string().trim().min(1).max(500).optional(),
    no: z.number().min(0).max(100_000).optional(),
    carry: z.boolean().optional(),
  })
  .meta({ id: 'PutSeries' });
export type PutSeriesBody = z.infer<typeof PutSeriesBody>;

export const PutSeriesResponse = z
  .object({
    series: Series.nullable(),
    carried: z.array(Character),
    can_carry: z.boolean(),
    same_no: z.object({ id: Uuid, title: z.string(), no: z.number().nullable() }).nullable(),
  })
  .meta({ id: 'PutSeriesResponse' });

export const UploadResponse = z
  .object({ book: Book, series: Series.nullable(), carried: z.array(Character) })
  .meta({ id: 'UploadResponse' });

export const QuoteBody = z.strictObject({ chapter_ids: z.array(Uuid).max(10_000).optional() }).meta({ id: 'QuoteRequest' });

export const Quote = z
  .object({
    chapters: z.number().int(),
    chars: z.number().int(),
    credits: z.number(),
    new_units: z.number().int(),
    cached_units: z.number().int(),
    render_s: z.number(),
    not_ready: z.number().int(),
    new_chars: z.number().int(),
    heard: z.number().int(),
    by: z.array(z.object({ weight: z.number(), chars: z.number().int(), credits: z.number() })),
    others: z.number().int(),
    wait_s: z.number(),
    ready_s: z.number(),
    unlimited: z.boolean(),
    left: z.number().nullable(),
    short: z.number(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof Quote>;

export const SearchQuery = z.object({ q: z.string().trim().min(1, 'q must not be empty').max(500) });
export const SearchResponse = z
  .object({
    q: z.string(),
    hits: z.array(
      z.object({
        segment_id: Uuid,
        chapter_id: Uuid,
        chapter: z.string(),
        chapter_no: z.number().int(),
        line: z.number().int(),
        text: z.string(),
        /** Where the query is in `text`: [start, end) offsets (UTF-16), in order. */
        marks: z.array(z.tuple([z.number().int(), z.number().int()])),
      }),
    ),
    total: z.number().int(),
    chapters: z.number().int(),
  })
  .meta({ id: 'SearchResponse' });

export const EditionsResponse = z
  .object({
    editions: z.array(z.object({ id: Uuid, ...editionName, status: z.enum(['draft', 'closed']), created_at: Timestamp, closed_at: Timestamp.nullable(), active: z.boolean() })),
  })
  .meta({ id: 'Editions' });
export const NewEditionBody = z.strictObject({ name: z.string().trim().min(1).max(200).optional() }).meta({ id: 'NewEdition' });
