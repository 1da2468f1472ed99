// A closed edition refuses renders and line edits (409): say so, and offer a new draft edition
// (it copies the current one; finished sound is reused, nothing is paid twice).
import { useState } from 'react';
import { api } from '../../api/client.ts';
import type { BookDetail } from '../../api/types.ts';
import { useBooks } from '../../stores/books.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';

export function EditionNotice({ book }: { book: BookDetail }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (book.edition.status !== 'closed') return null;
  const open = async () => {
    setBusy(true);
    try {
      await api.postBooksByBookIdEditions(book.id);
      await useBooks.getState().loadBook(book.id);
    } catch (err) {
      toastError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="notice row gap wrap" role="status">
      <span>{t('edition.closed', { name: book.edition.name })}</span>
      <button type="button" disabled={busy} onClick={() => void open()}>{t('edition.new')}</button>
    </div>
  );
}
