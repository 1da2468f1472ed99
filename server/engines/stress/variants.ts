// Choosing among a form's full-form variants (Giella: де́ла/дела́, все/всё, не́бо/нёбо): az's
// readings of the word, narrowed by its neighbours (agreement.ts), each weighed by az's frequency
// and given to the variant whose Giella readings fit it best (fit() of homographs.ts). Where the
// variants differ in ё, az's own spelling of a reading decides which of them it speaks for.
import type { GiellaVariant } from './giella.ts';
import { fit } from './homographs.ts';
import type { Reading } from './morph.ts';

export interface VariantWeights {
  /** az weight given to each variant (same order as the variants). */
  weights: number[];
  /** Weight of readings that fit several variants equally. */
  unsure: number;
}

export function weighVariants(variants: readonly GiellaVariant[], readings: readonly Reading[]): VariantWeights {
  const weights = variants.map(() => 0);
  let unsure = 0;
  const spellings = new Set(variants.map((v) => v.spelled));
  for (const r of readings) {
    const w = r.score > 0 ? r.score : 0;
    let candidates = variants.map((_, i) => i);
    if (spellings.size > 1) {
      const same = candidates.filter((i) => variants[i].spelled === r.spelled);
      if (same.length > 0) candidates = same;
    }
    let best = 0;
    let chosen: number[] = [];
    for (const i of candidates) {
      let f = 0;
      for (const g of variants[i].readings) f = Math.max(f, fit(g.ud, r));
      if (f > best) {
        best = f;
        chosen = [i];
      } else if (f === best && f > 0) chosen.push(i);
    }
    // Only the spelling tells (всё/все as adverb and pronoun): that is evidence too.
    if (chosen.length === 0 && candidates.length === 1 && spellings.size > 1) chosen = candidates;
    if (chosen.length === 1) weights[chosen[0]] += w;
    else if (chosen.length > 1) unsure += w;
  }
  return { weights, unsure };
}

/** The index of the variant holding at least `share` of the weight, or null. */
export function dominantVariant(w: VariantWeights, share: number): number | null {
  const total = w.weights.reduce((a, b) => a + b, w.unsure);
  if (total <= 0) return null;
  const i = w.weights.findIndex((x) => x / total >= share);
  return i >= 0 ? i : null;
}
