// Which finished work deserves an OS notification. The studio already shows everything while
// its window has focus, so successes notify only when the person looks elsewhere; failures
// always do. Voicing a whole book queues one job per chapter: those successes are gathered into
// one notification when the book's last chapter is done, not one per chapter.
import { t, type Lang } from './i18n.ts';

export interface StudioEvent {
  /** The event's own id (replays after a reconnect carry the same id). */
  id: string;
  event: string;
  data: Record<string, unknown>;
}

export interface NotifyContext {
  lang: Lang;
  /** The studio window is focused (the UI shows progress itself). */
  focused: boolean;
  /** Render jobs of this book still queued or running (after this event). */
  activeRenders: (bookId: string) => number;
  /** The book's title, for import events whose data carries only the id. */
  bookTitle?: string;
}

export interface Notice {
  title: string;
  body: string;
  /** Failures: shown even when the window is focused. */
  urgent: boolean;
}

interface JobData {
  title?: string;
  error?: string | null;
}

function jobOf(data: Record<string, unknown>): JobData {
  const j = data.job;
  return j && typeof j === 'object' ? (j as JobData) : {};
}

const MAX_SEEN = 500;

export class NotificationPolicy {
  private readonly seen = new Set<string>();
  /** Chapters voiced per book since its batch began. */
  private readonly voiced = new Map<string, number>();

  decide(e: StudioEvent, ctx: NotifyContext): Notice | null {
    if (this.seen.has(e.id)) return null;
    this.seen.add(e.id);
    if (this.seen.size > MAX_SEEN) this.seen.delete(this.seen.values().next().value!);

    const job = jobOf(e.data);
    const bookId = typeof e.data.book_id === 'string' ? e.data.book_id : '';
    const calm = (n: Notice): Notice | null => (ctx.focused ? null : n);
    const err = (s: string | null | undefined) => (s ? `: ${s}` : '');
    switch (e.event) {
      case 'chapter.voiced': {
        const count = (this.voiced.get(bookId) ?? 0) + 1;
        if (ctx.activeRenders(bookId) > 0) {
          this.voiced.set(bookId, count);
          return null;
        }
        this.voiced.delete(bookId);
        const title = count > 1 ? `${t(ctx.lang, 'note.voiced')} (${count})` : t(ctx.lang, 'note.voiced');
        return calm({ title, body: job.title ?? '', urgent: false });
      }
      case 'chapter.failed':
        return { title: t(ctx.lang, 'note.voiceFailed'), body: `${job.title ?? ''}${err(job.error)}`, urgent: true };
      case 'export.ready':
        return calm({ title: t(ctx.lang, 'note.exported'), body: job.title ?? '', urgent: false });
      case 'export.failed':
        return { title: t(ctx.lang, 'note.exportFailed'), body: `${job.title ?? ''}${err(job.error)}`, urgent: true };
      case 'check.done':
        return calm({ title: t(ctx.lang, 'note.checked'), body: job.title ?? '', urgent: false });
      case 'book.ready':
        return calm({ title: t(ctx.lang, 'note.imported'), body: ctx.bookTitle ?? '', urgent: false });
      case 'book.failed': {
        const why = typeof e.data.error === 'string' ? e.data.error : '';
        return { title: t(ctx.lang, 'note.importFailed'), body: [ctx.bookTitle, why].filter(Boolean).join(': '), urgent: true };
      }
      default:
        return null;
    }
  }
}
