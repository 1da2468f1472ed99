// The cast of a book: who speaks how much, and with which voice, emotion and speed.
import type { BookDetail } from '../../api/types.ts';
import { useBooks } from '../../stores/books.ts';
import { useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { CharacterRow } from './CharacterRow.tsx';
import { sortCast } from '../../components/cast.ts';

export function CharacterTable({ book }: { book: BookDetail }) {
  const t = useT();
  const voices = useBooks((s) => s.voices);
  const voicesError = useBooks((s) => s.voicesError);
  const cast = sortCast(book.characters);
  return (
    <div className="panel">
      <div className="panel-head">
        <h2>{t('cast.title')}</h2>
      </div>
      {voicesError ? <ErrorBox text={voicesError} onRetry={() => void useBooks.getState().loadVoices(true)} /> : null}
      {cast.length === 0 ? <Empty title={t('cast.empty')} /> : (
        <div className="cast">
          {cast.map((c) => <CharacterRow key={c.id} character={c} voices={voices ?? []} language={book.language} />)}
        </div>
      )}
    </div>
  );
}
