// Installing from a folder mirror: the generated fixture voices (test/support/piper-fixture.ts),
// and, in the corpus tier, the real stress data and VAD byte for byte; listing, removing, the
// site catalog file, and what counts as installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ECHO_VOICE_ID, FIXTURE_VOICE_ID, fixtureCatalogFile, fixtureEntries, installFixtureModels } from '../test/support/models-fixture.ts';
import { fixtureMirror, piperFixtureFiles } from '../test/support/piper-fixture.ts';
import { hasShared, sharedModelsDir } from '../test/support/shared.ts';
import { CATALOG } from './catalog.ts';
import { defaultModelsDir, findInstalled, listInstalled, loadCatalog } from './discovery.ts';
import { ModelBusyError, UnknownModelError } from './errors.ts';
import { installModel, listModels, removeModel, type InstallProgress } from './manager.ts';
import { INSTALLED_MANIFEST } from './types.ts';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

let dir: string;
let modelsDir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-models-'));
  modelsDir = defaultModelsDir(dir);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('installing from a folder mirror', () => {
  it('installs the fixture voice with its real config, verified, and discovery finds it', async () => {
    const [rec] = await installFixtureModels(modelsDir, [FIXTURE_VOICE_ID]);
    expect(rec.verified).toBe(true);
    expect(rec.dir).toBe(join(modelsDir, FIXTURE_VOICE_ID));
    expect(readFileSync(join(rec.dir, 'fake-ru-piper.onnx'))).toEqual(piperFixtureFiles().tone.bytes);
    const config = JSON.parse(readFileSync(join(rec.dir, 'fake-ru-piper.onnx.json'), 'utf8')) as { espeak?: { voice?: string } };
    expect(config.espeak?.voice).toBe('ru');
    const found = findInstalled(modelsDir, FIXTURE_VOICE_ID);
    expect(found?.entry.voice?.name).toBe('Тестовый голос');
    expect(found?.entry.voice?.id).toBe(fixtureEntries()[0].voice?.id);
    expect(found?.files.map((f) => f.sha256)).toEqual(fixtureEntries()[0].files.map((f) => f.sha256));
    // Nothing of the manager's work is left behind.
    expect(readdirSync(modelsDir)).toEqual([FIXTURE_VOICE_ID]);
  });

  it('installs both fixture voices; the same voice UUID every time', async () => {
    const recs = await installFixtureModels(modelsDir, [FIXTURE_VOICE_ID, ECHO_VOICE_ID]);
    expect(recs.map((r) => r.entry.id)).toEqual([FIXTURE_VOICE_ID, ECHO_VOICE_ID]);
    expect(listInstalled(modelsDir).map((r) => r.entry.id)).toEqual([ECHO_VOICE_ID, FIXTURE_VOICE_ID]);
    const again = fixtureEntries().map((e) => e.voice?.id);
    expect(recs.map((r) => r.entry.voice?.id)).toEqual(again);
    expect(new Set(again).size).toBe(2);
  });

  it.skipIf(!hasShared)('installs the real stress data and VAD byte-identical to the mirror, with progress up to the full size (corpus)', async () => {
    for (const id of ['stress-stressrnn', 'stress-homographs', 'stress-proper-nouns', 'vad-silero']) {
      const events: InstallProgress[] = [];
      const rec = await installModel(modelsDir, id, { mirror: sharedModelsDir, onProgress: (p) => events.push(p) });
      expect(rec.verified).toBe(true);
      const entry = CATALOG.find((e) => e.id === id);
      for (const f of entry?.files ?? []) expect(sha256(join(rec.dir, f.name))).toBe(f.sha256);
      const total = (entry?.files ?? []).reduce((s, f) => s + (f.size ?? 0), 0);
      const last = events.at(-1);
      expect(last?.done).toBe(total);
      expect(last?.totalBytes).toBe(total);
      expect(events.every((e, i) => i === 0 || e.done >= events[i - 1].done)).toBe(true);
    }
    expect(listInstalled(modelsDir).map((r) => r.entry.id)).toEqual(['stress-homographs', 'stress-proper-nouns', 'stress-stressrnn', 'vad-silero']);
  });

  it('installs the fixture voice with progress up to the full size', async () => {
    const events: InstallProgress[] = [];
    const entry = fixtureEntries()[1];
    const rec = await installModel(modelsDir, entry.id, { mirror: fixtureMirror(), catalog: fixtureEntries(), onProgress: (p) => events.push(p) });
    for (const f of entry.files) expect(sha256(join(rec.dir, f.name))).toBe(f.sha256);
    const total = entry.files.reduce((s, f) => s + (f.size ?? 0), 0);
    expect(events.at(-1)).toMatchObject({ done: total, totalBytes: total });
    expect(events.every((e, i) => i === 0 || e.done >= events[i - 1].done)).toBe(true);
  });

  it('fails clearly when the mirror lacks a file (a real Piper voice), leaving nothing installed', async () => {
    const err = await installModel(modelsDir, 'piper-ru_RU-irina-medium', { mirror: fixtureMirror() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/Not in the mirror: .*ru_RU-irina-medium\.onnx/);
    expect(findInstalled(modelsDir, 'piper-ru_RU-irina-medium')).toBeUndefined();
    expect(existsSync(join(modelsDir, 'piper-ru_RU-irina-medium'))).toBe(false);
  });

  it('rejects an unknown id and ids that would escape the models folder', async () => {
    await expect(installModel(modelsDir, 'no-such-model', { mirror: fixtureMirror() })).rejects.toBeInstanceOf(UnknownModelError);
    await expect(installModel(modelsDir, '../etc', { mirror: fixtureMirror() })).rejects.toThrow(/Invalid model id/);
    await expect(removeModel(modelsDir, '..')).rejects.toThrow(/Invalid model id/);
  });

  it('does not download again when the same files are installed; force reinstalls in place', async () => {
    const opts = { mirror: fixtureMirror(), catalog: fixtureEntries() };
    const first = await installModel(modelsDir, ECHO_VOICE_ID, opts);
    let events = 0;
    const second = await installModel(modelsDir, ECHO_VOICE_ID, { ...opts, onProgress: () => events++ });
    expect(second.installedAt).toBe(first.installedAt);
    expect(events).toBe(0);
    const third = await installModel(modelsDir, ECHO_VOICE_ID, { ...opts, force: true, onProgress: () => events++ });
    expect(events).toBeGreaterThan(0);
    expect(third.verified).toBe(true);
    expect(readdirSync(modelsDir)).toEqual([ECHO_VOICE_ID]);
  });
});

describe('discovery', () => {
  it('ignores a model folder without installed.json (an unfinished install) and the manager\'s work folders', async () => {
    await installFixtureModels(modelsDir, [FIXTURE_VOICE_ID]);
    mkdirSync(join(modelsDir, 'piper-ru_RU-denis-medium'));
    writeFileSync(join(modelsDir, 'piper-ru_RU-denis-medium', 'ru_RU-denis-medium.onnx'), 'half a model');
    mkdirSync(join(modelsDir, '.partial', 'x'), { recursive: true });
    expect(listInstalled(modelsDir).map((r) => r.entry.id)).toEqual([FIXTURE_VOICE_ID]);
    expect(findInstalled(modelsDir, 'piper-ru_RU-denis-medium')).toBeUndefined();
  });

  it('ignores a corrupt installed.json and one whose entry id is not its folder', async () => {
    await installFixtureModels(modelsDir, [FIXTURE_VOICE_ID]);
    mkdirSync(join(modelsDir, 'broken'));
    writeFileSync(join(modelsDir, 'broken', INSTALLED_MANIFEST), '{"entry": ');
    mkdirSync(join(modelsDir, 'renamed'));
    writeFileSync(join(modelsDir, 'renamed', INSTALLED_MANIFEST), readFileSync(join(modelsDir, FIXTURE_VOICE_ID, INSTALLED_MANIFEST)));
    expect(listInstalled(modelsDir).map((r) => r.entry.id)).toEqual([FIXTURE_VOICE_ID]);
  });

  it('lists nothing for a models folder that does not exist yet', () => {
    expect(listInstalled(join(dir, 'nowhere'))).toEqual([]);
    expect(listModels(join(dir, 'nowhere')).every((r) => !r.installed)).toBe(true);
  });

  it('extends the catalog with a site catalog file and installs from it', async () => {
    const catalog = loadCatalog(fixtureCatalogFile(join(dir, 'site')));
    expect(catalog.length).toBe(CATALOG.length + 2);
    expect(catalog.map((e) => e.id)).toContain(ECHO_VOICE_ID);
    const rec = await installModel(modelsDir, ECHO_VOICE_ID, { mirror: fixtureMirror(), catalog });
    // The built-in catalog alone does not know it.
    await expect(installModel(modelsDir, ECHO_VOICE_ID, { mirror: fixtureMirror(), force: true })).rejects.toBeInstanceOf(UnknownModelError);
    expect(rec.entry.voice?.name).toBe('Тестовое эхо');
  });

  it('names the file and the field when a site catalog file is malformed', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ ...fixtureEntries()[0], files: [{ name: '../x', url: 'file:///etc/passwd', sha256: 'zz', size: 1 }] }]));
    expect(() => loadCatalog(bad)).toThrow(/bad\.json[\s\S]*(name|url|sha256)/);
  });
});

