// The model manager as the cabinet uses it: installs run in the background with their progress
// kept here; when a voice or stress data lands, the synthesizer and text preparation reload.
import type { Deps } from './deps.ts';
import { ErrorCodes } from '../contract/common.ts';
import { ApiError } from '../errors.ts';
import { installModel, listModels, removeModel } from '../../models/manager.ts';
import { findCatalogEntry } from '../../models/discovery.ts';

interface InstallState {
  received: number;
  total: number | null;
  error: string | null;
  running: boolean;
}

const installs = new Map<string, InstallState>();

export function modelsView(deps: Pick<Deps, 'config'>) {
  return {
    models: listModels(deps.config.modelsDir).map((m) => {
      const st = installs.get(m.entry.id);
      return {
        id: m.entry.id, kind: m.entry.kind, title: m.entry.title, description: m.entry.description, language: m.entry.language,
        license: m.entry.license, commercial_ok: m.entry.commercial_ok, homepage: m.entry.homepage, size: m.size,
        // Installed once the engines have picked it up too: a client that sees `installed` and then
        // asks for the voice (GET /voices, /tts) must find it there.
        installed: m.installed && !st?.running, installed_at: m.installed && !st?.running ? m.installedAt ?? null : null,
        progress: st?.running ? { received: st.received, total: st.total } : null,
        error: st?.error ?? null,
      };
    }),
  };
}

async function reloadEngines(deps: Pick<Deps, 'synth' | 'text'>): Promise<void> {
  await deps.synth.refresh();
  await deps.text.reload();
}

export function startModelInstall(deps: Pick<Deps, 'config' | 'synth' | 'text'>, id: string) {
  if (!findCatalogEntry(id)) throw new ApiError(404, ErrorCodes.notFound, `No model "${id}" in the catalog.`);
  const cur = installs.get(id);
  if (cur?.running) return modelsView(deps);
  const st: InstallState = { received: 0, total: null, error: null, running: true };
  installs.set(id, st);
  void installModel(deps.config.modelsDir, id, {
    mirror: deps.config.modelsMirror,
    onProgress: (p) => {
      st.received = p.done;
      st.total = p.totalBytes;
    },
  })
    .then(() => reloadEngines(deps))
    .catch((err: unknown) => {
      st.error = err instanceof Error ? err.message : String(err);
    })
    .finally(() => {
      st.running = false;
    });
  return modelsView(deps);
}

export async function removeInstalledModel(deps: Pick<Deps, 'config' | 'synth' | 'text'>, id: string) {
  if (installs.get(id)?.running) throw new ApiError(409, ErrorCodes.conflict, 'The model is being installed.');
  await removeModel(deps.config.modelsDir, id);
  installs.delete(id);
  await reloadEngines(deps);
  return modelsView(deps);
}
