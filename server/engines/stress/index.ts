// Automatic Russian word stress from the stress data the model manager installs (Giella's
// full-form morphology, StressRNN's model and exception dictionary, russian_g2p's homographs,
// Wikipedia's proper nouns). Loading is
// async and happens once; the placer it returns is synchronous (see placer.ts).
import { initMorphology } from '../../domain/book/morphology.ts';
import { loadDictionaries, type StressDataDirs } from './dictionaries.ts';
import { GiellaStress } from './giella.ts';
import { RussianStressPlacer } from './placer.ts';
import { StressModel } from './stressrnn.ts';

export type { StressDataDirs } from './dictionaries.ts';
export { RussianStressPlacer, type StressSource } from './placer.ts';

/**
 * Reads the installed stress data once. Any of the folders may be missing; the placer uses what is
 * there, and a package that cannot be read is skipped, reported in the placer's `problems` (and
 * to `log`, the studio's log). The placer is a StressPlacer (server/domain/speech) with counters for benches.
 */
export async function loadStressPlacer(dirs: StressDataDirs, opts: { log?: (m: string) => void } = {}): Promise<RussianStressPlacer> {
  const [dictionaries, model, giella] = await Promise.all([
    loadDictionaries(dirs), orError(dirs.stressrnn, StressModel.load), orError(dirs.giella, GiellaStress.load),
  ]);
  if (model instanceof Error) dictionaries.problems.push(`${dirs.stressrnn}: ${model.message}`);
  if (giella instanceof Error) dictionaries.problems.push(`${dirs.giella}: ${giella.message}`);
  for (const p of dictionaries.problems) opts.log?.(`stress data not loaded: ${p}`);
  try {
    // ё restoration and homographs need az; the book pipeline shares this load. Waiting for it
    // here keeps the placer's answers the same from its first call on.
    await initMorphology();
  } catch {
    // Without morphology: no ё restoration, homographs decided by the model or reported.
  }
  return new RussianStressPlacer(dictionaries, model instanceof Error ? null : model, giella instanceof Error ? null : giella);
}

/** What a folder holds, or the reason it could not be read (a damaged package must not stop the app). */
async function orError<T>(dir: string | undefined, load: (dir: string) => Promise<T>): Promise<T | Error | null> {
  if (!dir) return null;
  try {
    return await load(dir);
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
