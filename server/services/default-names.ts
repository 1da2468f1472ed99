// The names and descriptions the import writes for the narrator and for the unknown speaker are
// the studio's words, not the author's: they are answered in the caller's language, as the line
// notes are («Narrator» in the English studio, «Рассказчик» in the Russian one, whatever the
// book's language). A name or description the author typed is theirs and is shown as typed.
import type { Lang } from '../contract/texts.ts';
import type { Auth } from './deps.ts';
import { messages, type Messages } from '../domain/book/messages.ts';
import type { CharacterRow } from '../storage/rows.ts';

type Both = Record<Lang, string>;

const both = (pick: (m: Messages) => string): Both => ({ ru: pick(messages('ru')), en: pick(messages('en')) });
const NARRATOR = both((m) => m.narrator);
const UNKNOWN = both((m) => m.unknown);
// As the import writes them (domain/book/characters.ts, domain/book/en/cast.ts).
const NARRATOR_DESCRIPTIONS: Both[] = [both((m) => m.narratorDescription.author), both((m) => m.narratorDescription.firstPerson)];

const isOneOf = (value: string, both: Both): boolean => value === both.ru || value === both.en;

/**
 * The default name this character still has (in either language), if it has one. Whoever wrote it,
 * it is the studio's word: an author who sets the unknown speaker's gender (the row becomes
 * `manual`) still sees it in the studio's language.
 */
function defaultName(c: Pick<CharacterRow, 'name' | 'is_narrator'>): Both | undefined {
  if (c.is_narrator === 1) return isOneOf(c.name, NARRATOR) ? NARRATOR : undefined;
  return isOneOf(c.name, UNKNOWN) ? UNKNOWN : undefined;
}

/**
 * The language default names are answered in: the one the caller asked for; a caller who asked for
 * none of the studio's languages (a script's curl) gets them as stored, in the book's language.
 */
export const namesLang = (auth: Pick<Auth, 'lang' | 'langAsked'>): Lang | null => (auth.langAsked ? auth.lang : null);

export function shownName(c: Pick<CharacterRow, 'name' | 'is_narrator'>, lang: Lang | null): string {
  return (lang && defaultName(c)?.[lang]) || c.name;
}

export function shownDescription(c: Pick<CharacterRow, 'description' | 'is_narrator'>, lang: Lang | null): string {
  if (c.is_narrator !== 1 || !lang) return c.description;
  return NARRATOR_DESCRIPTIONS.find((d) => isOneOf(c.description, d))?.[lang] ?? c.description;
}

/** Every form a default name is shown in: an author who adds «Narrator» to a Russian book would see two. */
export function defaultNameForms(c: Pick<CharacterRow, 'name' | 'is_narrator'>): string[] {
  const d = defaultName(c);
  return d ? [d.ru, d.en] : [];
}
