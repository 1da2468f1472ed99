// Books in the trash: bring one back, or remove it for good with its recordings.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { TrashedBook } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toast, toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { Cover } from '../../components/Cover.tsx';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { fmtDate } from '../../components/format.ts';

export function TrashDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const trash = useQuery(queries.trash());
  const error = trash.error ? errorText(trash.error) : null;
  return (
    <Modal title={t('trash.title')} onClose={onClose} wide>
      {error ? <ErrorBox text={error} onRetry={() => void trash.refetch()} /> : null}
      {!trash.data && !error ? <Spinner /> : null}
      {trash.data?.length === 0 ? <Empty title={t('trash.empty')} /> : null}
      <div className="trash-list">
        {trash.data?.map((b) => <TrashItem key={b.id} book={b} />)}
      </div>
    </Modal>
  );
}

function TrashItem({ book }: { book: TrashedBook }) {
  const t = useT();
  const qc = useQueryClient();
  const restore = useAction(mutations.restoreBook(qc, book.id));
  const purge = useAction(mutations.purgeBook(qc, book.id));
  const [asking, setAsking] = useState(false);
  const busy = restore.isPending || purge.isPending;
  return (
    <div className="trash-item" data-testid="trash-item">
      <Cover url={book.cover_url} title={book.title} small />
      <div className="grow">
        <strong>{book.title}</strong>
        <div className="muted small">{book.author || t('book.noAuthor')} · {t('trash.when', { when: fmtDate(book.trashed_at) })}</div>
        {asking ? <div className="notice">{t('trash.purgeConfirm', { title: book.title })}</div> : null}
      </div>
      {asking ? (
        <>
          <button type="button" onClick={() => setAsking(false)}>{t('common.cancel')}</button>
          <button type="button" className="danger" disabled={busy} onClick={() => purge.run(undefined, {
            onSuccess: () => toast(t('trash.purged', { title: book.title })), onError: (e) => toastError(errorText(e)),
          })}>{t('trash.purge')}</button>
        </>
      ) : (
        <>
          <button type="button" className="danger" disabled={busy} onClick={() => setAsking(true)}>{t('trash.purge')}</button>
          <button type="button" className="primary" disabled={busy} onClick={() => restore.run(undefined, {
            onSuccess: () => toast(t('trash.restored', { title: book.title })), onError: (e) => toastError(errorText(e)),
          })}>{t('trash.restore')}</button>
        </>
      )}
    </div>
  );
}
