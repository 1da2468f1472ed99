// Automatic Russian word stress from the stress data the model manager installs (StressRNN's
// model and exception dictionary, russian_g2p's homographs, Wikipedia's proper nouns). Loading is
// async and happens once; the placer it returns is synchronous (see placer.ts).
import { initMorphology } from '../../domain/book/morphology.ts';
import { loadDictionaries, type StressDataDirs } from './dictionaries.ts';
import { RussianStressPlacer } from './placer.ts';
import { StressModel } from './stressrnn.ts';

export type { StressDataDirs } from './dictionaries.ts';
export { RussianStressPlacer, type StressSource } from './placer.ts';

/**
 * Reads the installed stress data once. Any of the folders may be missing; the placer uses what is
 * there, and a package that cannot be read is skipped, reported in the placer's `problems` (and
 * on the console). The placer is a StressPlacer (server/domain/speech) with counters for benches.
 */
export async function loadStressPlacer(dirs: StressDataDirs): Promise<RussianStressPlacer> {
  const [dictionaries, model] = await Promise.all([loadDictionaries(dirs), loadModel(dirs.stressrnn)]);
  if (model instanceof Error) dictionaries.problems.push(`${dirs.stressrnn}: ${model.message}`);
  for (const p of dictionaries.problems) console.warn(`stress data not loaded: ${p}`);
  try {
    // ё restoration and homographs need az; the book pipeline shares this load. Waiting for it
    // here keeps the placer's answers the same from its first call on.
    await initMorphology();
  } catch {
    // Without morphology: no ё restoration, homographs decided by the model or reported.
  }
  return new RussianStressPlacer(dictionaries, model instanceof Error ? null : model);
}

/** The model, or the reason it could not be read (a damaged package must not stop the app). */
async function loadModel(dir: string | undefined): Promise<StressModel | Error | null> {
  if (!dir) return null;
  try {
    return await StressModel.load(dir);
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
