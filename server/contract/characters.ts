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
    name: z.string().trim().min(1, 'name must not be empty').max(200).optional(),
    aliases: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
    gender: z.enum(['m', 'f']).optional(),
    age: z.enum(['child', 'young', 'adult', 'old']).optional(),
    description: z.string().max(2000).optional(),
  })
  .meta({ id: 'PatchCharacter' });
export type PatchCharacterBody = z.infer<typeof PatchCharacterBody>;

export const CharacterResponse = z.object({ character: Character }).meta({ id: 'CharacterResponse' });

const Name = z.string().trim().min(1, 'name must not be empty').max(200);

export const NewCharacterBody = z
  .strictObject({
    name: Name,
    aliases: PatchCharacterBody.shape.aliases,
    gender: PatchCharacterBody.shape.gender,
    age: PatchCharacterBody.shape.age,
    description: PatchCharacterBody.shape.description,
    /** Without it the studio casts a voice (or a variant) nobody in the book has, fitting gender and age. */
    voice_id: Uuid.optional(),
    emotion: Emotion.optional(),
    controls: PatchCharacterBody.shape.controls,
  })
  .meta({ id: 'NewCharacter' });
export type NewCharacterBody = z.infer<typeof NewCharacterBody>;

export const MergeCharacterBody = z
  .strictObject({
    /** The character who stays: takes the lines, the name (as an alias) and the aliases of the merged one. */
    into: Uuid,
  })
  .meta({ id: 'MergeCharacter' });
export type MergeCharacterBody = z.infer<typeof MergeCharacterBody>;

export const MergedCharacterResponse = z
  .object({ character: Character, moved_lines: z.number().int() })
  .meta({ id: 'MergedCharacterResponse' });

export const DeleteCharacterQuery = z
  .strictObject({
    /** Who reads the deleted character's lines from now on; the narrator when absent. */
    lines_to: Uuid.optional(),
  })
  .meta({ id: 'DeleteCharacterQuery' });

export const CharacterDeletedResponse = z
  .object({ deleted: z.literal(true), lines_to: Uuid, moved_lines: z.number().int() })
  .meta({ id: 'CharacterDeleted' });
