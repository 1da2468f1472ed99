import { z } from 'zod';
import { CreateWebhookBody, DeliveriesResponse, WebhookResponse, WebhooksResponse } from '../contract/webhooks.ts';
import { createWebhook, listWebhooksFor, removeWebhook, webhookDeliveries } from '../services/webhooks.service.ts';
import { streamEvents } from '../events/sse.ts';
import { defineRoute, SENT } from './route.ts';

const HookParams = z.object({ webhook_id: z.string() });

export const eventsRoutes = [
  defineRoute({
    method: 'post', path: '/webhooks', access: 'all', tag: 'Events', status: 201,
    summary: 'Register a webhook (signed POSTs of the chosen events)',
    body: CreateWebhookBody, response: WebhookResponse,
    handler: async ({ app, auth, body }) => ({ webhook: createWebhook(app, auth, body) }),
  }),
  defineRoute({
    method: 'get', path: '/webhooks', access: 'read', tag: 'Events', summary: 'The caller\'s webhooks',
    response: WebhooksResponse,
    handler: async ({ app, auth }) => ({ webhooks: listWebhooksFor(app, auth) }),
  }),
  defineRoute({
    method: 'delete', path: '/webhooks/{webhook_id}', access: 'all', tag: 'Events', summary: 'Remove a webhook',
    params: HookParams, response: z.object({ deleted: z.boolean() }),
    handler: async ({ app, auth, params }) => {
      removeWebhook(app, auth, params.webhook_id);
      return { deleted: true };
    },
  }),
  defineRoute({
    method: 'get', path: '/webhooks/{webhook_id}/deliveries', access: 'read', tag: 'Events', summary: 'The delivery log of a webhook, newest first',
    params: HookParams, response: DeliveriesResponse,
    handler: async ({ app, auth, params }) => ({ deliveries: webhookDeliveries(app, auth, params.webhook_id) }),
  }),
  defineRoute({
    method: 'get', path: '/events', access: 'read', tag: 'Events',
    summary: 'The caller\'s events as a Server-Sent Events stream (Last-Event-ID replays missed ones)',
    query: z.object({ since: z.coerce.number().int().min(0).optional() }),
    raw: { contentType: 'text/event-stream', description: 'An endless stream of events' },
    handler: async ({ app, auth, req, res, query }) => {
      streamEvents(app, auth.user.id, req, res, query.since);
      return SENT;
    },
  }),
];
