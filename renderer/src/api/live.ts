// The one place that maps the event stream (GET /events) to the query cache: job progress
// (`job.updated`), imports (`book.updated`) and the named events (chapter.voiced, export.ready, …)
// each make stale only the keys they concern, at most once a second per key, so a busy render
// never floods the studio with requests. Screens never poll: they read the cache, which refetches
// what is on screen when it goes stale.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Job } from './types.ts';
import { keys } from './keys.ts';
import { api } from './client.ts';
import { openEventStream, type SseMessage } from './events.ts';
import { allJobs, isActive, jobSeen } from './jobs.ts';
import { createThrottle } from './throttle.ts';
import { useLive } from '../stores/live.ts';

type EventData = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Events whose meaning is not "the ids I carry changed". Everything else falls to `named`. */
type Rule = (data: EventData, live: LiveHandler) => void;
const RULES: Record<string, Rule> = {
  // Progress of any job, by id only: the job is read again (it says which book and chapter).
  'job.updated': (d, live) => {
    const id = str(d.job_id);
    if (id) live.refreshJob(id);
  },
};

export interface LiveHandler {
  handle(m: SseMessage): void;
  /** After a drop: live state is not replayed, so whatever is on screen is read again. */
  resync(): void;
  refreshJob(id: string): void;
  /** Marks keys stale, each at most once per period. */
  stale(list: QueryKey[]): void;
}

export interface LiveOptions {
  fetchJob?: (id: string) => Promise<Job>;
  /** Per query key (default 1 s) and per job read (default 300 ms). */
  staleMs?: number;
  jobMs?: number;
}

export function createLiveHandler(qc: QueryClient, opts: LiveOptions = {}): LiveHandler {
  const throttle = createThrottle();
  const staleMs = opts.staleMs ?? 1000;
  const jobMs = opts.jobMs ?? 300;
  const fetchJob = opts.fetchJob ?? (async (id: string) => (await api.getJobsByJobId(id)).job);

  const live: LiveHandler = {
    stale(list) {
      for (const queryKey of list) throttle(JSON.stringify(queryKey), staleMs, () => void qc.invalidateQueries({ queryKey }));
    },
    refreshJob(id) {
      throttle(`job:${id}`, jobMs, () => {
        fetchJob(id).then((job) => live.stale(jobSeen(qc, job)), () => undefined);
      });
    },
    handle(m) {
      let data: EventData;
      try {
        data = (JSON.parse(m.data) as { data?: EventData }).data ?? {};
      } catch {
        return;
      }
      const rule = RULES[m.event];
      if (rule) return rule(data, live);
      // A named event (chapter.voiced, export.ready, book.ready, …) or live state of a book.
      const job = data.job as Job | undefined;
      if (job?.id) live.stale(jobSeen(qc, job));
      const bookId = str(data.book_id);
      const chapterId = str(data.chapter_id);
      if (bookId) live.stale([keys.book(bookId), keys.books]);
      if (chapterId) live.stale([keys.chapter(chapterId)]);
    },
    resync() {
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== keys.jobs[0] });
      for (const j of allJobs(qc)) if (isActive(j)) live.refreshJob(j.id);
    },
  };
  return live;
}

/** Opens the stream for the signed-in studio; returns stop(). */
export function startLive(qc: QueryClient): () => void {
  const live = createLiveHandler(qc);
  let wasDown = false;
  return openEventStream({
    onMessage: (m) => live.handle(m),
    onState: (state) => {
      if (state === 'open' && wasDown) live.resync();
      if (state === 'retrying') wasDown = true;
      if (state === 'open') wasDown = false;
      useLive.setState({ state });
    },
  });
}
