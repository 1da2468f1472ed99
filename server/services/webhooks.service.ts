// Webhook registrations and their delivery log (decisions §7).
import { randomBytes } from 'node:crypto';
import type { Auth, Deps } from './deps.ts';
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

export function createWebhook(deps: Pick<Deps, 'db'>, auth: Auth, body: CreateWebhookBody) {
  const row: WebhookRow = {
    id: newId(), user_id: auth.user.id, url: body.url, events: JSON.stringify([...new Set(body.events)]),
    secret: body.secret ?? randomBytes(24).toString('base64url'), created_at: nowIso(),
  };
  tx(deps.db, () => insertWebhook(deps.db, row));
  return webhookDto(row);
}

function ownWebhook(deps: Pick<Deps, 'db'>, auth: Auth, id: string): WebhookRow {
  const w = getWebhook(deps.db, id);
  if (!w || w.user_id !== auth.user.id) throw notFound('webhook');
  return w;
}

export const listWebhooksFor = (deps: Pick<Deps, 'db'>, auth: Auth) => listWebhooks(deps.db, auth.user.id).map(webhookDto);

export function removeWebhook(deps: Pick<Deps, 'db'>, auth: Auth, id: string): void {
  const w = ownWebhook(deps, auth, id);
  tx(deps.db, () => deleteWebhook(deps.db, w.id));
}

export function webhookDeliveries(deps: Pick<Deps, 'db'>, auth: Auth, id: string) {
  return listDeliveries(deps.db, ownWebhook(deps, auth, id).id).map(deliveryDto);
}
