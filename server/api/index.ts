// The whole API surface in one place: every router's routes, in the order they are mounted.
import type { AnyRoute } from './route.ts';
import { meRoute, meRoutes } from './me.routes.ts';
import { booksRoutes } from './books.routes.ts';
import { editionsRoutes } from './editions.routes.ts';
import { chaptersRoutes } from './chapters.routes.ts';
import { segmentsRoutes } from './segments.routes.ts';
import { charactersRoutes } from './characters.routes.ts';
import { voicesRoutes } from './voices.routes.ts';
import { pronunciationsRoutes } from './pronunciations.routes.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { cabinetRoutes } from './cabinet.routes.ts';
import { uploadRoutes } from './upload.routes.ts';
import { exportRoutes } from './export.routes.ts';
import { checkRoutes } from './check.routes.ts';
import { coverRoutes } from './cover.routes.ts';

/** The v1 voicing API, mounted at /api/v1. */
export function v1Routes(): AnyRoute[] {
  return [
    ...meRoutes, ...uploadRoutes, ...booksRoutes, ...coverRoutes, ...editionsRoutes, ...chaptersRoutes, ...segmentsRoutes, ...charactersRoutes, ...voicesRoutes,
    ...pronunciationsRoutes, ...ledgerRoutes, ...jobsRoutes, ...exportRoutes, ...checkRoutes, ...eventsRoutes,
  ];
}

/** Routes served at the site root: GET /api/me (decisions §1) and the studio cabinet. */
export function siteRoutes(): AnyRoute[] {
  return [meRoute, ...cabinetRoutes];
}
