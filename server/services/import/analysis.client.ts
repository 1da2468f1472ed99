// Runs book analysis in a worker thread, one book at a time (analysis is CPU-bound; the HTTP
// thread stays free). The worker is started on first use and kept for the next book.
import { Worker } from 'node:worker_threads';
import type { AnalysisStage, AnalyzedBook } from '../../domain/book/types.ts';
import type { ParsedBook } from '../../domain/import/index.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis.protocol.ts';

export interface AnalysisResult {
  book: AnalyzedBook;
  parsed: ParsedBook | null;
  /** Each chapter's paragraphs as written, by paragraph id. */
  paragraphs: string[][];
}

export class AnalysisError extends Error {
  readonly code: string;
  constructor(name: string, code: string, message: string) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

/** Omit distributed over the union's members. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

type Progress = (stage: AnalysisStage, done: number, total: number) => void;

interface Pending {
  resolve: (r: AnalysisResult) => void;
  reject: (e: Error) => void;
  onProgress?: Progress;
}

export class AnalysisPool {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('./analysis.worker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 4096 } });
    w.on('message', (m: AnalysisReply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.type === 'progress') p.onProgress?.(m.stage, m.done, m.total);
      else {
        this.pending.delete(m.id);
        if (m.type === 'done') p.resolve({ book: m.book, parsed: m.parsed, paragraphs: m.paragraphs });
        else p.reject(new AnalysisError(m.name, m.code, m.message));
      }
    });
    const fail = (err: Error) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker = null;
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`The analysis worker stopped (code ${code}).`)));
    w.unref();
    this.worker = w;
    return w;
  }

  private run(req: WithoutId<AnalysisRequest>, onProgress?: Progress, transfer: ArrayBuffer[] = []): Promise<AnalysisResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.ensure().postMessage({ ...req, id } as AnalysisRequest, transfer);
    });
  }

  /** A pasted book: `title` is the one its author typed (see ParseOptions.pastedTitle). */
  analyzeText(text: string, title: string, language: string | undefined, onProgress?: Progress): Promise<AnalysisResult> {
    return this.run({ kind: 'text', text, title, language }, onProgress);
  }

  analyzeFile(data: Buffer, fileName: string, onProgress?: Progress): Promise<AnalysisResult> {
    const copy = new Uint8Array(data);
    return this.run({ kind: 'file', data: copy, fileName }, onProgress, [copy.buffer]);
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}
