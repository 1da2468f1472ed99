// Routes are declared once as data: method, path, access label, schemas and a thin handler.
// The same declarations mount the Express routes (validation at the edge) and generate the
// OpenAPI document, so the two can never disagree.
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { AccessLabel } from '../contract/enums.ts';
import type { Auth, Deps } from '../services/deps.ts';

export type { Auth } from '../services/deps.ts';

/** Who may call: a spec access label, a cabinet session only, or anyone (no key). */
export type Access = AccessLabel | 'session' | 'public';

export interface HandlerArgs<P, Q, B> {
  /** The studio's parts; the handler passes them to a service, which takes what it uses. */
  app: Deps;
  auth: Auth;
  params: P;
  query: Q;
  body: B;
  req: Request;
  res: Response;
}

/** A handler that wrote the response itself (audio bodies, streams). */
export const SENT = Symbol('sent');

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends Schema | undefined> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI-style path relative to the mount point, e.g. `/books/{book_id}`. */
  path: string;
  access: Access;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Largest accepted JSON body (bytes); default 1 MB. */
  bodyLimit?: number;
  /** The body is multipart/form-data (handled by the route itself); documented by this schema. */
  multipart?: Schema;
  response?: R;
  status?: number;
  /** A non-JSON success body, e.g. `audio/wav`. */
  raw?: { contentType: string; description: string };
  /** Error statuses this route documents (besides the common 401/403/429/422). */
  errors?: number[];
  handler: (args: HandlerArgs<Out<P>, Out<Q>, Out<B>>) => Promise<(R extends Schema ? z.input<R> : unknown) | typeof SENT>;
}

// The registry is heterogeneous by design: each route keeps its own precise types where it is
// declared; mounting and the OpenAPI generator only need the common shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any, any>;

export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(spec: RouteSpec<P, Q, B, R>): RouteSpec<P, Q, B, R> {
  return spec;
}

/** `/books/{book_id}` → `/books/:book_id` */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
