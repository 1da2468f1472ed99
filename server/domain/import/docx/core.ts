// docProps/core.xml (Dublin Core): title, creator, description, subject, language.
import { normalizeLanguage } from '../text/language.ts';
import type { BookMeta } from '../types.ts';
import { child, textOf, type XElement } from '../xml/parse-xml.ts';

export function coreMeta(core: XElement | undefined): Partial<BookMeta> {
  if (!core) return {};
  const text = (name: string) => textOf(child(core, name) ?? []);
  const subject = text('subject');
  return {
    title: text('title'),
    author: text('creator'),
    annotation: text('description'),
    genres: subject ? [subject] : [],
    language: normalizeLanguage(text('language')),
  };
}
