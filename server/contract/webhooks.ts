import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { EVENT_NAMES } from './enums.ts';

export const CreateWebhookBody = z
  .strictObject({
    url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL' }).max(2000),
    events: z.array(z.enum(EVENT_NAMES)).min(1).max(EVENT_NAMES.length),
    secret: z.string().min(8).max(200).optional(),
  })
  .meta({ id: 'CreateWebhook' });
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

export const Webhook = z
  .object({ id: Uuid, url: z.string(), events: z.array(z.enum(EVENT_NAMES)), secret: z.string(), created_at: Timestamp })
  .meta({ id: 'Webhook' });
export const WebhookResponse = z.object({ webhook: Webhook }).meta({ id: 'WebhookResponse' });
export const WebhooksResponse = z.object({ webhooks: z.array(Webhook) }).meta({ id: 'Webhooks' });

export const WebhookDelivery = z
  .object({
    id: Uuid,
    event_id: Uuid,
    event: z.enum(EVENT_NAMES),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    next_at: Timestamp.nullable(),
    created_at: Timestamp,
    delivered_at: Timestamp.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export const DeliveriesResponse = z.object({ deliveries: z.array(WebhookDelivery) }).meta({ id: 'WebhookDeliveries' });

/** What a webhook receives and what the SSE stream sends as `data`. */
export const EventEnvelope = z
  .object({ id: Uuid, event: z.enum(EVENT_NAMES), created_at: Timestamp, data: z.record(z.string(), z.unknown()) })
  .meta({ id: 'Event' });
export type EventEnvelope = z.infer<typeof EventEnvelope>;
