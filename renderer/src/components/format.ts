// Numbers, durations and dates in the user's language.
import { useSettings } from '../stores/settings.ts';
import { translate } from '../i18n/index.ts';

const tag = (): string => (useSettings.getState().locale === 'ru' ? 'ru-RU' : 'en-US');

const formats = new Map<string, Intl.NumberFormat>();

export function fmtNumber(n: number, digits = 1): string {
  const key = `${tag()}:${digits}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(tag(), { maximumFractionDigits: digits })));
  return f.format(n);
}

/** 3725 → "1:02:05", 65 → "1:05". */
export function fmtDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function fmtDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleString(tag(), { dateStyle: 'short', timeStyle: 'short' });
}

/** Sizes in the user's language: «23 МБ», «23 MB» (never the two mixed on one screen). */
export function fmtBytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  const ru = useSettings.getState().locale === 'ru';
  // A no-break space: «20 МБ» never splits across two lines.
  if (n < 1024) return `${n}\u00a0${ru ? 'Б' : 'B'}`;
  if (n < 1024 * 1024) return `${fmtNumber(n / 1024)}\u00a0${ru ? 'КБ' : 'KB'}`;
  if (n < 1024 ** 3) return `${fmtNumber(n / 1024 / 1024)}\u00a0${ru ? 'МБ' : 'MB'}`;
  return `${fmtNumber(n / 1024 ** 3, 2)}\u00a0${ru ? 'ГБ' : 'GB'}`;
}

/** Credits are exact to a thousandth of a character. */
export function fmtCredits(n: number | null | undefined): string {
  return n === null || n === undefined ? '∞' : fmtNumber(n, 3);
}

/** Characters (credits) with their unit: «6 479,4 знака», «1 знак», «12 characters». */
export function fmtChars(n: number | null | undefined): string {
  if (n === null || n === undefined) return '∞';
  return translate(useSettings.getState().locale, 'units.chars', { n: Math.abs(n), v: fmtCredits(n) });
}
