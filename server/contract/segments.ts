import { z } from 'zod';
import { Uuid } from './common.ts';
import { Emotion, INTONATIONS, LineKind, TEMPOS, VOLUMES } from './enums.ts';
import { MAX_PAUSE_MS } from './limits.ts';

export const PatchSegmentBody = z
  .strictObject({
    character_id: Uuid.optional(),
    /** An emotion, or "" for the character's own. */
    emotion: z.union([Emotion, z.literal('')]).optional(),
    /** Line text with U+0301 after stressed vowels; "" removes the marks. */
    stressed: z.string().max(20_000).optional(),
    delivery: z
      .strictObject({
        intonation: z.enum(INTONATIONS).nullable().optional(),
        tempo: z.enum(TEMPOS).nullable().optional(),
        volume: z.enum(VOLUMES).nullable().optional(),
      })
      .optional(),
    /** Pause after the line in ms; -1 = the usual one. */
    pause_ms: z.number().int().min(-1).max(MAX_PAUSE_MS).optional(),
    skip_audio: z.boolean().optional(),
    /** Apply character_id to every line of this run (consecutive lines of the same speaker). */
    whole_run: z.boolean().optional(),
    /** What the line is: a character's speech, the author's narration, or a thought. */
    kind: LineKind.optional(),
    /**
     * With character_id: the untagged turns after the line that the rules only counted from it follow the
     * fix (speaker_source `carried`); the answer's `carried` lists them.
     */
    follow: z.boolean().optional(),
  })
  .meta({ id: 'PatchSegment' });
export type PatchSegmentBody = z.infer<typeof PatchSegmentBody>;

export const SetSpeakerBody = z
  .strictObject({
    /** Lines of this chapter (in any order; usually a run the author selected). */
    segment_ids: z.array(Uuid).min(1).max(5000),
    character_id: Uuid,
    /** Also make every one of these lines this kind. */
    kind: LineKind.optional(),
    /** The untagged turns after the last of these lines follow the fix, as with PATCH `follow`. */
    follow: z.boolean().optional(),
  })
  .meta({ id: 'SetSpeaker' });
export type SetSpeakerBody = z.infer<typeof SetSpeakerBody>;

export const UncarryBody = z
  .strictObject({
    /** Lines a carry-through changed (speaker_source `carried`), usually the `carried` of the answer to the fix. */
    segment_ids: z.array(Uuid).min(1).max(5000),
  })
  .meta({ id: 'Uncarry' });
export type UncarryBody = z.infer<typeof UncarryBody>;

export const PutSegmentTextBody = z.strictObject({ text: z.string().max(20_000) }).meta({ id: 'PutSegmentText' });

export const TakeBody = z
  .strictObject({ action: z.enum(['new', 'set']), take: z.number().int().min(0).optional() })
  .meta({ id: 'TakeRequest' });
export type TakeBody = z.infer<typeof TakeBody>;

export const ListenResponse = z
  .object({ audio_url: z.string(), duration_s: z.number(), generated: z.boolean(), credits: z.number() })
  .meta({ id: 'ListenResponse' });
