// Plans a chapter's sound (master.ts planSound) off the HTTP thread: on an hour-long chapter the
// loudness and peak analysis takes seconds, during which the studio would not answer.
import { parentPort, workerData } from 'node:worker_threads';
import { planSound } from './master.ts';
import type { PlanRequest } from './plan.ts';

if (!parentPort) throw new Error('plan.worker must run in a worker thread');
const { x, rate, mode, ceilingDb } = workerData as PlanRequest;
const plan = planSound(x, rate, mode, ceilingDb);
parentPort.postMessage(plan, plan.gains ? [plan.gains.buffer as ArrayBuffer] : []);
