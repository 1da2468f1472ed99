// GET /files/<token>: serves a signed link (Range requests included, so players can seek).
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Request, Response } from 'express';
import { ErrorCodes } from '../contract/common.ts';
import type { Deps } from '../services/deps.ts';
import { sendError } from '../api/middleware/errors.ts';
import { ApiError } from '../errors.ts';
import { makeSample } from '../services/voicing/samples.service.ts';

export function filesHandler(deps: Pick<Deps, 'config' | 'db' | 'files' | 'synth'>) {
  return async (req: Request, res: Response): Promise<void> => {
    const token = String(req.params.token ?? '');
    const v = deps.files.verify(token);
    if (!v.ok) {
      sendError(res, v.reason === 'expired'
        ? new ApiError(410, ErrorCodes.gone, 'This link has expired (links live one hour). Ask the API for a fresh one.')
        : new ApiError(404, ErrorCodes.notFound, 'No such file link.'));
      return;
    }
    const root = resolve(deps.config.dataDir);
    const abs = resolve(root, v.file.path);
    if (v.file.sample && abs.startsWith(root + sep) && !existsSync(abs)) {
      try {
        await makeSample(deps, v.file.sample, abs);
      } catch (err) {
        sendError(res, new ApiError(409, ErrorCodes.voiceUnavailable, `The voice cannot make a sample now: ${err instanceof Error ? err.message : String(err)}`));
        return;
      }
    }
    if (!abs.startsWith(root + sep) || !existsSync(abs)) {
      sendError(res, new ApiError(404, ErrorCodes.notFound, 'The file is no longer there.'));
      return;
    }
    res.setHeader('Content-Type', v.file.type);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    if (v.file.name) res.attachment(v.file.name);
    res.sendFile(abs, { headers: { 'Content-Type': v.file.type } }, (err) => {
      if (err && !res.headersSent) sendError(res, new ApiError(404, ErrorCodes.notFound, 'The file is no longer there.'));
    });
  };
}
