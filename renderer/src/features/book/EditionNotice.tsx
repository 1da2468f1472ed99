// A closed edition refuses renders and line edits (409): say so, and offer a new draft edition
// (it copies the current one; finished sound is reused, nothing is paid twice).
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookDetail } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';

export function EditionNotice({ book }: { book: BookDetail }) {
  const t = useT();
  const qc = useQueryClient();
  // Busy until the book is read again with its new edition.
  const open = useAction(mutations.newEdition(qc, book.id));
  if (book.edition.status !== 'closed') return null;
  return (
    <div className="notice row gap wrap" role="status">
      <span>{t('edition.closed', { name: book.edition.name })}</span>
      <button type="button" disabled={open.isPending} onClick={() => open.run(undefined, { onError: (err) => toastError(errorText(err)) })}>{t('edition.new')}</button>
    </div>
  );
}
