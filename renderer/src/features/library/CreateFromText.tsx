// A new book from pasted text: «Глава N» lines split chapters, a dash starts direct speech.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { Modal } from '../../components/Modal.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';

export function CreateFromText({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const [text, setText] = useState('');
  const qc = useQueryClient();
  const create = useAction(mutations.createBook(qc));
  // Busy from the click until the page changes (a success closes the dialog).
  const busy = create.isPending || create.isSuccess;
  const error = create.error ? errorText(create.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.run({ title: title.trim(), author: author.trim() || undefined, text }, {
      onSuccess: ({ book }) => {
        onClose();
        navigate({ name: 'book', id: book.id });
      },
    });
  };

  return (
    <Modal title={t('create.title')} onClose={onClose} wide>
      <form className="form" onSubmit={submit}>
        <label>
          {t('create.bookTitle')}
          <input name="title" required value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />
        </label>
        <label>
          {t('create.author')}
          <input name="author" value={author} onChange={(e) => setAuthor(e.target.value)} />
        </label>
        <label>
          {t('create.text')}
          <textarea name="text" required rows={14} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('create.placeholder')} />
        </label>
        <p className="muted small">{t('create.hint')}</p>
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          <button type="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="primary" disabled={busy || !title.trim() || !text.trim()}>
            {busy ? t('create.analysing') : t('create.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
