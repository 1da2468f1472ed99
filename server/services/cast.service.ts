// Repairing a book's cast: add a character, delete one (its lines go to another or the narrator),
// merge two (lines, name and aliases move). Lines move in every edition: characters belong to the
// book, as a voice change does. Nothing here touches "changed after voicing" directly: it follows
// from the pieces (units.service.ts), so a chapter changes only where a moved line's voice does.
import type { Auth, Deps } from './deps.ts';
import type { Character, MergeCharacterBody, NewCharacterBody } from '../contract/characters.ts';
import { ErrorCodes } from '../contract/common.ts';
import { castNewcomer } from '../domain/book/cast-newcomer.ts';
import { ApiError, conflict, unprocessable } from '../errors.ts';
import { tx } from '../storage/db.ts';
import { updateBook } from '../storage/repositories/books.repo.ts';
import { updateChapter } from '../storage/repositories/chapters.repo.ts';
import {
  chaptersVoicedWith, chaptersWithLinesOf, deleteCharacterRow, getCharacter, insertCharacter, listCharacters, moveLines,
  nextCharacterPosition, updateCharacter,
} from '../storage/repositories/characters.repo.ts';
import type { BookRow, CharacterRow } from '../storage/rows.ts';
import { NEUTRAL } from '../contract/enums.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';
import { defaultNameForms, namesLang } from './default-names.ts';
import { characterDto } from './dto.ts';
import { ownBook, ownCharacter } from './ownership.ts';
import { castingVoices } from './voices.service.ts';

/** Names compare without case and with ё as е: «Алёша» and «алеша» are one name. */
export const foldName = (s: string): string => s.trim().toLowerCase().replace(/ё/g, 'е');

const storedNames = (c: CharacterRow): string[] => [c.name, ...(JSON.parse(c.aliases) as string[])];
// A default name counts in both languages: it is shown in the caller's (default-names.ts).
const namesOf = (c: CharacterRow): string[] => [...storedNames(c), ...defaultNameForms(c)];

/** Another character of the book already called `name` (by name or alias), if any. */
export function namedLike(characters: CharacterRow[], name: string, except?: string): CharacterRow | undefined {
  const n = foldName(name);
  return characters.find((c) => c.id !== except && namesOf(c).some((x) => foldName(x) === n));
}

function assertCastEditable(book: BookRow): void {
  if (book.status === 'importing') throw conflict('The book is still being imported: change its characters when the import is done.');
}

/**
 * A render in work carries its pieces' speakers; moving their lines now would leave its recording
 * naming a character who is gone. Only chapters holding lines of the moved character count.
 */
function assertNotVoicing(deps: Pick<Deps, 'db'>, character: CharacterRow): void {
  const busy = chaptersWithLinesOf(deps.db, character.id).find((c) => c.status === 'queued' || c.status === 'rendering');
  if (busy) {
    throw new ApiError(409, ErrorCodes.busy, `Chapter "${busy.title}" is being voiced now; change the cast when its job is done or cancelled.`);
  }
}

/** Moves every line of `from` to `to` (and its recordings' pieces), then bumps what the lines touched. */
function handOver(deps: Pick<Deps, 'db'>, book: BookRow, from: CharacterRow, to: CharacterRow): number {
  const now = nowIso();
  const touched = chaptersWithLinesOf(deps.db, from.id);
  const moved = moveLines(deps.db, from.id, to.id);
  for (const ch of touched) updateChapter(deps.db, ch.id, { updated_at: now });
  // The recordings keep their sound (the pieces' keys do not name speakers); only who read them changes.
  const needle = JSON.stringify(from.id);
  for (const ch of chaptersVoicedWith(deps.db, book.id, from.id)) {
    const timeline = JSON.parse(ch.timeline!) as Array<{ speaker: string }>;
    for (const p of timeline) if (p.speaker === from.id) p.speaker = to.id;
    if (ch.timeline!.includes(needle)) updateChapter(deps.db, ch.id, { timeline: JSON.stringify(timeline) });
  }
  updateBook(deps.db, book.id, { updated_at: now });
  return moved;
}

function otherCharacter(deps: Pick<Deps, 'db'>, book: BookRow, id: string, field: string, self: CharacterRow): CharacterRow {
  const c = getCharacter(deps.db, id);
  if (!c || c.book_id !== book.id) throw unprocessable(`${field}: no such character in this book`);
  if (c.id === self.id) throw unprocessable(`${field}: must be another character than the one in the path`);
  return c;
}

