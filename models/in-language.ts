// A catalog entry's title and description in the caller's language, where the catalog translates
// it; else as the entry is written.
import type { CatalogEntry } from './types.ts';

export function inLanguage(entry: CatalogEntry, lang: 'ru' | 'en' | undefined): { title: string; description: string } {
  return (lang && entry.translations?.[lang]) || { title: entry.title, description: entry.description };
}
