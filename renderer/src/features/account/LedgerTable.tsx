// The ledger (GET /usage/ledger): debits and credits, newest first, filtered by book and period.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { fmtChars, fmtCredits, fmtDate, fmtDuration, fmtNumber } from '../../components/format.ts';
import type { MessageKey } from '../../i18n/index.ts';

const TYPES: Record<string, MessageKey> = { render: 'ledger.render', listen: 'ledger.listen', grant: 'ledger.grant' };

export function LedgerTable() {
  const t = useT();
  const [bookId, setBookId] = useState('');
  const [days, setDays] = useState('');
  const [limit, setLimit] = useState(100);
  // A new filter keeps the last table on screen until its answer comes.
  const query = useQuery({ ...queries.ledger({ book_id: bookId || undefined, days: days ? Number(days) : undefined, limit }), placeholderData: keepPreviousData });
  const ledger = query.data;
  const error = query.error ? errorText(query.error) : null;

  return (
    <div className="panel" data-testid="ledger">
      <div className="panel-head">
        <h2>{t('ledger.title')}</h2>
        <div className="spacer" />
        <select aria-label={t('ledger.book')} value={bookId} onChange={(e) => setBookId(e.target.value)}>
          <option value="">{t('ledger.allBooks')}</option>
          {(ledger?.books ?? []).map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
        </select>
        <select aria-label={t('ledger.period')} value={days} onChange={(e) => setDays(e.target.value)}>
          <option value="">{t('ledger.allTime')}</option>
          <option value="1">{t('ledger.days', { n: 1 })}</option>
          <option value="7">{t('ledger.days', { n: 7 })}</option>
          <option value="30">{t('ledger.days', { n: 30 })}</option>
          <option value="365">{t('ledger.days', { n: 365 })}</option>
        </select>
      </div>
      {error ? <ErrorBox text={error} /> : null}
      {ledger ? (
        <div className="muted small">
          {ledger.unlimited
            ? t('ledger.summaryUnlimited', { spent: fmtChars(ledger.spent) })
            : `${t('ledger.summary', { spent: fmtChars(ledger.spent), given: fmtChars(ledger.given), reserved: fmtChars(ledger.reserved) })} · ${t('ledger.left', { left: fmtChars(ledger.left) })}`}
        </div>
      ) : null}
      {ledger && ledger.items.length === 0 ? <Empty title={t('ledger.empty')} /> : null}
      {ledger && ledger.items.length > 0 ? (
        <table className="table compact">
          <thead>
            <tr>
              <th>{t('ledger.when')}</th><th>{t('ledger.type')}</th><th>{t('ledger.what')}</th><th>{t('ledger.voice')}</th>
              <th className="num">{t('ledger.chars')}</th><th className="num">{t('ledger.audio')}</th>
              <th className="num">{t('ledger.credits')}</th>
              {/* An unlimited account has no balance: its running total would only go below zero. */}
              {ledger.unlimited ? null : <th className="num">{t('ledger.balance')}</th>}
            </tr>
          </thead>
          <tbody>
            {ledger.items.map((i) => (
              <tr key={i.id}>
                <td className="muted">{fmtDate(i.at)}</td>
                <td>{TYPES[i.type] ? t(TYPES[i.type]!) : i.type}</td>
                <td>{i.what}{i.book ? <div className="muted small">{i.book}</div> : null}</td>
                <td className="small">{i.voice}</td>
                <td className="num">{i.chars === null ? '—' : fmtNumber(i.chars)}</td>
                <td className="num">{i.audio_s === null ? '—' : fmtDuration(i.audio_s)}</td>
                <td className={`num ${i.credits < 0 ? 'debit' : 'credit'}`}>{i.credits > 0 ? '+' : ''}{fmtCredits(i.credits)}</td>
                {ledger.unlimited ? null : <td className="num">{fmtCredits(i.balance)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {ledger?.more ? <button type="button" onClick={() => setLimit(limit * 3)}>{t('ledger.more')}</button> : null}
    </div>
  );
}
