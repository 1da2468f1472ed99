// Top up the balance here (a ledger grant): the API itself accepts no payment.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import { useT } from '../../stores/settings.ts';
import { toast, toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';

export function TopUp() {
  const t = useT();
  const [chars, setChars] = useState('');
  // The balance and the ledger are read again (api/mutations.ts).
  const grant = useAction(mutations.grant(useQueryClient()));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(chars);
    if (!Number.isFinite(n) || n <= 0) return;
    grant.run(n, {
      onSuccess: () => {
        setChars('');
        toast(t('account.toppedUp'));
      },
      onError: (err) => toastError(errorText(err)),
    });
  };
  return (
    <form className="row gap" onSubmit={submit}>
      <input className="narrow" type="number" min={1} step={1} value={chars} aria-label={t('account.topUpChars')} placeholder={t('account.topUpChars')}
        onChange={(e) => setChars(e.target.value)} />
      <button type="submit" disabled={!(Number(chars) > 0) || grant.isPending}>{t('account.topUp')}</button>
    </form>
  );
}
