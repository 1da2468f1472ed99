// Title, author, cover and the series of a book, with links to its pronunciation rules and settings.
import { useState } from 'react';
import type { BookDetail } from '../../api/types.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { Cover } from '../../components/Cover.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { fmtDuration } from '../../components/format.ts';
import { SeriesDialog } from './SeriesDialog.tsx';
import { BookSettingsDialog } from '../settings/BookSettingsDialog.tsx';

export function BookHeader({ book }: { book: BookDetail }) {
  const t = useT();
  const [series, setSeries] = useState(false);
  const [settings, setSettings] = useState(false);
  return (
    <div className="book-head">
      <Cover key={book.cover_url ?? 'none'} url={book.cover_url} title={book.title} small />
      <div className="book-head-text">
        <div className="crumbs">
          <button type="button" className="link" onClick={() => navigate({ name: 'library' })}>{t('nav.library')}</button>
        </div>
        <h1>{book.title}</h1>
        <div className="muted">{book.author || t('book.noAuthor')}</div>
        <div className="row gap small wrap">
          {book.status === 'ready' ? null : <StatusBadge status={book.status} />}
          <span>{t('book.chaptersReady', { ready: book.chapters_ready, n: book.chapters.length })}</span>
          {book.duration_s > 0 ? <span>{t('library.duration', { d: fmtDuration(book.duration_s) })}</span> : null}
          {book.review_total ? <span className="badge warn">{t('book.reviewTotal', { n: book.review_total })}</span> : null}
          <span className="muted">{book.series ? t('book.inSeries', { title: book.series.title, no: book.series.no ?? '—' }) : t('book.noSeries')}</span>
          <button type="button" className="link" onClick={() => setSeries(true)}>{t('book.seriesEdit')}</button>
          <button type="button" className="link" onClick={() => navigate({ name: 'pronunciations', bookId: book.id })}>{t('book.rules')}</button>
          <button type="button" className="link" onClick={() => setSettings(true)}>{t('book.settings')}</button>
        </div>
      </div>
      {series ? <SeriesDialog book={book} onClose={() => setSeries(false)} /> : null}
      {settings ? <BookSettingsDialog book={book} onClose={() => setSettings(false)} /> : null}
    </div>
  );
}
