// The cast of a book: who speaks how much, and with which voice, emotion and speed; and its repair:
// add a character, rename, merge (a menu, or dragging one onto another) and delete.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import type { BookCharacter, BookDetail } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { errorText } from '../../components/error-text.ts';
import { CharacterRow } from './CharacterRow.tsx';
import { sortCast } from '../../components/cast.ts';
import { AddCharacterDialog } from '../cast/AddCharacterDialog.tsx';
import { DeleteCharacterDialog } from '../cast/DeleteCharacterDialog.tsx';
import { MergeDialog } from '../cast/MergeDialog.tsx';

type Dialog = { kind: 'add' } | { kind: 'merge'; from: BookCharacter; into?: string } | { kind: 'delete'; character: BookCharacter } | null;

export function CharacterTable({ book }: { book: BookDetail }) {
  const t = useT();
  const voicesQuery = useQuery(queries.voices());
  const voices = voicesQuery.data;
  const voicesError = voicesQuery.error ? errorText(voicesQuery.error) : null;
  const cast = sortCast(book.characters);
  const [dialog, setDialog] = useState<Dialog>(null);
  const editable = book.status === 'ready';
  const dropped = (onto: BookCharacter, fromId: string) => {
    const from = cast.find((c) => c.id === fromId);
    if (from && !from.is_narrator) setDialog({ kind: 'merge', from, into: onto.id });
  };

  return (
    <div className="panel">
      <div className="panel-head">
        <h2>{t('cast.title')}</h2>
        <div className="spacer" />
        <button type="button" className="small" disabled={!editable} onClick={() => setDialog({ kind: 'add' })}>+ {t('cast.add')}</button>
      </div>
      {voicesError ? <ErrorBox text={voicesError} onRetry={() => void voicesQuery.refetch()} /> : null}
      {cast.length > 1 ? <p className="muted small">{t('cast.dragHint')}</p> : null}
      {cast.length === 0 ? <Empty title={t('cast.empty')} /> : (
        <div className="cast">
          {cast.map((c) => (
            <CharacterRow key={c.id} character={c} cast={cast} voices={voices ?? []} language={book.language}
              onMerge={(into) => setDialog({ kind: 'merge', from: c, into })}
              onDelete={() => setDialog({ kind: 'delete', character: c })}
              onDropCharacter={(fromId) => dropped(c, fromId)} />
          ))}
        </div>
      )}
      {dialog?.kind === 'add' ? <AddCharacterDialog book={book} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'merge' ? <MergeDialog book={book} from={dialog.from} into={dialog.into} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteCharacterDialog book={book} character={dialog.character} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
