import { useT } from '../stores/settings.ts';

/**
 * An error the user can read and, when it makes sense, retry. `detail`: the server's own words
 * (English, for scripts) as fine print under a sentence in the studio's language.
 */
export function ErrorBox({ text, detail, onRetry }: { text: string; detail?: string | null; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="error-box" role="alert">
      <span>{text}{detail ? <span className="small"><br />{detail}</span> : null}</span>
      {onRetry ? <button type="button" onClick={onRetry}>{t('common.retry')}</button> : null}
    </div>
  );
}
