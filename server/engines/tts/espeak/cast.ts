// The embedded cast: distinct voices made from eSpeak NG's language voices and variants with
// their own pitch, range and tempo. Ids derive from the slugs (`espeak-<slug>`): never change or
// reuse a slug once committed, characters keep their voices by these ids.
import type { Age, Gender } from '../../../contract/enums.ts';
import { voiceUuid } from '../../../../models/voice-uuid.ts';
import type { VoiceInfo } from '../engine.ts';
import { canMoveStress } from '../phonemes/espeak-input.ts';

/** How eSpeak NG speaks one cast voice (API parameters: pitch and range 0..100, rate in words per minute). */
export interface EspeakVoiceSpec {
  /** eSpeak voice with a variant, e.g. `ru+m1`. */
  voice: string;
  /** The language of the text-to-phoneme rules (`ru`, `en`). */
  language: string;
  pitch: number;
  range: number;
  rate: number;
}

export const ESPEAK_LICENSE =
  'GPL-3.0-or-later: synthesized by eSpeak NG (https://github.com/espeak-ng/espeak-ng), embedded in Glava Studio. '
  + 'The licence covers the program, not the sound it makes: the audiobook may be sold.';

interface CastMember {
  slug: string;
  name: string;
  gender: Gender;
  age: Age;
  description: string;
  /** The description in the studio's other language (English for Russian voices, Russian for English ones). */
  translated: string;
  calm: number;
  recommended: boolean;
  spec: EspeakVoiceSpec;
}

const RU: CastMember[] = [
  {
    slug: 'ru-nikolai', name: 'Николай', gender: 'm', age: 'adult', calm: 0.95, recommended: true,
    description: 'Низкий ровный мужской голос, неторопливая размеренная подача — для авторского текста.',
    translated: 'Low, even male voice; unhurried, measured delivery, for the narration.',
    spec: { voice: 'ru+m1', language: 'ru', pitch: 42, range: 35, rate: 165 },
  },
  {
    slug: 'ru-anna', name: 'Анна', gender: 'f', age: 'adult', calm: 0.85, recommended: true,
    description: 'Тёплый женский голос средней высоты, спокойная мягкая подача.',
    translated: 'Warm female voice of middle pitch; calm, soft delivery.',
    spec: { voice: 'ru+f3', language: 'ru', pitch: 45, range: 45, rate: 170 },
  },
  {
    slug: 'ru-pyotr', name: 'Пётр', gender: 'm', age: 'young', calm: 0.45, recommended: true,
    description: 'Звонкий молодой мужской голос, живая быстрая речь.',
    translated: 'Ringing young male voice; lively, quick speech.',
    spec: { voice: 'ru+m3', language: 'ru', pitch: 62, range: 65, rate: 185 },
  },
  {
    slug: 'ru-vera', name: 'Вера', gender: 'f', age: 'young', calm: 0.4, recommended: true,
    description: 'Высокий молодой женский голос, подвижная выразительная интонация.',
    translated: 'High young female voice; agile, expressive intonation.',
    spec: { voice: 'ru+f2', language: 'ru', pitch: 60, range: 70, rate: 185 },
  },
  {
    slug: 'ru-boris', name: 'Борис', gender: 'm', age: 'adult', calm: 0.6, recommended: false,
    description: 'Плотный низкий мужской голос, твёрдая решительная подача.',
    translated: 'Dense, low male voice; firm, resolute delivery.',
    spec: { voice: 'ru+m7', language: 'ru', pitch: 32, range: 55, rate: 175 },
  },
  {
    slug: 'ru-stepan', name: 'Степан', gender: 'm', age: 'old', calm: 0.7, recommended: false,
    description: 'Пожилой мужской голос, глуховатый, медленная обстоятельная речь.',
    translated: 'Elderly male voice, a little husky; slow, thorough speech.',
    spec: { voice: 'ru+grandpa', language: 'ru', pitch: 35, range: 40, rate: 148 },
  },
  {
    slug: 'ru-agafya', name: 'Агафья', gender: 'f', age: 'old', calm: 0.65, recommended: false,
    description: 'Пожилой женский голос с дрожью, неспешная напевная речь.',
    translated: 'Elderly female voice with a tremor; unhurried, sing-song speech.',
    spec: { voice: 'ru+grandma', language: 'ru', pitch: 40, range: 50, rate: 150 },
  },
  {
    slug: 'ru-alyosha', name: 'Алёша', gender: 'm', age: 'child', calm: 0.3, recommended: false,
    description: 'Детский голос мальчика, высокий и звонкий, быстрая непосредственная речь.',
    translated: "A boy's voice, high and ringing; quick, spontaneous speech.",
    spec: { voice: 'ru+f5', language: 'ru', pitch: 80, range: 75, rate: 190 },
  },
  {
    slug: 'ru-masha', name: 'Маша', gender: 'f', age: 'child', calm: 0.3, recommended: false,
    description: 'Детский голос девочки, очень высокий, оживлённая интонация.',
    translated: "A girl's voice, very high; animated intonation.",
    spec: { voice: 'ru+f4', language: 'ru', pitch: 92, range: 80, rate: 190 },
  },
];

