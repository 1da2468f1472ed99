// Models of the catalog (voices, recognizers, stress dictionaries): install with progress, remove.
// Install progress lives only in GET /api/cabinet/models: the query reads it again every second
// while something installs (queries.models). Offline, a model installs from a copy the author
// already has on this computer (a file, or a folder such as the model manager's mirror).
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { GlavaApiError } from '../../api/client.ts';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { ModelEntry } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { fmtBytes } from '../../components/format.ts';
import type { Translate } from '../../i18n/index.ts';
import { installFailureText, offersCopy } from '../../components/install-failure.ts';

export function ModelsPanel() {
  const t = useT();
  const query = useQuery(queries.models());
  const models = query.data?.models;
  const error = query.error ? errorText(query.error) : null;

  return (
    <div className="panel" data-testid="models">
      <div className="panel-head"><h2>{t('models.title')}</h2></div>
      <p className="muted small">{t('models.help')}</p>
      {error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : null}
      {models && models.length === 0 ? <Empty title={t('models.empty')} /> : null}
      {models && models.length > 0 ? (
        <table className="table compact">
          <tbody>
            {models.map((m) => <ModelRow key={m.id} model={m} />)}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** A refused local copy: which file is not where the author pointed. */
function fromErrorText(t: Translate, err: unknown): string {
  if (err instanceof GlavaApiError && err.code === 'bad_file' && err.detail && typeof err.detail === 'object') {
    const d = err.detail as { path?: unknown; file?: unknown };
    if (typeof d.file === 'string') return t('models.fromMissing', { file: d.file, path: String(d.path ?? '') });
    return t('models.fromRelative');
  }
  return errorText(err);
}

function ModelRow({ model: m }: { model: ModelEntry }) {
  const t = useT();
  const qc = useQueryClient();
  const act = useAction(mutations.model(qc, m.id));
  const [fromOpen, setFromOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [fromError, setFromError] = useState<string | null>(null);
  const run = (install: boolean) => act.run({ install }, { onError: (err) => toastError(errorText(err)) });
  const installFrom = (e: FormEvent) => {
    e.preventDefault();
    setFromError(null);
    act.run({ install: true, from: from.trim() }, { onError: (err) => setFromError(fromErrorText(t, err)) });
  };
  const failure = installFailureText(t, m);
  // Offered at once when the download site could not be reached or the copy given was not right.
  const offerCopy = !m.installed && !m.progress && (fromOpen || offersCopy(m));
  return (
    <tr data-testid="model-row">
      <td>
        <strong>{m.title}</strong> <span className="badge">{t(`models.kind.${m.kind}`)}</span> <span className="muted small">{m.language}</span>
        <div className="muted small">{m.description}</div>
        <div className="muted small">{m.license}{m.commercial_ok ? '' : ` · ${t('voices.commercialNo')}`}</div>
        {failure ? <div className="error-text small" role="alert">{failure}</div> : null}
        {offerCopy ? (
          <form className="install-from" onSubmit={installFrom}>
            <label className="small">
              {t('models.fromLabel')}
              <input value={from} onChange={(e) => setFrom(e.target.value)} placeholder={t('models.fromPlaceholder')} spellCheck={false} />
            </label>
            <button type="submit" disabled={!from.trim() || act.isPending}>{t('models.installFrom')}</button>
            <div className="muted small">{t('models.fromHint')}</div>
            {fromError ? <div className="error-text small" role="alert">{fromError}</div> : null}
          </form>
        ) : null}
      </td>
      <td className="num">{fmtBytes(m.size)}</td>
      <td className="status-cell">
        {m.progress ? (
          <ProgressBar value={m.progress.total ? m.progress.received / m.progress.total : 0}
            label={`${fmtBytes(m.progress.received)} / ${fmtBytes(m.progress.total)}`} />
        ) : m.installed ? <span className="badge ok">{t('models.installed')}</span> : null}
      </td>
      <td className="actions">
        {m.installed ? (
          <button type="button" className="danger" disabled={act.isPending} onClick={() => run(false)}>{t('models.remove')}</button>
        ) : (
          <>
            <button type="button" disabled={!!m.progress || act.isPending} onClick={() => run(true)}>{t('models.install')}</button>
            {!offerCopy && !m.progress ? (
              <div><button type="button" className="link small" onClick={() => setFromOpen(true)}>{t('models.fromOpen')}</button></div>
            ) : null}
          </>
        )}
      </td>
    </tr>
  );
}
