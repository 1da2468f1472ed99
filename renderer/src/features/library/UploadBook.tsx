// Upload a book file with a progress bar, then follow its import; a file uploaded before can be
// opened or uploaded again as a copy.
import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_UPLOAD_BYTES, uploadBook, type UploadHandle } from '../../api/upload.ts';
import { GlavaApiError } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { queries } from '../../api/queries.ts';
import type { BookListItem } from '../../api/types.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { errorText, importFailureText } from '../../components/error-text.ts';
import { Modal } from '../../components/Modal.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { fmtBytes } from '../../components/format.ts';
import { AnalysisProgress } from './AnalysisProgress.tsx';

interface Duplicate {
  id: string;
  title: string;
}

function duplicateOf(err: unknown): Duplicate | null {
  if (!(err instanceof GlavaApiError) || err.status !== 409 || typeof err.detail !== 'object' || !err.detail) return null;
  const d = (err.detail as { duplicate?: { id?: unknown; title?: unknown } }).duplicate;
  return d && typeof d.id === 'string' ? { id: d.id, title: String(d.title ?? '') } : null;
}

export function UploadBook({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const [bookId, setBookId] = useState<string | null>(null);
  const handle = useRef<UploadHandle | null>(null);
  const qc = useQueryClient();
  // The import follows the library list, which the event stream keeps current (book.updated).
  const imported: BookListItem | undefined = useQuery({ ...queries.books(), enabled: !!bookId }).data?.books.find((b) => b.id === bookId);

  // Too big for the studio: said at once, before 20 MB travel only to be refused.
  const tooLarge = file && file.size > MAX_UPLOAD_BYTES ? t('upload.tooLarge', { name: file.name, size: fmtBytes(file.size), max: fmtBytes(MAX_UPLOAD_BYTES) }) : null;

  const send = async (copy: boolean) => {
    // One upload at a time: a second click while the first is on its way does nothing.
    if (!file || tooLarge || handle.current) return;
    setError(null);
    setDuplicate(null);
    setSent(0);
    handle.current = uploadBook({ file, title: title.trim() || undefined, copy, onProgress: setSent });
    try {
      const r = await handle.current.done;
      setBookId(r.book.id);
      await qc.invalidateQueries({ queryKey: keys.books });
      if (r.book.status === 'ready') {
        onClose();
        navigate({ name: 'book', id: r.book.id });
      }
    } catch (err) {
      setSent(null);
      // The studio announced the book while it read the file (its card shows «importing»), then
      // dropped it with the refusal: the library is read again so no card of it stays behind.
      void qc.invalidateQueries({ queryKey: keys.books });
      const dup = duplicateOf(err);
      if (dup) setDuplicate(dup);
      else if (!(err instanceof DOMException)) setError(errorText(err));
    } finally {
      handle.current = null;
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(false);
  };
  const cancel = () => {
    handle.current?.abort();
    onClose();
  };
  const status = imported?.status ?? (bookId ? 'importing' : null);

  return (
    <Modal title={t('upload.title')} onClose={cancel}>
      <form className="form" onSubmit={submit}>
        <label>
          {t('upload.file')}
          <input type="file" name="file" accept=".txt,.docx,.fb2,.zip,.epub" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setError(null); setDuplicate(null); }} />
        </label>
        <p className="muted small">{t('upload.formats')}</p>
        <label>
          {t('upload.ownTitle')}
          <input name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {sent !== null && !bookId ? <ProgressBar value={sent} label={`${t('upload.sending')} ${Math.round(sent * 100)}%`} /> : null}
        {bookId && status === 'importing' ? <AnalysisProgress analysis={imported?.analysis ?? null} /> : null}
        {bookId && status === 'failed' ? <ErrorBox text={imported ? importFailureText(imported) : t('upload.importFailed')} /> : null}
        {bookId && status === 'ready' ? <div className="ok-text">{t('upload.imported')}</div> : null}
        {duplicate ? (
          <div className="notice" role="alert">
            <p>{t('upload.duplicate', { title: duplicate.title })}</p>
            <div className="row gap">
              <button type="button" onClick={() => { onClose(); navigate({ name: 'book', id: duplicate.id }); }}>{t('upload.openExisting')}</button>
              <button type="button" onClick={() => void send(true)}>{t('upload.asCopy')}</button>
            </div>
          </div>
        ) : null}
        {tooLarge ? <ErrorBox text={tooLarge} /> : null}
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          <button type="button" onClick={cancel}>{bookId ? t('common.close') : t('common.cancel')}</button>
          {bookId ? (
            <button type="button" className="primary" disabled={status !== 'ready'} onClick={() => { onClose(); navigate({ name: 'book', id: bookId }); }}>
              {t('upload.open')}
            </button>
          ) : (
            <button type="submit" className="primary" disabled={!file || !!tooLarge || sent !== null}>{t('upload.submit')}</button>
          )}
        </div>
      </form>
    </Modal>
  );
}
