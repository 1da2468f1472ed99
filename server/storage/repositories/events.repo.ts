import type { Db } from '../db.ts';
import type { DeliveryRow, EventRow, WebhookRow } from '../rows.ts';
import { insertRow, stmt, updateById, type SqlValue } from '../sql.ts';

export function insertEvent(db: Db, row: Omit<EventRow, 'seq'>): number {
  return Number(
    stmt(db, 'INSERT INTO events (id, user_id, event, data, created_at) VALUES (@id, @user_id, @event, @data, @created_at)').run(row)
      .lastInsertRowid,
  );
}

export function eventsAfter(db: Db, userId: string, seq: number, limit = 500): EventRow[] {
  return stmt(db, 'SELECT * FROM events WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?').all(userId, seq, limit) as EventRow[];
}

export function eventSeqById(db: Db, id: string): number | undefined {
  return (stmt(db, 'SELECT seq FROM events WHERE id = ?').get(id) as { seq: number } | undefined)?.seq;
}

// Webhooks

export function insertWebhook(db: Db, row: WebhookRow): void {
  insertRow(db, 'webhooks', row);
}

export function getWebhook(db: Db, id: string): WebhookRow | undefined {
  return stmt(db, 'SELECT * FROM webhooks WHERE id = ?').get(id) as WebhookRow | undefined;
}

export function listWebhooks(db: Db, userId: string): WebhookRow[] {
  return stmt(db, 'SELECT * FROM webhooks WHERE user_id = ? ORDER BY created_at').all(userId) as WebhookRow[];
}

export function deleteWebhook(db: Db, id: string): void {
  stmt(db, 'DELETE FROM webhooks WHERE id = ?').run(id);
}

// Deliveries

export function insertDelivery(db: Db, row: DeliveryRow): void {
  insertRow(db, 'deliveries', row);
}

export function dueDeliveries(db: Db, now: string, limit = 20): DeliveryRow[] {
  return stmt(db, "SELECT * FROM deliveries WHERE status = 'pending' AND next_at <= ? ORDER BY next_at LIMIT ?").all(now, limit) as DeliveryRow[];
}

export function nextDeliveryAt(db: Db): string | undefined {
  return (stmt(db, "SELECT MIN(next_at) AS n FROM deliveries WHERE status = 'pending'").get() as { n: string | null }).n ?? undefined;
}

export function updateDelivery(db: Db, id: string, patch: Partial<Record<keyof DeliveryRow, SqlValue>>): void {
  updateById(db, 'deliveries', id, patch);
}

export function listDeliveries(db: Db, webhookId: string, limit = 100): DeliveryRow[] {
  return stmt(db, 'SELECT * FROM deliveries WHERE webhook_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?').all(webhookId, limit) as DeliveryRow[];
}
