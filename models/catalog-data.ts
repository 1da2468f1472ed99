// Stress data, voice-activity detection and speech recognition for the check.
// GitHub files are pinned to a commit (raw.githubusercontent.com/<repo>/<sha>/<path>) so the
// sha256 can never drift under a moving branch. Entry ids equal the folder names of the shared
// test corpus's mirror (models/<id>/<name>), so the default mirror path works there.
import type { CatalogEntry, ModelFile } from './types.ts';

function raw(repo: string, commit: string, path: string): string {
  return `https://raw.githubusercontent.com/${repo}/${commit}/${path}`;
}

function gh(repo: string, commit: string, path: string, name: string, sha256: string, size: number): ModelFile {
  return { name, url: raw(repo, commit, path), sha256, size };
}

const STRESSRNN = 'dbklim/StressRNN';
// The commit holding the ONNX export (stressrnn/models/) and the licence.
const STRESSRNN_MODEL_COMMIT = '929ac3f5a302a11956eba0440a35ca49ed804e0f';
// The commit whose exception dictionary is the 1,044,923-character version mirrored for tests.
const STRESSRNN_DICT_COMMIT = '143fce24f7504ba4729a78fd08bbd83b739458cd';

const G2P = 'nsu-ai/russian_g2p';
const G2P_HOMOGRAPHS_COMMIT = '8d1e2c9bed62c2991c2a5002385ff07ba9cc5c84';
const G2P_CORPUS_COMMIT = 'ecb3ae808eccbcf42babd1a8ff71ae7c0217acec';
const G2P_LICENSE_COMMIT = '20305523bfe4ccb632c7538e9a5e925bde54b52e';

const PROPER = 'NickZaitsev/proper-noun-stress-dictionaries';
const PROPER_COMMIT = '2ff7401b85e5f635c7566151e87ffc4816ca3ece';

// Giella's Russian morphology compiled by udar: the analyser and the accented generator.
const UDAR = 'reynoldsnlp/udar';
const UDAR_COMMIT = '2ede6ef79ae7b612fda24c3c3549257c99c8f85a';

/** Stress data the studio recommends for Russian: without it, text goes to the voice unmarked. */
export const RECOMMENDED_STRESS_DATA = ['stress-giella', 'stress-proper-nouns', 'stress-stressrnn'] as const;

const SHERPA_ASR = 'https://github.com/k2-fsa/sherpa-onnx/releases/download/asr-models';

