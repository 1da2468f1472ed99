// Search the whole book (ё = е, stress marks ignored) and jump to a line, here or in another chapter.
// Each hit: its chapter and line number, and a piece of the line around the match, marked.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import type { SearchHit } from '../../api/types.ts';
import { useEditor } from '../../stores/editor.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { snippet } from './snippet.ts';

interface Props {
  bookId: string;
  chapterId: string;
  onJump: (segmentId: string) => void;
}

export function SearchPanel({ bookId, chapterId, onJump }: Props) {
  const t = useT();
  const [q, setQ] = useState('');
  // What is asked: the typed text once typing pauses for a quarter of a second.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const search = useQuery({ ...queries.search(bookId, asked), placeholderData: keepPreviousData });
  const hits: SearchHit[] | null = q.trim() && search.data ? search.data.hits : null;
  const total = search.data?.total ?? 0;
  const error = search.error ? errorText(search.error) : null;

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
                  <span className="muted small">{h.chapter} · {t('search.line', { n: h.line })}</span>
                  <span className="snippet">
                    {snippet(h.text, h.marks).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
