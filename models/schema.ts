// Runtime checks for catalog entries that come from outside the code: a site's catalog file
// (GLAVA_MODELS_CATALOG) and the installed.json records on disk.
import { z } from 'zod';
import { isSafeId, isSafeRelPath } from './paths.ts';
import type { CatalogEntry } from './types.ts';

const httpUrl = z.string().refine((u) => {
  try {
    const p = new URL(u).protocol;
    return p === 'https:' || p === 'http:';
  } catch {
    return false;
  }
}, 'must be an http(s) URL');

const modelFile = z.object({
  name: z.string().refine(isSafeRelPath, 'must be a relative path without ".."'),
  url: httpUrl,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits').nullable(),
  size: z.number().int().nonnegative().nullable(),
  unpack: z.enum(['tar.bz2', 'zip']).optional(),
  mirrorPath: z.string().refine(isSafeRelPath, 'must be a relative path without ".."').optional(),
});

const voice = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a lowercase UUID'),
  name: z.string().min(1),
  gender: z.enum(['m', 'f', '']),
  age: z.enum(['child', 'young', 'adult', 'old', '']),
  description: z.string(),
  calm: z.number().min(0).max(1),
  recommended: z.boolean(),
});

export const catalogEntrySchema = z.object({
  id: z.string().refine(isSafeId, 'must be letters, digits, ".", "_" or "-"'),
  kind: z.enum(['voice', 'asr', 'stress', 'vad']),
  engine: z.string().min(1),
  language: z.string(),
  title: z.string().min(1),
  description: z.string(),
  translations: z.object({
    ru: z.object({ title: z.string().min(1), description: z.string() }).optional(),
    en: z.object({ title: z.string().min(1), description: z.string() }).optional(),
  }).optional(),
  license: z.string().min(1),
  commercial_ok: z.boolean(),
  homepage: z.string(),
  files: z.array(modelFile).min(1),
  voice: voice.optional(),
});

/** Parses a JSON array of catalog entries; throws an Error that names the source and the bad field. */
export function parseCatalog(json: unknown, source: string): CatalogEntry[] {
  const result = z.array(catalogEntrySchema).safeParse(json);
  if (!result.success) {
    throw new Error(`Invalid model catalog ${source}:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export function parseEntry(json: unknown): CatalogEntry | null {
  const result = catalogEntrySchema.safeParse(json);
  return result.success ? result.data : null;
}