export const STRESS_DATA: CatalogEntry[] = [
  {
    id: 'stress-giella',
    kind: 'stress',
    engine: 'giella',
    language: 'ru',
    title: 'Russian word forms with stress (Giella)',
    description: 'Russian morphology with stress as HFST transducers: an analyser (word form → lemma and grammar) and a '
      + 'generator (lemma and grammar → the stressed form, with ё). Gives the stress of every form of about 120 thousand '
      + 'words, tells homographs apart and restores ё.',
    translations: {
      ru: {
        title: 'Формы слов с ударениями (Giella)',
        description: 'Морфология русского языка с ударениями: анализатор (форма слова → лемма и грамматика) и генератор (лемма и грамматика → форма с ударением и буквой ё). Даёт ударение во всех формах примерно 120 тысяч слов, различает омографы и восстанавливает ё.',
      },
    },
    license: 'GPL-3.0 (Giella giellalt/lang-rus: "The data and implementation are licenced under GNU GPLv3"; '
      + 'compiled by reynoldsnlp/udar, GPL-3.0).',
    commercial_ok: true,
    homepage: 'https://github.com/giellalt/lang-rus',
    files: [
      gh(UDAR, UDAR_COMMIT, 'src/udar/resources/analyser-gt-desc.hfstol.gz', 'analyser-gt-desc.hfstol.gz',
        '41fb5b7aedaaee6e6be50d56c0c2110f9018d836a91f99f0819fd54232ff80b6', 3074126),
      gh(UDAR, UDAR_COMMIT, 'src/udar/resources/generator-gt-norm.accented.hfstol.gz', 'generator-gt-norm.accented.hfstol.gz',
        '778a109e400549902823a647c15cf8cab7c3b2105673506b8dd5149b5721b2cc', 2555199),
    ],
  },
  {
    id: 'stress-stressrnn',
    kind: 'stress',
    engine: 'stressrnn',
    language: 'ru',
    title: 'StressRNN: Russian word stress model',
    description: 'BiLSTM that places the stress in Russian words from context (ONNX), with its exception dictionary '
      + '(about 92 thousand words with the stress marked by "+" after the vowel).',
    translations: {
      ru: {
        title: 'StressRNN: модель ударений в русских словах',
        description: 'Нейросеть (BiLSTM, ONNX), которая ставит ударение в русских словах по контексту, со словарём исключений (около 92 тысяч слов, ударение отмечено «+» после гласной).',
      },
    },
    license: 'Model and code: Apache-2.0 (dbklim/StressRNN). The exception dictionary is derived from A. A. Zaliznyak\'s '
      + 'grammatical dictionary via odict.ru; its terms of use are not stated, so this package is not cleared for '
      + 'commercial use.',
    commercial_ok: false,
    homepage: 'https://github.com/dbklim/StressRNN',
    files: [
      gh(STRESSRNN, STRESSRNN_MODEL_COMMIT, 'stressrnn/models/model.onnx', 'model.onnx',
        '1a8ce777cd2e8ca27f2773692882a56685aec3a4fd07e5eef7efc9544b3fa599', 230710),
      gh(STRESSRNN, STRESSRNN_DICT_COMMIT, 'stressrnn/dicts/exception_dictionary.txt', 'exception_dictionary.txt',
        '6f5c63e78a888bed6d9c9af9b3340eec2520a1aaeb235ebc154bd45ca2069983', 1904945),
      gh(STRESSRNN, STRESSRNN_MODEL_COMMIT, 'LICENSE', 'LICENSE',
        'c71d239df91726fc519c6eb72d318ec65820627232b2f796219e87dcf35d0ab4', 11357),
    ],
  },
  {
    id: 'stress-homographs',
    kind: 'stress',
    engine: 'homographs',
    language: 'ru',
    title: 'Russian homographs (russian_g2p)',
    description: '10,963 Russian homographs: word → morphological tag → stressed form ("+" after the vowel), '
      + 'and a list of words with their stress from the VoxForge corpus.',
    translations: {
      ru: {
        title: 'Русские омографы (russian_g2p)',
        description: '10 963 русских омографа: слово → морфологический признак → форма с ударением («+» после гласной), и список слов с ударениями из корпуса VoxForge.',
      },
    },
    license: 'MIT (nsu-ai/russian_g2p, Copyright 2018 NSU-AI).',
    commercial_ok: true,
    homepage: 'https://github.com/nsu-ai/russian_g2p',
    files: [
      gh(G2P, G2P_HOMOGRAPHS_COMMIT, 'russian_g2p/data/homographs.json', 'homographs.json',
        'a38c275d3f0688923dd1ea90db091712565e7a5065320d9e305a0446b4f5b192', 2390265),
      gh(G2P, G2P_CORPUS_COMMIT, 'corpus/bad_voxforge_words', 'bad_voxforge_words.txt',
        '2470ce3b5973fd5699ba80a632a47be080748541e53138f0985599491220b829', 47730),
      gh(G2P, G2P_LICENSE_COMMIT, 'LICENSE', 'LICENSE',
        '06a94f08904ed3e77ea0c4cca7a23072ffa48d2d4f8854b776a2aa0147b09641', 1046),
    ],
  },
  {
    id: 'stress-proper-nouns',
    kind: 'stress',
    engine: 'proper-nouns',
    language: 'ru',
    title: 'Stress of proper nouns and place names',
    description: 'Stress of names, surnames and place names observed in Russian Wikipedia ("+" before the vowel), '
      + 'in key=value form.',
    translations: {
      ru: {
        title: 'Ударения в именах и названиях',
        description: 'Ударения имён, фамилий и географических названий, собранные по русской Википедии («+» перед гласной), в виде «ключ=значение».',
      },
    },
    license: 'Data: CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), generated from Russian Wikipedia; '
      + 'reuse must credit the source and keep the data under BY-SA. Scripts: see the repository LICENSE.',
    commercial_ok: true,
    homepage: 'https://github.com/NickZaitsev/proper-noun-stress-dictionaries',
    files: [
      gh(PROPER, PROPER_COMMIT, 'DemagogDictionaries/proper_nouns_stress.dic', 'proper_nouns_stress.dic',
        '2ab2e127175bd069cb3a6c7d12b9c44211d2a40188c38ab4463be22d7bad1693', 1879676),
      gh(PROPER, PROPER_COMMIT, 'DemagogDictionaries/toponyms_observed.dic', 'toponyms_observed.dic',
        '900b7d5574cf2f4fbfc56800ed4407535d3f29d4fbbe28eda1306704685404d2', 2243921),
      gh(PROPER, PROPER_COMMIT, 'DemagogDictionaries/all_proper_nouns_observed_most_frequent_unique.dic',
        'all_proper_nouns_observed_most_frequent_unique.dic',
        '6e496dde89b370ca69af6d83a9c63db143a86bed18179c1eb0d9bd405fc11bbb', 47833),
      gh(PROPER, PROPER_COMMIT, 'LICENSE', 'LICENSE',
        'cf6cf28bde8634f49a0c8bae5a8120ed516d3bd30f90ed91191323ba86d5a976', 776),
      gh(PROPER, PROPER_COMMIT, 'LICENSE-DATA', 'LICENSE-DATA',
        'c96528ca20ccc7acd0805e5c98367f3a4ed0eb81071bc728bf3a78d12fb608fe', 651),
    ],
  },
];

