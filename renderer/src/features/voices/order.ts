// The gallery's order: the voices of the studio's language first (an English author meets Arthur
// and Emily, not nine Russian voices, at the top), each language in the catalog's own order.
export function studioLanguageFirst<V extends { language: string }>(voices: readonly V[], locale: string): V[] {
  return [...voices.filter((v) => v.language === locale), ...voices.filter((v) => v.language !== locale)];
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * `ru` → «Русский» / "Russian", in the studio's language, capitalised as a filter's option beside
 * «Все языки» (Russian names languages in lower case); the code itself where the browser knows no name.
 */
export function languageName(code: string, locale: string): string {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  let name: string | undefined;
  try {
    name = displayNames.get(locale)?.of(code);
  } catch {
    // Not a language code at all.
  }
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : code;
}
