// Signed, expiring file links (decisions §6): `{site_url}/files/<token>`, no key needed, valid
// for an hour, then 410. The token carries the data-relative path and expiry, sealed with an
// HMAC of a secret kept in the data folder, so links survive a restart until they expire.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LINK_TTL_S = 3600;

export interface SignedFile {
  /** Path relative to the data folder. */
  path: string;
  /** File name offered for download (Content-Disposition), if any. */
  name?: string;
  /** Content type to serve. */
  type: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** A voice sample made on first request: the voice id. */
  sample?: string;
}

export type VerifyResult = { ok: true; file: SignedFile } | { ok: false; reason: 'invalid' | 'expired' };

export class FileSigner {
  private readonly secret: Buffer;

  constructor(secret: Buffer) {
    this.secret = secret;
  }

  static fromDataDir(dataDir: string): FileSigner {
    const file = join(dataDir, 'link-secret.key');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    return new FileSigner(Buffer.from(readFileSync(file, 'utf8').trim(), 'hex'));
  }

  sign(path: string, type: string, opts: { name?: string; ttlS?: number; sample?: string } = {}): string {
    const file: SignedFile = { path, type, exp: Math.floor(Date.now() / 1000) + (opts.ttlS ?? LINK_TTL_S) };
    if (opts.name) file.name = opts.name;
    if (opts.sample) file.sample = opts.sample;
    const payload = Buffer.from(JSON.stringify(file)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  verify(token: string): VerifyResult {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 4096) return { ok: false, reason: 'invalid' };
    const payload = token.slice(0, dot);
    const mac = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(payload));
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return { ok: false, reason: 'invalid' };
    let file: SignedFile;
    try {
      file = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedFile;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof file.exp !== 'number' || file.exp * 1000 < Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, file };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
