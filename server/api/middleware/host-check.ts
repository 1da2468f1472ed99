// DNS-rebinding defence: a page on evil.example that resolves its name to 127.0.0.1 still sends
// `Host: evil.example`, so only loopback names (and the explicit --host) are served. Requests
// carrying a foreign Origin are refused too: no page of another site may drive the studio.
import type { NextFunction, Request, Response } from 'express';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError } from '../../errors.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function hostName(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

export function hostCheck(allowedHosts: string[]) {
  const allowed = new Set([...LOOPBACK, ...allowedHosts.map((h) => h.toLowerCase())]);
  return (req: Request, _res: Response, next: NextFunction): void => {
    const host = req.headers.host;
    if (!host || !allowed.has(hostName(host))) {
      next(new ApiError(403, ErrorCodes.hostNotAllowed, 'This host name is not served here. Use http://127.0.0.1:<port>.'));
      return;
    }
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      let ok = false;
      try {
        const u = new URL(origin);
        ok = allowed.has(u.hostname.startsWith('[') ? u.hostname : u.hostname.toLowerCase()) || allowed.has(`[${u.hostname}]`);
      } catch {
        ok = false;
      }
      if (!ok) {
        next(new ApiError(403, ErrorCodes.originNotAllowed, 'Requests from other sites are not allowed.'));
        return;
      }
    }
    next();
  };
}
