import { z } from 'zod';
import { Semitones, Uuid } from './common.ts';
import { AGES, Emotion, GENDERS } from './enums.ts';

export const Voice = z
  .object({
    id: Uuid,
    name: z.string(),
    gender: z.enum(GENDERS),
    age: z.enum(AGES),
    language: z.string(),
    description: z.string(),
    weight: z.number(),
    emotions: z.boolean(),
    stress: z.boolean(),
    commercial_ok: z.boolean(),
    license: z.string(),
    recommended: z.boolean(),
    sample_url: z.string(),
    installed: z.boolean(),
    engine: z.string(),
    /** False when the voice is installed but cannot speak now; `problem` says why. */
    working: z.boolean(),
    problem: z.string(),
  })
  .meta({ id: 'Voice' });
export type Voice = z.infer<typeof Voice>;

export const MissingData = z
  .object({
    id: z.string(),
    language: z.string(),
    title: z.string(),
    size: z.number().nullable(),
    /** What the voices do while this data is missing. */
    effect: z.string(),
  })
  .meta({ id: 'MissingData' });

export const VoicesResponse = z
  .object({
    voices: z.array(Voice),
    // Data the studio recommends (Russian stress) that is not installed: install it with
    // POST /api/cabinet/models/{id}/install. Empty once everything recommended is there.
    recommended_data: z.array(MissingData),
  })
  .meta({ id: 'Voices' });

export const TtsBody = z
  .strictObject({
    text: z.string().min(1, 'text must not be empty').max(1000, 'text is limited to 1000 characters'),
    voice_id: Uuid,
    emotion: Emotion.optional(),
    speed: z.number().min(0.6).max(1.4).optional(),
    /** A variant of the voice, as a character's `controls.pitch` / `controls.formant`: semitones, 0 by default. */
    pitch: Semitones.optional(),
    formant: Semitones.optional(),
    output: z.enum(['audio', 'url']).optional(),
  })
  .meta({ id: 'TtsRequest' });
export type TtsBody = z.infer<typeof TtsBody>;

export const TtsUrlResponse = z
  .object({
    audio_url: z.string(),
    prepared: z.string(),
    generated: z.boolean(),
    duration_s: z.number(),
    expires_s: z.number().int(),
    credits: z.number(),
  })
  .meta({ id: 'TtsUrl' });
