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

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      locale: 'ru',
      theme: 'system',
      setLocale: (locale) => set({ locale }),
      setTheme: (theme) => set({ theme }),
    }),
    { name: 'glava.settings' },
  ),
);

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
