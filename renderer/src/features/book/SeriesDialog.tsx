// Put the book into a series (new or existing by title, volume number, carry voices) or take it out.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearingRefusal, useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookDetail, PutSeries } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toast } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';

export function SeriesDialog({ book, onClose }: { book: BookDetail; onClose: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(book.series?.title ?? '');
  const [no, setNo] = useState(book.series?.no !== null && book.series?.no !== undefined ? String(book.series.no) : '');
  const [carry, setCarry] = useState(true);
  const qc = useQueryClient();
  const put = useAction(mutations.putSeries(qc, book.id));
  const busy = put.isPending || put.isSuccess;
  const error = put.error ? errorText(put.error, {}, { title: 'series.name', no: 'series.no' }) : null;
  const edit = clearingRefusal(put);
  const save = (body: PutSeries) => put.run(body, {
    onSuccess: (r) => {
      if (r.carried.length) toast(t('series.carried', { n: r.carried.length }));
      if (r.same_no) toast(t('series.sameNo', { title: r.same_no.title }));
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = no.trim() === '' ? undefined : Number(no);
    save({ title: title.trim(), no: n !== undefined && Number.isFinite(n) ? n : undefined, carry });
  };

  return (
    <Modal title={t('series.title')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label>
          {t('series.name')}
          <input value={title} required onChange={(e) => edit(setTitle)(e.target.value)} />
        </label>
        <label>
          {t('series.no')}
          <input type="number" min={0} step="any" value={no} onChange={(e) => edit(setNo)(e.target.value)} />
        </label>
        <label className="check-label">
          <input type="checkbox" checked={carry} onChange={(e) => edit(setCarry)(e.target.checked)} />
          {t('series.carry')}
        </label>
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          {book.series ? <button type="button" className="danger" disabled={busy} onClick={() => save({})}>{t('series.remove')}</button> : null}
          <button type="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="primary" disabled={busy || !title.trim()}>{t('common.save')}</button>
        </div>
      </form>
    </Modal>
  );
}
