// A book: its chapters (voice them, follow the jobs), its characters and voices, the price before
// voicing, the series and the export.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { errorText, importFailureText } from '../../components/error-text.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { AnalysisProgress } from '../library/AnalysisProgress.tsx';
import { BookHeader } from './BookHeader.tsx';
import { ChapterTable } from './ChapterTable.tsx';
import { CharacterTable } from './CharacterTable.tsx';
import { EditionNotice } from './EditionNotice.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import { QuoteDialog } from './QuoteDialog.tsx';

export function BookPage({ bookId }: { bookId: string }) {
  const t = useT();
  const qc = useQueryClient();
  const query = useQuery(queries.book(bookId));
  const book = query.data;
  const error = query.error ? errorText(query.error) : null;
  const [quoteFor, setQuoteFor] = useState<string[] | null>(null);

  // Chapters already in work when the page opens: their jobs come with the chapter view (the
  // views are cached for the editor too).
  const loaded = !!book;
  useEffect(() => {
    const inWork = qc.getQueryData(queries.book(bookId).queryKey)?.chapters.filter((c) => c.status === 'queued' || c.status === 'rendering') ?? [];
    for (const c of inWork.slice(0, 20)) void qc.prefetchQuery(queries.chapter(c.id));
  }, [qc, bookId, loaded]);

  if (!book) {
    return error ? (
      <section>
        <ErrorBox text={error} onRetry={() => void query.refetch()} />
        <button type="button" onClick={() => navigate({ name: 'library' })}>{t('book.backToLibrary')}</button>
      </section>
    ) : <Spinner />;
  }

  return (
    <section className="book-page">
      <BookHeader book={book} />
      {error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : null}
      <EditionNotice book={book} />
      {book.status === 'importing' ? <AnalysisProgress analysis={book.analysis} /> : null}
      {book.status === 'failed' ? <ErrorBox text={importFailureText(book)} /> : null}
      <div className="book-columns">
        <div className="book-main">
          <ChapterTable book={book} onQuote={setQuoteFor} />
          <ExportPanel book={book} />
        </div>
        <div className="book-side">
          <CharacterTable book={book} />
        </div>
      </div>
      {quoteFor ? <QuoteDialog book={book} chapterIds={quoteFor} onClose={() => setQuoteFor(null)} /> : null}
    </section>
  );
}
