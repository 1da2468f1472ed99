// Delete a character: the author says who reads their lines from now on (the narrator by default).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookCharacter, BookDetail } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toast } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { CharacterChoice } from './CharacterChoice.tsx';
import { sortCast } from '../../components/cast.ts';

export function DeleteCharacterDialog({ book, character, onClose }: { book: BookDetail; character: BookCharacter; onClose: () => void }) {
  const t = useT();
  const others = sortCast(book.characters.filter((c) => c.id !== character.id));
  const [to, setTo] = useState(others[0]?.id ?? '');
  const qc = useQueryClient();
  const del = useAction(mutations.deleteCharacter(qc, book.id, character.id));
  const error = del.error ? errorText(del.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const narrator = others.find((c) => c.is_narrator);
    del.run(to === narrator?.id ? undefined : to, {
      onSuccess: (r) => {
        toast(t('cast.deleted', { name: character.name, n: r.moved_lines }));
        onClose();
      },
    });
  };

  return (
    <Modal title={t('cast.deleteTitle', { name: character.name })} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted">{t('cast.deleteHelp', { name: character.name })}</p>
        <CharacterChoice label={t('cast.linesTo')} name="lines_to" characters={others} value={to} onChange={setTo} />
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          <button type="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="danger" disabled={del.isPending || del.isSuccess || !to}>{t('cast.deleteDo')}</button>
        </div>
      </form>
    </Modal>
  );
}
