// Live updates from GET /events: job progress (`job.updated`), imports (`book.updated`) and the
// named events. Each message refreshes only what it concerns, and at most a few times a second,
// so a busy render never floods the studio with requests.
import { create } from 'zustand';
import { api } from '../api/client.ts';
import { openEventStream, type SseMessage, type StreamState } from '../api/events.ts';
import type { Job } from '../api/types.ts';
import { useBooks } from './books.ts';
import { useEditor } from './editor.ts';
import { isActive, useJobs } from './jobs.ts';
import { useRouter } from './router.ts';
import { toastError } from './toasts.ts';
import { errorText } from '../components/error-text.ts';

interface LiveState {
  state: StreamState;
  /** Bumped after every finished job: screens that show derived data (ledger, check) reload on it. */
  finished: number;
}

export const useLive = create<LiveState>()(() => ({ state: 'stopped', finished: 0 }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const lastRun = new Map<string, number>();

/** Runs fn at most once per `ms` per key, always with a trailing call so the last state is shown. */
function throttle(key: string, ms: number, fn: () => void): void {
  if (timers.has(key)) return;
  const wait = Math.max(0, (lastRun.get(key) ?? 0) + ms - Date.now());
  timers.set(key, setTimeout(() => {
    timers.delete(key);
    lastRun.set(key, Date.now());
    fn();
  }, wait));
}

function refreshBook(bookId: string): void {
  throttle(`book:${bookId}`, 1000, () => {
    const books = useBooks.getState();
    if (books.details[bookId]) void books.loadBook(bookId);
    if (books.list) void books.loadList();
  });
}

function refreshChapter(chapterId: string | null): void {
  if (!chapterId || useEditor.getState().chapterId !== chapterId) return;
  throttle(`chapter:${chapterId}`, 1000, () => void useEditor.getState().reload());
}

/** A job's new state: progress is shown at once; a status change also refreshes its book and chapter. */
/** DELETE /jobs/{id} from a button: the answer updates the job everywhere; a refusal is shown. */
export async function cancelJob(jobId: string): Promise<void> {
  try {
    jobSeen((await api.deleteJobsByJobId(jobId)).job);
  } catch (err) {
    toastError(errorText(err));
  }
}

export function jobSeen(job: Job): void {
  const before = useJobs.getState().byId[job.id];
  useJobs.getState().upsert(job);
  if (before?.status === job.status && isActive(job)) return;
  refreshBook(job.book_id);
  if (!isActive(job)) {
    refreshChapter(job.chapter_id);
    if (job.type === 'export') void useBooks.getState().loadExports(job.book_id);
    useLive.setState({ finished: useLive.getState().finished + 1 });
  } else if (!before) refreshChapter(job.chapter_id);
}

function fetchJob(jobId: string): void {
  throttle(`job:${jobId}`, 300, () => {
    api.getJobsByJobId(jobId).then((r) => jobSeen(r.job), () => undefined);
  });
}

function handle(m: SseMessage): void {
  let data: Record<string, unknown> = {};
  try {
    const body = JSON.parse(m.data) as { data?: Record<string, unknown> };
    data = body.data ?? {};
  } catch {
    return;
  }
  if (m.event === 'job.updated' && typeof data.job_id === 'string') fetchJob(data.job_id);
  else if (m.event === 'book.updated' && typeof data.book_id === 'string') refreshBook(data.book_id);
  else {
    const job = data.job as Job | undefined;
    if (job?.id) jobSeen(job);
    if (typeof data.book_id === 'string') refreshBook(data.book_id);
    if (typeof data.chapter_id === 'string') refreshChapter(data.chapter_id);
  }
}

/** After a drop, live state (not replayed) may be stale: reload what is on screen. */
function resync(): void {
  const route = useRouter.getState().route;
  const books = useBooks.getState();
  if (books.list) void books.loadList();
  if (route.name === 'book') void books.loadBook(route.id);
  if (route.name === 'chapter') void useEditor.getState().reload();
  for (const j of Object.values(useJobs.getState().byId)) if (isActive(j)) fetchJob(j.id);
}

export function startLive(): () => void {
  let wasDown = false;
  return openEventStream({
    onMessage: handle,
    onState: (state) => {
      if (state === 'open' && wasDown) resync();
      if (state === 'retrying') wasDown = true;
      if (state === 'open') wasDown = false;
      useLive.setState({ state });
    },
  });
}
