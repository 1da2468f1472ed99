// The chapters of a book: status, live job progress with ETA, "changed after voicing", lines to
// review; pick some (or all) to price and voice.
import { useState } from 'react';
import type { BookDetail } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { ChapterRow } from './ChapterRow.tsx';

export function ChapterTable({ book, onQuote }: { book: BookDetail; onQuote: (ids: string[]) => void }) {
  const t = useT();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const all = book.chapters.length > 0 && picked.size === book.chapters.length;
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const ids = book.chapters.filter((c) => picked.has(c.id)).map((c) => c.id);
  const disabled = book.status !== 'ready';

  return (
    <div className="panel">
      <div className="panel-head">
        <h2>{t('book.chapters')}</h2>
        <div className="spacer" />
        <button type="button" disabled={disabled || ids.length === 0} onClick={() => onQuote(ids)}>
          {t('book.voiceSelected', { n: ids.length })}
        </button>
        <button type="button" className="primary" disabled={disabled || book.chapters.length === 0} onClick={() => onQuote(book.chapters.map((c) => c.id))}>
          {t('book.voiceAll')}
        </button>
      </div>
      {book.chapters.length === 0 ? <Empty title={t('book.noChapters')} /> : (
        <table className="table chapters">
          <thead>
            <tr>
              <th className="check">
                <input type="checkbox" aria-label={t('book.pickAll')} checked={all}
                  onChange={() => setPicked(all ? new Set() : new Set(book.chapters.map((c) => c.id)))} />
              </th>
              <th>{t('book.chapter')}</th>
              <th>{t('book.status')}</th>
              <th className="num">{t('book.length')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {book.chapters.map((c) => (
              <ChapterRow key={c.id} chapter={c} book={book} picked={picked.has(c.id)} onPick={() => toggle(c.id)} onVoice={() => onQuote([c.id])} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
