// The account cabinet: balance, the ledger, API keys for scripts, installed models.
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import type { Me as MeResponse } from '../../api/types.ts';
import { useLive } from '../../stores/live.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { fmtCredits } from '../../components/format.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { KeysPanel } from './KeysPanel.tsx';
import { ModelsPanel } from './ModelsPanel.tsx';
import { StudioInfo } from './StudioInfo.tsx';
import { TopUp } from './TopUp.tsx';

export function AccountPage() {
  const t = useT();
  const [me, setMe] = useState<MeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const finished = useLive((s) => s.finished);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api.getApiMe().then((m) => (setMe(m), setError(null)), (err: unknown) => setError(errorText(err)));
  }, [finished, version]);

  return (
    <section className="account">
      <div className="page-head"><h1>{t('account.title')}</h1></div>
      {error ? <ErrorBox text={error} onRetry={() => setVersion((v) => v + 1)} /> : null}
      {me ? (
        <div className="panel balance" data-testid="balance">
          <div>
            <div className="muted small">{me.user.email}</div>
            <div className="big-number">{me.unlimited ? t('account.unlimited') : fmtCredits(me.balance)}</div>
            <div className="muted small">{me.unlimited ? t('account.unlimitedHint', { spent: fmtCredits(Math.max(0, -me.balance)) }) : t('account.balanceHint')}</div>
          </div>
          <div className="spacer" />
          <div className="muted small">
            {t('account.weights', { local: me.weights.local, own: me.weights.own, cloud: me.weights.cloud })}
          </div>
          <TopUp onDone={() => setVersion((v) => v + 1)} />
        </div>
      ) : null}
      <LedgerTable refresh={finished + version} />
      <KeysPanel />
      <ModelsPanel />
      <StudioInfo />
    </section>
  );
}
