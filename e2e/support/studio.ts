// A real studio for browser specs: the same startServer as `glava serve`, on a temp data folder
// and a free port, serving the built UI from renderer/dist.
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../../server/server.ts';
import { OWNER_EMAIL } from '../../server/services/accounts.service.ts';
import { createApiKey, createSession } from '../../server/services/keys.service.ts';
import { getUserByEmail } from '../../server/storage/repositories/users.repo.ts';
import { fixtureCatalogFile } from '../../test/support/models-fixture.ts';
import { fixtureMirror } from '../../test/support/piper-fixture.ts';
import { hasShared, sharedModelsDir } from '../../test/support/shared.ts';

export const RENDERER_DIST = fileURLToPath(new URL('../../renderer/dist', import.meta.url));

export interface E2eStudio {
  server: RunningServer;
  url: string;
  link: string;
  /** A full key of the owner, for checking through the API what the UI did. */
  key: string;
  /** A new studio session, as the desktop shell creates one in-process for its window. */
  session(): string;
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

/**
 * The studios' models mirror: the generated fixture voices and, with the test corpus, its real
 * model files beside them (linked, never copied: the stress data the first-run prompt installs).
 */
function e2eMirror(): string {
  const dir = fixtureMirror();
  if (hasShared) {
    for (const name of readdirSync(sharedModelsDir)) {
      if (!existsSync(join(dir, name))) symlinkSync(join(sharedModelsDir, name), join(dir, name));
    }
  }
  return dir;
}

/**
 * `validate`: check every response against its schema (on for specs; off for benches, as in production).
 * `offline`: no models mirror, so an install goes to the catalog's URLs, whose host does not resolve.
 */
export async function startE2eStudio(opts: { validate?: boolean; offline?: boolean } = {}): Promise<E2eStudio> {
  if (!existsSync(join(RENDERER_DIST, 'index.html'))) throw new Error('renderer/dist is not built: run npm run build:ui (npm run e2e does it)');
  const dataDir = mkdtempSync(join(tmpdir(), 'glava-e2e-'));
  // The generated fixture voices join the catalog as a site catalog.
  const catalogDir = mkdtempSync(join(tmpdir(), 'glava-e2e-catalog-'));
  process.once('exit', () => rmSync(catalogDir, { recursive: true, force: true }));
  const server = await startServer({
    dataDir, port: 0, workers: 1, rendererDir: RENDERER_DIST, validateResponses: opts.validate ?? true,
    // Models install from the mirror (never from the internet).
    env: { ...process.env, GLAVA_MODELS_DIR: join(dataDir, 'models'), GLAVA_MODELS_MIRROR: opts.offline ? '' : e2eMirror(), GLAVA_MODELS_CATALOG: fixtureCatalogFile(catalogDir) },
    log: (m) => process.stderr.write(`[studio] ${m}\n`),
  });
  const owner = getUserByEmail(server.studio.app.db, OWNER_EMAIL)!;
  const key = createApiKey(server.studio.app, { userId: owner.id, name: 'e2e', scope: 'full', charLimit: null }).secret;
  return {
    server,
    url: server.url,
    link: server.studioLink,
    key,
    session: () => createSession(server.studio.app, owner.id).secret,
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${server.url}/api/v1${path}`, {
        method, headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as T;
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
      return json;
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
