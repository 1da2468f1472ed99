// A new book from pasted text: «Глава N» lines split chapters, a dash starts direct speech.
import { useMemo, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearingRefusal, useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { fmtBytes, fmtNumber } from '../../components/format.ts';
import { Modal } from '../../components/Modal.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';

/**
 * A paste longer than this (about 50 pages) is held aside instead of going into the text box: the
 * browser's own text box takes a quarter of a second a key with a 3 MB novel in it, and slows every
 * other field of the page too (bench/create-text.ts). The book's lines are edited in the editor.
 */
export const BIG_PASTE_CHARS = 100_000;
const PREVIEW_CHARS = 1500;

export function CreateFromText({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  // A short text lives in the box (uncontrolled: React is not handed the value at every key);
  // a big paste is held here and shown as a summary with its beginning.
  const textBox = useRef<HTMLTextAreaElement>(null);
  const [hasText, setHasText] = useState(false);
  const [held, setHeld] = useState<string | null>(null);
  // Measured once per paste, not at every key in the title.
  const heldSummary = useMemo(() => (held === null ? null : { size: fmtBytes(new Blob([held]).size), lines: fmtNumber(held.split('\n').length), start: held.slice(0, PREVIEW_CHARS) }), [held]);
  const qc = useQueryClient();
  const create = useAction(mutations.createBook(qc));
  // Busy from the click until the page changes (a success closes the dialog).
  const busy = create.isPending || create.isSuccess;
  const error = create.error ? errorText(create.error) : null;
  const edit = clearingRefusal(create);
  // The text held aside (a big paste) is edited too when it comes or goes.
  const hold = edit(setHeld);

  // Typing adds text: the box is not empty. Only a deletion (or a cut) can empty it.
  const onTextInput = edit((e: FormEvent<HTMLTextAreaElement>) => {
    const kind = (e.nativeEvent as InputEvent).inputType ?? '';
    if (hasText && !kind.startsWith('delete')) return;
    setHasText(e.currentTarget.textLength > 0);
  });

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain');
    if (pasted.length < BIG_PASTE_CHARS) return;
    e.preventDefault();
    // What was typed before stays, the paste goes where the cursor was.
    const box = e.currentTarget;
    hold(box.value.slice(0, box.selectionStart) + pasted + box.value.slice(box.selectionEnd));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = held ?? textBox.current?.value ?? '';
    if (!text.trim()) return;
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
          <input name="title" required value={title} onChange={(e) => edit(setTitle)(e.target.value)} autoFocus />
        </label>
        <label>
          {t('create.author')}
          <input name="author" value={author} onChange={(e) => edit(setAuthor)(e.target.value)} />
        </label>
        {heldSummary === null ? (
          <label>
            {t('create.text')}
            <textarea ref={textBox} name="text" required rows={14} onInput={onTextInput} onPaste={onPaste} placeholder={t('create.placeholder')} />
          </label>
        ) : (
          <div className="held-text" data-testid="held-text">
            <div className="row gap">
              <strong>{t('create.held', { size: heldSummary.size, lines: heldSummary.lines })}</strong>
              <div className="spacer" />
              <button type="button" onClick={() => { hold(null); setHasText(false); }}>{t('create.clear')}</button>
            </div>
            <p className="muted small">{t('create.heldHint')}</p>
            <pre className="held-preview">{heldSummary.start}…</pre>
          </div>
        )}
        <p className="muted small">{t('create.hint')}</p>
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          <button type="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="primary" disabled={busy || !title.trim() || !(hasText || held !== null)}>
            {busy ? t('create.analysing') : t('create.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
