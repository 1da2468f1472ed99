// `glava models …` as a user runs it: the licence before an install, the confirmation,
// progress on stderr, the final line, list and remove, and the exit codes.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ECHO_VOICE_ID, fixtureCatalogFile } from '../test/support/models-fixture.ts';
import { sharedModelsDir } from '../test/support/shared.ts';
import { CATALOG } from './catalog.ts';
import { runModelsCommand, type ModelsCliIo } from './cli.ts';

let dir: string;
let out: string[];
let err: string[];

function io(extra: Partial<ModelsCliIo> = {}): ModelsCliIo {
  return { modelsDir: join(dir, 'models'), out: (l) => out.push(l), err: (l) => err.push(l), ...extra };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-models-cli-'));
  out = [];
  err = [];
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
    const code = await runModelsCommand(['install', 'stress-stressrnn', '--yes', '--mirror', sharedModelsDir], io());
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Model: StressRNN.*\[stress-stressrnn\]/);
    expect(out.some((l) => /^Licence: .*Apache-2\.0/.test(l))).toBe(true);
    expect(out.some((l) => l.includes('NOT cleared'))).toBe(true);
    expect(out.at(-1)).toMatch(/^Installed stress-stressrnn into .*models\/stress-stressrnn \(sha256 verified, [\d.]+ s\)\.$/);
    expect(err.at(-1)).toMatch(/^100%/);
    expect(err.every((l) => /^\d+%/.test(l))).toBe(true);
    expect(existsSync(join(dir, 'models', 'stress-stressrnn', 'model.onnx'))).toBe(true);

    out = [];
    expect(await runModelsCommand(['list'], io())).toBe(0);
    expect(out.find((l) => l.startsWith('stress-stressrnn'))).toMatch(/installed\s/);
  });

  it('asks before installing and installs nothing when the answer is no', async () => {
    let asked = 0;
    const code = await runModelsCommand(['install', 'vad-silero', '--mirror', sharedModelsDir], io({ confirm: async () => { asked++; return false; } }));
    expect(code).toBe(1);
    expect(asked).toBe(1);
    expect(out.some((l) => l.startsWith('Licence: MIT'))).toBe(true);
    expect(out.at(-1)).toBe('Not installed.');
    expect(existsSync(join(dir, 'models', 'vad-silero'))).toBe(false);

    out = [];
    expect(await runModelsCommand(['install', 'vad-silero', `--mirror=${sharedModelsDir}`], io({ confirm: async () => true }))).toBe(0);
    expect(existsSync(join(dir, 'models', 'vad-silero', 'silero_vad.onnx'))).toBe(true);
  });

  it('updates one status line in place when the terminal allows it', async () => {
    const status: string[] = [];
    expect(await runModelsCommand(['install', 'stress-homographs', '-y', '--mirror', sharedModelsDir], io({ status: (t) => status.push(t) }))).toBe(0);
    expect(status.some((s) => s.startsWith('100%'))).toBe(true);
    expect(status.at(-1)).toBe(''); // cleared before the final line
    expect(err).toEqual([]);
  });

  it('installs from the configured mirror and a site catalog (GLAVA_MODELS_MIRROR, GLAVA_MODELS_CATALOG as the glava CLI passes them)', async () => {
    const configured = io({ mirror: sharedModelsDir, catalogFile: fixtureCatalogFile(join(dir, 'site')) });
    expect(await runModelsCommand(['install', ECHO_VOICE_ID, '--yes'], configured)).toBe(0);
    expect(existsSync(join(dir, 'models', ECHO_VOICE_ID))).toBe(true);
    out = [];
    expect(await runModelsCommand(['list'], configured)).toBe(0);
    expect(out.find((l) => l.startsWith(ECHO_VOICE_ID))).toMatch(/installed/);
    // Without the site catalog the built-in one does not know that model.
    expect(await runModelsCommand(['install', ECHO_VOICE_ID, '--yes'], io({ mirror: sharedModelsDir }))).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown model/);
  });

  it('remove deletes an installed model; removing it again says so', async () => {
    await runModelsCommand(['install', 'vad-silero', '--yes', '--mirror', sharedModelsDir], io());
    out = [];
    expect(await runModelsCommand(['remove', 'vad-silero'], io())).toBe(0);
    expect(out).toEqual(['Removed vad-silero.']);
    expect(existsSync(join(dir, 'models', 'vad-silero'))).toBe(false);
    expect(await runModelsCommand(['remove', 'vad-silero'], io())).toBe(1);
    expect(out.at(-1)).toBe('vad-silero is not installed.');
  });

  it('fails with a message and a non-zero code on unknown models, bad usage and a failed install', async () => {
    expect(await runModelsCommand(['install', 'nope', '--yes'], io())).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown model "nope"/);
    expect(await runModelsCommand(['install'], io())).toBe(2);
    expect(await runModelsCommand(['install', 'vad-silero', '--bogus'], io())).toBe(2);
    expect(await runModelsCommand(['frobnicate'], io())).toBe(2);
    expect(err.at(-1)).toMatch(/^usage: glava models/);
    expect(await runModelsCommand(['install', 'piper-ru_RU-denis-medium', '--yes', '--mirror', sharedModelsDir], io())).toBe(1);
    expect(err.at(-1)).toMatch(/^Error: Not in the mirror: .*ru_RU-denis-medium\.onnx/);
  });
});
