// A character cast on a variant of a voice (pitch and formant shifted, docs/api-decisions.md
// «Casting») sounds unlike the voice of the same name: the cast says so, or two characters shown
// with one voice look as if they sound alike.
import type { Translate } from '../../i18n/index.ts';
import { fmtNumber } from '../../components/format.ts';

// Semitones may be fractional over the API (−2.5): «−2,5» in the Russian studio.
const signed = (n: number): string => {
  const abs = fmtNumber(Math.abs(n), 2);
  return n > 0 ? `+${abs}` : n < 0 ? `\u2212${abs}` : '0';
};

/** «A variant of the voice: pitch −5, timbre −2 (semitones)», or null for the voice itself. */
export function variantText(t: Translate, controls: { pitch?: number; formant?: number }): string | null {
  const pitch = controls.pitch ?? 0;
  const formant = controls.formant ?? 0;
  if (!pitch && !formant) return null;
  return t('cast.variant', { pitch: signed(pitch), formant: signed(formant) });
}
