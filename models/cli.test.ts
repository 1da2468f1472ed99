// `glava models …` as a user runs it: the licence before an install, the confirmation,
// progress on stderr, the final line, list and remove, and the exit codes.
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ECHO_VOICE_ID, FIXTURE_VOICE_ID, fixtureCatalogFile, fixtureEntries } from '../test/support/models-fixture.ts';
import { fixtureMirror, piperFixtureFiles } from '../test/support/piper-fixture.ts';
import type { CatalogEntry } from './types.ts';
import { CATALOG } from './catalog.ts';
import { runModelsCommand, type ModelsCliIo } from './cli.ts';

let dir: string;
let out: string[];
let err: string[];
/** The site catalog the CLI is given (GLAVA_MODELS_CATALOG as server/config.ts passes it), once a test sets one. */
let catalogFile: string | undefined;

function io(extra: Partial<ModelsCliIo> = {}): ModelsCliIo {
  return { modelsDir: join(dir, 'models'), catalogFile, out: (l) => out.push(l), err: (l) => err.push(l), ...extra };
}

/** A site catalog file for the CLI: the fixture voices, one of them not cleared for sale. */
function useCatalog(extra: (entries: CatalogEntry[]) => CatalogEntry[] = (e) => e): void {
  const [tone, echo] = fixtureEntries();
  const entries = extra([tone!, { ...echo!, commercial_ok: false, license: 'CC BY-NC-SA 4.0 (test fixture)' }]);
  const path = join(dir, 'catalog.json');
  writeFileSync(path, JSON.stringify(entries));
  catalogFile = path;
}

