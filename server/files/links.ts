// Signed, expiring links to files kept in the data folder (`/files/<token>`).
import { relative } from 'node:path';
import { FileSigner, LINK_TTL_S, type VerifyResult } from './signer.ts';

export interface FileLinks {
  /** A link to a file of the data folder, valid for an hour; `name` makes it a download. */
  url(absPath: string, type: string, name?: string): string;
  /** A link to a voice's sample, made on its first request (samples.service.ts). */
  sampleUrl(absPath: string, voiceId: string): string;
  /** A raw token for a path relative to the data folder (tests forge expired and escaping ones). */
  sign(relPath: string, type: string, opts?: { name?: string; ttlS?: number; sample?: string }): string;
  verify(token: string): VerifyResult;
}

export function createFileLinks(opts: { dataDir: string; siteUrl: () => string; signer?: FileSigner }): FileLinks {
  const signer = opts.signer ?? FileSigner.fromDataDir(opts.dataDir);
  const link = (token: string) => `${opts.siteUrl()}/files/${token}`;
  return {
    url: (absPath, type, name) => link(signer.sign(relative(opts.dataDir, absPath), type, { name, ttlS: LINK_TTL_S })),
    sampleUrl: (absPath, voiceId) => link(signer.sign(relative(opts.dataDir, absPath), MIME.wav, { sample: voiceId, ttlS: LINK_TTL_S })),
    sign: (relPath, type, o) => signer.sign(relPath, type, o),
    verify: (token) => signer.verify(token),
  };
}

export const MIME = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4b: 'audio/mp4',
  zip: 'application/zip',
  epub: 'application/epub+zip',
} as const;
