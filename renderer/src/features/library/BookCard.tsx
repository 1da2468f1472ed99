// One book of the library: cover, status, chapters voiced, sound made (or expected), import progress.
import type { BookListItem } from '../../api/types.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { fmtDuration } from '../../components/format.ts';
import { importFailureText } from '../../components/error-text.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { Cover } from '../../components/Cover.tsx';
import { AnalysisProgress } from './AnalysisProgress.tsx';

export function BookCard({ book }: { book: BookListItem }) {
  const t = useT();
  const open = () => navigate({ name: 'book', id: book.id });
  const ready = book.chapters_total ? book.chapters_ready / book.chapters_total : 0;
  return (
    <article className="book-card" data-testid="book-card">
      <button type="button" className="cover-button" onClick={open} aria-label={book.title}>
        <Cover url={book.cover_url} title={book.title} />
      </button>
      <div className="book-card-body">
        <button type="button" className="link title" onClick={open}>{book.title}</button>
        <div className="muted">{book.author || t('book.noAuthor')}</div>
        <div className="row gap small">
          {book.status === 'ready' ? null : <StatusBadge status={book.status} />}
          {book.chapters_active ? <span className="badge status-rendering">{t('library.inWork', { n: book.chapters_active })}</span> : null}
          {book.chapters_failed ? <span className="badge status-failed">{t('library.failedChapters', { n: book.chapters_failed })}</span> : null}
        </div>
        {book.status === 'importing' ? <AnalysisProgress analysis={book.analysis} /> : null}
        {book.status === 'failed' ? <div className="error-text small">{importFailureText(book)}</div> : null}
        {book.status === 'ready' ? (
          <>
            <ProgressBar value={ready} label={t('library.chaptersReady', { ready: book.chapters_ready, n: book.chapters_total })} />
            <div className="muted small">
              {book.duration_s > 0
                ? t('library.duration', { d: fmtDuration(book.duration_s) })
                : t('library.estimate', { d: fmtDuration(book.audio_est_s) })}
              {' · '}
              {t('library.chars', { n: book.chars })}
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}
