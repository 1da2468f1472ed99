// Installing a model of the catalog (a voice, speech recognition, stress data) from the mirror,
// the internet or a copy the author already has (`from`), then letting the engines pick it up:
// the job is done only when GET /voices and the text preparation already use the model. Stopped
// with the studio, it resumes at the next start (the manager keeps partial files) into that
// studio's engines, never into a closed one.
import { z } from 'zod';
import { loadCatalog } from '../../../models/discovery.ts';
import { ChecksumMismatchError, DownloadError, LocalSourceError, SizeMismatchError } from '../../../models/errors.ts';
import { installModel } from '../../../models/manager.ts';
import { defineJob } from '../define.ts';
import { JobFailure } from '../types.ts';

/** Progress is written to the job row and streamed: a few times a second is plenty. */
const PROGRESS_EVERY_MS = 250;

/** Why an install failed, for the studio to say in its own language (the job's `error` is the manager's English). */
export const INSTALL_FAILURES = ['unreachable', 'local_copy', 'checksum', 'size'] as const;
export type InstallFailure = (typeof INSTALL_FAILURES)[number];

function failureOf(err: unknown): { failure: InstallFailure; host?: string | null; file?: string } | null {
  if (err instanceof DownloadError && err.unreachable) return { failure: 'unreachable', host: err.host };
  if (err instanceof LocalSourceError) return { failure: 'local_copy', file: err.file };
  if (err instanceof ChecksumMismatchError) return { failure: 'checksum', file: err.file };
  if (err instanceof SizeMismatchError) return { failure: 'size', file: err.file };
  return null;
}

export const modelInstallJob = defineJob<'config' | 'synth' | 'text'>()({
  type: 'model_install',
  payload: z.object({
    model_id: z.string().min(1).max(100),
    /** A local copy on the studio's computer: one of the model's files or a folder holding them. */
    from: z.string().min(1).max(4096).nullable().default(null),
  }),
  result: z.object({
    failure: z.enum(INSTALL_FAILURES).nullable().optional(),
    /** The host that could not be reached (`unreachable`). */
    host: z.string().nullable().optional(),
    /** The file that was missing or wrong. */
    file: z.string().optional(),
  }),
  // Downloads wait on the network, not the processor: two models at once.
  concurrency: () => 2,

  async run({ deps, payload, signal, progress }) {
    progress({ stage: 'download', bytes: 0, bytes_total: null });
    let last = 0;
    try {
      await installModel(deps.config.modelsDir, payload.model_id, {
        mirror: deps.config.modelsMirror,
        from: payload.from ?? undefined,
        catalog: loadCatalog(deps.config.modelsCatalog),
        signal,
        onProgress: (p) => {
          const now = Date.now();
          if (now - last < PROGRESS_EVERY_MS && p.done !== p.totalBytes) return;
          last = now;
          progress({ bytes: p.done, bytes_total: p.totalBytes });
        },
      });
    } catch (err) {
      if (signal.aborted) throw err;
      const failure = failureOf(err);
      if (failure) progress({ result: failure });
      // Network, checksum, disk: the manager's message says which; `failure` lets the studio say it in its language.
      throw new JobFailure(err instanceof Error ? err.message : String(err));
    }
    await deps.synth.refresh();
    await deps.text.reload();
  },

  // The manager knows the bytes: a rough 5 MB/s for what is left, or a minute before the size is known.
  remaining: ({ job }) => (job.bytes_total ? Math.max(1, Math.round((job.bytes_total - (job.bytes ?? 0)) / 5e6)) : 60),
});
