// The model manager as the cabinet uses it: installs are `model_install` jobs (progress, cancel,
// resume after a restart, errors kept on the job); a model shows `installed` once its job has let
// the engines pick it up.
import { ErrorCodes } from '../contract/common.ts';
import { ApiError } from '../errors.ts';
import { listModels, removeModel } from '../../models/manager.ts';
import { findCatalogEntry, loadCatalog } from '../../models/discovery.ts';
import { listJobsOfType } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import type { Auth, Deps } from './deps.ts';

const isActive = (j: JobRow | undefined): j is JobRow => j !== undefined && (j.status === 'queued' || j.status === 'running');

/** Each model's latest install job. */
function latestInstalls(deps: Pick<Deps, 'db' | 'jobs'>): Map<string, JobRow> {
  const latest = new Map<string, JobRow>();
  for (const job of listJobsOfType(deps.db, 'model_install')) {
    const id = deps.jobs.payloadOf(job, 'model_install')?.model_id;
    if (id && !latest.has(id)) latest.set(id, job);
  }
  return latest;
}

export function modelsView(deps: Pick<Deps, 'config' | 'db' | 'jobs'>) {
  const installs = latestInstalls(deps);
  return {
    models: listModels(deps.config.modelsDir, loadCatalog(deps.config.modelsCatalog)).map((m) => {
      const job = installs.get(m.entry.id);
      const active = isActive(job);
      return {
        id: m.entry.id, kind: m.entry.kind, title: m.entry.title, description: m.entry.description, language: m.entry.language,
        license: m.entry.license, commercial_ok: m.entry.commercial_ok, homepage: m.entry.homepage, size: m.size,
        // Installed once the engines have picked it up too: a client that sees `installed` and then
        // asks for the voice (GET /voices, /tts) must find it there.
        installed: m.installed && !active, installed_at: m.installed && !active ? m.installedAt ?? null : null,
        progress: active ? { received: job.bytes ?? 0, total: job.bytes_total } : null,
        error: job?.status === 'failed' ? job.error : null,
        job_id: job?.id ?? null,
      };
    }),
  };
}

export function startModelInstall(deps: Pick<Deps, 'config' | 'db' | 'jobs'>, auth: Auth, id: string) {
  const entry = findCatalogEntry(id, loadCatalog(deps.config.modelsCatalog));
  if (!entry) throw new ApiError(404, ErrorCodes.notFound, `No model "${id}" in the catalog.`);
  if (!isActive(latestInstalls(deps).get(id))) {
    deps.jobs.enqueue('model_install', { model_id: id }, { userId: auth.user.id, keyId: auth.key.id }, {
      title: { kind: 'job.model_install', params: { model: entry.title } },
    });
  }
  return modelsView(deps);
}

export async function removeInstalledModel(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'synth' | 'text'>, id: string) {
  if (isActive(latestInstalls(deps).get(id))) throw new ApiError(409, ErrorCodes.conflict, 'The model is being installed.');
  await removeModel(deps.config.modelsDir, id);
  await deps.synth.refresh();
  await deps.text.reload();
  return modelsView(deps);
}
