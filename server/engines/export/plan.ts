// The sound plan of a chapter, computed where it does not stall the studio: a long chapter in a
// worker thread of its own (aside.ts), a short one right here.
import { runAside } from './aside.ts';
import { planSound, type SoundPlan } from './master.ts';
import type { SoundMode } from './types.ts';

export interface PlanRequest {
  x: Int16Array;
  rate: number;
  mode: SoundMode;
  ceilingDb: number;
}

/** Below this much sound the plan takes well under 0.2 s here: not worth a thread. */
export const IN_PLACE_S = 60;

export function planSoundAside(x: Int16Array, rate: number, mode: SoundMode, ceilingDb: number, signal?: AbortSignal): Promise<SoundPlan> {
  if (mode === 'raw' || x.length < rate * IN_PLACE_S) return Promise.resolve(planSound(x, rate, mode, ceilingDb));
  // workerData is copied (structured clone): the caller keeps its samples for the encoding.
  return runAside<SoundPlan>(new URL('./plan.worker.ts', import.meta.url), { x, rate, mode, ceilingDb } satisfies PlanRequest, 'sound planning', signal);
}
