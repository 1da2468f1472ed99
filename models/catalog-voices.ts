// Piper neural voices from the public rhasspy/piper-voices collection (Hugging Face, tag v1.0.0).
// The .onnx sha256/size are the Git LFS pointers of that collection; the .onnx.json sha256/size
// are of the real config files (mirrored in the test corpus's models/piper-configs). Licences are
// taken from each voice's MODEL_CARD; the collection's code and configs are MIT.
import type { CatalogEntry } from './types.ts';
import { voiceUuid } from './voice-uuid.ts';

const PIPER_BASE = 'https://huggingface.co/rhasspy/piper-voices/resolve/v1.0.0';
const PIPER_TREE = 'https://huggingface.co/rhasspy/piper-voices/tree/v1.0.0';

interface PiperVoiceSpec {
  /** e.g. 'ru_RU' */
  locale: string;
  speaker: string;
  quality: 'x_low' | 'low' | 'medium' | 'high';
  onnx: { sha256: string; size: number };
  config: { sha256: string; size: number };
  license: string;
  commercial_ok: boolean;
  voice: {
    name: string;
    gender: 'm' | 'f';
    age: 'child' | 'young' | 'adult' | 'old';
    description: string;
    calm: number;
    recommended: boolean;
  };
  /** The description in the studio's other language (English for Russian voices, Russian for English ones). */
  translated: string;
}

/** Catalog id of a Piper voice: `piper-<locale>-<speaker>-<quality>`. */
export function piperEntryId(locale: string, speaker: string, quality: string): string {
  return `piper-${locale}-${speaker}-${quality}`;
}

function piperEntry(spec: PiperVoiceSpec): CatalogEntry {
  const lang = spec.locale.slice(0, 2);
  const base = `${spec.locale}-${spec.speaker}-${spec.quality}`;
  const path = `${lang}/${spec.locale}/${spec.speaker}/${spec.quality}`;
  const id = piperEntryId(spec.locale, spec.speaker, spec.quality);
  const title = `Piper ${spec.locale} ${spec.speaker} (${spec.quality})`;
  return {
    id,
    kind: 'voice',
    engine: 'piper',
    language: lang,
    title,
    description: spec.voice.description,
    translations: { [lang === 'ru' ? 'en' : 'ru']: { title, description: spec.translated } },
    license: spec.license,
    commercial_ok: spec.commercial_ok,
    homepage: `${PIPER_TREE}/${path}`,
    files: [
      { name: `${base}.onnx`, url: `${PIPER_BASE}/${path}/${base}.onnx`, sha256: spec.onnx.sha256, size: spec.onnx.size },
      { name: `${base}.onnx.json`, url: `${PIPER_BASE}/${path}/${base}.onnx.json`, sha256: spec.config.sha256, size: spec.config.size },
    ],
    voice: { id: voiceUuid(id), ...spec.voice },
  };
}

// Each Russian medium voice was fine-tuned from the en_US lessac checkpoint (MODEL_CARD "Training").
const FROM_LESSAC = 'Fine-tuned from the English lessac voice (Piper). Piper code and config: MIT.';

