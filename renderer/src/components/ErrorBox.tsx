import { useT } from '../stores/settings.ts';

/** An error the user can read (the server's detail) and, when it makes sense, retry. */
export function ErrorBox({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="error-box" role="alert">
      <span>{text}</span>
      {onRetry ? <button type="button" onClick={onRetry}>{t('common.retry')}</button> : null}
    </div>
  );
}
