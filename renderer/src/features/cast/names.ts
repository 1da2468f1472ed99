// Names as the server compares them (services/cast.service.ts): without case, ё as е, aliases too.
import type { BookCharacter } from '../../api/types.ts';

export const foldName = (s: string): string => s.trim().toLowerCase().replace(/ё/g, 'е');

/** The character (other than `except`) already called `name`, if any: the server would refuse it (409). */
export function takenName(cast: BookCharacter[], name: string, except?: string): BookCharacter | undefined {
  const n = foldName(name);
  if (!n) return undefined;
  return cast.find((c) => c.id !== except && [c.name, ...c.aliases].some((x) => foldName(x) === n));
}
