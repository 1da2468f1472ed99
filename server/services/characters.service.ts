// Character edits. A voice change makes voiced chapters "changed after voicing"; re-voicing
// then voices only this character's pieces (their content addresses changed, the rest did not).
import type { Auth, Deps } from './deps.ts';
import type { Character, PatchCharacterBody } from '../contract/characters.ts';
import { tx } from '../storage/db.ts';
import { getCharacter, listCharacters, updateCharacter } from '../storage/repositories/characters.repo.ts';
import { updateBook } from '../storage/repositories/books.repo.ts';
import type { CharacterRow } from '../storage/rows.ts';
import { conflict, unprocessable } from '../errors.ts';
import { namedLike } from './cast.service.ts';
import { nowIso } from '../util/time.ts';
import { characterDto } from './dto.ts';
import { namesLang } from './default-names.ts';
import { ownCharacter } from './ownership.ts';

export function patchCharacter(deps: Pick<Deps, 'db' | 'synth'>, auth: Auth, characterId: string, body: PatchCharacterBody): Character {
  const { character, book } = ownCharacter(deps, auth, characterId);
  const patch: Partial<Record<keyof CharacterRow, string | number | null>> = {};
  if (body.voice_id !== undefined) {
    const v = deps.synth.voice(body.voice_id);
    if (!v || !v.installed) throw unprocessable('voice_id: no such voice (see GET /voices)');
    patch.voice_id = v.id;
  }
  if (body.emotion !== undefined) patch.emotion = body.emotion;
  const newVoice = patch.voice_id !== undefined && patch.voice_id !== character.voice_id;
  if (body.controls !== undefined || newVoice) {
    const cur = JSON.parse(character.controls) as Record<string, number>;
    // A variant (pitch, formant) was cast against its own voice's neighbours: on another voice it
    // means nothing, so a new voice is that voice itself unless the request gives a variant too.
    if (newVoice) {
      delete cur.pitch;
      delete cur.formant;
    }
    patch.controls = JSON.stringify({ ...cur, ...Object.fromEntries(Object.entries(body.controls ?? {}).filter(([, v]) => v !== undefined)) });
  }
  if (body.name !== undefined && body.name !== character.name) {
    const same = namedLike(listCharacters(deps.db, book.id), body.name, character.id);
    if (same) throw conflict(`"${same.name}" is already a character of this book: merge the two with POST /characters/{id}/merge.`);
    patch.name = body.name;
  }
  if (body.aliases !== undefined) patch.aliases = JSON.stringify([...new Set(body.aliases)]);
  if (body.gender !== undefined) patch.gender = body.gender;
  if (body.age !== undefined) patch.age = body.age;
  if (body.description !== undefined) patch.description = body.description;
  // An empty PATCH changes nothing, not even who decided the character.
  if (Object.keys(patch).length === 0) return characterDto(character, namesLang(auth));
  patch.source = 'manual';
  tx(deps.db, () => {
    updateCharacter(deps.db, character.id, patch);
    updateBook(deps.db, book.id, { updated_at: nowIso() });
  });
  return characterDto(getCharacter(deps.db, character.id)!, namesLang(auth));
}