describe('listing and removing', () => {
  it('lists every catalog entry with its status and size, then forgets a removed model', async () => {
    // The echo voice is in this catalog; the tone voice is installed but not listed in it.
    const echo = fixtureEntries()[1];
    const catalog = [...CATALOG, echo];
    await installFixtureModels(modelsDir, [ECHO_VOICE_ID, FIXTURE_VOICE_ID]);
    const rows = listModels(modelsDir, catalog);
    expect(rows.length).toBe(CATALOG.length + 2);
    const listed = rows.find((r) => r.entry.id === ECHO_VOICE_ID);
    expect(listed?.installed).toBe(true);
    expect(listed?.verified).toBe(true);
    expect(Date.parse(listed?.installedAt ?? '')).not.toBeNaN();
    expect(listed?.size).toBe(echo.files.reduce((s, f) => s + (f.size ?? 0), 0));
    expect(rows.find((r) => r.entry.id === FIXTURE_VOICE_ID)?.installed).toBe(true);
    expect(rows.find((r) => r.entry.id === 'piper-ru_RU-denis-medium')?.installed).toBe(false);

    expect(await removeModel(modelsDir, ECHO_VOICE_ID)).toBe(true);
    expect(existsSync(join(modelsDir, ECHO_VOICE_ID))).toBe(false);
    expect(listModels(modelsDir, catalog).find((r) => r.entry.id === ECHO_VOICE_ID)?.installed).toBe(false);
    expect(await removeModel(modelsDir, ECHO_VOICE_ID)).toBe(false);
    expect(readdirSync(modelsDir)).toEqual([FIXTURE_VOICE_ID]);
  });

  it('removes an unfinished install folder and its partial downloads too', async () => {
    mkdirSync(join(modelsDir, 'vad-silero'), { recursive: true });
    mkdirSync(join(modelsDir, '.partial', 'vad-silero'), { recursive: true });
    writeFileSync(join(modelsDir, '.partial', 'vad-silero', 'silero_vad.onnx.part'), 'partial');
    expect(await removeModel(modelsDir, 'vad-silero')).toBe(false);
    expect(readdirSync(modelsDir)).toEqual([]);
  });
});

