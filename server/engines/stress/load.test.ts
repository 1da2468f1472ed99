// Loading the stress data: any subset of the three packages, none at all, and broken files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasShared } from '../../../test/support/shared.ts';
import { loadStressPlacer } from './index.ts';
import { installStressData, type InstalledStressData } from './stress-data.fixture.ts';

describe.skipIf(!hasShared)('loading the stress data', () => {
  let data: InstalledStressData;
  let broken: string;
  beforeAll(async () => {
    data = await installStressData();
    broken = mkdtempSync(join(tmpdir(), 'glava-stress-broken-'));
  });
  afterAll(() => {
    data?.cleanup();
    if (broken) rmSync(broken, { recursive: true, force: true });
  });

  it('without any data the placer changes nothing but keeps working', async () => {
    const placer = await loadStressPlacer({});
    const line = 'Молоко стоит на столе, а Пушкин ушёл.';
    expect(placer.place(line)).toEqual({ text: line, review: [] });
  });

  it('with only the proper nouns, only capitalised names get stress', async () => {
    const placer = await loadStressPlacer({ properNouns: data.dirs.properNouns });
    expect(placer.place('Пушкин пил молоко').text).toBe('П+ушкин пил молоко');
  });

  it('with only StressRNN, the dictionary and the model stress every word', async () => {
    const placer = await loadStressPlacer({ stressrnn: data.dirs.stressrnn });
    expect(placer.place('Пушкин пил молоко').text).toBe('П+ушкин пил молок+о');
  });

  it('skips a broken model file, says why, and keeps the dictionary', async () => {
    writeFileSync(join(broken, 'model.onnx'), 'this is not an onnx file');
    writeFileSync(join(broken, 'exception_dictionary.txt'), 'молоко+\n'); // '+' after the vowel in this file
    const logged: string[] = [];
    const placer = await loadStressPlacer({ stressrnn: broken, properNouns: data.dirs.properNouns }, { log: (m) => logged.push(m) });
    expect(placer.problems).toEqual([expect.stringMatching(/model\.onnx|ONNX|stress model/)]);
    // The studio's log says which package was skipped.
    expect(logged).toEqual([`stress data not loaded: ${placer.problems[0]}`]);
    // The dictionary and the proper nouns still act; the model's words stay unmarked.
    expect(placer.place('Пушкин пил молоко').text).toBe('П+ушкин пил молок+о');
    expect(placer.place('кракозябрами').text).toBe('кракозябрами');
  });

  it('skips a folder without its files, naming the missing file', async () => {
    const placer = await loadStressPlacer({ homographs: join(broken, 'nowhere'), stressrnn: data.dirs.stressrnn });
    expect(placer.problems).toEqual([expect.stringMatching(/homographs\.json/)]);
    expect(placer.place('молоко').text).toBe('молок+о');
  });

  it('handles empty, odd and very long lines quickly', async () => {
    const placer = await loadStressPlacer(data.dirs);
    for (const odd of ['', '+', '++ +', '2+2=4', 'C++ и Java', '\u0301', 'ааааааааааааааааааааааааааааааааааааааааааааааа', 'Київ']) {
      const r = placer.place(odd);
      expect(r.text.replace(/\+/g, ''), odd).toBe(odd.replace(/\+/g, ''));
    }
    const long = 'Молоко и мёд, дорога домой. '.repeat(4000);
    const started = performance.now();
    const r = placer.place(long);
    console.log(`a ${long.length}-character line: ${Math.round(performance.now() - started)} ms`);
    expect(r.text.split('+').length - 1).toBe(4000 * 3);
  });
});
