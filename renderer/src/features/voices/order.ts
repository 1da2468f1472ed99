// The gallery's order: the voices of the studio's language first (an English author meets Arthur
// and Emily, not nine Russian voices, at the top), each language in the catalog's own order.
export function studioLanguageFirst<V extends { language: string }>(voices: readonly V[], locale: string): V[] {
  return [...voices.filter((v) => v.language === locale), ...voices.filter((v) => v.language !== locale)];
}

/**
 * `ru` → «Русский» / "Russian", in the studio's language, capitalised as a filter's option beside
 * «Все языки» (Russian names languages in lower case); the code itself where the browser knows no name.
 */
export function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}
