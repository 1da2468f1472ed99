// Building the public links of files kept in the data folder.
import { relative } from 'node:path';
import type { AppContext } from '../context.ts';
import { LINK_TTL_S } from './signer.ts';

export function fileUrl(app: AppContext, absPath: string, type: string, name?: string): string {
  const rel = relative(app.config.dataDir, absPath);
  return `${app.siteUrl()}/files/${app.signer.sign(rel, type, { name, ttlS: LINK_TTL_S })}`;
}

export const MIME = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4b: 'audio/mp4',
  zip: 'application/zip',
} as const;
