// The price before voicing (POST /books/{id}/quote): credits by voice weight, new vs cached pieces,
// time on this machine, the balance shortfall. Confirming queues one render per chapter.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { BookDetail } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toast } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { fmtChars, fmtCredits, fmtDuration, fmtNumber } from '../../components/format.ts';

interface Props {
  book: BookDetail;
  chapterIds: string[];
  onClose: () => void;
}

export function QuoteDialog({ book, chapterIds, onClose }: Props) {
  const t = useT();
  const qc = useQueryClient();
  const quoted = useQuery(queries.quote(book.id, chapterIds));
  const quote = quoted.data;
  const error = quoted.error ? errorText(quoted.error) : null;
  const [failures, setFailures] = useState<string[]>([]);
  // One idempotency key per chapter and dialog: a repeated request is answered once by the server.
  const [opened] = useState(() => Date.now());
  // Chapters to voice: not in work; of several, only those not ready or changed after voicing (one
  // chosen by hand is voiced anyway: pieces already voiced are reused for free).
  const todo = book.chapters.filter((c) => chapterIds.includes(c.id) && c.status !== 'queued' && c.status !== 'rendering'
    && (chapterIds.length === 1 || c.status !== 'ready' || c.changed));

  const voice = useAction(mutations.voiceChapters(qc, book.id, todo, opened));
  const busy = voice.isPending;
  const start = () => voice.run(undefined, {
    onSuccess: ({ queued, failed }) => {
      if (queued) toast(t('quote.queued', { n: queued }));
      if (failed.length) setFailures(failed);
      else onClose();
    },
  });

  return (
    <Modal title={t('quote.title')} onClose={onClose}>
      {error ? <ErrorBox text={error} /> : null}
      {!quote && !error ? <Spinner /> : null}
      {quote ? (
        <div className="quote" data-testid="quote">
          <dl className="facts">
            <dt>{t('quote.chapters')}</dt><dd>{quote.chapters}</dd>
            <dt>{t('quote.chars')}</dt><dd>{fmtNumber(quote.chars)}</dd>
            <dt>{t('quote.newChars')}</dt><dd>{fmtNumber(quote.new_chars)}</dd>
            <dt>{t('quote.pieces')}</dt><dd>{t('quote.piecesValue', { fresh: quote.new_units, cached: quote.cached_units })}</dd>
            {quote.heard ? <><dt>{t('quote.heard')}</dt><dd>{fmtNumber(quote.heard)}</dd></> : null}
            <dt>{t('quote.renderTime')}</dt><dd>{fmtDuration(quote.render_s)}</dd>
            {quote.others ? <><dt>{t('quote.others')}</dt><dd>{t('quote.othersValue', { n: quote.others, d: fmtDuration(quote.wait_s) })}</dd></> : null}
            <dt>{t('quote.readyIn')}</dt><dd>{fmtDuration(quote.ready_s)}</dd>
          </dl>
          {quote.by.length ? (
            <table className="table compact">
              <thead><tr><th>{t('quote.weight')}</th><th className="num">{t('quote.chars')}</th><th className="num">{t(quote.unlimited ? 'quote.weighted' : 'quote.credits')}</th></tr></thead>
              <tbody>
                {quote.by.map((b) => (
                  <tr key={b.weight}><td>× {fmtNumber(b.weight, 2)}</td><td className="num">{fmtNumber(b.chars)}</td><td className="num">{fmtCredits(b.credits)}</td></tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {/* An unlimited account pays nothing: say what the work is and that it is free, not a sum to debit. */}
          <div className="quote-total">
            <span>{t(quote.unlimited ? 'quote.cost' : 'quote.total')}</span>
            <strong data-testid="quote-credits">{quote.unlimited ? t('quote.free') : fmtChars(quote.credits)}</strong>
          </div>
          <div className="muted small">
            {quote.unlimited
              ? t('quote.unlimited', { work: fmtChars(quote.credits), time: fmtDuration(quote.render_s) })
              : t('quote.left', { left: fmtChars(quote.left) })}
          </div>
          {quote.short > 0 ? <div className="error-box" role="alert">{t('quote.short', { short: fmtChars(quote.short) })}</div> : null}
          {todo.length === 0 ? <p className="muted">{t('quote.nothingToDo')}</p> : null}
          {failures.length ? <ErrorBox text={failures.join('\n')} /> : null}
          <div className="row gap end">
            <button type="button" onClick={onClose}>{t('common.close')}</button>
            <button type="button" className="primary" disabled={busy || todo.length === 0 || quote.short > 0} onClick={start}>
              {busy ? t('quote.queuing') : t('quote.voice', { n: todo.length })}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
