// The HFST optimized-lookup reader on Giella's real transducers (read in place from the shared
// models folder), checked against the stress list udar generated from the same transducers with
// the HFST tools, and on damaged files.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasShared, sharedModelsDir } from '../../../../test/support/shared.ts';
import { HfstolError, OptimizedLookup } from './hfstol.ts';

const dir = join(sharedModelsDir, 'stress-giella');
const load = (name: string) => gunzipSync(readFileSync(join(dir, name)));
const hasXz = spawnSync('xz', ['--version']).status === 0;

describe.skipIf(!hasShared)('HFST optimized-lookup reader', () => {
  let analyser: OptimizedLookup;
  let generator: OptimizedLookup;
  beforeAll(() => {
    analyser = new OptimizedLookup(load('analyser-gt-desc.hfstol.gz'));
    generator = new OptimizedLookup(load('generator-gt-norm.accented.hfstol.gz'));
  });

  it('reads the weighted header and the multi-character tags of the alphabet', () => {
    expect(analyser.weighted).toBe(true);
    expect(generator.symbols).toContain('+Gen');
    expect(generator.tokenize('голова+N+Fem+Inan+Sg+Gen')?.length).toBe(6 + 5);
    expect(analyser.tokenize('голова☃')).toBeNull();
  });

  it('analyses a form into every reading and generates each reading with its stress', () => {
    const readings = analyser.lookup('головы').map((r) => r.output);
    expect(readings).toEqual(expect.arrayContaining(['голова+N+Fem+Inan+Sg+Gen', 'голова+N+Fem+Inan+Pl+Nom']));
    expect(generator.lookup('голова+N+Fem+Inan+Sg+Gen').map((r) => r.output)).toEqual(['головы\u0301']);
    expect(generator.lookup('голова+N+Fem+Inan+Pl+Nom').map((r) => r.output)).toEqual(['го\u0301ловы']);
    // Flag diacritics keep impossible paths out: no reading for a non-word, none for a wrong tag order.
    expect(analyser.lookup('головыы')).toEqual([]);
    expect(generator.lookup('голова+Gen+N')).toEqual([]);
  });

  it('finds the ё of a form printed with е', () => {
    expect(analyser.lookup('шофер').map((r) => r.output)).toContain('шофёр+N+Msc+Anim+Sg+Nom');
    expect(generator.lookup('шофёр+N+Msc+Anim+Sg+Nom').map((r) => r.output)).toEqual(['шофёр']);
  });

  it.skipIf(!hasXz)('agrees with the list udar generated from the same transducers (a sample of 2,000 forms)', () => {
    // Every 1,103rd line of 2.2 million: "form<TAB>stressed|stressed".
    const sample = spawnSync('sh', ['-c', `xz -dc '${join(dir, 'udar_stress_ru.tsv.xz')}' | awk 'NR % 1103 == 0'`], { encoding: 'utf8', maxBuffer: 1 << 24 });
    const rows = sample.stdout.split('\n').filter(Boolean).map((l) => l.split('\t'));
    expect(rows.length).toBeGreaterThan(1900);
    const missing: string[] = [];
    for (const [form, stressed] of rows) {
      const got = new Set<string>();
      // The list is lower case; names are found capitalised.
      for (const spelling of [form, form[0].toUpperCase() + form.slice(1)]) {
        for (const a of analyser.lookup(spelling)) for (const g of generator.lookup(a.output)) got.add(g.output.toLowerCase().replaceAll('\u0300', ''));
      }
      // The list keeps one secondary-stress-free spelling per variant; ours must include each.
      for (const want of stressed.split('|')) if (!got.has(want)) missing.push(`${form}: ${want} not in ${[...got].join(',')}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('HFST optimized-lookup reader on damaged input', () => {
  it('refers to a truncated file by name, not with a crash', () => {
    const header = Buffer.from('HFST\0\u0010\0\0type\0HFST_OLW\0x\0\0\0', 'latin1');
    expect(() => new OptimizedLookup(new Uint8Array(header))).toThrow(HfstolError);
    expect(() => new OptimizedLookup(new Uint8Array(10))).toThrow(/truncated/);
  });

  it('refuses a transducer of another HFST type', () => {
    const header = Buffer.from('HFST\0\u000f\0\0type\0FOMA\0name\0x\0', 'latin1');
    expect(() => new OptimizedLookup(new Uint8Array([...header, ...new Uint8Array(56)]))).toThrow(/type FOMA/);
  });
});
