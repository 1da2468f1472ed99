// One name for two people («John» for John Beaver and John Andrew, «Oakley» for two brothers): the
// book's most frequent bearer is only the guess of a reader who has not read the scene. Where he is not
// in the scene (named or speaking in the last paragraphs) and another bearer is, it is the other: one
// the book calls by that very word three times at least (not «Miss Jane Bates», once).
import type { EnDiscourse } from './discourse.ts';
import type { EnMention } from './names.ts';
import type { EnRegistry } from './people.ts';

/** Paragraphs back within which a person counts as «of the scene» (5, 10 and 20 give the same on dev). */
const SCENE_PARAGRAPHS = 10;

export function sceneResolve(m: EnMention, registry: EnRegistry, d: EnDiscourse): string | null {
  const key = registry.resolve(m);
  // Only a form the registry found ambiguous has alternatives.
  const alternatives = key ? registry.alternatives(m) : [];
  if (!key || alternatives.length < 2) return key;
  const scene = d.recent(null, new Set(), 40, SCENE_PARAGRAPHS);
  // The most frequent bearer, where the scene has him too, stays the guess.
  const inScene = scene.includes(key) ? key : scene.find((k) => alternatives.includes(k));
  return inScene ?? key;
}
