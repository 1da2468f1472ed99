// Moving a book to the trash, asked once more; afterwards the library, with a toast that brings it back.
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { api } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookDetail } from '../../api/types.ts';
import { navigate } from '../../stores/router.ts';
import { t as tr, useT } from '../../stores/settings.ts';
import { toast, toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';

/** Brings a trashed book back and opens it. */
export async function restoreAndOpen(qc: QueryClient, book: { id: string; title: string }): Promise<void> {
  try {
    await api.postBooksByBookIdRestore(book.id);
    await Promise.all([qc.invalidateQueries({ queryKey: keys.books }), qc.invalidateQueries({ queryKey: keys.trash })]);
    toast(tr('trash.restored', { title: book.title }));
    navigate({ name: 'book', id: book.id });
  } catch (err) {
    toastError(errorText(err));
  }
}

export function TrashBook({ book, onTrashed }: { book: BookDetail; onTrashed: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const qc = useQueryClient();
  const trash = useAction(mutations.trashBook(qc, book.id));
  const error = trash.error ? errorText(trash.error) : null;

  const confirm = () => trash.run(undefined, {
    onSuccess: () => {
      onTrashed();
      navigate({ name: 'library' });
      toast(t('book.trashed', { title: book.title }), { label: t('common.undo'), run: () => void restoreAndOpen(qc, book) });
    },
  });

  return (
    <div className="danger-zone">
      <h3>{t('settings.danger')}</h3>
      {asking ? (
        <div className="notice" role="alert">
          <p>{t('book.trashConfirm', { title: book.title })}</p>
          <div className="row gap end">
            <button type="button" onClick={() => setAsking(false)}>{t('common.cancel')}</button>
            <button type="button" className="danger" disabled={trash.isPending || trash.isSuccess} onClick={confirm}>{t('book.trashDo')}</button>
          </div>
        </div>
      ) : <button type="button" className="danger" onClick={() => setAsking(true)}>{t('book.trash')}</button>}
      {error ? <ErrorBox text={error} /> : null}
    </div>
  );
}
