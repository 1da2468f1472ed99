import { useT } from '../stores/settings.ts';

export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner-row" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
