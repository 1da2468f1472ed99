// First run: the studio recommends the Russian stress data (GET /voices `recommended_data`) and
// installs it with one click; it says what the voice does without it. Each install is a
// `model_install` job that the model catalog names (`job_id`, also after the page is reloaded):
// the prompt follows those jobs as the event stream brings them (progress, never polled), says in
// the studio's language which install failed and why, and goes once the jobs are done (JOB_KINDS
// makes the voices, and this list under them, stale). «Not now» hides it until the next start.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAction } from '../../api/actions.ts';
import { isActive } from '../../api/jobs.ts';
import { keys } from '../../api/keys.ts';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { Job, MissingData, ModelEntry, Models } from '../../api/types.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { navigate } from '../../stores/router.ts';
import { useSettings, useT } from '../../stores/settings.ts';
import { toast, toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { installFailureText, offersCopy } from '../../components/install-failure.ts';
import { fmtBytes } from '../../components/format.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';

const ALL_STRESS = ['stress-giella', 'stress-proper-nouns', 'stress-stressrnn'];
/** The stress data's names in the studio's language (the catalog's titles are English). */
const NAME_KEYS: Partial<Record<string, MessageKey>> = {
  'stress-giella': 'stressData.name.giella', 'stress-proper-nouns': 'stressData.name.properNouns', 'stress-stressrnn': 'stressData.name.stressrnn',
};
let dismissed = false;

interface Install {
  data: MissingData;
  /** The catalog's entry: why its latest install failed (`failure`, `error`). */
  model: ModelEntry | undefined;
  /** The model's latest install job, once the cache has it. */
  job: Job | undefined;
  /** The catalog says it is in work (before its job has been read). */
  inWork: boolean;
}

function installsOf(missing: readonly MissingData[], models: Models | undefined, jobs: ReadonlyMap<string, Job>): Install[] {
  return missing.map((data) => {
    const model = models?.models.find((m) => m.id === data.id);
    return { data, model, job: model?.job_id ? jobs.get(model.job_id) : undefined, inWork: !!model?.progress };
  });
}

export function StressDataPrompt() {
  const t = useT();
  const qc = useQueryClient();
  const missing = useQuery(queries.recommendedData()).data?.filter((d) => d.language === 'ru');
  const models = useQuery({ ...queries.models(), enabled: !!missing?.length }).data;
  const jobIds = (missing ?? []).flatMap((d) => models?.models.find((m) => m.id === d.id)?.job_id ?? []);
  const jobs = new Map(useQueries({ queries: jobIds.map((id) => queries.job(id)) }).flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])));
  const install = useAction(mutations.installModels(qc));
  const locale = useSettings((s) => s.locale);
  const books = useQuery(queries.books()).data?.books;
  const [hidden, setHidden] = useState(dismissed);
  // Set by the click: once everything recommended is in, the prompt goes and says so once.
  const [started, setStarted] = useState(false);
  const allIn = started && missing?.length === 0;

  useEffect(() => {
    if (!allIn) return;
    toast(t('stressData.done'));
    setStarted(false);
  }, [allIn, t]);

  if (hidden || !missing || missing.length === 0) return null;
  const installs = installsOf(missing, models, jobs);
  // An English studio with no Russian book has no use for Russian stress data: the prompt waits
  // for a Russian book (an install already started is still followed to its end).
  const wanted = locale === 'ru' || (books ?? []).some((b) => b.language === 'ru') || installs.some((i) => i.model?.job_id || i.inWork);
  if (!wanted) return null;
  const working = installs.filter((i) => (i.job ? isActive(i.job) : i.inWork));
  const failed = installs.filter((i) => i.job?.status === 'failed');
  const installing = install.isPending || working.length > 0;
  const size = fmtBytes(missing.reduce((n, d) => n + (d.size ?? 0), 0));
  const none = ALL_STRESS.every((id) => missing.some((d) => d.id === id));
  const nameOf = (d: MissingData) => (NAME_KEYS[d.id] ? t(NAME_KEYS[d.id]!) : d.title);
  // Why, once per reason (offline, the three downloads fail alike), in the studio's language.
  const reasons = [...new Set(failed.flatMap((i) => installFailureText(t, { failure: i.model?.failure ?? null, error: i.model?.error ?? i.job?.error ?? null }) ?? []))];
  // Without a network, trying again resumes nothing: the way left is a copy of the files.
  const offline = failed.some((i) => offersCopy(i.model));
  // Bytes of the installs in work, against the sizes the catalog gives.
  const total = working.reduce((n, i) => n + (i.job?.bytes_total ?? i.data.size ?? 0), 0);
  const received = working.reduce((n, i) => n + (i.job?.bytes ?? 0), 0);

  const start = () => {
    setStarted(true);
    const ids = installs.filter((i) => !working.includes(i)).map((i) => i.data.id);
    install.run(ids, { onError: (err) => toastError(errorText(err)) });
  };

  return (
    <div className="panel notice" data-testid="stress-data-prompt">
      <strong>{t('stressData.title')}</strong>
      <p>{none ? t('stressData.text', { size }) : t('stressData.partial', { size, names: missing.map(nameOf).join(', ') })}</p>
      {working.length > 0 ? (
        <ProgressBar value={total ? received / total : 0} label={t('stressData.progress', { received: fmtBytes(received), total: fmtBytes(total) })} />
      ) : null}
      {failed.length > 0 && !installing ? (
        <div className="error-box" role="alert" data-testid="stress-data-failed">
          <span>
            {t('stressData.failed', { names: failed.map((i) => nameOf(i.data)).join(', ') })}{' '}
            {offline ? null : t('stressData.resume')}
            {reasons.map((r) => <span key={r} className="small"><br />{r}</span>)}
          </span>
        </div>
      ) : null}
      <button type="button" className="primary" disabled={installing} onClick={start}>
        {installing ? t('stressData.installing') : failed.length > 0 ? t('stressData.retry') : t('stressData.install')}
      </button>
      {offline && !installing ? <button type="button" onClick={() => navigate({ name: 'account' })}>{t('stressData.fromFile')}</button> : null}
      <button type="button" disabled={installing} onClick={() => { dismissed = true; setHidden(true); void qc.invalidateQueries({ queryKey: keys.recommended }); }}>
        {t('stressData.later')}
      </button>
    </div>
  );
}
