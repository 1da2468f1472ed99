import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { CHAPTER_STATUSES, Emotion, INTONATIONS, LINE_KINDS, STAGE_KINDS, TEMPOS, VOLUMES } from './enums.ts';
import { Job } from './jobs.ts';

export const Delivery = z
  .object({
    intonation: z.enum(INTONATIONS).optional(),
    tempo: z.enum(TEMPOS).optional(),
    volume: z.enum(VOLUMES).optional(),
    takes: z.number().int().optional(),
    take: z.number().int().optional(),
  })
  .meta({ id: 'Delivery' });

export const StressNote = z.object({ word: z.string(), reason: z.string() });

export const Segment = z
  .object({
    id: Uuid,
    chapter_id: Uuid,
    position: z.number().int(),
    text: z.string(),
    kind: z.enum(LINE_KINDS),
    block_id: z.number().int(),
    paragraph_id: z.number().int(),
    character_id: Uuid,
    skip_audio: z.boolean(),
    pause_ms: z.number().int().nullable(),
    confidence: z.number(),
    review: z.boolean(),
    issue: z.string(),
    emotion: Emotion.nullable(),
    speaker_source: z.string(),
    emotion_source: z.string(),
    stressed: z.string().nullable(),
    delivery: Delivery,
    /** Words whose stress the program could not decide (homographs), with the reason. */
    stress_review: z.array(StressNote),
    /** In a play: `remark` inside a replica, `direction` between replicas (the book's stage settings apply), else null. */
    stage: z.enum(STAGE_KINDS).nullable(),
    note: z.null(),
    ai: z.null(),
  })
  .meta({ id: 'Segment' });
export type Segment = z.infer<typeof Segment>;

export const Unit = z
  .object({
    key: z.string(),
    speaker: Uuid,
    voice_id: Uuid,
    emotion: Emotion,
    kind: z.enum(LINE_KINDS),
    text: z.string(),
    prepared: z.string(),
    segment_ids: z.array(Uuid),
    chars: z.number().int(),
    credits: z.number(),
    /** Already voiced or heard: free. */
    voiced: z.boolean(),
  })
  .meta({ id: 'Unit' });
export type Unit = z.infer<typeof Unit>;

export const TimelineItem = z
  .object({
    t0: z.number(),
    t1: z.number(),
    key: z.string(),
    text: z.string(),
    /** Signed link to this piece's own sound (WAV), or null when it is gone. */
    sound: z.string().nullable(),
    speaker: Uuid,
    prepared: z.string(),
    segment_ids: z.array(Uuid),
    /** The piece is no longer what the text and settings would voice now. */
    changed: z.boolean(),
  })
  .meta({ id: 'TimelineItem' });
export type TimelineItem = z.infer<typeof TimelineItem>;

export const Problem = z
  .object({ code: z.string(), segment_id: Uuid.nullable(), message: z.string() })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof Problem>;

const chapterCore = {
  id: Uuid,
  position: z.number().int(),
  title: z.string(),
  status: z.enum(CHAPTER_STATUSES),
  chars: z.number().int(),
  duration_s: z.number().nullable(),
  rendered_at: Timestamp.nullable(),
  audio_url: z.string().nullable(),
  /** "Changed after voicing": the recording no longer matches the text and settings. */
  changed: z.boolean(),
  /** Pieces that would be voiced again. */
  changed_units: z.number().int(),
  /** Lines with an uncertain speaker. */
  review: z.number().int(),
};

export const Chapter = z
  .object({ ...chapterCore, text: z.string(), book_id: Uuid, edition_id: Uuid })
  .meta({ id: 'Chapter' });
export type Chapter = z.infer<typeof Chapter>;

/** [character id, consecutive lines, any of them under review] */
export const Run = z.tuple([Uuid, z.number().int(), z.boolean()]);

export const ChapterSummary = z.object({ ...chapterCore, runs: z.array(Run) }).meta({ id: 'ChapterSummary' });
export type ChapterSummary = z.infer<typeof ChapterSummary>;

export const ChapterView = z
  .object({
    chapter: Chapter,
    segments: z.array(Segment),
    units: z.array(Unit),
    problems: z.array(Problem),
    job: Job.nullable(),
    timeline: z.array(TimelineItem),
    estimate_credits: z.number(),
  })
  .meta({ id: 'ChapterView' });
export type ChapterView = z.infer<typeof ChapterView>;

/** The chapter after a speaker fix; with `follow: true` also the other lines that changed with it. */
export const SpeakerFixView = ChapterView.extend({
  /** Ids of the lines after the fixed one whose speaker followed the fix (only when asked with `follow: true`). */
  carried: z.array(Uuid).optional(),
}).meta({ id: 'SpeakerFixView' });
export type SpeakerFixView = z.infer<typeof SpeakerFixView>;
