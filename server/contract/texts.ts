// Texts the studio keeps as a kind and parameters (never as sentences in one language): job
// titles, ledger lines, edition names. The API renders them in the caller's language (`title`,
// `what`, `name`) and also gives the kind and parameters, so a client may render them itself.
import { z } from 'zod';

export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** Texts are rendered in Russian unless the request asks for English (Accept-Language). */
export const DEFAULT_LANG: Lang = 'ru';

/** Each kind and the parameters it takes. */
export interface TextParamsOf {
  /** A chapter's voicing: `Book — Chapter`. */
  'job.render': { book: string; chapter: string };
  'job.export': { book: string; format: string };
  'job.check': { book: string; chapter: string };
  'job.import': { file: string };
  'job.model_install': { model: string };
  /** Ledger: voicing a chapter. */
  'ledger.render': { book: string; chapter: string };
  /** Ledger: listening to lines of a book, one entry a day. */
  'ledger.listen': { book: string };
  /** Ledger: /tts synthesis, one entry a day. */
  'ledger.tts': Record<string, never>;
  /** Ledger: a top-up without a note. */
  'ledger.grant': Record<string, never>;
  /** Ledger: the balance a user was created with. */
  'ledger.opening': Record<string, never>;
  /** An edition named by its number. */
  'edition.numbered': { n: number };
}
export type TextKind = keyof TextParamsOf;
export const TEXT_KINDS = [
  'job.render', 'job.export', 'job.check', 'job.import', 'job.model_install',
  'ledger.render', 'ledger.listen', 'ledger.tts', 'ledger.grant', 'ledger.opening', 'edition.numbered',
] as const satisfies readonly TextKind[];

/** A stored text: its kind and parameters. */
export type TextRef = { [K in TextKind]: { kind: K; params: TextParamsOf[K] } }[TextKind];

export const TextKindSchema = z.enum(TEXT_KINDS);
export const TextParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
