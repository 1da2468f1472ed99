// The synthesis worker pool. Each worker runs one job at a time; waiting jobs are served in
// turns by lane (user). A job that overruns its time budget is answered with
// SynthesisTimeoutError at once; if it was already running, its worker is terminated and
// replaced (a synthesis call cannot be interrupted, and a wedged worker must not hold a slot).
import { Worker } from 'node:worker_threads';
import { SynthesisTimeoutError, VoiceUnavailableError } from './engine.ts';
import { LaneQueue } from './lane-queue.ts';
import type { EngineSpec, SynthJob, WorkerReply, WorkerRequest } from './protocol.ts';

export type DoneReply = Extract<WorkerReply, { type: 'done' }>;
export type ProbedReply = Extract<WorkerReply, { type: 'probed' }>;

/** What a finished job reports (tests and the bench use it to see real concurrency). */
export interface RunTrace {
  threadId: number;
  lane: string;
  startedAt: number;
  finishedAt: number;
}

export interface SubmitOptions {
  lane?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

type Payload = { type: 'synth'; job: SynthJob } | { type: 'probe'; spec: EngineSpec };

interface Task {
  id: number;
  lane: string;
  payload: Payload;
  resolve: (r: DoneReply | ProbedReply) => void;
  reject: (e: Error) => void;
  cleanup: () => void;
  slot: Slot | null;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  /** Terminated on purpose (timeout, close): its exit is not a crash. */
  retired: boolean;
}

/** Worker deaths before becoming ready, in a row, after which the pool gives up. */
const MAX_START_FAILURES = 3;
const WORKER_URL = new URL('./worker.ts', import.meta.url);

export class SynthesisPool {
  private readonly slots: Slot[] = [];
  private readonly queue = new LaneQueue<Task>();
  private nextId = 1;
  private startFailures = 0;
  private broken: Error | null = null;
  private closed = false;
  readonly size: number;
  private readonly onRun?: (t: RunTrace) => void;

  constructor(size: number, onRun?: (t: RunTrace) => void) {
    this.size = size;
    this.onRun = onRun;
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
    this.dispatch();
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    const slot: Slot = { worker, ready: false, task: null, retired: false };
    let lastError: Error | null = null;
    worker.on('message', (m: WorkerReply) => this.onMessage(slot, m));
    worker.on('error', (err: Error) => {
      lastError = err;
    });
    worker.on('exit', (code) => this.onExit(slot, code, lastError));
    return slot;
  }

  private onMessage(slot: Slot, m: WorkerReply): void {
    if (slot.retired) return;
    if (m.type === 'ready') {
      slot.ready = true;
      this.startFailures = 0;
      this.dispatch();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== m.id) return;
    slot.task = null;
    if (m.type === 'error') this.settle(task, m.name === 'VoiceUnavailableError' ? new VoiceUnavailableError(m.message) : Object.assign(new Error(m.message), { name: m.name }));
    else {
      if (m.type === 'done') this.onRun?.({ threadId: slot.worker.threadId, lane: task.lane, startedAt: m.startedAt, finishedAt: m.finishedAt });
      this.settle(task, m);
    }
    this.dispatch();
  }

  private onExit(slot: Slot, code: number, lastError: Error | null): void {
    if (slot.retired || this.closed) return;
    slot.retired = true;
    const why = lastError?.message ?? `exit code ${code}`;
    if (slot.task) this.settle(slot.task, new Error(`The synthesis worker stopped: ${why}`));
    if (!slot.ready && ++this.startFailures >= MAX_START_FAILURES) {
      this.broken = new Error(`The synthesis workers cannot start: ${why}`);
      for (const t of this.queue.drain()) this.settle(t, this.broken);
    }
    this.replace(slot);
  }

  private replace(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    if (this.broken || this.closed) this.slots.splice(i, 1);
    else this.slots[i] = this.spawn();
    this.dispatch();
  }

  private settle(task: Task, result: Error | DoneReply | ProbedReply): void {
    task.cleanup();
    if (result instanceof Error) task.reject(result);
    else task.resolve(result);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.task || slot.retired) continue;
      const task = this.queue.shift();
      if (!task) break;
      slot.task = task;
      task.slot = slot;
      slot.worker.postMessage({ ...task.payload, id: task.id } as WorkerRequest);
    }
    // Work in flight or waiting keeps the process alive (a script awaiting a synthesis must not
    // exit under it); an idle pool does not hold the process open.
    const waiting = this.queue.size > 0;
    for (const slot of this.slots) {
      if (slot.task || waiting) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  submit(payload: Payload, opts: SubmitOptions = {}): Promise<DoneReply | ProbedReply> {
    if (this.closed) return Promise.reject(new Error('The synthesizer is closed.'));
    if (this.broken) return Promise.reject(this.broken);
    if (opts.signal?.aborted) return Promise.reject(abortError(opts.signal));
    return new Promise((resolve, reject) => {
      const lane = opts.lane ?? '';
      let timer: NodeJS.Timeout | undefined;
      const onAbort = () => {
        // Only a job still waiting is cancelled; one already speaking finishes.
        if (this.queue.remove(lane, task)) {
          this.settle(task, abortError(opts.signal!));
          this.dispatch();
        }
      };
      const task: Task = {
        id: this.nextId++, lane, payload, resolve, reject, slot: null,
        cleanup: () => {
          if (timer) clearTimeout(timer);
          opts.signal?.removeEventListener('abort', onAbort);
        },
      };
      if (opts.timeoutMs !== undefined) timer = setTimeout(() => this.timeout(task, opts.timeoutMs!), opts.timeoutMs);
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(lane, task);
      this.dispatch();
    });
  }

  private timeout(task: Task, ms: number): void {
    const err = new SynthesisTimeoutError(`Synthesis did not finish within ${ms} ms.`);
    if (this.queue.remove(task.lane, task)) {
      this.settle(task, err);
      return this.dispatch();
    }
    const slot = task.slot;
    if (!slot || slot.task !== task) return; // already answered
    slot.retired = true;
    slot.task = null;
    this.settle(task, err);
    void slot.worker.terminate();
    this.replace(slot);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const err = new Error('The synthesizer is closed.');
    for (const t of this.queue.drain()) this.settle(t, err);
    await Promise.all(this.slots.map(async (s) => {
      s.retired = true;
      if (s.task) this.settle(s.task, err);
      await s.worker.terminate();
    }));
    this.slots.length = 0;
  }
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The synthesis was cancelled.', 'AbortError');
}
