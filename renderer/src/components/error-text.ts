// Any failure as a sentence for the user, in the studio's language: the error's `code` (and a
// refused file's `reason`, a chapter's problem codes) through the table in i18n/errors.ts. The
// server's `detail` is English, for scripts; it is shown only for an answer with no known code.
import { GlavaApiError } from '../api/client.ts';
import { errorMessage, importMessage, problemMessage } from '../i18n/errors.ts';
import { fieldsMessage, type FormLabels } from '../i18n/fields.ts';
import { t, useSettings } from '../stores/settings.ts';

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

/** What one screen knows better than the code alone: its own sentence for a code (a name taken, say). */
export type ErrorOverrides = Partial<Record<string, string>>;

function problemsText(detail: unknown): string {
  const locale = useSettings.getState().locale;
  if (!Array.isArray(detail)) return '';
  const texts = detail.map((p: unknown) => {
    const code = p && typeof p === 'object' && 'code' in p ? String(p.code) : '';
    return problemMessage(locale, code) ?? describeDetail(422, [p]);
  });
  return [...new Set(texts)].join(' ');
}

/** `labels`: the form's own labels for the fields it sends, for a refusal to name them as the form does. */
export function errorText(err: unknown, overrides: ErrorOverrides = {}, labels: FormLabels = {}): string {
  const locale = useSettings.getState().locale;
  if (err instanceof GlavaApiError) {
    const own = overrides[err.code];
    if (own) return own;
    const why = importMessage(locale, err.reason);
    if (why) return why;
    if (err.code === 'duplicate') return t('error.duplicate');
    if (err.code === 'chapter_problems') return `${errorMessage(locale, err.code)}: ${problemsText(err.detail)}`;
    // A refused value: which field and why, rather than «check the fields».
    const fields = err.code === 'validation' ? fieldsMessage(locale, err.fields, labels) : null;
    if (fields) return fields;
    return errorMessage(locale, err.code) ?? describeDetail(err.status, err.detail);
  }
  if (err instanceof TypeError) return t('error.network');
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Why a book's import failed, in the studio's language (its `error` sentence when the reason is not known). */
export function importFailureText(book: { error: string | null; error_reason?: string | null }): string {
  return importMessage(useSettings.getState().locale, book.error_reason) ?? book.error ?? t('upload.importFailed');
}
