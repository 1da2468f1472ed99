// The model manager as the cabinet uses it: installs are `model_install` jobs (progress, cancel,
// resume after a restart, errors kept on the job); a model shows `installed` once its job has let
// the engines pick it up.
import { isAbsolute } from 'node:path';
import { ErrorCodes } from '../contract/common.ts';
import { ApiError } from '../errors.ts';
import { listModels, removeModel } from '../../models/manager.ts';
import { findCatalogEntry, loadCatalog } from '../../models/discovery.ts';
import { LocalSourceError } from '../../models/errors.ts';
import { findLocalFile } from '../../models/source.ts';
import { inLanguage } from '../../models/in-language.ts';
import { bilingual } from '../domain/book/notes.ts';
import { listJobsOfType } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import type { Auth, Deps } from './deps.ts';
import type { Lang } from '../contract/texts.ts';

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

/** `lang`: the caller's language; an entry translated into it is titled and described in it. */
export function modelsView(deps: Pick<Deps, 'config' | 'db' | 'jobs'>, lang?: Lang) {
  const installs = latestInstalls(deps);
  return {
    models: listModels(deps.config.modelsDir, loadCatalog(deps.config.modelsCatalog)).map((m) => {
      const job = installs.get(m.entry.id);
      const active = isActive(job);
      return {
        id: m.entry.id, kind: m.entry.kind, ...inLanguage(m.entry, lang), language: m.entry.language,
        license: m.entry.license, commercial_ok: m.entry.commercial_ok, homepage: m.entry.homepage, size: m.size,
        // Installed once the engines have picked it up too: a client that sees `installed` and then
        // asks for the voice (GET /voices, /tts) must find it there.
        installed: m.installed && !active, installed_at: m.installed && !active ? m.installedAt ?? null : null,
        progress: active ? { received: job.bytes ?? 0, total: job.bytes_total } : null,
        error: job?.status === 'failed' ? job.error : null,
        failure: job?.status === 'failed' ? failureOf(deps, job) : null,
        job_id: job?.id ?? null,
      };
    }),
  };
}

/** Why the model's latest install failed, when the studio can say it in its own words. */
function failureOf(deps: Pick<Deps, 'jobs'>, job: JobRow) {
  const r = deps.jobs.resultOf(job, 'model_install');
  return r?.failure ? { kind: r.failure, host: r.host ?? null, file: r.file ?? null } : null;
}

/**
 * `from`: a copy of the model on this computer (one of its files, or a folder holding them: a
 * models mirror, or files side by side). Every file must be there before a job starts.
 */
export function startModelInstall(deps: Pick<Deps, 'config' | 'db' | 'jobs'>, auth: Auth, id: string, from: string | null = null) {
  const entry = findCatalogEntry(id, loadCatalog(deps.config.modelsCatalog));
  if (!entry) throw new ApiError(404, ErrorCodes.notFound, `No model "${id}" in the catalog.`);
  if (from !== null) {
    if (!isAbsolute(from)) throw new ApiError(400, ErrorCodes.badFile, { message: `Give the full path of the file or folder (${from} is relative).`, path: from, file: null });
    try {
      for (const f of entry.files) findLocalFile(entry, f, from);
    } catch (err) {
      if (!(err instanceof LocalSourceError)) throw err;
      throw new ApiError(400, ErrorCodes.badFile, { message: err.message, path: err.path, file: err.file });
    }
  }
  if (!isActive(latestInstalls(deps).get(id))) {
    deps.jobs.enqueue('model_install', { model_id: id, from }, { userId: auth.user.id, keyId: auth.key.id }, {
      // The title in both languages: the job is read in the language of whoever looks at it.
      title: { kind: 'job.model_install', params: { model: bilingual(inLanguage(entry, 'ru').title, inLanguage(entry, 'en').title) } },
    });
  }
  return modelsView(deps, auth.lang);
}

/** `lang`: the caller's language, as for the list it answers with. */
export async function removeInstalledModel(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'synth' | 'text'>, id: string, lang?: Lang) {
  if (isActive(latestInstalls(deps).get(id))) throw new ApiError(409, ErrorCodes.conflict, 'The model is being installed.');
  await removeModel(deps.config.modelsDir, id);
  await deps.synth.refresh();
  await deps.text.reload();
  return modelsView(deps, lang);
}
