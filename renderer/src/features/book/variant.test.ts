import { describe, expect, it } from 'vitest';
import { translate, type Locale, type Translate } from '../../i18n/index.ts';
import { useSettings } from '../../stores/settings.ts';
import { variantText } from './variant.ts';

// The studio's language is the settings' (numbers are formatted in it).
const tr = (locale: Locale): Translate => {
  useSettings.setState({ locale });
  return (key, params) => translate(locale, key, params);
};

describe('a voice variant in the cast', () => {
  it('is said with its shifts in the studio\'s language, so two characters on one voice do not look alike', () => {
    expect(variantText(tr('en'), { pitch: -5, formant: 2 })).toBe('A variant of the voice: pitch \u22125, timbre +2 (semitones)');
    expect(variantText(tr('ru'), { pitch: 3, formant: 0 })).toBe('Вариант голоса: высота +3, тембр 0 (в полутонах)');
    // Fractional semitones (set over the API) in the studio's own number format.
    expect(variantText(tr('ru'), { pitch: -2.5, formant: 1.25 })).toBe('Вариант голоса: высота \u22122,5, тембр +1,25 (в полутонах)');
  });

  it('says nothing for the voice itself', () => {
    expect(variantText(tr('en'), {})).toBeNull();
    expect(variantText(tr('en'), { pitch: 0, formant: 0 })).toBeNull();
  });
});
