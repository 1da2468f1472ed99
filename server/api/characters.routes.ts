import { z } from 'zod';
import {
  CharacterDeletedResponse, CharacterResponse, DeleteCharacterQuery, MergeCharacterBody, MergedCharacterResponse, NewCharacterBody, PatchCharacterBody,
} from '../contract/characters.ts';
import { patchCharacter } from '../services/characters.service.ts';
import { addCharacter, deleteCharacter, mergeCharacter } from '../services/cast.service.ts';
import { defineRoute } from './route.ts';

const CharacterParams = z.object({ character_id: z.string() });

export const charactersRoutes = [
  defineRoute({
    method: 'post', path: '/books/{book_id}/characters', access: 'all', tag: 'Books', status: 201,
    summary: 'Add a character (without voice_id one is cast that nobody in the book has)',
    description: '409 when another character already has this name or alias; 409 voice_unavailable when no voice is installed.',
    params: z.object({ book_id: z.string() }), body: NewCharacterBody, response: CharacterResponse, errors: [409],
    handler: async ({ app, auth, params, body }) => ({ character: addCharacter(app, auth, params.book_id, body) }),
  }),
  defineRoute({
    method: 'patch', path: '/characters/{character_id}', access: 'all', tag: 'Books',
    summary: 'Change a character: voice, emotion, speed, name, aliases, gender, age',
    description: '409 when the new name is another character\'s name or alias (merge them instead).',
    params: CharacterParams, body: PatchCharacterBody, response: CharacterResponse, errors: [409],
    handler: async ({ app, auth, params, body }) => ({ character: patchCharacter(app, auth, params.character_id, body) }),
  }),
  defineRoute({
    method: 'delete', path: '/characters/{character_id}', access: 'all', tag: 'Books',
    summary: 'Delete a character; its lines (in every edition) go to `lines_to`, or to the narrator',
    description: 'Voiced chapters become "changed after voicing" only where the lines\' voice changes. 409: the narrator, or a chapter with its lines is being voiced (chapter_busy).',
    params: CharacterParams, query: DeleteCharacterQuery, response: CharacterDeletedResponse, errors: [409],
    handler: async ({ app, auth, params, query }) => deleteCharacter(app, auth, params.character_id, query.lines_to),
  }),
  defineRoute({
    method: 'post', path: '/characters/{character_id}/merge', access: 'all', tag: 'Books',
    summary: 'Merge this character into another: lines, name and aliases move; this one is deleted',
    description: 'Answers with the character that stayed. Voiced chapters become "changed after voicing" only where the voice changes (same voice and controls: nothing changes). 409: merging the narrator away, or a chapter with its lines is being voiced.',
    params: CharacterParams, body: MergeCharacterBody, response: MergedCharacterResponse, errors: [409],
    handler: async ({ app, auth, params, body }) => mergeCharacter(app, auth, params.character_id, body),
  }),
];
