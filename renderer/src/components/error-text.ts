// Any failure as a sentence for the user: the server's `detail`, or why the studio is unreachable.
import { ApiError } from '../api/http.ts';
import { t } from '../stores/settings.ts';

export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'duplicate') return t('error.duplicate');
    return err.message;
  }
  if (err instanceof TypeError) return t('error.network');
  if (err instanceof Error) return err.message;
  return String(err);
}
