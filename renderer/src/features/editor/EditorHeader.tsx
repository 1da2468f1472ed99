// The chapter's title and state: status, job progress, "changed after voicing", what blocks
// voicing, the price of voicing it now; voice or cancel.
import { useMemo, useState } from 'react';
import type { BookDetail, ChapterView } from '../../api/types.ts';
import { isActive, jobFraction, useLatestJob } from '../../api/jobs.ts';
import { useEditor } from '../../stores/editor.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import { errorText } from '../../components/error-text.ts';
import { toastError } from '../../stores/toasts.ts';
import { useSaving } from './edits.ts';
import { navigate } from '../../stores/router.ts';
import { useSettings, useT } from '../../stores/settings.ts';
import { problemMessage } from '../../i18n/errors.ts';
import { fmtChars, fmtDuration } from '../../components/format.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { QuoteDialog } from '../book/QuoteDialog.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';

interface Props {
  view: ChapterView;
  book: BookDetail | undefined;
  onHelp: () => void;
}

export function EditorHeader({ view, book, onHelp }: Props) {
  const t = useT();
  const locale = useSettings((s) => s.locale);
  const c = view.chapter;
  const pending = useSaving(c.id);
  const job = useLatestJob((j) => j.chapter_id === c.id && j.type === 'render') ?? view.job ?? undefined;
  const [quote, setQuote] = useState(false);
  const ids = useMemo(() => [c.id], [c.id]);
  const review = view.segments.reduce((n, s) => n + (s.review ? 1 : 0), 0);
  const position = book?.chapters.findIndex((x) => x.id === c.id) ?? -1;
  const prev = position > 0 ? book?.chapters[position - 1] : undefined;
  const next = position >= 0 ? book?.chapters[position + 1] : undefined;

  const qc = useQueryClient();
  // DELETE /jobs/{id}: the answer updates the job everywhere; a refusal is shown.
  const cancel = useAction(mutations.cancelJob(qc, job?.id));

  return (
    <div className="editor-head">
      <div className="crumbs">
        <button type="button" className="link" onClick={() => navigate({ name: 'library' })}>{t('nav.library')}</button>
        <span>/</span>
        <button type="button" className="link" onClick={() => navigate({ name: 'book', id: c.book_id })}>{book?.title ?? '…'}</button>
      </div>
      <div className="row gap wrap">
        <button type="button" className="icon" disabled={!prev} aria-label={t('editor.prevChapter')} title={t('editor.prevChapter')}
          onClick={() => prev && navigate({ name: 'chapter', id: prev.id })}>‹</button>
        <h1 className="chapter-title">{c.title}</h1>
        <button type="button" className="icon" disabled={!next} aria-label={t('editor.nextChapter')} title={t('editor.nextChapter')}
          onClick={() => next && navigate({ name: 'chapter', id: next.id })}>›</button>
        <StatusBadge status={c.status} />
        {c.changed ? <span className="badge changed" title={t('chapter.changedHint')}>{t('chapter.changed', { n: c.changed_units })}</span> : null}
        {review ? (
          <button type="button" className="badge warn as-button" title={t('editor.nextReview')} onClick={() => useEditor.getState().nextReview(view)}>
            {t('chapter.review', { n: review })} ↓
          </button>
        ) : null}
        {pending ? <span className="muted small" role="status">{t('editor.saving')}</span> : null}
        <div className="spacer" />
        <span className="muted small">{t('editor.lines', { n: view.segments.length })} · {c.duration_s ? fmtDuration(c.duration_s) : t('editor.notVoiced')}</span>
        <span className="muted small" title={t('editor.estimateHint')}>{t('editor.estimate', { credits: fmtChars(view.estimate_credits) })}</span>
        {job && isActive(job) ? (
          <>
            <div className="job-inline">
              <ProgressBar value={jobFraction(job)} label={`${job.done}/${job.total || '…'} · ${t('job.eta', { d: fmtDuration(job.eta_s) })}`} />
            </div>
            <button type="button" disabled={cancel.isPending} onClick={() => cancel.run(undefined, { onError: (err) => toastError(errorText(err)) })}>{t('common.cancel')}</button>
          </>
        ) : (
          <button type="button" className="primary" disabled={!book || view.problems.length > 0} onClick={() => setQuote(true)} data-testid="voice-chapter">
            {c.status === 'ready' && !c.changed ? t('book.revoice') : t('book.voice')}
          </button>
        )}
        <button type="button" className="icon" aria-label={t('editor.shortcuts')} title={t('editor.shortcuts')} onClick={onHelp}>?</button>
      </div>
      {job?.status === 'failed' ? <ErrorBox text={t(job.type === 'check' ? 'job.failed.check' : 'job.failed.render')} detail={job.error} /> : null}
      {view.problems.length ? (
        <ul className="problems" role="alert">
          {view.problems.map((p, i) => (
            <li key={i}>
              {problemMessage(locale, p.code) ?? p.message}
              {p.segment_id ? <button type="button" className="link" onClick={() => useEditor.getState().select(p.segment_id)}>{t('editor.showLine')}</button> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {quote && book ? <QuoteDialog book={book} chapterIds={ids} onClose={() => setQuote(false)} /> : null}
    </div>
  );
}
