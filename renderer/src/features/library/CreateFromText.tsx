// A new book from pasted text: «Глава N» lines split chapters, a dash starts direct speech.
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client.ts';
import { useBooks } from '../../stores/books.ts';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { book } = await api.postBooks({ title: title.trim(), author: author.trim() || undefined, text });
      void useBooks.getState().loadList();
      onClose();
      navigate({ name: 'book', id: book.id });
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <Modal title={t('create.title')} onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)}>
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