const SPECS: PiperVoiceSpec[] = [
  {
    locale: 'ru_RU', speaker: 'denis', quality: 'medium',
    onnx: { sha256: '15fab56e11a097858ee115545d0f697fc2a316c41a291a5362349fb870411b0a', size: 63201294 },
    config: { sha256: '831c860dac0b5073eaa81610a0a638ec23d90a6cf8e5f871b4485c2cec3767c8', size: 4823 },
    license: `Voice data: CC0 (NabuCasa voice-datasets, https://github.com/NabuCasa/voice-datasets). ${FROM_LESSAC}`,
    commercial_ok: true,
    translated: 'Male voice, even neutral delivery. Piper, medium quality, 22 kHz.',
    voice: {
      name: 'Денис', gender: 'm', age: 'adult', calm: 0.6, recommended: true,
      description: 'Мужской голос, ровная нейтральная подача. Piper, среднее качество, 22 кГц.',
    },
  },
  {
    locale: 'ru_RU', speaker: 'dmitri', quality: 'medium',
    onnx: { sha256: 'f073356ebc4bd0f80c5af58df2953a5988bd5bdab1eb38635ce960b071fbefcb', size: 63201294 },
    config: { sha256: '667ef3117bc642c2892dff7690d8bdc8ca4228aeaa783b2dc1416df632855e0d', size: 4824 },
    license: `Voice data: CC0 (NabuCasa voice-datasets, https://github.com/NabuCasa/voice-datasets). ${FROM_LESSAC}`,
    commercial_ok: true,
    translated: 'Male voice, neutral delivery. Piper, medium quality, 22 kHz.',
    voice: {
      name: 'Дмитрий', gender: 'm', age: 'adult', calm: 0.5, recommended: true,
      description: 'Мужской голос, нейтральная подача. Piper, среднее качество, 22 кГц.',
    },
  },
  {
    locale: 'ru_RU', speaker: 'irina', quality: 'medium',
    onnx: { sha256: '8ff38212d23da300bbe3705c645e6e5b9475f0bfde01558eb17813e22acaaaaa', size: 63201294 },
    config: { sha256: 'c2ec28bb38e2b59e93b959b3e40348c1afebbd272f30fed5d41205d08e98a9d7', size: 4765 },
    license: 'Voice data: licence unknown (MODEL_CARD: dataset https://github.com/RHVoice/RHVoice, "License: Unknown"). '
      + `Not cleared for selling an audiobook. ${FROM_LESSAC}`,
    commercial_ok: false,
    translated: 'Female voice, neutral delivery. Piper, medium quality, 22 kHz. Data licence not stated.',
    voice: {
      name: 'Ирина', gender: 'f', age: 'adult', calm: 0.6, recommended: false,
      description: 'Женский голос, нейтральная подача. Piper, среднее качество, 22 кГц. Лицензия данных не указана.',
    },
  },
  {
    locale: 'ru_RU', speaker: 'ruslan', quality: 'medium',
    onnx: { sha256: '72a5f88e0b20928064eb45d88e1daa21f8af62d18613580d32cbb4aed48dcf7f', size: 63201294 },
    config: { sha256: '706a4fb17bc304abd07809b552deae615e64dcbffbfbd09854ba37ca59e88117', size: 4882 },
    license: 'Voice data: CC BY-NC-SA 4.0 (RUSLAN corpus, https://ruslan-corpus.github.io/; '
      + 'https://creativecommons.org/licenses/by-nc-sa/4.0/). Non-commercial only: an audiobook voiced with it may not be sold. '
      + FROM_LESSAC,
    commercial_ok: false,
    translated: 'Male voice recorded for the RUSLAN corpus. Piper, medium quality, 22 kHz. Non-commercial use only.',
    voice: {
      name: 'Руслан', gender: 'm', age: 'adult', calm: 0.7, recommended: false,
      description: 'Мужской голос, записан для корпуса RUSLAN. Piper, среднее качество, 22 кГц. Только некоммерческое использование.',
    },
  },
  {
    locale: 'en_US', speaker: 'lessac', quality: 'medium',
    onnx: { sha256: '5efe09e69902187827af646e1a6e9d269dee769f9877d17b16b1b46eeaaf019f', size: 63201294 },
    config: { sha256: 'efe19c417bed055f2d69908248c6ba650fa135bc868b0e6abb3da181dab690a0', size: 4885 },
    license: 'Voice data: Blizzard Challenge 2013 Lessac data licence '
      + '(https://www.cstr.ed.ac.uk/projects/blizzard/2013/lessac_blizzard2013/license.html), '
      + 'which permits non-commercial use only. Piper code and config: MIT.',
    commercial_ok: false,
    translated: 'Женский американский английский голос, ровное чтение. Piper, среднее качество, 22 кГц. Только некоммерческое использование.',
    voice: {
      name: 'Lessac', gender: 'f', age: 'adult', calm: 0.6, recommended: false,
      description: 'Female US English voice, even narration. Piper, medium quality, 22 kHz. Non-commercial use only.',
    },
  },
  {
    locale: 'en_US', speaker: 'amy', quality: 'low',
    onnx: { sha256: 'a5a91abb7de0f104358a25aded480ddacf1ff0762886325886ec406a2e86aab3', size: 63104526 },
    config: { sha256: '2250a9a605b8dc35a116717fadc5056695dd809e34a15d02f72a0f52d53d3ebb', size: 4164 },
    license: 'MODEL_CARD: dataset https://github.com/MycroftAI/mimic3-voices, "License: See URL"; that repository is '
      + 'CC BY-SA 4.0, but the licence of the Amy recordings themselves is not stated (rhasspy/piper#253). '
      + 'Not cleared for selling an audiobook. Piper code and config: MIT.',
    commercial_ok: false,
    translated: 'Женский американский английский голос. Piper, низкое качество, 16 кГц. Лицензия записей не указана.',
    voice: {
      name: 'Amy', gender: 'f', age: 'adult', calm: 0.5, recommended: false,
      description: 'Female US English voice. Piper, low quality, 16 kHz. Recording licence not stated.',
    },
  },
];

export const PIPER_VOICES: CatalogEntry[] = SPECS.map(piperEntry);
