// A character cast on a variant of a voice (pitch and formant shifted, docs/api-decisions.md
// «Casting») sounds unlike the voice of the same name: the cast says so, or two characters shown
// with one voice look as if they sound alike.
import type { Locale, Translate } from '../../i18n/index.ts';

// Semitones may be fractional over the API (−2.5): «−2,5» in the Russian studio.
const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};
const signed = (n: number, locale: Locale): string => {
  const abs = NUMBERS[locale].format(Math.abs(n));
  return n > 0 ? `+${abs}` : n < 0 ? `\u2212${abs}` : '0';
};

/** «A variant of the voice: pitch −5, timbre −2 (semitones)», or null for the voice itself. */
export function variantText(t: Translate, locale: Locale, controls: { pitch?: number; formant?: number }): string | null {
  const pitch = controls.pitch ?? 0;
  const formant = controls.formant ?? 0;
  if (!pitch && !formant) return null;
  return t('cast.variant', { pitch: signed(pitch, locale), formant: signed(formant, locale) });
}
