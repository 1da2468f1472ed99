// Webhook registrations and their delivery log (decisions §7).
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Auth } from '../api/route.ts';
import type { CreateWebhookBody } from '../contract/webhooks.ts';
import { tx } from '../storage/db.ts';
import { deleteWebhook, getWebhook, insertWebhook, listDeliveries, listWebhooks } from '../storage/repositories/events.repo.ts';
import type { DeliveryRow, WebhookRow } from '../storage/rows.ts';
import { notFound } from '../errors.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';
import type { EventName } from '../contract/enums.ts';

export function webhookDto(r: WebhookRow) {
  return { id: r.id, url: r.url, events: JSON.parse(r.events) as EventName[], secret: r.secret, created_at: r.created_at };
}

export function deliveryDto(d: DeliveryRow) {
  return {
    id: d.id, event_id: d.event_id, event: d.event as EventName, status: d.status, attempts: d.attempts, last_status: d.last_status,
    last_error: d.last_error, next_at: d.status === 'pending' ? d.next_at : null, created_at: d.created_at, delivered_at: d.delivered_at,
  };
}

export function createWebhook(app: AppContext, auth: Auth, body: CreateWebhookBody) {
  const row: WebhookRow = {
    id: newId(), user_id: auth.user.id, url: body.url, events: JSON.stringify([...new Set(body.events)]),
    secret: body.secret ?? randomBytes(24).toString('base64url'), created_at: nowIso(),
  };
  tx(app.db, () => insertWebhook(app.db, row));
  return webhookDto(row);
}

function ownWebhook(app: AppContext, auth: Auth, id: string): WebhookRow {
  const w = getWebhook(app.db, id);
  if (!w || w.user_id !== auth.user.id) throw notFound('webhook');
  return w;
}

export const listWebhooksFor = (app: AppContext, auth: Auth) => listWebhooks(app.db, auth.user.id).map(webhookDto);

export function removeWebhook(app: AppContext, auth: Auth, id: string): void {
  const w = ownWebhook(app, auth, id);
  tx(app.db, () => deleteWebhook(app.db, w.id));
}

export function webhookDeliveries(app: AppContext, auth: Auth, id: string) {
  return listDeliveries(app.db, ownWebhook(app, auth, id).id).map(deliveryDto);
}
