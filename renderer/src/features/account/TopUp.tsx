// Top up the balance here (a ledger grant): the API itself accepts no payment.
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client.ts';
import { useT } from '../../stores/settings.ts';
import { toast, toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';

export function TopUp({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [chars, setChars] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(chars);
    if (!Number.isFinite(n) || n <= 0) return;
    try {
      await api.postApiCabinetGrant({ chars: n });
      setChars('');
      toast(t('account.toppedUp'));
      onDone();
    } catch (err) {
      toastError(errorText(err));
    }
  };
  return (
    <form className="row gap" onSubmit={(e) => void submit(e)}>
      <input className="narrow" type="number" min={1} step={1} value={chars} aria-label={t('account.topUpChars')} placeholder={t('account.topUpChars')}
        onChange={(e) => setChars(e.target.value)} />
      <button type="submit" disabled={!(Number(chars) > 0)}>{t('account.topUp')}</button>
    </form>
  );
}
