// Follows the studio's work for the tray/taskbar progress and the notifications — through the
// public API (GET /events with the desktop's session), like any script would, so the shell does
// not depend on the server's internals. Job updates can come many times a second: each job is
// re-read at most once at a time, and a burst collapses into one read.
import type { GlavaClient, Job, StudioEvent } from '../client/index.ts';
import type { Lang } from './i18n.ts';
import { JobProgress, type ProgressSummary } from './job-progress.ts';
import { NotificationPolicy, type Notice } from './notifications.ts';

export interface WatchHooks {
  lang: Lang;
  isFocused(): boolean;
  onProgress(summary: ProgressSummary): void;
  onNotice(notice: Notice): void;
  log(message: string): void;
}

const NAMED = new Set(['chapter.voiced', 'chapter.failed', 'export.ready', 'export.failed', 'check.done', 'book.ready', 'book.failed']);

export class JobWatch {
  private readonly client: GlavaClient;
  private readonly hooks: WatchHooks;
  private readonly progress = new JobProgress();
  private readonly policy = new NotificationPolicy();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly stopper = new AbortController();
  private loop: Promise<void> | null = null;
  private last: ProgressSummary | null = null;

  constructor(client: GlavaClient, hooks: WatchHooks) {
    this.client = client;
    this.hooks = hooks;
  }

  /** Resolves once the event stream is open; events are then handled in the background. */
  async start(): Promise<void> {
    const stream = await this.client.subscribe({ signal: this.stopper.signal });
    this.loop = (async () => {
      try {
        for await (const e of stream) await this.handle(e);
      } catch (e) {
        if (!this.stopper.signal.aborted) this.hooks.log(`job watch stopped: ${(e as Error).message}`);
      }
    })();
    this.emitProgress();
  }

  async stop(): Promise<void> {
    this.stopper.abort(new Error('stopped'));
    await this.loop;
    await Promise.allSettled([...this.reading.values()]);
  }

  /** Waits until the reads caused by events so far have finished (for tests and clean shutdown). */
  async settled(): Promise<void> {
    while (this.reading.size) await Promise.allSettled([...this.reading.values()]);
  }

  private async handle(e: StudioEvent): Promise<void> {
    if (e.event === 'job.updated' && typeof e.data.job_id === 'string') {
      this.refresh(e.data.job_id);
      return;
    }
    if (!NAMED.has(e.event)) return;
    const job = e.data.job as Job | undefined;
    if (job) this.track(job);
    const bookId = typeof e.data.book_id === 'string' ? e.data.book_id : null;
    try {
      const book = bookId ? (await this.client.getBooksByBookId(bookId, { signal: this.stopper.signal })).book : null;
      // Queued renders have not started yet, so only the book knows about all of them.
      const active = book ? book.chapters.filter((c) => c.status === 'queued' || c.status === 'rendering').length : 0;
      const notice = this.policy.decide(e, {
        lang: this.hooks.lang, focused: this.hooks.isFocused(), activeRenders: () => active, bookTitle: book?.title,
      });
      if (notice) this.hooks.onNotice(notice);
    } catch (err) {
      if (!this.stopper.signal.aborted) this.hooks.log(`could not read book ${bookId}: ${(err as Error).message}`);
    }
  }

  private refresh(jobId: string): void {
    if (this.reading.has(jobId)) {
      this.again.add(jobId);
      return;
    }
    const read = (async () => {
      try {
        do {
          this.again.delete(jobId);
          const { job } = await this.client.getJobsByJobId(jobId, { signal: this.stopper.signal });
          this.track(job);
        } while (this.again.has(jobId) && !this.stopper.signal.aborted);
      } catch (err) {
        if (!this.stopper.signal.aborted) {
          this.hooks.log(`could not read job ${jobId}: ${(err as Error).message}`);
          this.progress.forget(jobId);
          this.emitProgress();
        }
      } finally {
        this.reading.delete(jobId);
      }
    })();
    this.reading.set(jobId, read);
  }

  private track(job: Job): void {
    if (this.progress.update(job)) this.emitProgress();
  }

  private emitProgress(): void {
    const s = this.progress.summary(this.hooks.lang);
    if (this.last && this.last.mode === s.mode && this.last.label === s.label && Math.abs(this.last.value - s.value) < 0.001) return;
    this.last = s;
    this.hooks.onProgress(s);
  }
}