export function addCharacter(deps: Pick<Deps, 'db' | 'synth'>, auth: Auth, bookId: string, body: NewCharacterBody): Character {
  const book = ownBook(deps, auth, bookId);
  assertCastEditable(book);
  const cast = listCharacters(deps.db, book.id);
  const same = namedLike(cast, body.name);
  if (same) throw conflict(`"${same.name}" is already a character of this book.`);
  const gender = body.gender ?? '';
  const age = body.age ?? '';
  let voice: { voiceId: string; pitch: number; formant: number } | null;
  if (body.voice_id !== undefined) {
    const v = deps.synth.voice(body.voice_id);
    if (!v || !v.installed) throw unprocessable('voice_id: no such voice (see GET /voices)');
    voice = { voiceId: v.id, pitch: 0, formant: 0 };
  } else {
    const members = cast.map((c) => {
      const controls = JSON.parse(c.controls) as { pitch?: number; formant?: number };
      return { voiceId: c.voice_id, pitch: controls.pitch ?? 0, formant: controls.formant ?? 0, isNarrator: c.is_narrator === 1 };
    });
    voice = castNewcomer({ gender, age }, members, castingVoices(deps.synth.voices(), book.language), book.language);
    if (!voice) throw new ApiError(409, ErrorCodes.voiceUnavailable, 'No voice is installed to give the character: install one (Account → Models).');
  }
  const pitch = body.controls?.pitch ?? voice.pitch;
  const formant = body.controls?.formant ?? voice.formant;
  const controls = { speed: body.controls?.speed ?? 1, ...(pitch || formant ? { pitch, formant } : {}) };
  const row: CharacterRow = {
    id: newId(), book_id: book.id, name: body.name, aliases: JSON.stringify([...new Set(body.aliases ?? [])]), is_narrator: 0,
    voice_id: voice.voiceId, emotion: body.emotion ?? NEUTRAL, controls: JSON.stringify(controls), position: nextCharacterPosition(deps.db, book.id),
    gender, age, description: body.description ?? '', preset_id: null, source: 'manual',
  };
  tx(deps.db, () => {
    insertCharacter(deps.db, row);
    updateBook(deps.db, book.id, { updated_at: nowIso() });
  });
  return characterDto(row, namesLang(auth));
}

export function deleteCharacter(deps: Pick<Deps, 'db'>, auth: Auth, characterId: string, linesTo: string | undefined) {
  const { character, book } = ownCharacter(deps, auth, characterId);
  assertCastEditable(book);
  if (character.is_narrator) throw conflict('The narrator cannot be deleted: every book has one. Give them another voice instead.');
  const to = linesTo !== undefined
    ? otherCharacter(deps, book, linesTo, 'lines_to', character)
    : listCharacters(deps.db, book.id).find((c) => c.is_narrator === 1);
  if (!to) throw conflict('This book has no narrator to read the lines: name a character in lines_to.');
  assertNotVoicing(deps, character);
  const moved = tx(deps.db, () => {
    const n = handOver(deps, book, character, to);
    deleteCharacterRow(deps.db, character.id);
    return n;
  });
  return { deleted: true as const, lines_to: to.id, moved_lines: moved };
}

export function mergeCharacter(deps: Pick<Deps, 'db'>, auth: Auth, characterId: string, body: MergeCharacterBody): { character: Character; moved_lines: number } {
  const { character: from, book } = ownCharacter(deps, auth, characterId);
  assertCastEditable(book);
  const into = otherCharacter(deps, book, body.into, 'into', from);
  if (from.is_narrator) {
    throw conflict('The narrator cannot be merged into another character: merge the other character into the narrator.');
  }
  assertNotVoicing(deps, from);
  // The merged one's name and aliases become the survivor's aliases (the series finds voices by
  // them); a default name («Неизвестный», "Unknown") is the studio's word, nobody's name.
  const aliases: string[] = [];
  const seen = new Set([foldName(into.name)]);
  const studioWords = new Set(defaultNameForms(from).map(foldName));
  const fromNames = storedNames(from).filter((n) => !studioWords.has(foldName(n)));
  for (const name of [...(JSON.parse(into.aliases) as string[]), ...fromNames]) {
    if (seen.has(foldName(name))) continue;
    seen.add(foldName(name));
    aliases.push(name);
  }
  const moved = tx(deps.db, () => {
    const n = handOver(deps, book, from, into);
    deleteCharacterRow(deps.db, from.id);
    // A character fills in what the survivor lacks; the narrator is the author's voice and takes
    // no one's gender, age or description (a servant merged into it must not make it «male, old»).
    const fill = into.is_narrator ? {} : { gender: into.gender || from.gender, age: into.age || from.age, description: into.description || from.description };
    updateCharacter(deps.db, into.id, { aliases: JSON.stringify(aliases), source: 'manual', ...fill });
    return n;
  });
  return { character: characterDto(getCharacter(deps.db, into.id)!, namesLang(auth)), moved_lines: moved };
}
