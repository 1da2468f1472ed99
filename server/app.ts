// createApp(ctx): the Express app without listen(), so tests and the desktop shell run the
// very same thing. Order matters: host check first, then the API, files, and the studio UI.
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Deps, Log } from './services/deps.ts';
import { RateLimiter } from './api/middleware/rate-limit.ts';
import { cabinetRoutes } from './api/cabinet.routes.ts';
import { siteRoutes, v1Routes } from './api/index.ts';
import { mountRoutes } from './api/mount.ts';
import { buildOpenApi } from './api/openapi.ts';
import { hostCheck } from './api/middleware/host-check.ts';
import { errorHandler, notFoundHandler } from './api/middleware/errors.ts';
import { filesHandler } from './files/files.route.ts';

function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  next();
}

export function createApp(deps: Deps, log: Log = deps.log): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('etag', false);
  app.use(hostCheck(deps.config.allowedHosts));
  app.use(securityHeaders);

  let openapi: unknown;
  app.get('/api/openapi.json', (_req, res) => {
    // GET /api/me is served at the site root too (decisions §1); the document lists it once, under /api/v1.
    openapi ??= buildOpenApi([{ mount: '/api/v1', routes: v1Routes() }, { mount: '', routes: cabinetRoutes }]);
    res.json(openapi);
  });

  // Request rates are per key and per running app: a restarted studio starts with full buckets.
  const rateLimiter = new RateLimiter();
  const v1 = express.Router();
  mountRoutes(v1, deps, rateLimiter, v1Routes(), log);
  app.use('/api/v1', v1);

  // decisions §1: GET /api/me also at the site root.
  const site = express.Router();
  mountRoutes(site, deps, rateLimiter, siteRoutes(), log);
  app.use('/', site);

  app.get('/files/:token', filesHandler(deps));
  app.use('/api', notFoundHandler);
  app.use('/files', notFoundHandler);

  const ui = deps.config.rendererDir;
  if (ui && existsSync(join(ui, 'index.html'))) {
    app.use(express.static(ui, { index: false, maxAge: '1h', setHeaders: (res, path) => {
      if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
    } }));
    app.get(/^\/(?!api\/|files\/).*/, (_req, res) => {
      res.setHeader('Content-Security-Policy', "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'");
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(ui, 'index.html'));
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text/plain; charset=utf-8').send('Glava Studio API is running. The web UI is not built: run "npm run build:ui".\nAPI: /api/v1, OpenAPI: /api/openapi.json\n');
    });
  }
  app.use(notFoundHandler);
  app.use(errorHandler(log));
  return app;
}
