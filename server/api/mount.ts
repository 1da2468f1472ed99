// Turns the route declarations into Express routes: body parsing with the route's limit, the
// key check for its access label, id and schema validation at the edge, the handler, and (in
// tests) a check of the response against its schema.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { z } from 'zod';
import { ErrorCodes } from '../contract/common.ts';
import type { Deps } from '../services/deps.ts';
import type { RateLimiter } from './middleware/rate-limit.ts';
import { ApiError } from '../errors.ts';
import { isUuid } from '../util/ids.ts';
import { authenticate } from './middleware/auth.ts';
import { describeZodError } from './middleware/errors.ts';
import { fieldIssues } from './middleware/field-issues.ts';
import { type AnyRoute, type Auth, expressPath, SENT } from './route.ts';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** `book_id` → "book": a malformed id is simply a resource that does not exist. */
function checkIds(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if ((name === 'id' || name.endsWith('_id')) && !isUuid(value)) {
      const what = name === 'id' ? 'resource' : name.slice(0, -3).replace(/_/g, ' ');
      throw new ApiError(404, ErrorCodes.notFound, `No such ${what}: "${value.slice(0, 60)}" is not a valid id (ids are UUIDs).`);
    }
  }
}

/**
 * A body sent as anything but JSON would be read as an empty one: a PATCH would then "succeed"
 * changing nothing, a POST would complain about missing fields the caller did send.
 */
function assertJsonBody(req: Request): void {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
  if (hasBody && !req.is(['application/json', '+json'])) {
    throw new ApiError(415, ErrorCodes.badJson, `Send the body as JSON with "content-type: application/json" (got "${(req.headers['content-type'] ?? 'none').slice(0, 100)}").`);
  }
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): unknown {
  if (!schema) return value;
  const r = schema.safeParse(value);
  if (!r.success) throw new ApiError(422, ErrorCodes.validation, describeZodError(r.error, where), {}, undefined, fieldIssues(r.error, value, where));
  return r.data;
}

export function mountRoutes(router: Router, app: Deps, rateLimiter: RateLimiter, routes: AnyRoute[], log: (m: string) => void): void {
  for (const route of routes) {
    const isMe = route.path === '/api/me';
    const jsonParser = express.json({ limit: route.bodyLimit ?? DEFAULT_BODY_LIMIT, strict: false });
    // The key is checked before the body is read: nobody streams 60 MB at us without a key.
    const authMw = (req: Request, res: Response, next: NextFunction): void => {
      res.locals.auth = route.access === 'public' ? null : authenticate(app, rateLimiter, route.access, req, res, isMe);
      if (route.body) assertJsonBody(req);
      next();
    };
    const handler = async (req: Request, res: Response): Promise<void> => {
      const auth = res.locals.auth as Auth | null;
      checkIds(req.params as Record<string, string>);
      const params = parse(route.params, req.params, 'path');
      const query = parse(route.query, req.query, 'query');
      let body: unknown = undefined;
      if (route.body) {
        const raw: unknown = req.body === undefined ? {} : req.body;
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
          throw new ApiError(422, ErrorCodes.validation, 'The body must be a JSON object.');
        }
        body = parse(route.body, raw, 'body');
      }
      const result = await route.handler({ app, auth: auth as Auth, params, query, body, req, res });
      if (result === SENT || res.headersSent) return;
      let out: unknown = result;
      if (route.response && app.config.validateResponses) {
        const r = (route.response as z.ZodType).safeParse(result);
        if (!r.success) {
          log(`response of ${route.method.toUpperCase()} ${route.path} does not match its schema: ${describeZodError(r.error, 'response')}`);
          throw new Error(`response schema violation on ${route.path}: ${describeZodError(r.error, 'response')}`);
        }
        out = result;
      }
      res.status(route.status ?? 200).json(out);
    };
    const middlewares = route.body ? [authMw, jsonParser] : [authMw];
    router[route.method](expressPath(route.path), ...middlewares, handler);
  }
  mountMethodNotAllowed(router, routes);
}

/**
 * A known path with a method it does not serve: 405 with `Allow` (not "no such endpoint", which
 * would send a client looking for a typo in the path). OPTIONS answers 204 with `Allow` alone:
 * no CORS headers are ever sent.
 */
function mountMethodNotAllowed(router: Router, routes: AnyRoute[]): void {
  const methods = new Map<string, Set<string>>();
  for (const r of routes) {
    const path = expressPath(r.path);
    const set = methods.get(path) ?? new Set<string>();
    set.add(r.method.toUpperCase());
    if (r.method === 'get') set.add('HEAD');
    methods.set(path, set);
  }
  for (const [path, set] of methods) {
    const allow = [...set].join(', ');
    router.all(path, (req: Request, res: Response) => {
      res.setHeader('Allow', allow);
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      throw new ApiError(405, ErrorCodes.methodNotAllowed, `${req.method} is not served here; this path answers ${allow}.`);
    });
  }
}
