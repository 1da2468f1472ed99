// Models of the catalog (voices, recognizers, stress dictionaries): install with progress, remove.
// An install is a `model_install` job (the model's `job_id`): its progress comes with the job as
// the event stream brings it, and its end makes the catalog stale; nothing is read on a timer.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { isActive } from '../../api/jobs.ts';
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

function ModelRow({ model: m }: { model: ModelEntry }) {
  const t = useT();
  const qc = useQueryClient();
  const act = useAction(mutations.model(qc, m.id));
  const run = (install: boolean) => act.run(install, { onError: (err) => toastError(errorText(err)) });
  const job = useQuery({ ...queries.job(m.job_id ?? ''), enabled: !!m.job_id && !!m.progress }).data;
  const progress = m.progress && job && isActive(job) ? { received: job.bytes ?? 0, total: job.bytes_total } : m.progress;
  return (
    <tr>
      <td>
        <strong>{m.title}</strong> <span className="badge">{t(`models.kind.${m.kind}`)}</span> <span className="muted small">{m.language}</span>
        <div className="muted small">{m.description}</div>
        <div className="muted small">{m.license}{m.commercial_ok ? '' : ` · ${t('voices.commercialNo')}`}</div>
        {m.error ? <div className="error-text small">{m.error}</div> : null}
      </td>
      <td className="num">{fmtBytes(m.size)}</td>
      <td className="status-cell">
        {progress ? (
          <ProgressBar value={progress.total ? progress.received / progress.total : 0}
            label={`${fmtBytes(progress.received)} / ${fmtBytes(progress.total)}`} />
        ) : m.installed ? <span className="badge ok">{t('models.installed')}</span> : null}
      </td>
      <td className="actions">
        {m.installed ? (
          <button type="button" className="danger" disabled={act.isPending} onClick={() => run(false)}>{t('models.remove')}</button>
        ) : (
          <button type="button" disabled={!!m.progress || act.isPending} onClick={() => run(true)}>{t('models.install')}</button>
        )}
      </td>
    </tr>
  );
}
