// Any failure as a sentence for the user: the server's `detail`, or why the studio is unreachable.
import { GlavaApiError } from '../api/client.ts';
import { t } from '../stores/settings.ts';

/** A sentence out of any `detail` shape (string, problem list, duplicate object). */
export function describeDetail(status: number, detail: unknown): string {
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const parts = detail.map((p: unknown) => (p && typeof p === 'object' && 'message' in p ? String(p.message) : String(p)));
    return parts.join('; ');
  }
  if (detail && typeof detail === 'object' && 'message' in detail) return String(detail.message);
  return `HTTP ${status}`;
}

export function errorText(err: unknown): string {
  if (err instanceof GlavaApiError) {
    if (err.code === 'duplicate') return t('error.duplicate');
    return describeDetail(err.status, err.detail);
  }
  if (err instanceof TypeError) return t('error.network');
  if (err instanceof Error) return err.message;
  return String(err);
}
