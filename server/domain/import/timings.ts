import type { ImportTimings } from './types.ts';

export type Stage = keyof ImportTimings;

export const newTimings = (): ImportTimings => ({ unzip: 0, decode: 0, xml: 0, extract: 0, split: 0 });

/** Runs fn and adds its wall time to the stage (no-op bookkeeping when nobody asked for timings). */
export function timed<T>(timings: ImportTimings | undefined, stage: Stage, fn: () => T): T {
  if (!timings) return fn();
  const start = performance.now();
  try {
    return fn();
  } finally {
    timings[stage] += performance.now() - start;
  }
}

export async function timedAsync<T>(timings: ImportTimings | undefined, stage: Stage, fn: () => Promise<T>): Promise<T> {
  if (!timings) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[stage] += performance.now() - start;
  }
}
