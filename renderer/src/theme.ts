// Light and dark themes are CSS variables switched by <html data-theme>; "system" follows the OS.
import { effectiveTheme, useSettings } from './stores/settings.ts';

function paint(): void {
  const { theme, locale } = useSettings.getState();
  document.documentElement.dataset.theme = effectiveTheme(theme);
  document.documentElement.lang = locale;
}

export function applyTheme(): void {
  paint();
  useSettings.subscribe(paint);
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', paint);
}
