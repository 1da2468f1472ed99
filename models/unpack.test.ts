// Archives in a model: a tar.bz2 (the sherpa-onnx layout) and a zip installed through the
// manager from a folder mirror, and the archives it must refuse (links, escaping paths, bombs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { piperFixtureFiles } from '../test/support/piper-fixture.ts';
import { findInstalled } from './discovery.ts';
import { UnpackError } from './errors.ts';
import { installModel } from './manager.ts';
import type { CatalogEntry } from './types.ts';
import { checkTarListing, unpackArchive } from './unpack.ts';

let dir: string;
let mirror: string;
let modelsDir: string;
/** A model's files to pack: a tokens list and an ONNX model (the generated fixture voice's). */
let tokens: string;
let model: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-unpack-'));
  mirror = join(dir, 'mirror');
  modelsDir = join(dir, 'models');
  mkdirSync(mirror);
  const files = piperFixtureFiles();
  tokens = join(dir, 'tokens.txt');
  model = join(dir, 'model.onnx');
  writeFileSync(tokens, files.tokens.bytes);
  writeFileSync(model, files.tone.bytes);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function entryFor(id: string, archive: string, unpack: 'tar.bz2' | 'zip'): CatalogEntry {
  const path = join(mirror, id, archive);
  return {
    id, kind: 'asr', engine: 'sherpa-test', language: 'ru', title: `Archive test ${id}`, description: '',
    license: 'test', commercial_ok: true, homepage: '',
    files: [{
      name: archive, url: `https://example.invalid/${archive}`, unpack,
      sha256: createHash('sha256').update(readFileSync(path)).digest('hex'), size: statSync(path).size,
    }],
  };
}

/** A tar.bz2 in the mirror at <id>/<archive>, built by GNU tar from `src` (extra args before the members). */
function makeTar(id: string, archive: string, src: string, members: string[], extra: string[] = []): void {
  mkdirSync(join(mirror, id), { recursive: true });
  execFileSync('tar', ['-cjf', join(mirror, id, archive), ...extra, '-C', src, ...members]);
}

