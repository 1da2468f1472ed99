// For the stress tests and bench: the four stress data packages installed into a temp models
// folder through the real model manager, with the shared fixtures folder as the mirror.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installModel } from '../../../models/manager.ts';
import { sharedModelsDir } from '../../../test/support/shared.ts';
import type { StressDataDirs } from './dictionaries.ts';

export const STRESS_IDS = ['stress-stressrnn', 'stress-homographs', 'stress-proper-nouns', 'stress-giella'] as const;

export interface InstalledStressData {
  modelsDir: string;
  dirs: Required<StressDataDirs>;
  cleanup(): void;
}

export async function installStressData(): Promise<InstalledStressData> {
  const modelsDir = mkdtempSync(join(tmpdir(), 'glava-stress-'));
  const [stressrnn, homographs, properNouns, giella] = await Promise.all(
    STRESS_IDS.map(async (id) => (await installModel(modelsDir, id, { mirror: sharedModelsDir })).dir),
  );
  return {
    modelsDir,
    dirs: { stressrnn, homographs, properNouns, giella },
    cleanup: () => rmSync(modelsDir, { recursive: true, force: true }),
  };
}
