// Pronunciation rules: a word and how to read it (`+` before the stressed vowel, or a reading of
// its own), for one book (and its series) or for all books.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import { navigate } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { RuleDetails } from './RuleDetails.tsx';
import { RuleForm } from './RuleForm.tsx';

export function PronunciationsPage({ bookId }: { bookId?: string }) {
  const t = useT();
  const qc = useQueryClient();
  const query = useQuery(queries.pronunciations(bookId));
  const rules = query.data;
  const error = query.error ? errorText(query.error) : null;
  const books = useQuery(queries.books()).data?.books;
  const book = books?.find((b) => b.id === bookId);
  const remove = useMutation({ ...mutations.deleteRule(qc), onError: (err) => toastError(errorText(err)) });
  const [open, setOpen] = useState<string | null>(null);
  const title = (id: string | null) => (id ? books?.find((b) => b.id === id)?.title ?? t('rules.someBook') : t('rules.allBooks'));

  return (
    <section>
      <div className="page-head">
        <h1>{t('rules.title')}</h1>
        <div className="spacer" />
        <select aria-label={t('rules.scope')} value={bookId ?? ''} onChange={(e) => navigate({ name: 'pronunciations', bookId: e.target.value || undefined })}>
          <option value="">{t('rules.allRules')}</option>
          {(books ?? []).map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
        </select>
      </div>
      <p className="muted page-help">{bookId ? t('rules.forBook', { title: book?.title ?? '…' }) : t('rules.help')}</p>
      <RuleForm bookId={bookId} books={books ?? []} />
      {error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : null}
      {!rules && !error ? <Spinner /> : null}
      {rules && rules.length === 0 ? <Empty title={t('rules.empty')} /> : null}
      {rules && rules.length > 0 ? (
        <table className="table" data-testid="rules">
          <thead>
            <tr><th>{t('rules.word')}</th><th>{t('rules.replacement')}</th><th>{t('rules.where')}</th><th>{t('rules.note')}</th><th /></tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <Fragment key={r.id}>
                <tr>
                  <td><strong>{r.word}</strong>{r.exact ? <span className="muted small"> · {t('rules.exactShort')}</span> : null}</td>
                  <td>{r.replacement}</td>
                  <td>{title(r.book_id)}</td>
                  <td className="muted small">{r.note}</td>
                  <td className="actions">
                    <button type="button" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>{t('rules.open')}</button>
                    <button type="button" className="danger" onClick={() => remove.mutate(r.id)}>{t('common.delete')}</button>
                  </td>
                </tr>
                {open === r.id ? <tr><td colSpan={5}><RuleDetails rule={r} bookId={bookId} /></td></tr> : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