/** A minimal stored (uncompressed) zip; `mode` goes into the Unix attributes. */
function makeZip(path: string, files: Array<{ name: string; data: Buffer; mode?: number }>): void {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const crc = crc32(f.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(f.data.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(f.data.length, 20);
    central.writeUInt32LE(f.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((f.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, f.data);
    centrals.push(central, name);
    offset += local.length + name.length + f.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(path, Buffer.concat([...locals, cd, end]));
}

describe('tar.bz2 models', () => {
  it('unpacks into the model folder, flattening the single top folder, and drops the archive', async () => {
    const src = join(dir, 'src');
    mkdirSync(join(src, 'sherpa-onnx-test', 'test_wavs'), { recursive: true });
    copyFileSync(tokens, join(src, 'sherpa-onnx-test', 'tokens.txt'));
    copyFileSync(model, join(src, 'sherpa-onnx-test', 'model.onnx'));
    writeFileSync(join(src, 'sherpa-onnx-test', 'test_wavs', 'README'), 'wavs');
    makeTar('asr-test', 'model.tar.bz2', src, ['sherpa-onnx-test']);
    const entry = entryFor('asr-test', 'model.tar.bz2', 'tar.bz2');

    const rec = await installModel(modelsDir, 'asr-test', { mirror, catalog: [entry] });
    expect(rec.verified).toBe(true);
    expect(readdirSync(rec.dir).sort()).toEqual(['installed.json', 'model.onnx', 'test_wavs', 'tokens.txt']);
    // Buffer.equals: a deep toEqual over megabytes takes seconds.
    expect(readFileSync(join(rec.dir, 'tokens.txt')).equals(readFileSync(tokens))).toBe(true);
    expect(readFileSync(join(rec.dir, 'model.onnx')).equals(readFileSync(model))).toBe(true);
    expect(rec.files[0]).toMatchObject({ name: 'model.tar.bz2', sha256: entry.files[0].sha256, verified: true });
    expect(readdirSync(modelsDir)).toEqual(['asr-test']);
  });

  it('refuses an archive holding a symlink: nothing installed, nothing left over', async () => {
    const src = join(dir, 'src');
    mkdirSync(join(src, 'm'), { recursive: true });
    copyFileSync(tokens, join(src, 'm', 'tokens.txt'));
    symlinkSync('/etc/passwd', join(src, 'm', 'passwd'));
    makeTar('asr-link', 'model.tar.bz2', src, ['m']);
    const err = await installModel(modelsDir, 'asr-link', { mirror, catalog: [entryFor('asr-link', 'model.tar.bz2', 'tar.bz2')] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnpackError);
    expect((err as Error).message).toMatch(/link or special file.*passwd/);
    expect(findInstalled(modelsDir, 'asr-link')).toBeUndefined();
    expect(readdirSync(modelsDir)).toEqual([]);
  });

  it('refuses members that climb out of the folder', async () => {
    const src = join(dir, 'deep', 'src');
    mkdirSync(src, { recursive: true });
    writeFileSync(join(dir, 'deep', 'evil.txt'), 'outside');
    makeTar('asr-climb', 'model.tar.bz2', src, ['../evil.txt'], ['--absolute-names']);
    const err = await installModel(modelsDir, 'asr-climb', { mirror, catalog: [entryFor('asr-climb', 'model.tar.bz2', 'tar.bz2')] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnpackError);
    expect((err as Error).message).toMatch(/Unsafe path.*\.\.\/evil\.txt/);
    expect(existsSync(join(modelsDir, 'evil.txt'))).toBe(false);
    expect(existsSync(join(dir, 'evil.txt'))).toBe(false);
  });

  it('refuses a listing that unpacks past the byte or entry limit', () => {
    const line = (size: number, name: string) => `-rw-r--r-- user/group ${size} 2024-09-18 12:00 ${name}`;
    const listing = [line(600, 'a/x.onnx'), line(600, 'a/y.onnx')].join('\n');
    expect(() => checkTarListing(listing, { maxBytes: 1000, maxEntries: 10 })).toThrow(/more than 1000 bytes/);
    expect(() => checkTarListing(listing, { maxBytes: 10_000, maxEntries: 1 })).toThrow(/2 entries/);
    expect(() => checkTarListing(listing, { maxBytes: 10_000, maxEntries: 10 })).not.toThrow();
  });
});

describe('zip models', () => {
  it('unpacks a zip through the manager', async () => {
    mkdirSync(join(mirror, 'zip-ok'));
    makeZip(join(mirror, 'zip-ok', 'voice.zip'), [
      { name: 'voice/tokens.txt', data: readFileSync(tokens) },
      { name: 'voice/nested/readme.txt', data: Buffer.from('привет') },
    ]);
    const rec = await installModel(modelsDir, 'zip-ok', { mirror, catalog: [entryFor('zip-ok', 'voice.zip', 'zip')] });
    expect(readFileSync(join(rec.dir, 'tokens.txt')).equals(readFileSync(tokens))).toBe(true);
    expect(readFileSync(join(rec.dir, 'nested', 'readme.txt'), 'utf8')).toBe('привет');
    expect(existsSync(join(rec.dir, 'voice.zip'))).toBe(false);
  });

  it('refuses ../ names, symlinks and bombs', async () => {
    const target = join(dir, 'out');
    const tryZip = async (files: Array<{ name: string; data: Buffer; mode?: number }>, maxBytes = 1 << 20) => {
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target);
      const zip = join(dir, 'test.zip');
      makeZip(zip, files);
      return unpackArchive('zip', zip, target, { maxBytes, maxEntries: 100 }).then(() => null, (e: unknown) => e as Error);
    };
    expect((await tryZip([{ name: '../evil.txt', data: Buffer.from('x') }]))?.message).toMatch(/relative path|\.\./);
    expect(existsSync(join(dir, 'evil.txt'))).toBe(false);
    expect((await tryZip([{ name: 'link', data: Buffer.from('/etc/passwd'), mode: 0o120777 }]))?.message).toMatch(/link or special file/);
    expect((await tryZip([{ name: 'big.bin', data: Buffer.alloc(4096) }], 1000))?.message).toMatch(/more than 1000 bytes/);
    expect(await tryZip([{ name: 'fine.bin', data: Buffer.alloc(4096) }], 10_000)).toBeNull();
    expect(statSync(join(target, 'fine.bin')).size).toBe(4096);
  });
});
