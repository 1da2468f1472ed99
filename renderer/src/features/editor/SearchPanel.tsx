// Search the whole book (ё = е, stress marks ignored) and jump to a line, here or in another chapter.
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import type { SearchHit } from '../../api/types.ts';
import { useEditor } from '../../stores/editor.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';

interface Props {
  bookId: string;
  chapterId: string;
  onJump: (segmentId: string) => void;
}

export function SearchPanel({ bookId, chapterId, onJump }: Props) {
  const t = useT();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const query = q.trim();
    if (!query) {
      setHits(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      api.getBooksByBookIdSearch(bookId, { q: query }).then(
        (r) => live && (setHits(r.hits), setTotal(r.total), setError(null)),
        (err: unknown) => live && setError(errorText(err)),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, bookId]);

  const jump = (h: SearchHit) => {
    if (h.chapter_id === chapterId) {
      useEditor.getState().select(h.segment_id);
      onJump(h.segment_id);
    } else navigate({ name: 'chapter', id: h.chapter_id, line: h.segment_id });
  };

  return (
    <div className="search-panel">
      <input id="book-search" type="search" data-testid="search-input" placeholder={t('search.placeholder')} value={q} autoFocus
        onChange={(e) => setQ(e.target.value)} onKeyDown={(e) => e.stopPropagation()} />
      {error ? <ErrorBox text={error} /> : null}
      {hits && hits.length === 0 ? <div className="muted">{t('search.none')}</div> : null}
      {hits && hits.length > 0 ? (
        <>
          <div className="muted small">{t('search.total', { n: total })}</div>
          <ul className="hits">
            {hits.map((h) => (
              <li key={h.segment_id}>
                <button type="button" className="hit" onClick={() => jump(h)}>
                  <span className="muted small">{h.chapter_no}. {h.chapter} · {t('search.line', { n: h.line })}</span>
                  <span>{h.text}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
