// Installing a model of the catalog (a voice, speech recognition, stress data) from the mirror or
// the internet, then letting the engines pick it up: the job is done only when GET /voices and the
// text preparation already use the model. Stopped with the studio, it resumes at the next start
// (the manager keeps partial files) into that studio's engines, never into a closed one.
import { z } from 'zod';
import { loadCatalog } from '../../../models/discovery.ts';
import { installModel } from '../../../models/manager.ts';
import { defineJob } from '../define.ts';
import { JobFailure } from '../types.ts';

/** Progress is written to the job row and streamed: a few times a second is plenty. */
const PROGRESS_EVERY_MS = 250;

export const modelInstallJob = defineJob<'config' | 'synth' | 'text'>()({
  type: 'model_install',
  payload: z.object({ model_id: z.string().min(1).max(100) }),
  result: z.object({}),
  // Downloads wait on the network, not the processor: two models at once.
  concurrency: () => 2,

  async run({ deps, payload, signal, progress }) {
    progress({ stage: 'download', bytes: 0, bytes_total: null });
    let last = 0;
    try {
      await installModel(deps.config.modelsDir, payload.model_id, {
        mirror: deps.config.modelsMirror,
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
      // Network, checksum, disk: the manager's message says which, for the user.
      throw new JobFailure(err instanceof Error ? err.message : String(err));
    }
    await deps.synth.refresh();
    await deps.text.reload();
  },

  // The manager knows the bytes: a rough 5 MB/s for what is left, or a minute before the size is known.
  remaining: ({ job }) => (job.bytes_total ? Math.max(1, Math.round((job.bytes_total - (job.bytes ?? 0)) / 5e6)) : 60),
});
