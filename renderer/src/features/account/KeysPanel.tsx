// API keys for scripts (through /api/cabinet/keys, never the v1 API): create with a scope, an
// optional character limit and a rate; the value is shown once. Revoke.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { KeyInfo } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { fmtCredits, fmtDate } from '../../components/format.ts';
import { NewKeyForm } from './NewKeyForm.tsx';

export function KeysPanel() {
  const t = useT();
  const qc = useQueryClient();
  const query = useQuery(queries.apiKeys());
  const keys = query.data;
  const error = query.error ? errorText(query.error) : null;
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  // Revoking is armed by a first click and harmless to repeat: no guard needed.
  const revokeKey = useMutation({ ...mutations.revokeKey(qc), onError: (err) => toastError(errorText(err)) });

  // Two clicks to revoke: the first arms the button, so a slip of the mouse breaks no script.
  const [arming, setArming] = useState<string | null>(null);
  const revoke = (k: KeyInfo) => {
    if (arming !== k.id) {
      setArming(k.id);
      return;
    }
    setArming(null);
    revokeKey.mutate(k.id);
  };

  return (
    <div className="panel" data-testid="keys">
      <div className="panel-head"><h2>{t('keys.title')}</h2></div>
      <p className="muted small">{t('keys.help')}</p>
      <NewKeyForm onCreated={(name, value) => setSecret({ name, value })} />
      {secret ? (
        <div className="notice secret" role="status">
          <div>{t('keys.shownOnce', { name: secret.name })}</div>
          <code className="secret-value" data-testid="key-secret">{secret.value}</code>
          <div className="row gap">
            <button type="button" onClick={() => void navigator.clipboard?.writeText(secret.value)}>{t('keys.copy')}</button>
            <button type="button" onClick={() => setSecret(null)}>{t('common.close')}</button>
          </div>
        </div>
      ) : null}
      {error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : null}
      {keys && keys.length === 0 ? <Empty title={t('keys.empty')} /> : null}
      {keys && keys.length > 0 ? (
        <table className="table compact">
          <thead>
            <tr>
              <th>{t('keys.name')}</th><th>{t('keys.prefix')}</th><th>{t('keys.scope')}</th><th className="num">{t('keys.limit')}</th>
              <th className="num">{t('keys.used')}</th><th className="num">{t('keys.rate')}</th><th>{t('keys.lastUsed')}</th><th />
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id} className={k.revoked_at ? 'revoked' : ''}>
                <td>{k.name}</td>
                <td><code>{k.prefix}…</code></td>
                <td>{t(`scope.${k.scope}`)}</td>
                <td className="num">{k.char_limit === null ? '—' : fmtCredits(k.char_limit)}</td>
                <td className="num">{fmtCredits(k.used)}</td>
                <td className="num">{k.rate_per_minute}</td>
                <td className="muted small">{fmtDate(k.last_used_at)}</td>
                <td className="actions">
                  {k.revoked_at ? <span className="muted small">{t('keys.revoked')}</span> : (
                    <button type="button" className="danger" onClick={() => revoke(k)} onBlur={() => setArming(null)}>
                      {arming === k.id ? t('keys.revokeConfirm') : t('keys.revoke')}
                    </button>
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
