// One piece with remarks: status and score, the expected text with lost and wrong words marked,
// what the recognizer heard, and "accept as it is".
import type { CheckItem } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { fmtDuration, fmtNumber } from '../../components/format.ts';
import { diffSpans } from './diff.ts';
import { PieceButton } from './PieceButton.tsx';

interface Props {
  item: CheckItem;
  onJump: (segmentId: string) => void;
  onAccept: () => void;
}

export function CheckItemView({ item, onJump, onAccept }: Props) {
  const t = useT();
  const spans = diffSpans(item.ops);
  const first = item.segment_ids[0];
  return (
    <li className={`check-item check-${item.accepted ? 'accepted' : item.status}`} data-testid="check-item">
      <div className="row gap small">
        <span className={`badge check-${item.accepted ? 'accepted' : item.status}`}>{t(`check.${item.accepted ? 'accepted' : item.status}`)}</span>
        <span className="muted">{fmtDuration(item.t0)}–{fmtDuration(item.t1)} · {t('check.score', { score: fmtNumber(item.score * 100, 0) })}</span>
        <span className="spacer" />
        <PieceButton id={`check:${item.key}`} t0={item.t0} t1={item.t1} />
        {first ? <button type="button" className="link" onClick={() => onJump(first)}>{t('editor.showLine')}</button> : null}
        {!item.accepted && item.status !== 'ok' ? <button type="button" onClick={onAccept}>{t('check.accept')}</button> : null}
      </div>
      {item.reason ? <div className="small">{item.reason}</div> : null}
      {spans.length ? (
        <div className="diff">
          <div><span className="muted small">{t('check.expected')}</span>{' '}
            {spans.filter((s) => s.kind !== 'extra').map((s, i) => <span key={i} className={`w ${s.kind}`}>{s.expected} </span>)}
          </div>
          <div><span className="muted small">{t('check.heard')}</span>{' '}
            {spans.filter((s) => s.kind !== 'missing').map((s, i) => <span key={i} className={`w ${s.kind}`}>{s.heard} </span>)}
          </div>
        </div>
      ) : (
        <div className="diff">
          <div><span className="muted small">{t('check.expected')}</span> {item.text}</div>
          <div><span className="muted small">{t('check.heard')}</span> {item.heard || '—'}</div>
        </div>
      )}
      {item.missing.length ? <div className="small"><span className="muted">{t('check.missing')}</span> {item.missing.join(', ')}</div> : null}
      {item.wrong.length ? <div className="small"><span className="muted">{t('check.wrong')}</span> {item.wrong.join(', ')}</div> : null}
      {item.extra.length ? <div className="small"><span className="muted">{t('check.extra')}</span> {item.extra.join(', ')}</div> : null}
      {item.error ? <div className="error-text small">{item.error}</div> : null}
    </li>
  );
}
