import { z } from 'zod';
import { Semitones, Speed, Uuid } from './common.ts';
import { AGES, Emotion, GENDERS } from './enums.ts';

export const Controls = z.object({
  speed: Speed,
  /** A variant of the voice: semitones, applied to the sound for every engine, priced like the voice. */
  pitch: Semitones.optional(),
  formant: Semitones.optional(),
});

export const Character = z
  .object({
    id: Uuid,
    book_id: Uuid,
    name: z.string(),
    aliases: z.array(z.string()),
    is_narrator: z.boolean(),
    voice_id: Uuid,
    emotion: Emotion,
    controls: Controls,
    position: z.number().int(),
    gender: z.enum(GENDERS),
    age: z.enum(AGES),
    description: z.string(),
    preset_id: Uuid.nullable(),
    source: z.string(),
  })
  .meta({ id: 'Character' });
export type Character = z.infer<typeof Character>;

export const BookCharacter = Character.extend({
  /** Share of the book's text read by this character, 0..1. */
  share: z.number(),
}).meta({ id: 'BookCharacter' });
export type BookCharacter = z.infer<typeof BookCharacter>;

export const PatchCharacterBody = z
  .strictObject({
    voice_id: Uuid.optional(),
    emotion: Emotion.optional(),
    controls: z.strictObject({ speed: Speed.optional(), pitch: Controls.shape.pitch, formant: Controls.shape.formant }).optional(),
    name: z.string().trim().min(1).max(200).optional(),
    aliases: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
    gender: z.enum(['m', 'f']).optional(),
    age: z.enum(['child', 'young', 'adult', 'old']).optional(),
    description: z.string().max(2000).optional(),
  })
  .meta({ id: 'PatchCharacter' });
export type PatchCharacterBody = z.infer<typeof PatchCharacterBody>;

export const CharacterResponse = z.object({ character: Character }).meta({ id: 'CharacterResponse' });