const EN: CastMember[] = [
  {
    slug: 'en-arthur', name: 'Arthur', gender: 'm', age: 'adult', calm: 0.95, recommended: true,
    description: 'Low, even British male voice; unhurried, measured narration.',
    translated: 'Низкий ровный британский мужской голос; неторопливое размеренное чтение.',
    spec: { voice: 'en+m1', language: 'en', pitch: 42, range: 35, rate: 165 },
  },
  {
    slug: 'en-emily', name: 'Emily', gender: 'f', age: 'adult', calm: 0.8, recommended: true,
    description: 'Warm American female voice of middle pitch; calm, gentle delivery.',
    translated: 'Тёплый американский женский голос средней высоты; спокойная мягкая подача.',
    spec: { voice: 'en-us+f3', language: 'en', pitch: 45, range: 45, rate: 170 },
  },
  {
    slug: 'en-james', name: 'James', gender: 'm', age: 'young', calm: 0.45, recommended: true,
    description: 'Bright young American male voice; quick, lively speech.',
    translated: 'Звонкий молодой американский мужской голос; быстрая живая речь.',
    spec: { voice: 'en-us+m3', language: 'en', pitch: 60, range: 65, rate: 185 },
  },
  {
    slug: 'en-walter', name: 'Walter', gender: 'm', age: 'old', calm: 0.7, recommended: false,
    description: 'Elderly British male voice, husky; slow and deliberate.',
    translated: 'Пожилой британский мужской голос, глуховатый; медленная обстоятельная речь.',
    spec: { voice: 'en+grandpa', language: 'en', pitch: 35, range: 40, rate: 148 },
  },
  {
    slug: 'en-margaret', name: 'Margaret', gender: 'f', age: 'old', calm: 0.65, recommended: false,
    description: 'Elderly American female voice with a slight tremor; slow, sing-song speech.',
    translated: 'Пожилой американский женский голос с лёгкой дрожью; медленная напевная речь.',
    spec: { voice: 'en-us+grandma', language: 'en', pitch: 40, range: 50, rate: 150 },
  },
  {
    slug: 'en-lily', name: 'Lily', gender: 'f', age: 'child', calm: 0.3, recommended: false,
    description: "A little girl's voice, very high; quick, animated speech.",
    translated: 'Голос маленькой девочки, очень высокий; быстрая оживлённая речь.',
    spec: { voice: 'en-us+f4', language: 'en', pitch: 92, range: 80, rate: 190 },
  },
];

export interface EspeakCastVoice {
  info: VoiceInfo;
  spec: EspeakVoiceSpec;
}

/** Every voice of the embedded cast, Russian first. */
export function espeakCast(): EspeakCastVoice[] {
  return [...RU, ...EN].map((m) => ({
    info: {
      id: voiceUuid(`espeak-${m.slug}`),
      name: m.name,
      language: m.spec.language,
      gender: m.gender,
      age: m.age,
      description: m.description,
      descriptions: m.spec.language === 'ru' ? { ru: m.description, en: m.translated } : { en: m.description, ru: m.translated },
      weight: 0.1,
      emotions: true,
      // The phoneme step moves eSpeak's stress to the marked vowel where eSpeak's vowels line up
      // with the letters (Russian); English spelling does not, so English voices claim no stress.
      stress: canMoveStress(m.spec.language),
      commercial_ok: true,
      license: ESPEAK_LICENSE,
      recommended: m.recommended,
      engine: 'espeak',
      calm: m.calm,
      preference: 0,
      installed: true,
      working: true,
      problem: '',
    },
    spec: m.spec,
  }));
}
