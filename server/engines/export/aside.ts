// Work on a whole chapter's sound run in a worker thread of its own, started per call and gone
// when it answers: seconds of analysis would stall the studio's HTTP thread, and two such analyses
// side by side use both cores. The ~50 ms start is small beside the work it is used for.
import { Worker } from 'node:worker_threads';

export function runAside<T>(script: URL, data: unknown, what: string, signal?: AbortSignal, transfer: ArrayBuffer[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: data, transferList: transfer });
    let settled = false;
    const stop = () => void worker.terminate();
    const end = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      fn();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (answer: T) => end(() => resolve(answer)));
    worker.once('error', (err) => end(() => reject(err)));
    worker.once('exit', (code) => end(() => reject(new Error(signal?.aborted ? 'aborted' : `The ${what} thread stopped (code ${code}).`))));
  });
}
