// Language and theme switches (kept in this browser).
import { useSettings, useT, type Theme } from '../../stores/settings.ts';
import type { Locale } from '../../i18n/index.ts';
import { queryClient } from '../../api/query-client.ts';

/** The server answers notes (why a line got its speaker) in the studio's language: ask again in the new one. */
function switchLanguage(locale: Locale): void {
  useSettings.getState().setLocale(locale);
  void queryClient.invalidateQueries();
}

export function Preferences() {
  const t = useT();
  const locale = useSettings((s) => s.locale);
  const theme = useSettings((s) => s.theme);
  return (
    <div className="prefs">
      <select aria-label={t('prefs.language')} value={locale} onChange={(e) => switchLanguage(e.target.value as Locale)}>
        <option value="ru">Русский</option>
        <option value="en">English</option>
      </select>
      <select aria-label={t('prefs.theme')} value={theme} onChange={(e) => useSettings.getState().setTheme(e.target.value as Theme)}>
        <option value="system">{t('prefs.themeSystem')}</option>
        <option value="light">{t('prefs.themeLight')}</option>
        <option value="dark">{t('prefs.themeDark')}</option>
      </select>
    </div>
  );
}
