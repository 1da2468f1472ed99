// UI preferences kept in this browser: language and theme. The theme is applied to <html> so
// the CSS variables switch in one place.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { translate, type Locale, type MessageKey, type Params, type Translate } from '../i18n/index.ts';

export type Theme = 'light' | 'dark' | 'system';

interface SettingsState {
  locale: Locale;
  theme: Theme;
  setLocale(l: Locale): void;
  setTheme(t: Theme): void;
}

/** Where the preferences are kept in this browser (zustand's persist). */
const STORE_NAME = 'glava.settings';

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      locale: 'ru',
      theme: 'system',
      setLocale: (locale) => set({ locale }),
      setTheme: (theme) => set({ theme }),
    }),
    { name: STORE_NAME },
  ),
);

/**
 * The studio's language for a browser that prefers `languages` (navigator.languages, in order):
 * the first of them the studio speaks; Russian when it speaks none of them (the studio is Russian
 * first).
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'ru' || base === 'en') return base;
  }
  return 'ru';
}

/**
 * The first start in this browser (no preferences kept yet): the studio speaks the browser's
 * language, so an English browser does not open on a Russian studio. A choice made since (the
 * switch at the top, Preferences) is kept and wins.
 */
export function adoptBrowserLocale(languages: readonly string[] = globalThis.navigator?.languages ?? []): void {
  if (globalThis.localStorage?.getItem(STORE_NAME) != null) return;
  useSettings.getState().setLocale(browserLocale(languages));
}

export function effectiveTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The translate function for the current language; re-renders when it changes. */
export function useT(): Translate {
  const locale = useSettings((s) => s.locale);
  return (key: MessageKey, params?: Params) => translate(locale, key, params);
}

/** For code outside React (stores, event handlers). */
export function t(key: MessageKey, params?: Params): string {
  return translate(useSettings.getState().locale, key, params);
}
