// The report's totals: verdict counts, completeness, when and by which recognizer; pieces the
// check re-voiced by itself, and lines missing from the recording.
import type { CheckReport } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { fmtDate, fmtNumber } from '../../components/format.ts';

interface Props {
  report: CheckReport;
  onJump: (segmentId: string) => void;
}

export function CheckSummary({ report, onJump }: Props) {
  const t = useT();
  const missing = report.missing_segment_ids;
  return (
    <>
      <div className="check-counts">
        {(['ok', 'warn', 'bad', 'error', 'unchecked', 'accepted'] as const).map((k) => (
          <span key={k} className={`badge ${report.counts[k] ? `check-${k}` : ''}`}>{t(`check.${k}`)}: {report.counts[k]}</span>
        ))}
      </div>
      <div className="muted small">
        {t('check.checked', { checked: report.checked, n: report.total })}
        {report.chapter_chars ? ` · ${t('check.complete', { pct: fmtNumber((report.voiced_chars / report.chapter_chars) * 100) })}` : ''}
        {report.recognizer ? ` · ${report.recognizer}` : ''}
        {report.checked_at ? ` · ${fmtDate(report.checked_at)}` : ''}
      </div>
      {missing.length ? (
        <div className="notice small" role="alert">
          {t('check.missingLines', { n: missing.length })}{' '}
          <button type="button" className="link" onClick={() => onJump(missing[0]!)}>{t('editor.showLine')}</button>
        </div>
      ) : null}
      {report.revoiced_pieces.length ? (
        <div className="revoiced" data-testid="revoiced">
          <div className="small">{t('check.revoiced', { n: report.revoiced_pieces.length })}</div>
          <ul className="small">
            {report.revoiced_pieces.map((p) => (
              <li key={p.key}>
                «{p.text}»{p.reason ? ` — ${p.reason}` : ''}{' '}
                {p.segment_ids[0] ? <button type="button" className="link" onClick={() => onJump(p.segment_ids[0]!)}>{t('editor.showLine')}</button> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
