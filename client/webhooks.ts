// Checking a webhook delivery of the studio: `X-Glava-Signature: sha256=<hex HMAC-SHA256 of the
// raw body with the webhook's secret>` (decisions §7). Verify the bytes as received, before parsing.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookEvent {
  id: string;
  event: string;
  created_at: string;
  data: Record<string, unknown>;
}

export function webhookSignature(rawBody: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Whether the signature header matches the body (constant-time compare). */
export function verifyWebhook(rawBody: Buffer | string, signatureHeader: string | string[] | undefined, secret: string): boolean {
  const given = Array.isArray(signatureHeader) ? signatureHeader[0] : signatureHeader;
  if (!given || !secret) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret));
  const actual = Buffer.from(given.trim());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The delivery, parsed, when its signature is right; null otherwise. */
export function parseWebhook(rawBody: Buffer | string, signatureHeader: string | string[] | undefined, secret: string): WebhookEvent | null {
  if (!verifyWebhook(rawBody, signatureHeader, secret)) return null;
  try {
    return JSON.parse(rawBody.toString()) as WebhookEvent;
  } catch {
    return null;
  }
}
