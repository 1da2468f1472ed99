// The sound plan of a chapter, computed where it does not stall the studio: a long chapter in a
// worker thread of its own (started per chapter, gone when it answers; a chapter is made final
// once, so the ~50 ms start is small beside its seconds of analysis), a short one right here.
import { Worker } from 'node:worker_threads';
import { planSound, type SoundPlan } from './master.ts';
import type { SoundMode } from './types.ts';

export interface PlanRequest {
  x: Int16Array;
  rate: number;
  mode: SoundMode;
  ceilingDb: number;
}

/** Below this much sound the plan takes well under 0.2 s here: not worth a thread. */
const IN_PLACE_S = 60;

export function planSoundAside(x: Int16Array, rate: number, mode: SoundMode, ceilingDb: number, signal?: AbortSignal): Promise<SoundPlan> {
  if (mode === 'raw' || x.length < rate * IN_PLACE_S) return Promise.resolve(planSound(x, rate, mode, ceilingDb));
  return new Promise((resolve, reject) => {
    // workerData is copied (structured clone): the caller keeps its samples for the encoding.
    const worker = new Worker(new URL('./plan.worker.ts', import.meta.url), { workerData: { x, rate, mode, ceilingDb } satisfies PlanRequest });
    let settled = false;
    const stop = () => void worker.terminate();
    const end = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      fn();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (plan: SoundPlan) => end(() => resolve(plan)));
    worker.once('error', (err) => end(() => reject(err)));
    worker.once('exit', (code) => end(() => reject(new Error(signal?.aborted ? 'aborted' : `The sound planning thread stopped (code ${code}).`))));
  });
}
