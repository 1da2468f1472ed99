// GET /api/openapi.json: an OpenAPI 3.1 document generated from the same route declarations and
// zod schemas that validate requests (decisions §1) — never written by hand.
import { z } from 'zod';
import * as contract from '../contract/index.ts';
import type { AnyRoute } from './route.ts';

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad request', 401: 'Key missing, wrong or revoked', 402: 'Not enough characters', 403: 'Outside the key scope',
  404: 'Not found (or not yours)', 409: 'Conflict', 410: 'Gone', 413: 'Body too large', 415: 'Body is not JSON', 422: 'Invalid field', 429: 'Too many requests', 503: 'Try again',
};

function idOf(schema: z.ZodType): string | undefined {
  return (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
}

function operationId(route: AnyRoute): string {
  const words = route.path.split('/').filter(Boolean).map((p) => (p.startsWith('{') ? 'By' + camel(p.slice(1, -1)) : camel(p)));
  return route.method + words.join('');
}

function camel(s: string): string {
  return s.split(/[_\-.]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** Routes and where they are mounted: the v1 API under /api/v1, the cabinet at the site root. */
export interface RouteGroup {
  mount: string;
  routes: AnyRoute[];
}

export function buildOpenApi(groups: RouteGroup[]): Json {
  const reg = z.registry<{ id: string }>();
  const seen = new Set<string>();
  for (const value of Object.values(contract)) {
    if (value instanceof z.ZodType) {
      const id = idOf(value);
      if (id && !seen.has(id)) {
        seen.add(id);
        reg.add(value, { id });
      }
    }
  }
  const ref = (schema: z.ZodType, fallbackId: string): Json => {
    let id = idOf(schema);
    if (!id || !seen.has(id)) {
      id = id ?? fallbackId;
      if (!seen.has(id)) {
        seen.add(id);
        reg.add(schema, { id });
      }
    }
    return { $ref: `#/components/schemas/${id}` };
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const { mount, routes } of groups) for (const route of routes) {
    const opId = operationId(route);
    const full = mount + route.path;
    const parameters: Json[] = [];
    for (const m of route.path.matchAll(/\{(\w+)\}/g)) {
      parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
    }
    if (route.query instanceof z.ZodObject) {
      for (const [name, prop] of Object.entries(route.query.shape as Record<string, z.ZodType>)) {
        const js = z.toJSONSchema(prop, { io: 'input', unrepresentable: 'any' }) as Json;
        delete js.$schema;
        parameters.push({ name, in: 'query', required: !prop.safeParse(undefined).success, schema: js });
      }
    }
    const op: Json = { operationId: opId, summary: route.summary, tags: [route.tag], 'x-access': route.access };
    if (route.description) op.description = route.description;
    if (parameters.length) op.parameters = parameters;
    if (route.body) op.requestBody = { required: true, content: { 'application/json': { schema: ref(route.body, `${camel(opId)}Body`) } } };
    if (route.multipart) op.requestBody = { required: true, content: { 'multipart/form-data': { schema: ref(route.multipart, `${camel(opId)}Form`) } } };
    const responses: Json = {};
    const ok = String(route.status ?? 200);
    if (route.raw) {
      responses[ok] = { description: route.raw.description, content: { [route.raw.contentType]: { schema: { type: 'string', format: 'binary' } } } };
      if (route.response) (responses[ok] as { content: Json }).content['application/json'] = { schema: ref(route.response, `${camel(opId)}Response`) };
    } else {
      responses[ok] = { description: 'OK', ...(route.response ? { content: { 'application/json': { schema: ref(route.response, `${camel(opId)}Response`) } } } : {}) };
    }
    const errors = new Set(route.errors ?? []);
    if (route.access !== 'public') [401, 403, 429].forEach((s) => errors.add(s));
    if (route.access !== 'public' && route.access !== 'session' && route.path !== '/api/me') errors.add(402);
    if (route.body || route.query) errors.add(422);
    if (route.body) [400, 415].forEach((s) => errors.add(s));
    if (/\{\w+\}/.test(route.path)) errors.add(404);
    for (const s of [...errors].sort()) {
      responses[String(s)] = { description: ERROR_TEXT[s] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    op.responses = responses;
    if (route.access !== 'public') op.security = [{ apiKey: [] }];
    (paths[full.replace(/:(\w+)/g, '{$1}')] ??= {})[route.method] = op;
  }

  const out = z.toJSONSchema(reg, { uri: (id) => `#/components/schemas/${id}`, io: 'input', unrepresentable: 'any' }) as { schemas: Record<string, Json> };
  for (const s of Object.values(out.schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Glava Studio voicing API',
      version: '1.0.0',
      description: 'The audiobook voicing API served by Glava Studio on this computer. Send the key in the x-api-key header.',
      license: { name: 'GPL-3.0-or-later', identifier: 'GPL-3.0-or-later' },
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: out.schemas,
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
    },
  };
}
