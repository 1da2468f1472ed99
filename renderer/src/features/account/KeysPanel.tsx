// API keys for scripts (through /api/cabinet/keys, never the v1 API): create with a scope, an
// optional character limit and a rate; the value is shown once. Revoke.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
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
  const [keys, setKeys] = useState<KeyInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setKeys((await api.getApiCabinetKeys()).keys);
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // Two clicks to revoke: the first arms the button, so a slip of the mouse breaks no script.
  const [arming, setArming] = useState<string | null>(null);
  const revoke = async (k: KeyInfo) => {
    if (arming !== k.id) {
      setArming(k.id);
      return;
    }
    setArming(null);
    try {
      await api.deleteApiCabinetKeysByKeyId(k.id);
      await load();
    } catch (err) {
      toastError(errorText(err));
    }
  };

  return (
    <div className="panel" data-testid="keys">
      <div className="panel-head"><h2>{t('keys.title')}</h2></div>
      <p className="muted small">{t('keys.help')}</p>
      <NewKeyForm onCreated={(name, value) => { setSecret({ name, value }); void load(); }} />
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
      {error ? <ErrorBox text={error} onRetry={() => void load()} /> : null}
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
                    <button type="button" className="danger" onClick={() => void revoke(k)} onBlur={() => setArming(null)}>
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
