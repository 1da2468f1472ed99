import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookListItem } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';

export function RuleForm({ bookId, books }: { bookId?: string; books: BookListItem[] }) {
  const t = useT();
  const [word, setWord] = useState('');
  const [replacement, setReplacement] = useState('');
  const [scope, setScope] = useState(bookId ?? '');
  const add = useAction(mutations.addRule(useQueryClient()));
  const busy = add.isPending;
  const error = add.error ? errorText(add.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.run({ word: word.trim(), replacement: replacement.trim(), book_id: scope || undefined }, {
      onSuccess: () => {
        setWord('');
        setReplacement('');
      },
    });
  };

  return (
    <form className="panel form inline-form" onSubmit={submit} data-testid="rule-form">
      <label>
        {t('rules.word')}
        <input value={word} required onChange={(e) => setWord(e.target.value)} placeholder="замок" />
      </label>
      <label>
        {t('rules.replacement')}
        <input value={replacement} required onChange={(e) => setReplacement(e.target.value)} placeholder="зам+ок" />
      </label>
      <label>
        {t('rules.where')}
        <select value={scope} onChange={(e) => setScope(e.target.value)}>
          <option value="">{t('rules.allBooks')}</option>
          {books.map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
        </select>
      </label>
      <button type="submit" className="primary" disabled={busy || !word.trim() || !replacement.trim()}>{t('rules.add')}</button>
      {error ? <ErrorBox text={error} /> : null}
    </form>
  );
}
