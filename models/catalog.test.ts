// The catalog's own integrity; in the corpus tier also against the real files and LFS pointers
// of the test corpus's models/.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasShared, sharedModelsDir } from '../test/support/shared.ts';
import { CATALOG, downloadSize, piperEntryId } from './catalog.ts';
import { describeLicense } from './license.ts';
import { parseCatalog } from './schema.ts';
import { mirrorRelPath } from './source.ts';
import { uuidV5, VOICE_NAMESPACE } from './voice-uuid.ts';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const piper = CATALOG.filter((e) => e.engine === 'piper');

describe('catalog integrity', () => {
  it('passes its own schema (safe ids and names, http(s) URLs, hex hashes)', () => {
    expect(() => parseCatalog(JSON.parse(JSON.stringify(CATALOG)), 'built-in')).not.toThrow();
  });

  it('gives every file an https URL, a 64-hex sha256 or null, and a positive size', () => {
    for (const entry of CATALOG) {
      for (const f of entry.files) {
        expect(new URL(f.url).protocol, `${entry.id}/${f.name}`).toBe('https:');
        if (f.sha256 !== null) expect(f.sha256, `${entry.id}/${f.name}`).toMatch(/^[0-9a-f]{64}$/);
        expect(f.size === null || f.size > 0, `${entry.id}/${f.name}`).toBe(true);
      }
    }
  });

  it('has unique entry ids and unique file names within an entry', () => {
    const ids = CATALOG.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of CATALOG) expect(new Set(e.files.map((f) => f.name)).size).toBe(e.files.length);
  });

  it('covers what the studio needs: ru and en voices, stress data, VAD, ru and en recognition', () => {
    const kinds = (kind: string, lang?: string) => CATALOG.filter((e) => e.kind === kind && (lang === undefined || e.language === lang));
    for (const speaker of ['denis', 'dmitri', 'irina', 'ruslan']) {
      expect(CATALOG.some((e) => e.id === piperEntryId('ru_RU', speaker, 'medium'))).toBe(true);
    }
    expect(CATALOG.some((e) => e.id === piperEntryId('en_US', 'lessac', 'medium'))).toBe(true);
    expect(CATALOG.some((e) => e.id === piperEntryId('en_US', 'amy', 'low'))).toBe(true);
    expect(kinds('stress').map((e) => e.id).sort()).toEqual(['stress-giella', 'stress-homographs', 'stress-proper-nouns', 'stress-stressrnn']);
    expect(kinds('vad')).toHaveLength(1);
    expect(kinds('asr', 'ru').length).toBeGreaterThan(0);
    expect(kinds('asr', 'en').length).toBeGreaterThan(0);
  });
});

describe('voice UUIDs', () => {
  it('implement UUID v5 (RFC 9562 example: www.example.com in the DNS namespace)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('are the v5 UUID of the entry id in the fixed namespace, unique, and never change', () => {
    const voices = CATALOG.filter((e) => e.voice);
    expect(voices.length).toBe(piper.length);
    for (const e of voices) expect(e.voice?.id).toBe(uuidV5(e.id, VOICE_NAMESPACE));
    expect(new Set(voices.map((e) => e.voice?.id)).size).toBe(voices.length);
    // Stored books refer to voices by these ids: a changed namespace or id scheme would orphan them.
    expect(CATALOG.find((e) => e.id === 'piper-ru_RU-denis-medium')?.voice?.id).toBe('f6ce992e-49c8-5fff-b216-c2c1d0db9a4f');
  });
});

describe.skipIf(!hasShared)('Piper voices match the published files (corpus)', () => {
  const configs = join(sharedModelsDir, 'piper-configs');

  it.each(piper.map((e) => [e.id, e] as const))('%s: .onnx = its Git LFS pointer, .onnx.json = the real config', (_id, entry) => {
    const onnx = entry.files.find((f) => f.name.endsWith('.onnx'));
    const config = entry.files.find((f) => f.name.endsWith('.onnx.json'));
    if (!onnx || !config) throw new Error('a Piper voice needs .onnx and .onnx.json');
    const pointer = readFileSync(join(configs, `${onnx.name}.LFS-POINTER.txt`), 'utf8');
    expect(onnx.sha256).toBe(/oid sha256:([0-9a-f]{64})/.exec(pointer)?.[1]);
    expect(onnx.size).toBe(Number(/size (\d+)/.exec(pointer)?.[1]));
    const configPath = join(configs, config.name);
    expect(config.sha256).toBe(sha256(configPath));
    expect(config.size).toBe(statSync(configPath).size);
    expect(onnx.url).toMatch(/^https:\/\/huggingface\.co\/rhasspy\/piper-voices\/resolve\/v1\.0\.0\/(ru|en)\/(ru_RU|en_US)\/[a-z]+\/(low|medium)\//);
    expect(onnx.url.endsWith(`/${onnx.name}`)).toBe(true);
  });

  it.each(piper.map((e) => [e.id, e] as const))('%s: commercial use only when its MODEL_CARD says CC0', (_id, entry) => {
    const base = entry.files[0].name.replace(/\.onnx$/, '');
    const card = readFileSync(join(configs, `${base}.MODEL_CARD`), 'utf8');
    const cardLicense = /\* License: (.+)/.exec(card)?.[1]?.trim() ?? '';
    expect(entry.commercial_ok).toBe(cardLicense === 'CC0');
    expect(describeLicense(entry)).toContain(entry.commercial_ok ? 'Commercial use: allowed' : 'NOT cleared');
    expect(entry.voice?.name.length).toBeGreaterThan(0);
    expect(['m', 'f']).toContain(entry.voice?.gender);
  });
});

describe('data files match the shared mirror byte for byte', () => {
  const mirrored = CATALOG.filter((e) => e.kind === 'stress' || e.kind === 'vad');

  it.skipIf(!hasShared).each(mirrored.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
    for (const f of entry.files) {
      const path = join(sharedModelsDir, ...mirrorRelPath(entry, f).split('/'));
      expect(existsSync(path), path).toBe(true);
      expect(f.size, f.name).toBe(statSync(path).size);
      expect(f.sha256, f.name).toBe(sha256(path));
      expect(f.url).toMatch(/^https:\/\/(raw\.githubusercontent\.com|github\.com)\//);
    }
  });

  it('keeps the exception dictionary of StressRNN out of commercial use and says why', () => {
    const stressrnn = CATALOG.find((e) => e.id === 'stress-stressrnn');
    expect(stressrnn?.commercial_ok).toBe(false);
    expect(stressrnn?.license).toMatch(/Apache-2\.0/);
    expect(stressrnn?.license).toMatch(/not stated/);
  });

  it('states sizes for every recognition model and says when a hash is missing', () => {
    for (const e of CATALOG.filter((x) => x.kind === 'asr')) {
      expect(downloadSize(e), e.id).toBeGreaterThan(10_000_000);
      expect(e.files.every((f) => f.unpack === 'tar.bz2')).toBe(true);
      if (e.files.some((f) => f.sha256 === null)) expect(describeLicense(e)).toContain('unverified');
    }
  });
});
