// Test voices installed through the real model manager, from the shared fixtures folder as a
// mirror. 'piper-fixture-ru' is a tiny ONNX with Piper's exact inputs/outputs that plays a tone;
// 'piper-echo-ru' outputs the phoneme ids it was given. Both use the real irina config
// (phoneme_id_map, espeak voice, sample rate).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InstalledRecord } from '../../models/discovery.ts';
import { installModel } from '../../models/manager.ts';
import type { CatalogEntry } from '../../models/types.ts';
import { voiceUuid } from '../../models/voice-uuid.ts';
import { sharedModelsDir } from './shared.ts';

export const FIXTURE_VOICE_ID = 'piper-fixture-ru';
export const ECHO_VOICE_ID = 'piper-echo-ru';

// The real irina config, mirrored in /work/shared/models/piper-configs.
const IRINA_CONFIG = {
  mirrorPath: 'piper-configs/ru_RU-irina-medium.onnx.json',
  sha256: 'c2ec28bb38e2b59e93b959b3e40348c1afebbd272f30fed5d41205d08e98a9d7',
  size: 4765,
};

// Not downloadable: these files exist only in the shared fixtures (always installed from a mirror).
const FIXTURE_URL = 'https://example.invalid/glava-test-fixtures';

function fixtureVoice(opts: {
  id: string;
  model: string;
  sha256: string;
  size: number;
  name: string;
  description: string;
}): CatalogEntry {
  const base = opts.model.replace(/\.onnx$/, '');
  return {
    id: opts.id,
    kind: 'voice',
    engine: 'piper',
    language: 'ru',
    title: `Test Piper voice (${opts.model})`,
    description: opts.description,
    license: 'Test fixture written for Glava Studio: free to use. Config: rhasspy/piper-voices (MIT).',
    commercial_ok: true,
    homepage: 'https://huggingface.co/rhasspy/piper-voices',
    files: [
      { name: opts.model, url: `${FIXTURE_URL}/${opts.model}`, sha256: opts.sha256, size: opts.size, mirrorPath: `piper-fixture/${opts.model}` },
      { name: `${base}.onnx.json`, url: `${FIXTURE_URL}/${base}.onnx.json`, ...IRINA_CONFIG },
    ],
    voice: {
      id: voiceUuid(opts.id),
      name: opts.name,
      gender: 'f',
      age: 'adult',
      description: opts.description,
      calm: 0.5,
      recommended: false,
    },
  };
}

/** The fixture catalog entries. */
export function fixtureEntries(): CatalogEntry[] {
  return [
    fixtureVoice({
      id: FIXTURE_VOICE_ID,
      model: 'fake-ru-piper.onnx',
      sha256: '55b7aad746343eb89c9ead0c712035b644e7f4ff2994bb30b5ba465dffb0c2cf',
      size: 676,
      name: 'Тестовый голос',
      description: 'Тестовый голос: тон 220 Гц длиной tokens·256·length_scale отсчётов.',
    }),
    fixtureVoice({
      id: ECHO_VOICE_ID,
      model: 'echo-ru-piper.onnx',
      sha256: 'cfa59b1cbdae068aac257f67521b490538c3caec467763dc9892acc3cbcc1788',
      size: 375,
      name: 'Тестовое эхо',
      description: 'Тестовый голос: возвращает номера фонем (token_id/1000) вместо звука.',
    }),
  ];
}

/** Writes the fixture catalog as JSON into dir (for GLAVA_MODELS_CATALOG); returns its path. */
export function fixtureCatalogFile(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'models-catalog.fixture.json');
  writeFileSync(path, `${JSON.stringify(fixtureEntries(), null, 2)}\n`);
  return path;
}

/** Installs fixture entries into modelsDir through the real manager, with the shared folder as mirror. */
export async function installFixtureModels(
  modelsDir: string,
  ids: readonly string[] = [FIXTURE_VOICE_ID],
): Promise<InstalledRecord[]> {
  const catalog = fixtureEntries();
  const out: InstalledRecord[] = [];
  for (const id of ids) {
    out.push(await installModel(modelsDir, id, { mirror: sharedModelsDir, catalog }));
  }
  return out;
}
