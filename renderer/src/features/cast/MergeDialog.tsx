// Merge one character into another: chosen from a list, or given by dragging one onto the other.
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

interface Props {
  book: BookDetail;
  from: BookCharacter;
  /** Preselected (a drop on this character). */
  into?: string;
  onClose: () => void;
}

export function MergeDialog({ book, from, into: preset, onClose }: Props) {
  const t = useT();
  const others = sortCast(book.characters.filter((c) => c.id !== from.id));
  const [into, setInto] = useState(preset ?? others[0]?.id ?? '');
  const qc = useQueryClient();
  const merge = useAction(mutations.mergeCharacter(qc, book.id, from.id));
  const error = merge.error ? errorText(merge.error) : null;
  const target = others.find((c) => c.id === into);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    merge.run(target.id, {
      onSuccess: (r) => {
        toast(t('cast.merged', { from: from.name, into: r.character.name, n: r.moved_lines }));
        onClose();
      },
    });
  };

  return (
    <Modal title={t('cast.mergeTitle', { name: from.name })} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted">{t('cast.mergeHelp', { name: from.name })}</p>
        <CharacterChoice label={t('cast.mergeInto')} name="into" characters={others} value={into} onChange={setInto} />
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          <button type="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="primary" disabled={merge.isPending || merge.isSuccess || !target}>{t('cast.mergeDo')}</button>
        </div>
      </form>
    </Modal>
  );
}
