// The server as the desktop shell (main/) uses it — and all of it main/ may import (an ESLint
// boundary): start and stop a studio, and the window's cabinet session. The shell never reaches
// into the server's services, repositories or database.
import { createSession } from './services/keys.service.ts';
import { ensureOwner } from './services/accounts.service.ts';
import { revokeKey } from './storage/repositories/keys.repo.ts';
import { tx } from './storage/db.ts';
import type { RunningServer } from './server.ts';
import { nowIso } from './util/time.ts';

export { startServer, type RunningServer, type StartOptions } from './server.ts';

export interface DesktopSession {
  /** The session key the window's preload hands to the studio page. */
  secret: string;
  /** Ends the session (the app quits or restarts the studio): a copied secret is useless afterwards. */
  revoke(): void;
}

/** A cabinet session of the machine's owner for the desktop window (full scope, named "Desktop app"). */
export function createDesktopSession(server: RunningServer): DesktopSession {
  const { db } = server.studio.app;
  const { key, secret } = createSession({ db }, ensureOwner({ db }).id, 'Desktop app');
  return { secret, revoke: () => tx(db, () => revokeKey(db, key.id, nowIso())) };
}
