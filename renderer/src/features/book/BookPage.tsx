// A book: its chapters (voice them, follow the jobs), its characters and voices, the price before
// voicing, the series and the export.
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { useBooks } from '../../stores/books.ts';
import { useJobs } from '../../stores/jobs.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AnalysisProgress } from '../library/AnalysisProgress.tsx';
import { BookHeader } from './BookHeader.tsx';
import { ChapterTable } from './ChapterTable.tsx';
import { CharacterTable } from './CharacterTable.tsx';
import { EditionNotice } from './EditionNotice.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import { QuoteDialog } from './QuoteDialog.tsx';

/** Chapters already in work when the page opens: their jobs come with the chapter view. */
async function adoptRunningJobs(chapterIds: string[]): Promise<void> {
  for (const id of chapterIds.slice(0, 20)) {
    try {
      const v = await api.getChaptersByChapterId(id);
      if (v.job) useJobs.getState().upsert(v.job);
    } catch {
      // The row still shows the chapter's status.
    }
  }
}

export function BookPage({ bookId }: { bookId: string }) {
  const t = useT();
  const book = useBooks((s) => s.details[bookId]);
  const error = useBooks((s) => s.detailErrors[bookId]);
  const [quoteFor, setQuoteFor] = useState<string[] | null>(null);

  useEffect(() => {
    void useBooks.getState().loadVoices();
    void useBooks.getState().loadBook(bookId).then((b) => {
      if (b) void adoptRunningJobs(b.chapters.filter((c) => c.status === 'queued' || c.status === 'rendering').map((c) => c.id));
    });
  }, [bookId]);

  if (!book) {
    return error ? (
      <section>
        <ErrorBox text={error} onRetry={() => void useBooks.getState().loadBook(bookId)} />
        <button type="button" onClick={() => navigate({ name: 'library' })}>{t('book.backToLibrary')}</button>
      </section>
    ) : <Spinner />;
  }

  return (
    <section className="book-page">
      <BookHeader book={book} />
      {error ? <ErrorBox text={error} onRetry={() => void useBooks.getState().loadBook(bookId)} /> : null}
      <EditionNotice book={book} />
      {book.status === 'importing' ? <AnalysisProgress analysis={book.analysis} /> : null}
      {book.status === 'failed' ? <ErrorBox text={book.error ?? t('upload.importFailed')} /> : null}
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
