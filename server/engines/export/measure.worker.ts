// Measures an encoded file (measure-file.ts measureFile) off the HTTP thread, beside the other
// file of the same chapter.
import { parentPort, workerData } from 'node:worker_threads';
import { measureFile, type MeasureRequest } from './measure-file.ts';

if (!parentPort) throw new Error('measure.worker must run in a worker thread');
const { path, rate } = workerData as MeasureRequest;
parentPort.postMessage(await measureFile(path, rate));
