import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { MAX_RULE_WORDS } from './limits.ts';

export const Pronunciation = z
  .object({
    id: Uuid,
    word: z.string(),
    replacement: z.string(),
    book_id: Uuid.nullable(),
    source: z.string(),
    verified: z.boolean(),
    note: z.string(),
    created_at: Timestamp,
    // false: a stress rule also reads the word's other forms (Башмачкин → Башмачкина); true: only the word as written.
    exact: z.boolean(),
  })
  .meta({ id: 'Pronunciation' });

export const CreatePronunciationBody = z
  .strictObject({
    // A word, or a phrase the text preparation matches as a whole («Нью Йорк»; the longest wins).
    word: z.string().trim().min(1, 'word must not be empty').max(100)
      .regex(/^\S+(?: \S+)*$/, 'word must be a word or a phrase of words separated by single spaces')
      // A bound like any other (`too_many_words` with its `limit` in `fields`), not a bare `invalid`.
      .check((ctx) => {
        if (ctx.value.split(/\s+/).length <= MAX_RULE_WORDS) return;
        ctx.issues.push({
          code: 'too_big', origin: 'words', maximum: MAX_RULE_WORDS, inclusive: true, input: ctx.value,
          message: `word must be a word or a phrase of at most ${MAX_RULE_WORDS} words`,
        });
      })
      // The bound above is code, not schema: said here so openapi.json carries it.
      .meta({ description: `A word, or a phrase of at most ${MAX_RULE_WORDS} words separated by single spaces (longer: 422 too_many_words).` }),
    replacement: z.string().trim().min(1, 'replacement must not be empty').max(300),
    book_id: Uuid.optional(),
    note: z.string().max(1000).optional(),
    exact: z.boolean().optional(),
  })
  .meta({ id: 'CreatePronunciation' });
export type CreatePronunciationBody = z.infer<typeof CreatePronunciationBody>;

export const UpdatePronunciationBody = z
  .strictObject({
    word: CreatePronunciationBody.shape.word.optional(),
    replacement: CreatePronunciationBody.shape.replacement.optional(),
    note: z.string().max(1000).optional(),
    exact: z.boolean().optional(),
  })
  .meta({ id: 'UpdatePronunciation' });
export type UpdatePronunciationBody = z.infer<typeof UpdatePronunciationBody>;

export const RuleFormsQuery = z.object({ book_id: Uuid.optional() });
export const RuleFormsResponse = z
  .object({
    items: z.array(z.object({
      form: z.string(),
      // How the rule has the form said; null: the form keeps its own stress (the stress moves off the stem).
      said: z.string().nullable(),
      count: z.number().int(),
      // The rule's own word rather than another form of it.
      own: z.boolean(),
    })),
  })
  .meta({ id: 'PronunciationForms' });

export const PronunciationsQuery = z.object({ book_id: Uuid.optional() });
export const PronunciationsResponse = z.object({ items: z.array(Pronunciation) }).meta({ id: 'Pronunciations' });
export const IdResponse = z.object({ id: Uuid }).meta({ id: 'IdResponse' });
