// The phoneme step: eSpeak NG ignores stress marks in text, so marked words reach it as phonemes
// with the stress moved. Proven by what eSpeak receives and by the phonemes it then speaks.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { booksDir, hasShared } from '../../../../test/support/shared.ts';
import { Espeak } from '../espeak/espeak.ts';
import { espeakCast, type EspeakVoiceSpec } from '../espeak/cast.ts';
import { espeakInput, speakEspeak } from '../espeak/speak.ts';
import { splitMarkedWords, stripStressMarks } from './marks.ts';
import { restressRu, stressedVowel } from './ru-stress.ts';

let espeak: Espeak;
let nikolai: EspeakVoiceSpec;
beforeAll(async () => {
  espeak = await Espeak.load();
  nikolai = espeakCast().find((v) => v.info.name === 'Николай')!.spec;
});

const job = (text: string) => ({ text, delivery: {}, emotion: 'Нейтрально' as const, speed: 1 });
/** The phonemes eSpeak spoke (IPA from its phoneme events). */
const spoken = (text: string) => speakEspeak(espeak, nikolai, { ...job(text), spec: { engine: 'espeak', espeak: nikolai } }).phonemes.join(' ');

describe('stress marks', () => {
  it('reads `+` before a vowel, U+0301 after it, and `+` between a vowel and a consonant', () => {
    const words = (t: string) => splitMarkedWords(t, 'ru').filter((p) => p.kind === 'word');
    expect(words('з+амок зам+ок за\u0301мок замо\u0301к за+мок замок')).toEqual([
      { kind: 'word', text: 'замок', stress: 0 },
      { kind: 'word', text: 'замок', stress: 1 },
      { kind: 'word', text: 'замок', stress: 0 },
      { kind: 'word', text: 'замок', stress: 1 },
      { kind: 'word', text: 'замок', stress: 0 },
      { kind: 'word', text: 'замок', stress: null },
    ]);
    expect(stripStressMarks('Кн+ига — 2+2, за\u0301мок.')).toBe('Книга — 2+2, замок.');
  });
});

describe('moving the stress (Russian)', () => {
  it('puts the stress and the full vowel on the marked syllable and reduces the others', () => {
    const own = espeak.phonemes('замок', 'ru', false);
    expect(own).toBe("z_a_m_'o_k"); // eSpeak's own choice: замо́к
    expect(restressRu('замок', own, 0)).toEqual({ phonemes: "z_'A_m_V_k", unchanged: false });
    expect(restressRu('замок', own, 1)).toEqual({ phonemes: own, unchanged: true });
    const milk = espeak.phonemes('молоко', 'ru', false);
    expect(restressRu('молоко', milk, 0)!.phonemes).toBe("m_'o_l_V_k_V");
    expect(restressRu('молоко', milk, 1)!.phonemes).toBe("m_V_l_'o_k_V");
  });

  it.skipIf(!hasShared)('agrees with eSpeak\'s own reading: stress moved away and back gives eSpeak\'s phonemes for ≥ 99% of a novel\'s words (corpus)', () => {
    const text = readFileSync(join(booksDir, 'ru-txt', 'FathersAndSons.txt'), 'utf8').toLowerCase();
    const words = [...new Set(text.match(/[а-яё]{4,}/g))].slice(0, 1500);
    let same = 0;
    let tried = 0;
    for (const w of words) {
      const own = espeak.phonemes(w, 'ru', false);
      const at = stressedVowel(own);
      const letters = [...w].filter((c) => 'аеёиоуыэюя'.includes(c)).length;
      if (at < 0 || letters < 2) continue;
      tried++;
      const away = restressRu(w, own, at === 0 ? 1 : 0);
      const back = away && restressRu(w, away.phonemes, at);
      if (back?.phonemes === own) same++;
    }
    expect(tried).toBeGreaterThan(1000);
    expect(same / tried).toBeGreaterThan(0.99);
  });
});

describe('what eSpeak receives and speaks', () => {
  it('з+амок and зам+ок differ, and the stress lands on the marked syllable', () => {
    expect(espeakInput(espeak, nikolai, job('з+амок'))).toBe("[[z|'A|m|V|k]]");
    expect(spoken('з+амок')).toBe('z ˈɑ m ʌ k');
    expect(spoken('зам+ок')).toBe('z a m ˈo k');
    expect(spoken('за\u0301мок')).toBe(spoken('з+амок'));
    expect(spoken('м+олоко')).toBe('m ˈo ɭ ʌ k ʌ');
  });

  it('leaves unmarked words, and words eSpeak already stresses as marked, to eSpeak', () => {
    const text = 'Утром они вышли в путь, дорога была длинной.';
    expect(espeakInput(espeak, nikolai, job(text))).toBe(text);
    expect(espeakInput(espeak, nikolai, job('Утром он+и в+ышли в путь.'))).toBe('Утром они вышли в путь.');
    expect(spoken('Утром он+и в+ышли в путь.')).toBe(spoken('Утром они вышли в путь.'));
    // Only the word whose mark disagrees becomes phonemes; its neighbours stay text.
    expect(espeakInput(espeak, nikolai, job('Это з+амок на гор+е, а не зам+ок.'))).toBe("Это [[z|'A|m|V|k]] на [[g|V|r|;|'e]], а не замок.");
  });

  it('never reads markup or a plus sign between words as stress', () => {
    expect(espeakInput(espeak, nikolai, job('<b>Кн+ига</b> & 2+2'))).toBe('&lt;b&gt;Книга&lt;/b&gt; &amp; 2+2');
  });
});