export const VAD_MODELS: CatalogEntry[] = [
  {
    id: 'vad-silero',
    kind: 'vad',
    engine: 'silero-vad',
    language: '',
    title: 'Silero VAD',
    description: 'Voice activity detector (ONNX, 16 kHz and 8 kHz) used to find speech and pauses in a recording; '
      + 'runs in sherpa-onnx (Vad with sileroVad).',
    translations: {
      ru: {
        title: 'Silero VAD: поиск речи в записи',
        description: 'Детектор речи (ONNX, 16 и 8 кГц): находит речь и паузы в записи; работает в sherpa-onnx.',
      },
    },
    license: 'MIT (Copyright (c) 2020-present Silero Team).',
    commercial_ok: true,
    homepage: 'https://github.com/snakers4/silero-vad',
    files: [
      // The silero_vad.onnx of the v6.2.1 tag: the file whose sha256/size are pinned below
      // (the same bytes as the test corpus's models/vad-silero/silero_vad.onnx).
      {
        name: 'silero_vad.onnx',
        url: 'https://github.com/snakers4/silero-vad/raw/v6.2.1/src/silero_vad/data/silero_vad.onnx',
        sha256: '1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3',
        size: 2327524,
      },
      {
        name: 'LICENSE',
        url: 'https://github.com/snakers4/silero-vad/raw/v6.2.1/LICENSE',
        sha256: '2e63e9a38b6e8fc0c7bc37ce174caca1862870856c6daf5697cfb785e925520b',
        size: 1075,
      },
    ],
  },
];

