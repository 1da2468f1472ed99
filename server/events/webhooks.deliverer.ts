// Webhook deliveries (decisions §7): POST of the stored JSON body with an HMAC-SHA256 signature;
// a non-2xx answer or a 10 s timeout is retried with exponential backoff (up to 8 attempts over
// about four hours). The schedule lives in the deliveries table, so retries survive a restart.
import { createHmac } from 'node:crypto';
import type { Db } from '../storage/db.ts';
import { dueDeliveries, getWebhook, nextDeliveryAt, updateDelivery } from '../storage/repositories/events.repo.ts';
import type { DeliveryRow } from '../storage/rows.ts';
import { isoFromDate, nowIso, parseIso } from '../util/time.ts';

export const MAX_ATTEMPTS = 8;
export const TIMEOUT_MS = 10_000;
export const BACKOFF_BASE_S = 10;
/** Delay before attempt n+1, seconds: 10 s, 30 s, 90 s, … capped at an hour. */
export function backoffSeconds(attempt: number, base = BACKOFF_BASE_S): number {
  return Math.min(3600, base * 3 ** (attempt - 1));
}

export function signBody(secret: string, body: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');
}

export class WebhookDeliverer {
  private readonly db: Db;
  private readonly log: (m: string) => void;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = true;
  private readonly inFlight = new Set<string>();
  private readonly backoffBaseS: number;

  /** `backoffBaseS`: the first retry delay (tests shorten it through GLAVA_WEBHOOK_BACKOFF_S). */
  constructor(db: Db, log: (m: string) => void, backoffBaseS = BACKOFF_BASE_S) {
    this.db = db;
    this.log = log;
    this.backoffBaseS = backoffBaseS;
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = nextDeliveryAt(this.db);
    if (!next) return;
    const delay = Math.max(50, Math.min(60_000, parseIso(next) - Date.now()));
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      const due = dueDeliveries(this.db, nowIso()).filter((d) => !this.inFlight.has(d.id));
      await Promise.all(due.map((d) => this.deliver(d)));
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  private async deliver(d: DeliveryRow): Promise<void> {
    const hook = getWebhook(this.db, d.webhook_id);
    if (!hook) return;
    this.inFlight.add(d.id);
    const attempt = d.attempts + 1;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'GlavaStudio-Webhook/1',
          'x-glava-event': d.event,
          'x-glava-delivery': d.id,
          'x-glava-signature': signBody(hook.secret, d.body),
        },
        body: d.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? (err.name === 'TimeoutError' ? 'timeout' : err.message) : String(err);
    } finally {
      this.inFlight.delete(d.id);
    }
    if (this.stopped && error) return;
    if (!error) {
      updateDelivery(this.db, d.id, { status: 'delivered', attempts: attempt, last_status: status, last_error: null, delivered_at: nowIso() });
      return;
    }
    const failed = attempt >= MAX_ATTEMPTS;
    updateDelivery(this.db, d.id, {
      status: failed ? 'failed' : 'pending', attempts: attempt, last_status: status, last_error: error,
      next_at: failed ? d.next_at : isoFromDate(new Date(Date.now() + backoffSeconds(attempt, this.backoffBaseS) * 1000)),
    });
    if (failed) this.log(`Webhook delivery ${d.id} to ${hook.url} failed after ${attempt} attempts: ${error}`);
  }
}
