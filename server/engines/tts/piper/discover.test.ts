// An installed Piper voice is described in the studio's language where the catalog translates it
// (a Russian voice in the English studio reads «Male voice…», not «Мужской голос…»).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INSTALLED_MANIFEST, type CatalogEntry } from '../../../../models/types.ts';
import { discoverPiperVoices } from './discover.ts';

const dir = mkdtempSync(join(tmpdir(), 'glava-piper-discover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function install(entry: CatalogEntry): void {
  mkdirSync(join(dir, entry.id));
  writeFileSync(join(dir, entry.id, INSTALLED_MANIFEST), JSON.stringify({ entry, installedAt: '2026-11-29T00:00:00Z', verified: true, files: [] }));
}

const entry = (id: string, translations?: CatalogEntry['translations']): CatalogEntry => ({
  id, kind: 'voice', engine: 'piper', language: 'ru', title: `Piper ${id}`, description: 'Мужской голос, ровная подача.',
  ...(translations ? { translations } : {}),
  license: 'MIT', commercial_ok: true, homepage: 'https://example.org/',
  files: [{ name: `${id}.onnx`, url: 'https://example.org/a.onnx', sha256: '0'.repeat(64), size: 1 }, { name: `${id}.onnx.json`, url: 'https://example.org/a.onnx.json', sha256: '0'.repeat(64), size: 1 }],
  voice: { id: '00000000-0000-4000-8000-000000000001', name: 'Денис', gender: 'm', age: 'adult', description: 'Мужской голос, ровная подача.', recommended: false, calm: 0.5 },
} as CatalogEntry);

describe('installed Piper voices', () => {
  it('carry the catalog\'s description in the other studio language, and none where it has no translation', () => {
    install(entry('piper-ru-translated', { en: { title: 'Piper ru', description: 'Male voice, even delivery.' } }));
    install(entry('piper-ru-plain'));
    const voices = new Map(discoverPiperVoices(dir).map((v) => [v.info.name + (v.spec.model.includes('plain') ? ' plain' : ''), v.info]));
    expect(voices.get('Денис')?.descriptions).toEqual({ en: 'Male voice, even delivery.' });
    expect(voices.get('Денис')?.description).toBe('Мужской голос, ровная подача.');
    expect(voices.get('Денис plain')?.descriptions).toEqual({});
  });
});
