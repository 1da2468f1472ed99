// First run: the studio recommends the Russian stress data (GET /voices `recommended_data`) and
// installs it with one click; it says what the voice does without it. «Not now» hides it until
// the next start.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { modelsSeen, queries } from '../../api/queries.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { fmtBytes } from '../../components/format.ts';

const ALL_STRESS = ['stress-giella', 'stress-proper-nouns', 'stress-stressrnn'];
let dismissed = false;

export function StressDataPrompt() {
  const t = useT();
  const qc = useQueryClient();
  const missing = useQuery(queries.recommendedData()).data?.filter((d) => d.language === 'ru');
  // While the data installs, the catalog is read again every second (queries.models) and the voices
  // (and this list) go stale once it is in.
  const models = useQuery({ ...queries.models(), enabled: !!missing?.length }).data;
  const [hidden, setHidden] = useState(dismissed);
  const install = useMutation({
    mutationKey: ['recommended-install'],
    mutationFn: async (ids: string[]) => {
      let last = null;
      for (const id of ids) last = await api.postApiCabinetModelsByModelInstall(id);
      return last;
    },
    onSuccess: (next) => {
      if (next) modelsSeen(qc, next);
    },
    onError: (err) => toastError(errorText(err)),
  });

  if (hidden || !missing || missing.length === 0) return null;
  const installing = install.isPending || !!models?.models.some((m) => m.progress && missing.some((d) => d.id === m.id));
  const failed = models?.models.find((m) => m.error && missing.some((d) => d.id === m.id));
  const size = fmtBytes(missing.reduce((n, d) => n + (d.size ?? 0), 0));
  const none = ALL_STRESS.every((id) => missing.some((d) => d.id === id));

  return (
    <div className="panel notice" data-testid="stress-data-prompt">
      <strong>{t('stressData.title')}</strong>
      <p>{none ? t('stressData.text', { size }) : t('stressData.partial', { size, names: missing.map((d) => d.title).join(', ') })}</p>
      {failed?.error ? <p className="error">{failed.error}</p> : null}
      <button type="button" className="primary" disabled={installing} onClick={() => install.mutate(missing.map((d) => d.id))}>
        {installing ? t('stressData.installing') : t('stressData.install')}
      </button>
      <button type="button" disabled={installing} onClick={() => { dismissed = true; setHidden(true); void qc.invalidateQueries({ queryKey: keys.recommended }); }}>
        {t('stressData.later')}
      </button>
    </div>
  );
}
