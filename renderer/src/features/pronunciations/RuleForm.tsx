import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearingRefusal, useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookListItem } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { MAX_RULE_WORDS } from '../../../../server/contract/limits.ts';

export function RuleForm({ bookId, books }: { bookId?: string; books: BookListItem[] }) {
  const t = useT();
  const [word, setWord] = useState('');
  const [replacement, setReplacement] = useState('');
  const [scope, setScope] = useState(bookId ?? '');
  const add = useAction(mutations.addRule(useQueryClient()));
  const busy = add.isPending;
  const error = add.error ? errorText(add.error) : null;
  const edit = clearingRefusal(add);
  // The word as the API takes it (words one space apart); a phrase too long for a rule is said while typing.
  const phrase = word.trim().replace(/\s+/g, ' ');
  const tooManyWords = phrase !== '' && phrase.split(' ').length > MAX_RULE_WORDS;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooManyWords) return;
    add.run({ word: phrase, replacement: replacement.trim(), book_id: scope || undefined }, {
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
        <input value={word} required onChange={(e) => edit(setWord)(e.target.value)} placeholder="замок" />
      </label>
      <label>
        {t('rules.replacement')}
        <input value={replacement} required onChange={(e) => edit(setReplacement)(e.target.value)} placeholder="зам+ок" />
      </label>
      <label>
        {t('rules.where')}
        <select value={scope} onChange={(e) => edit(setScope)(e.target.value)}>
          <option value="">{t('rules.allBooks')}</option>
          {books.map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
        </select>
      </label>
      <button type="submit" className="primary" disabled={busy || !phrase || !replacement.trim() || tooManyWords}>{t('rules.add')}</button>
      {tooManyWords ? <div className="error-text small" role="alert">{t('rules.tooManyWords', { max: MAX_RULE_WORDS })}</div> : null}
      {error ? <ErrorBox text={error} /> : null}
    </form>
  );
}