// Speech recognition for the check. sherpa-onnx release archives; after unpacking, the
// archive's single top folder is flattened, so e.g. `<model dir>/encoder.int8.onnx`.
export const ASR_MODELS: CatalogEntry[] = [
  {
    id: 'asr-ru-zipformer-small',
    kind: 'asr',
    engine: 'sherpa-zipformer',
    language: 'ru',
    title: 'Russian speech recognition: small Zipformer (sherpa-onnx, 2024-09-18)',
    description: 'Offline transducer (encoder/decoder/joiner, float32 and int8, tokens.txt, bpe.model) converted by '
      + 'k2-fsa from alphacep vosk-model-small-ru. About 110 MB download.',
    translations: {
      ru: {
        title: 'Распознавание русской речи: малый Zipformer (sherpa-onnx, 2024-09-18)',
        description: 'Офлайн-распознаватель (encoder/decoder/joiner, float32 и int8), переведённый k2-fsa из alphacep vosk-model-small-ru. Загрузка около 110 МБ.',
      },
    },
    license: 'Apache-2.0 (alphacep/vosk-model-small-ru; sherpa-onnx export by k2-fsa).',
    commercial_ok: true,
    homepage: 'https://k2-fsa.github.io/sherpa/onnx/pretrained_models/offline-transducer/zipformer-transducer-models.html',
    files: [
      {
        name: 'sherpa-onnx-small-zipformer-ru-2024-09-18.tar.bz2',
        url: `${SHERPA_ASR}/sherpa-onnx-small-zipformer-ru-2024-09-18.tar.bz2`,
        // Published by two independent projects that pin this release asset.
        sha256: 'f766cea7df7e7204a5eac9edfba2d05e7546523a88e803f4a110b1865358d51a',
        size: 109906654,
        unpack: 'tar.bz2',
      },
    ],
  },
  {
    id: 'asr-en-whisper-tiny',
    kind: 'asr',
    engine: 'sherpa-whisper',
    language: 'en',
    title: 'English speech recognition: Whisper tiny.en (sherpa-onnx)',
    description: 'OpenAI Whisper tiny.en exported to ONNX by k2-fsa (tiny.en-encoder/decoder, float32 and int8, '
      + 'tiny.en-tokens.txt). About 118 MB download.',
    translations: {
      ru: {
        title: 'Распознавание английской речи: Whisper tiny.en (sherpa-onnx)',
        description: 'OpenAI Whisper tiny.en в формате ONNX от k2-fsa (float32 и int8). Загрузка около 118 МБ.',
      },
    },
    license: 'MIT (OpenAI Whisper weights and code; sherpa-onnx export by k2-fsa, Apache-2.0).',
    commercial_ok: true,
    homepage: 'https://k2-fsa.github.io/sherpa/onnx/pretrained_models/whisper/tiny.en.html',
    files: [
      {
        name: 'sherpa-onnx-whisper-tiny.en.tar.bz2',
        url: `${SHERPA_ASR}/sherpa-onnx-whisper-tiny.en.tar.bz2`,
        // No sha256 is published for this asset: the manager reports the install "unverified"
        // and records the hash it computed.
        sha256: null,
        size: 118071777,
        unpack: 'tar.bz2',
      },
    ],
  },
  {
    id: 'asr-en-whisper-base',
    kind: 'asr',
    engine: 'sherpa-whisper',
    language: 'en',
    title: 'English speech recognition: Whisper base.en (sherpa-onnx)',
    description: 'OpenAI Whisper base.en exported to ONNX by k2-fsa (base.en-encoder/decoder, float32 and int8, '
      + 'base.en-tokens.txt). More accurate and slower than tiny.en. About 209 MB download.',
    translations: {
      ru: {
        title: 'Распознавание английской речи: Whisper base.en (sherpa-onnx)',
        description: 'OpenAI Whisper base.en в формате ONNX от k2-fsa (float32 и int8). Точнее и медленнее, чем tiny.en. Загрузка около 209 МБ.',
      },
    },
    license: 'MIT (OpenAI Whisper weights and code; sherpa-onnx export by k2-fsa, Apache-2.0).',
    commercial_ok: true,
    homepage: 'https://k2-fsa.github.io/sherpa/onnx/pretrained_models/whisper/index.html',
    files: [
      {
        name: 'sherpa-onnx-whisper-base.en.tar.bz2',
        url: `${SHERPA_ASR}/sherpa-onnx-whisper-base.en.tar.bz2`,
        sha256: '475bc7052ce299c007f6d5d5407ba8601f819a2867f6eecee510ed17df581542',
        size: 208576005,
        unpack: 'tar.bz2',
      },
    ],
  },
];
