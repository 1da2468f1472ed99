// Models of the catalog (voices, recognizers, stress dictionaries): install with progress, remove.
// Install progress lives only in GET /api/cabinet/models, so it is polled while something installs.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import type { ModelEntry } from '../../api/types.ts';
import { useBooks } from '../../stores/books.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { fmtBytes } from '../../components/format.ts';

export function ModelsPanel() {
  const t = useT();
  const [models, setModels] = useState<ModelEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const installing = models?.some((m) => m.progress) ?? false;

  const load = useCallback(async () => {
    try {
      const next = (await api.getApiCabinetModels()).models;
      setModels((prev) => {
        // A voice that finished installing joins the voice list.
        if (prev?.some((p) => p.kind === 'voice' && !p.installed && next.find((n) => n.id === p.id)?.installed)) void useBooks.getState().loadVoices(true);
        return next;
      });
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!installing) return;
    const timer = setInterval(() => void load(), 1000);
    return () => clearInterval(timer);
  }, [installing, load]);

  const act = async (run: () => Promise<{ models: ModelEntry[] }>) => {
    try {
      setModels((await run()).models);
    } catch (err) {
      toastError(errorText(err));
    }
  };

  return (
    <div className="panel" data-testid="models">
      <div className="panel-head"><h2>{t('models.title')}</h2></div>
      <p className="muted small">{t('models.help')}</p>
      {error ? <ErrorBox text={error} onRetry={() => void load()} /> : null}
      {models && models.length === 0 ? <Empty title={t('models.empty')} /> : null}
      {models && models.length > 0 ? (
        <table className="table compact">
          <tbody>
            {models.map((m) => (
              <tr key={m.id}>
                <td>
                  <strong>{m.title}</strong> <span className="badge">{t(`models.kind.${m.kind}`)}</span> <span className="muted small">{m.language}</span>
                  <div className="muted small">{m.description}</div>
                  <div className="muted small">{m.license}{m.commercial_ok ? '' : ` · ${t('voices.commercialNo')}`}</div>
                  {m.error ? <div className="error-text small">{m.error}</div> : null}
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
                    <button type="button" className="danger" onClick={() => void act(() => api.deleteApiCabinetModelsByModel(m.id))}>{t('models.remove')}</button>
                  ) : (
                    <button type="button" disabled={!!m.progress} onClick={() => void act(() => api.postApiCabinetModelsByModelInstall(m.id))}>{t('models.install')}</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