/** A loopback port nothing listens on: a download site that cannot be reached. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-models-cli-'));
  out = [];
  err = [];
  catalogFile = undefined;
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('glava models', () => {
  it('list shows every catalog entry as available, with its commercial status', async () => {
    expect(await runModelsCommand(['list'], io())).toBe(0);
    expect(out[0]).toMatch(/^ID\s+KIND\s+LANG\s+SIZE\s+STATUS/);
    expect(out).toHaveLength(CATALOG.length + 1);
    const ruslan = out.find((l) => l.startsWith('piper-ru_RU-ruslan-medium'));
    expect(ruslan).toMatch(/voice\s+ru\s+60\.3 MB\s+available\s+no\s+.*Руслан/);
    expect(out.find((l) => l.startsWith('piper-ru_RU-denis-medium'))).toMatch(/available\s+yes/);
  });

  it('install prints the licence, installs with --yes from --mirror, shows progress and a final line', async () => {
    useCatalog();
    const code = await runModelsCommand(['install', ECHO_VOICE_ID, '--yes', '--mirror', fixtureMirror()], io());
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Model: Тестовый голос Piper.*\[piper-echo-ru\]/);
    expect(out.some((l) => /^Licence: .*CC BY-NC-SA 4\.0/.test(l))).toBe(true);
    expect(out.some((l) => l.includes('NOT cleared'))).toBe(true);
    expect(out.at(-1)).toMatch(/^Installed piper-echo-ru into .*models\/piper-echo-ru \(sha256 verified, [\d.]+ s\)\.$/);
    expect(err.at(-1)).toMatch(/^100%/);
    expect(err.every((l) => /^\d+%/.test(l))).toBe(true);
    expect(existsSync(join(dir, 'models', ECHO_VOICE_ID, 'echo-ru-piper.onnx'))).toBe(true);

    out = [];
    expect(await runModelsCommand(['list'], io())).toBe(0);
    expect(out.find((l) => l.startsWith(ECHO_VOICE_ID))).toMatch(/installed\s/);
  });

  it('asks before installing and installs nothing when the answer is no', async () => {
    let asked = 0;
    useCatalog();
    const code = await runModelsCommand(['install', FIXTURE_VOICE_ID, '--mirror', fixtureMirror()], io({ confirm: async () => { asked++; return false; } }));
    expect(code).toBe(1);
    expect(asked).toBe(1);
    expect(out.some((l) => l.startsWith('Licence: Test fixture'))).toBe(true);
    expect(out.at(-1)).toBe('Not installed.');
    expect(existsSync(join(dir, 'models', FIXTURE_VOICE_ID))).toBe(false);

    out = [];
    expect(await runModelsCommand(['install', FIXTURE_VOICE_ID, `--mirror=${fixtureMirror()}`], io({ confirm: async () => true }))).toBe(0);
    expect(existsSync(join(dir, 'models', FIXTURE_VOICE_ID, 'fake-ru-piper.onnx'))).toBe(true);
  });

  it('updates one status line in place when the terminal allows it', async () => {
    const status: string[] = [];
    useCatalog();
    expect(await runModelsCommand(['install', FIXTURE_VOICE_ID, '-y', '--mirror', fixtureMirror()], io({ status: (t) => status.push(t) }))).toBe(0);
    expect(status.some((s) => s.startsWith('100%'))).toBe(true);
    expect(status.at(-1)).toBe(''); // cleared before the final line
    expect(err).toEqual([]);
  });

  it('installs from the configured mirror and a site catalog (GLAVA_MODELS_MIRROR, GLAVA_MODELS_CATALOG as the glava CLI passes them)', async () => {
    const configured = io({ mirror: fixtureMirror(), catalogFile: fixtureCatalogFile(join(dir, 'site')) });
    expect(await runModelsCommand(['install', ECHO_VOICE_ID, '--yes'], configured)).toBe(0);
    expect(existsSync(join(dir, 'models', ECHO_VOICE_ID))).toBe(true);
    out = [];
    expect(await runModelsCommand(['list'], configured)).toBe(0);
    expect(out.find((l) => l.startsWith(ECHO_VOICE_ID))).toMatch(/installed/);
    // Without the site catalog the built-in one does not know that model.
    expect(await runModelsCommand(['install', ECHO_VOICE_ID, '--yes'], io({ mirror: fixtureMirror() }))).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown model/);
  });

  it('remove deletes an installed model; removing it again says so', async () => {
    useCatalog();
    await runModelsCommand(['install', FIXTURE_VOICE_ID, '--yes', '--mirror', fixtureMirror()], io());
    out = [];
    expect(await runModelsCommand(['remove', FIXTURE_VOICE_ID], io())).toBe(0);
    expect(out).toEqual([`Removed ${FIXTURE_VOICE_ID}.`]);
    expect(existsSync(join(dir, 'models', FIXTURE_VOICE_ID))).toBe(false);
    expect(await runModelsCommand(['remove', FIXTURE_VOICE_ID], io())).toBe(1);
    expect(out.at(-1)).toBe(`${FIXTURE_VOICE_ID} is not installed.`);
  });

  it('fails with a message and a non-zero code on unknown models, bad usage and a failed install', async () => {
    expect(await runModelsCommand(['install', 'nope', '--yes'], io())).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown model "nope"/);
    expect(await runModelsCommand(['install'], io())).toBe(2);
    expect(await runModelsCommand(['install', 'vad-silero', '--bogus'], io())).toBe(2);
    expect(await runModelsCommand(['frobnicate'], io())).toBe(2);
    expect(err.at(-1)).toMatch(/^usage: glava models/);
    expect(await runModelsCommand(['install', 'piper-ru_RU-denis-medium', '--yes', '--mirror', fixtureMirror()], io())).toBe(1);
    expect(err.at(-1)).toMatch(/^Error: Not in the mirror: .*ru_RU-denis-medium\.onnx/);
    expect(await runModelsCommand(['install', FIXTURE_VOICE_ID, '--from', dir, '--mirror', dir], io())).toBe(2);
  });
});

describe('glava models install --from (a copy the author already has)', () => {
  it('installs from a folder laid out as a mirror, from a plain folder of the files, and from one of the files', async () => {
    useCatalog();
    expect(await runModelsCommand(['install', FIXTURE_VOICE_ID, '--yes', '--from', fixtureMirror()], io())).toBe(0);
    expect(out.at(-1)).toMatch(/^Installed piper-fixture-ru into .*\(sha256 verified/);

    // The files as a browser saved them: side by side under their own names.
    const plain = join(dir, 'Downloads');
    mkdirSync(plain);
    const files = piperFixtureFiles();
    writeFileSync(join(plain, 'echo-ru-piper.onnx'), files.echo.bytes);
    writeFileSync(join(plain, 'echo-ru-piper.onnx.json'), files.config.bytes);
    expect(await runModelsCommand(['install', ECHO_VOICE_ID, '--yes', '--from', plain], io())).toBe(0);
    rmSync(join(dir, 'models', ECHO_VOICE_ID), { recursive: true });
    expect(await runModelsCommand(['install', ECHO_VOICE_ID, '--yes', `--from=${join(plain, 'echo-ru-piper.onnx')}`], io())).toBe(0);
    expect(existsSync(join(dir, 'models', ECHO_VOICE_ID, 'echo-ru-piper.onnx.json'))).toBe(true);
  });

  it('names the missing file, and refuses a file that is not the published one, installing nothing', async () => {
    useCatalog();
    const half = join(dir, 'half');
    mkdirSync(half);
    writeFileSync(join(half, 'fake-ru-piper.onnx'), piperFixtureFiles().tone.bytes);
    expect(await runModelsCommand(['install', FIXTURE_VOICE_ID, '--yes', '--from', half], io())).toBe(1);
    expect(err.at(-1)).toBe(`Error: fake-ru-piper.onnx.json (of ${FIXTURE_VOICE_ID}) is not in ${half}`);
    expect(await runModelsCommand(['install', FIXTURE_VOICE_ID, '--yes', '--from', join(dir, 'nowhere')], io())).toBe(1);
    expect(err.at(-1)).toBe(`Error: No such file or folder: ${join(dir, 'nowhere')}`);

    const wrong = join(dir, 'wrong');
    cpSync(half, wrong, { recursive: true });
    writeFileSync(join(wrong, 'fake-ru-piper.onnx'), 'not the model');
    writeFileSync(join(wrong, 'fake-ru-piper.onnx.json'), piperFixtureFiles().config.bytes);
    expect(await runModelsCommand(['install', FIXTURE_VOICE_ID, '--yes', '--from', wrong], io())).toBe(1);
    expect(err.at(-1)).toMatch(/^Error: (sha256 mismatch|Wrong size) for piper-fixture-ru\/fake-ru-piper\.onnx/);
    expect(existsSync(join(dir, 'models', FIXTURE_VOICE_ID))).toBe(false);
  });

  it('offline, says which site cannot be reached and how to install from a local copy', async () => {
    const port = await closedPort();
    useCatalog((entries) => entries.map((e) => ({ ...e, files: e.files.map((f) => ({ ...f, url: `http://127.0.0.1:${port}/${f.name}` })) })));
    expect(await runModelsCommand(['install', '--yes', FIXTURE_VOICE_ID], io())).toBe(1);
    expect(err.at(-2)).toMatch(/^Error: Download of http:\/\/127\.0\.0\.1:\d+\/fake-ru-piper\.onnx failed/);
    expect(err.at(-1)).toBe(`127.0.0.1:${port} cannot be reached from this computer. If you already have the model's files `
      + `(a downloaded file, or a folder such as a models mirror), install from them: glava models install ${FIXTURE_VOICE_ID} --from PATH`);
  });
});
