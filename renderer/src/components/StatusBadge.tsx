import { useT } from '../stores/settings.ts';
import type { MessageKey } from '../i18n/index.ts';

const KEYS: Record<string, MessageKey> = {
  draft: 'status.draft', queued: 'status.queued', rendering: 'status.rendering', ready: 'status.ready', failed: 'status.failed',
  importing: 'status.importing', running: 'status.running', done: 'status.done', cancelled: 'status.cancelled',
};

/** A chapter, book or job status as a coloured word. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const key = KEYS[status];
  return <span className={`badge status-${status}`}>{key ? t(key) : status}</span>;
}
