// The typed event bus. Named events (decisions §7) are stored, fanned out to webhooks as
// deliveries in the same transaction, and pushed to the caller's SSE streams. Progress of jobs
// (`job.updated`) goes to SSE only: it is live state, not history.
import type { EventName } from '../contract/enums.ts';
import type { Db } from '../storage/db.ts';
import { tx } from '../storage/db.ts';
import { insertDelivery, insertEvent, listWebhooks } from '../storage/repositories/events.repo.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';

export type LiveEventName = EventName | 'job.updated' | 'book.updated';

export interface BusMessage {
  /** Sequence number for Last-Event-ID replay; 0 for live-only messages. */
  seq: number;
  id: string;
  event: LiveEventName;
  created_at: string;
  data: Record<string, unknown>;
}

type Listener = (m: BusMessage) => void;

export class EventBus {
  private readonly db: Db;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Wakes the webhook deliverer when new deliveries were queued. */
  private readonly onDelivery: () => void;

  constructor(db: Db, opts: { onDelivery?: () => void } = {}) {
    this.db = db;
    this.onDelivery = opts.onDelivery ?? (() => {});
  }

  /** A named event: kept, delivered to webhooks that asked for it, streamed. */
  emit(userId: string, event: EventName, data: Record<string, unknown>): BusMessage {
    const id = newId();
    const created_at = nowIso();
    const body = JSON.stringify({ id, event, created_at, data });
    const seq = tx(this.db, () => {
      const s = insertEvent(this.db, { id, user_id: userId, event, data: JSON.stringify(data), created_at });
      for (const hook of listWebhooks(this.db, userId)) {
        const wanted = JSON.parse(hook.events) as string[];
        if (!wanted.includes(event)) continue;
        insertDelivery(this.db, {
          id: newId(), webhook_id: hook.id, event_id: id, event, body, status: 'pending', attempts: 0,
          next_at: created_at, last_status: null, last_error: null, created_at, delivered_at: null,
        });
      }
      return s;
    });
    const msg: BusMessage = { seq, id, event, created_at, data };
    this.publish(userId, msg);
    this.onDelivery();
    return msg;
  }

  /** Live state for open streams only. */
  live(userId: string, event: 'job.updated' | 'book.updated', data: Record<string, unknown>): void {
    this.publish(userId, { seq: 0, id: newId(), event, created_at: nowIso(), data });
  }

  subscribe(userId: string, fn: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  private publish(userId: string, msg: BusMessage): void {
    for (const fn of this.listeners.get(userId) ?? []) {
      try {
        fn(msg);
      } catch {
        // A broken stream must not stop the others.
      }
    }
  }
}
