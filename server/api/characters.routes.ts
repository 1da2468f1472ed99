import { z } from 'zod';
import { CharacterResponse, PatchCharacterBody } from '../contract/characters.ts';
import { patchCharacter } from '../services/characters.service.ts';
import { defineRoute } from './route.ts';

export const charactersRoutes = [
  defineRoute({
    method: 'patch', path: '/characters/{character_id}', access: 'all', tag: 'Books',
    summary: 'Change a character: voice, emotion, speed, name, aliases, gender, age',
    params: z.object({ character_id: z.string() }), body: PatchCharacterBody, response: CharacterResponse,
    handler: async ({ app, auth, params, body }) => ({ character: patchCharacter(app, auth, params.character_id, body) }),
  }),
];
