// The check by ear (GET/POST /chapters/{id}/check): pieces with remarks, heard vs expected text
// with the differences marked, accept a piece as it is. Until the server has the route, its
// error is shown here and the rest of the editor works on. The report is read again when a job
// of the chapter ends (api/jobs.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { isActive, jobFraction, useLatestJob } from '../../api/jobs.ts';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { ChapterView } from '../../api/types.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CheckItemView } from './CheckItemView.tsx';
import { CheckSummary } from './CheckSummary.tsx';

export function CheckPanel({ view, onJump }: { view: ChapterView; onJump: (segmentId: string) => void }) {
  const t = useT();
  const chapterId = view.chapter.id;
  const qc = useQueryClient();
  const query = useQuery(queries.check(chapterId));
  const report = query.data ?? null;
  const error = query.error ? errorText(query.error) : null;
  const job = useLatestJob((j) => j.chapter_id === chapterId && j.type === 'check');
  const voiced = !!view.chapter.audio_url;
  const showError = { onError: (err: Error) => toastError(errorText(err)) };
  const start = useAction(mutations.startCheck(qc, chapterId));
  // Accepting is harmless to repeat, and pieces are accepted one after another: no guard.
  const accept = useMutation({ ...mutations.acceptCheck(qc, chapterId), ...showError });

  if (query.isPending) return <Spinner />;
  const pending = report?.items.filter((i) => !i.accepted && (i.status === 'bad' || i.status === 'warn' || i.status === 'error')) ?? [];
  return (
    <div className="check-panel" data-testid="check-panel">
      <div className="row gap">
        <button type="button" className="primary" disabled={!voiced || isActive(job) || start.isPending} onClick={() => start.run(undefined, showError)}>
          {report?.job ? t('check.again') : t('check.start')}
        </button>
        {pending.length > 1 ? <button type="button" onClick={() => accept.mutate(pending.map((i) => i.key))}>{t('check.acceptAll')}</button> : null}
      </div>
      {!voiced ? <p className="muted">{t('check.notVoiced')}</p> : null}
      {job && isActive(job) ? <ProgressBar value={jobFraction(job)} label={t('check.running', { done: job.done, n: job.total })} /> : null}
      {error ? <ErrorBox text={t('check.unavailable', { error })} onRetry={() => void query.refetch()} /> : null}
      {report ? (
        <>
          {!report.installed ? (
            <div className="notice">
              {t('check.noRecognizer')}{' '}
              <button type="button" className="link" onClick={() => navigate({ name: 'account' })}>{t('check.toModels')}</button>
            </div>
          ) : null}
          <CheckSummary report={report} onJump={onJump} />
          {report.items.length === 0 && report.job?.status === 'done' && report.installed ? <div className="ok-text">{t('check.clean')}</div> : null}
          <ul className="check-items">
            {report.items.map((item) => (
              <CheckItemView key={item.key} item={item} onJump={onJump} onAccept={() => accept.mutate([item.key])} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
