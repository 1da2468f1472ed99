// The data the studio recommends installing first, and what the voices do without it: the
// signal behind the first-run prompt (GET /voices `recommended_data`). Figures are those of
// bench/stress.ts on the hand-stressed prose test split.
import { downloadSize } from './catalog.ts';
import { RECOMMENDED_STRESS_DATA } from './catalog-data.ts';
import { listInstalled } from './discovery.ts';
import { inLanguage } from './in-language.ts';
import type { CatalogEntry } from './types.ts';

export interface MissingData {
  id: string;
  language: string;
  title: string;
  /** Bytes to download (null when unknown). */
  size: number | null;
  /** What the voices do while it is missing. */
  effect: string;
}

const EFFECT: Record<string, string> = {
  'stress-giella': 'Without it Russian stress comes from a model and smaller dictionaries (about 95% of words right on '
    + 'literary prose instead of 98%) and ё is restored in fewer words. Without any Russian stress data the text reaches '
    + 'the voice unmarked and the voice guesses the stress of every word.',
  'stress-proper-nouns': 'Without it names and places the word dictionary does not know are stressed by the model.',
  'stress-stressrnn': 'Without it words no dictionary knows (about 1 in 100 in prose) reach the voice unmarked.',
};

/** Recommended data of `catalog` not installed in `modelsDir`, in the order to install it. */
/** `lang`: the caller's language, for the titles (as the catalog translates them). */
export function missingRecommended(modelsDir: string, catalog: readonly CatalogEntry[], lang?: 'ru' | 'en'): MissingData[] {
  const installed = new Set(listInstalled(modelsDir).map((m) => m.entry.id));
  const byId = new Map(catalog.map((e) => [e.id, e]));
  const out: MissingData[] = [];
  for (const id of RECOMMENDED_STRESS_DATA) {
    const entry = byId.get(id);
    if (!entry || installed.has(id)) continue;
    out.push({ id, language: entry.language, title: inLanguage(entry, lang).title, size: downloadSize(entry), effect: EFFECT[id] ?? '' });
  }
  return out;
}
