// The account cabinet: balance, the ledger, API keys for scripts, installed models.
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { fmtChars, fmtCredits } from '../../components/format.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { KeysPanel } from './KeysPanel.tsx';
import { ModelsPanel } from './ModelsPanel.tsx';
import { StudioInfo } from './StudioInfo.tsx';
import { TopUp } from './TopUp.tsx';

export function AccountPage() {
  const t = useT();
  // The balance and the ledger are read again when a job ends (api/jobs.ts) or after a top-up.
  const query = useQuery(queries.me());
  const me = query.data;
  const error = query.error ? errorText(query.error) : null;

  return (
    <section className="account">
      <div className="page-head"><h1>{t('account.title')}</h1></div>
      {error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : null}
      {me ? (
        <div className="panel balance" data-testid="balance">
          <div>
            <div className="muted small">{me.user.email}</div>
            <div className="big-number">{me.unlimited ? t('account.unlimited') : fmtCredits(me.balance)}</div>
            <div className="muted small">{me.unlimited ? t('account.unlimitedHint', { spent: fmtChars(Math.max(0, -me.balance)) }) : t('account.balanceHint')}</div>
          </div>
          <div className="spacer" />
          <div className="muted small">
            {t('account.weights', { local: me.weights.local, own: me.weights.own, cloud: me.weights.cloud })}
          </div>
          {/* Nothing to top up on an unlimited account. */}
          {me.unlimited ? null : <TopUp />}
        </div>
      ) : null}
      <LedgerTable />
      <KeysPanel />
      <ModelsPanel />
      <StudioInfo />
    </section>
  );
}
