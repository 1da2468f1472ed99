// What the studio page learns from its preload (window.glava): its local session and the API
// address — nothing else (no Node, no IPC handle, no file access). The preload asks for it with
// one synchronous IPC message at page load; main answers only pages of the studio's own origin.
import type { RunningStudio } from './studio-host.ts';

export const BOOT_CHANNEL = 'glava:boot';

export interface BootInfo {
  /** The owner's cabinet session, sent as x-api-key (renderer: window.glava.session). */
  session: string;
  /** `http://127.0.0.1:PORT/api/v1` */
  apiBase: string;
  /** `http://127.0.0.1:PORT` */
  siteUrl: string;
  version: string;
  platform: NodeJS.Platform;
  desktop: true;
}

export function bootInfo(studio: RunningStudio, version: string, platform: NodeJS.Platform): BootInfo {
  return { session: studio.session, apiBase: studio.apiBase, siteUrl: studio.siteUrl, version, platform, desktop: true };
}

/** The exact set of keys the page may see; the preload test holds the preload to it. */
export const BOOT_KEYS: readonly (keyof BootInfo)[] = ['session', 'apiBase', 'siteUrl', 'version', 'platform', 'desktop'];
