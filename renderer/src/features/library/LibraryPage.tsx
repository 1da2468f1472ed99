// The library: every book with its status and progress; new books from text or a file.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { errorText } from '../../components/error-text.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { BookCard } from './BookCard.tsx';
import { CreateFromText } from './CreateFromText.tsx';
import { StressDataPrompt } from './StressDataPrompt.tsx';
import { UploadBook } from './UploadBook.tsx';
import { TrashDialog } from './TrashDialog.tsx';

export function LibraryPage() {
  const t = useT();
  const books = useQuery(queries.books());
  const list = books.data?.books;
  const error = books.error ? errorText(books.error) : null;
  const canCreate = books.data?.can_create ?? true;
  const [dialog, setDialog] = useState<'text' | 'file' | 'trash' | null>(null);

  return (
    <section>
      <div className="page-head">
        <h1>{t('library.title')}</h1>
        <div className="spacer" />
        <button type="button" onClick={() => setDialog('trash')}>{t('library.trash')}</button>
        <button type="button" disabled={!canCreate} onClick={() => setDialog('text')}>{t('library.fromText')}</button>
        <button type="button" className="primary" disabled={!canCreate} onClick={() => setDialog('file')}>{t('library.upload')}</button>
      </div>
      <StressDataPrompt />
      {!canCreate ? <p className="muted">{t('library.cannotCreate')}</p> : null}
      {error ? <ErrorBox text={error} onRetry={() => void books.refetch()} /> : null}
      {!list && !error ? <Spinner /> : null}
      {list && list.length === 0 ? (
        <Empty title={t('library.emptyTitle')}>
          <p>{t('library.emptyBody')}</p>
          <div className="row gap center">
            <button type="button" onClick={() => setDialog('text')}>{t('library.fromText')}</button>
            <button type="button" className="primary" onClick={() => setDialog('file')}>{t('library.upload')}</button>
          </div>
        </Empty>
      ) : null}
      {list && list.length > 0 ? (
        <div className="book-grid">
          {list.map((b) => <BookCard key={b.id} book={b} />)}
        </div>
      ) : null}
      {dialog === 'text' ? <CreateFromText onClose={() => setDialog(null)} /> : null}
      {dialog === 'file' ? <UploadBook onClose={() => setDialog(null)} /> : null}
      {dialog === 'trash' ? <TrashDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
