// The check by ear (GET/POST /chapters/{id}/check): pieces with remarks, heard vs expected text
// with the differences marked, accept a piece as it is. Until the server has the route, its
// error is shown here and the rest of the editor works on.
import { useCallback, useEffect, useState } from 'react';
import { api, GlavaApiError } from '../../api/client.ts';
import type { ChapterView, CheckReport } from '../../api/types.ts';
import { isActive, jobFraction, latestJob, useJobs } from '../../stores/jobs.ts';
import { jobSeen, useLive } from '../../stores/live.ts';
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
  const [report, setReport] = useState<CheckReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const finished = useLive((s) => s.finished);
  const job = useJobs((s) => latestJob(s.byId, (j) => j.chapter_id === chapterId && j.type === 'check'));
  const voiced = !!view.chapter.audio_url;

  const load = useCallback(async () => {
    try {
      const r = await api.getChaptersByChapterIdCheck(chapterId);
      setReport(r);
      if (r.job) useJobs.getState().upsert(r.job);
      setError(null);
    } catch (err) {
      // 409 means no recording yet: a state the panel explains, not a failure.
      setReport(null);
      setError(err instanceof GlavaApiError && err.status === 409 ? null : errorText(err));
    } finally {
      setLoading(false);
    }
  }, [chapterId]);

  useEffect(() => {
    void load();
  }, [load, finished]);

  const start = async () => {
    try {
      const r = await api.postChaptersByChapterIdCheck(chapterId);
      setReport(r);
      if (r.job) jobSeen(r.job);
      setError(null);
    } catch (err) {
      toastError(errorText(err));
    }
  };
  const accept = async (keys: string[]) => {
    try {
      setReport(await api.postChaptersByChapterIdCheckAccept(chapterId, { keys }));
    } catch (err) {
      toastError(errorText(err));
    }
  };

  if (loading) return <Spinner />;
  const pending = report?.items.filter((i) => !i.accepted && (i.status === 'bad' || i.status === 'warn' || i.status === 'error')) ?? [];
  return (
    <div className="check-panel" data-testid="check-panel">
      <div className="row gap">
        <button type="button" className="primary" disabled={!voiced || isActive(job)} onClick={() => void start()}>
          {report?.job ? t('check.again') : t('check.start')}
        </button>
        {pending.length > 1 ? <button type="button" onClick={() => void accept(pending.map((i) => i.key))}>{t('check.acceptAll')}</button> : null}
      </div>
      {!voiced ? <p className="muted">{t('check.notVoiced')}</p> : null}
      {job && isActive(job) ? <ProgressBar value={jobFraction(job)} label={t('check.running', { done: job.done, n: job.total })} /> : null}
      {error ? <ErrorBox text={t('check.unavailable', { error })} onRetry={() => void load()} /> : null}
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
              <CheckItemView key={item.key} item={item} onJump={onJump} onAccept={() => void accept([item.key])} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
