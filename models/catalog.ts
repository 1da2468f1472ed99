// The catalog of every third-party model the studio can install. Nothing here is bundled:
// the model manager downloads (or copies from a mirror) each file, checks its sha256 and
// size, and shows the licence first. Sites can add entries with GLAVA_MODELS_CATALOG
// (see discovery.ts: loadCatalog).
import { ASR_MODELS, STRESS_DATA, VAD_MODELS } from './catalog-data.ts';
import { PIPER_VOICES } from './catalog-voices.ts';
import type { CatalogEntry } from './types.ts';

export { piperEntryId } from './catalog-voices.ts';

export const CATALOG: readonly CatalogEntry[] = Object.freeze([
  ...PIPER_VOICES,
  ...STRESS_DATA,
  ...VAD_MODELS,
  ...ASR_MODELS,
]);

/** Bytes to download for an entry (null when a file's size is unknown). */
export function downloadSize(entry: CatalogEntry): number | null {
  let total = 0;
  for (const f of entry.files) {
    if (f.size == null) return null;
    total += f.size;
  }
  return total;
}
