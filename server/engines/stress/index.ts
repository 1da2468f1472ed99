// PLACEHOLDER (being replaced by the stress engine).
import type { StressPlacer } from '../../domain/speech/index.ts';

export interface StressDataDirs {
  stressrnn?: string;
  homographs?: string;
  properNouns?: string;
}

export async function loadStressPlacer(_dirs: StressDataDirs): Promise<StressPlacer> {
  return { place: (text) => ({ text, review: [] }) };
}
