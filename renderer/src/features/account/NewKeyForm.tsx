import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearingRefusal, useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { Scope } from '../../../../server/contract/enums.ts';
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';

export function NewKeyForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Scope>('full');
  const [limit, setLimit] = useState('');
  const [rate, setRate] = useState('');
  const create = useAction(mutations.createKey(useQueryClient()));
  const error = create.error ? errorText(create.error, {}, { name: 'keys.name', scope: 'keys.scope', char_limit: 'keys.limit', rate_per_minute: 'keys.rate' }) : null;
  const edit = clearingRefusal(create);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.run({
      name: name.trim(), scope,
      char_limit: limit.trim() ? Number(limit) : null,
      rate_per_minute: rate.trim() ? Number(rate) : undefined,
    }, {
      onSuccess: (r) => {
        setName('');
        setLimit('');
        setRate('');
        onCreated(r.key.name, r.secret);
      },
    });
  };

  return (
    <form className="form inline-form" onSubmit={submit}>
      <label>
        {t('keys.name')}
        <input value={name} required onChange={(e) => edit(setName)(e.target.value)} placeholder="script" />
      </label>
      <label>
        {t('keys.scope')}
        <select value={scope} onChange={(e) => edit(setScope)(e.target.value as Scope)}>
          <option value="read">{t('scope.read')}</option>
          <option value="voice">{t('scope.voice')}</option>
          <option value="full">{t('scope.full')}</option>
        </select>
      </label>
      <label>
        {t('keys.limit')}
        <input className="narrow" type="number" min={0} value={limit} onChange={(e) => edit(setLimit)(e.target.value)} placeholder={t('keys.noLimit')} />
      </label>
      <label>
        {t('keys.rate')}
        <input className="narrow" type="number" min={1} value={rate} onChange={(e) => edit(setRate)(e.target.value)} placeholder="600" />
      </label>
      <button type="submit" className="primary" disabled={!name.trim() || create.isPending}>{t('keys.create')}</button>
      {error ? <ErrorBox text={error} /> : null}
    </form>
  );
}
