// The cast of a book: who speaks how much, and with which voice, emotion and speed.
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import type { BookDetail } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { errorText } from '../../components/error-text.ts';
import { CharacterRow } from './CharacterRow.tsx';
import { sortCast } from '../../components/cast.ts';

export function CharacterTable({ book }: { book: BookDetail }) {
  const t = useT();
  const voicesQuery = useQuery(queries.voices());
  const voices = voicesQuery.data;
  const voicesError = voicesQuery.error ? errorText(voicesQuery.error) : null;
  const cast = sortCast(book.characters);
  return (
    <div className="panel">
      <div className="panel-head">
        <h2>{t('cast.title')}</h2>
      </div>
      {voicesError ? <ErrorBox text={voicesError} onRetry={() => void voicesQuery.refetch()} /> : null}
      {cast.length === 0 ? <Empty title={t('cast.empty')} /> : (
        <div className="cast">
          {cast.map((c) => <CharacterRow key={c.id} character={c} voices={voices ?? []} language={book.language} />)}
        </div>
      )}
    </div>
  );
}
