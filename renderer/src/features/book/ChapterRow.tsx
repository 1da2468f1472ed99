// One chapter: open it in the editor, see its state and the running job, voice or cancel it.
import type { BookDetail, ChapterSummary } from '../../api/types.ts';
import { isActive, jobFraction, useLatestJob } from '../../api/jobs.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import { errorText } from '../../components/error-text.ts';
import { toastError } from '../../stores/toasts.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { fmtDuration } from '../../components/format.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { RunsStrip } from './RunsStrip.tsx';

interface Props {
  chapter: ChapterSummary;
  book: BookDetail;
  picked: boolean;
  onPick: () => void;
  onVoice: () => void;
}

export function ChapterRow({ chapter: c, book, picked, onPick, onVoice }: Props) {
  const t = useT();
  const job = useLatestJob((j) => j.chapter_id === c.id && j.type === 'render');
  const running = isActive(job) || c.status === 'queued' || c.status === 'rendering';
  const qc = useQueryClient();
  // DELETE /jobs/{id}: the answer updates the job everywhere; a refusal is shown.
  const cancel = useAction(mutations.cancelJob(qc, job?.id));

  return (
    <tr className={picked ? 'picked' : ''} data-testid="chapter-row">
      <td className="check"><input type="checkbox" aria-label={c.title} checked={picked} onChange={onPick} /></td>
      <td>
        <button type="button" className="link title" onClick={() => navigate({ name: 'chapter', id: c.id })}>{c.title || t('book.untitled', { n: c.position + 1 })}</button>
        <RunsStrip runs={c.runs} characters={book.characters} />
        <div className="row gap small">
          {c.changed ? <span className="badge changed" title={t('chapter.changedHint')}>{t('chapter.changed', { n: c.changed_units })}</span> : null}
          {c.review ? <span className="badge warn">{t('chapter.review', { n: c.review })}</span> : null}
        </div>
      </td>
      <td className="status-cell">
        {job && isActive(job) ? (
          <div>
            <ProgressBar value={jobFraction(job)} label={`${job.done}/${job.total || '…'}`} />
            <div className="muted small">
              {job.status === 'queued' ? t('status.queued') : t('job.eta', { d: fmtDuration(job.eta_s) })}
            </div>
          </div>
        ) : (
          <>
            <StatusBadge status={c.status} />
            {/* What failed in the studio's language; the server's own words (English, for scripts) on hover. */}
            {job?.status === 'failed' ? <div className="error-text small" title={job.error ?? undefined}>{t(job.type === 'check' ? 'chapter.failed.check' : 'chapter.failed.render')}</div> : null}
          </>
        )}
      </td>
      <td className="num">
        <div>{c.duration_s ? fmtDuration(c.duration_s) : '—'}</div>
        <div className="muted small">{t('library.chars', { n: c.chars })}</div>
      </td>
      <td className="actions">
        {running && job && isActive(job) ? (
          <button type="button" disabled={cancel.isPending} onClick={() => cancel.run(undefined, { onError: (err) => toastError(errorText(err)) })}>{t('common.cancel')}</button>
        ) : (
          <button type="button" disabled={book.status !== 'ready'} onClick={onVoice}>
            {c.status === 'ready' && !c.changed ? t('book.revoice') : t('book.voice')}
          </button>
        )}
      </td>
    </tr>
  );
}
