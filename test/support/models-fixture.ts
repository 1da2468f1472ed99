// Test voices installed through the real model manager, from a mirror folder of files the tests
// generate (piper-fixture.ts). 'piper-fixture-ru' is a tiny ONNX with Piper's exact
// inputs/outputs that plays a tone; 'piper-echo-ru' outputs the phoneme ids it was given. Both
// use a Piper config with the standard phoneme_id_map, espeak voice `ru` and 22050 Hz.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InstalledRecord } from '../../models/discovery.ts';
import { installModel } from '../../models/manager.ts';
import type { CatalogEntry } from '../../models/types.ts';
import { voiceUuid } from '../../models/voice-uuid.ts';
import { fixtureMirror, piperFixtureFiles, type GeneratedFile } from './piper-fixture.ts';

export const FIXTURE_VOICE_ID = 'piper-fixture-ru';
export const ECHO_VOICE_ID = 'piper-echo-ru';

// Not downloadable: these files exist only in the generated mirror (always installed from it).
const FIXTURE_URL = 'https://example.invalid/glava-test-fixtures';

function fixtureVoice(opts: {
  id: string;
  model: string;
  file: GeneratedFile;
  config: GeneratedFile;
  name: string;
  description: string;
  /** The title and description in English (the entry is written in Russian). */
  en: { title: string; description: string };
}): CatalogEntry {
  const base = opts.model.replace(/\.onnx$/, '');
  const { mirrorPath, sha256, size } = opts.config;
  return {
    id: opts.id,
    kind: 'voice',
    engine: 'piper',
    language: 'ru',
    title: `Тестовый голос Piper (${opts.model})`,
    description: opts.description,
    translations: { en: opts.en },
    license: 'Test fixture written for Glava Studio: free to use.',
    commercial_ok: true,
    homepage: 'https://huggingface.co/rhasspy/piper-voices',
    files: [
      { name: opts.model, url: `${FIXTURE_URL}/${opts.model}`, sha256: opts.file.sha256, size: opts.file.size, mirrorPath: opts.file.mirrorPath },
      { name: `${base}.onnx.json`, url: `${FIXTURE_URL}/${base}.onnx.json`, sha256, size, mirrorPath },
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
  const files = piperFixtureFiles();
  return [
    fixtureVoice({
      id: FIXTURE_VOICE_ID,
      model: 'fake-ru-piper.onnx',
      file: files.tone,
      config: files.config,
      name: 'Тестовый голос',
      description: 'Тестовый голос: тон 220 Гц длиной tokens·256·length_scale отсчётов.',
      en: { title: 'Test Piper voice (fake-ru-piper.onnx)', description: 'Test voice: a 220 Hz tone, tokens·256·length_scale samples long.' },
    }),
    fixtureVoice({
      id: ECHO_VOICE_ID,
      model: 'echo-ru-piper.onnx',
      file: files.echo,
      config: files.config,
      name: 'Тестовое эхо',
      description: 'Тестовый голос: возвращает номера фонем (token_id/1000) вместо звука.',
      en: { title: 'Test Piper echo (echo-ru-piper.onnx)', description: 'Test voice: gives back the phoneme numbers (token_id/1000) instead of sound.' },
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

/** Installs fixture entries into modelsDir through the real manager, from the generated mirror. */
export async function installFixtureModels(
  modelsDir: string,
  ids: readonly string[] = [FIXTURE_VOICE_ID],
): Promise<InstalledRecord[]> {
  const catalog = fixtureEntries();
  const out: InstalledRecord[] = [];
  for (const id of ids) {
    out.push(await installModel(modelsDir, id, { mirror: fixtureMirror(), catalog }));
  }
  return out;
}
