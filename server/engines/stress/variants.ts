// Choosing among a form's full-form variants (Giella: де́ла/дела́, все/всё, не́бо/нёбо): az's
// readings of the word, narrowed by its neighbours (agreement.ts), each weighed by az's frequency
// and given to the variant whose Giella readings fit it best (fit() of homographs.ts). Where the
// variants differ in ё, az's own spelling of a reading decides which of them it speaks for.
// Then StressRNN's preference among the variants' stresses; what neither decides is placed by the
// best guess of both and reported for review.
import type { GiellaVariant } from './giella.ts';
import { MODEL_SHARE, MORPH_SHARE, dominant, homographNote } from './homographs.ts';
import { fit } from './homographs.ts';
import { accented } from './letters.ts';
import type { Reading } from './morph.ts';

/** Share of az's weight a ё variant needs over its е twin (все/всё alone stays все). */
const YO_SHARE = 0.9;

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

export interface VariantChoice {
  /** The variant placed. */
  index: number;
  /** How it was chosen; 'review': a guess the author should hear. */
  how: 'morphology' | 'model' | 'review';
}

const hasYo = (v: GiellaVariant) => v.spelled.includes('ё');

/**
 * Morphology first (one variant with ≥ 75% of az's weight in context; a ё variant over its е twin
 * needs 90%), then the model (≥ 90% among the stresses; any majority for free variants, the forms
 * of one reading such as ви́дна/видна́); variants of one stress that differ only in ё take the one
 * without ё. Else the guess: az's share plus the model's, ties to the variant without ё.
 */
export function chooseVariant(variants: readonly GiellaVariant[], weights: VariantWeights | null, share: Map<number, number> | null): VariantChoice {
  if (weights) {
    const i = dominantVariant(weights, MORPH_SHARE);
    const yoOverPlain = i !== null && hasYo(variants[i]) && variants.some((v) => !hasYo(v));
    if (i !== null && (!yoOverPlain || dominantVariant(weights, YO_SHARE) === i)) return { index: i, how: 'morphology' };
  }
  const plainFirst = (s: number) => {
    const same = variants.map((v, i) => ({ v, i })).filter((x) => x.v.stress === s);
    return (same.find((x) => !hasYo(x.v)) ?? same[0]).i;
  };
  const stresses = [...new Set(variants.map((v) => v.stress).filter((x) => x !== null))];
  if (stresses.length === 1) return { index: plainFirst(stresses[0]), how: 'model' };
  if (share) {
    const free = variants[0].readings.some((r) => variants.every((v) => v.readings.some((x) => x.analysis === r.analysis)));
    const s = free ? argmax(share) : dominant(share, 0, MODEL_SHARE);
    if (s !== null) return { index: plainFirst(s), how: 'model' };
  }
  const total = weights ? weights.weights.reduce((a, b) => a + b, weights.unsure) : 0;
  let best = -1;
  let bestScore = -1;
  variants.forEach((v, i) => {
    const score = (total > 0 && weights ? weights.weights[i] / total : 0) + (v.stress !== null ? (share?.get(v.stress) ?? 0) : 0) - (hasYo(v) ? 1e-6 : 0);
    if (v.stress !== null && score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return { index: Math.max(best, 0), how: 'review' };
}

function argmax(share: Map<number, number>): number | null {
  let best: number | null = null;
  for (const [s, w] of share) if (best === null || w > (share.get(best) ?? 0)) best = s;
  return best;
}

/** «омограф: во́ды (сущ., им. п., мн. ч.) или воды́ (сущ., род. п., ед. ч.)», in stress order, in both studio languages. */
export function variantNote(variants: readonly GiellaVariant[]): string {
  const forms = variants.map((v) => ({ at: v.stress ?? -1, text: shown(v), tags: v.readings.map((r) => r.ud) }))
    .sort((a, b) => a.at - b.at);
  return homographNote(forms);
}

/** A variant for people: «де́ла», «всё». */
function shown(v: GiellaVariant): string {
  return v.stress === null || v.spelled[v.stress] === 'ё' ? v.spelled : accented(v.spelled, v.stress);
}