describe('one install at a time', () => {
  it('refuses a second install of the same model while the first runs, in this process', async () => {
    const opts = { mirror: fixtureMirror(), catalog: fixtureEntries() };
    const first = installModel(modelsDir, ECHO_VOICE_ID, opts);
    await expect(installModel(modelsDir, ECHO_VOICE_ID, opts)).rejects.toBeInstanceOf(ModelBusyError);
    expect((await first).verified).toBe(true);
    expect(existsSync(join(modelsDir, '.partial'))).toBe(false);
  });

  it('refuses while another live process holds the lock, and takes over a dead one\'s lock', async () => {
    mkdirSync(join(modelsDir, '.partial'), { recursive: true });
    const lock = join(modelsDir, '.partial', `${ECHO_VOICE_ID}.lock`);
    const opts = { mirror: fixtureMirror(), catalog: fixtureEntries() };
    writeFileSync(lock, String(process.ppid)); // the test runner: alive, and not us
    await expect(installModel(modelsDir, ECHO_VOICE_ID, opts)).rejects.toBeInstanceOf(ModelBusyError);
    await expect(removeModel(modelsDir, ECHO_VOICE_ID)).rejects.toBeInstanceOf(ModelBusyError);
    const gone = spawnSync('true').pid; // a process that has exited
    writeFileSync(lock, String(gone));
    expect((await installModel(modelsDir, ECHO_VOICE_ID, opts)).verified).toBe(true);
    expect(existsSync(lock)).toBe(false);
  });
});
