// Why a model's install failed, in the studio's language: the catalog's `failure` kind (no network,
// a missing or wrong file) through the studio's own sentences. The install job's `error` is the
// model manager's English, for scripts and the log; it is shown only when the kind is not known.
import type { ModelEntry } from '../api/types.ts';
import type { Translate } from '../i18n/index.ts';

export function installFailureText(t: Translate, m: Pick<ModelEntry, 'failure' | 'error'>): string | null {
  const f = m.failure;
  if (f?.kind === 'unreachable') return t('models.failed.unreachable', { host: f.host ?? '—' });
  if (f?.kind === 'local_copy') return t('models.failed.localCopy', { file: f.file ?? '—' });
  if (f?.kind === 'checksum') return t('models.failed.checksum', { file: f.file ?? '—' });
  if (f?.kind === 'size') return t('models.failed.size', { file: f.file ?? '—' });
  return m.error;
}

/** The download site could not be reached, or the copy given was not the model: a copy on this computer is the way on. */
export function offersCopy(m: Pick<ModelEntry, 'failure'> | undefined): boolean {
  return m?.failure?.kind === 'unreachable' || m?.failure?.kind === 'local_copy';
}
