// A line's note (why it got its speaker, what to check) is kept in both studio languages, so the
// studio shows it in the author's language, not the book's: an English book read in a Russian
// studio explains itself in Russian. Stored as «Russian␟English» (U+001F, a separator no book
// text holds); the API answers the part the request asks for (Accept-Language).
const SEP = '\u001F';

/** The note in `lang` (`ru` or `en`); a note kept in one language only is answered as it is. */
export function noteIn(note: string, lang: string): string {
  const cut = note.indexOf(SEP);
  if (cut < 0) return note;
  return lang === 'en' ? note.slice(cut + 1) : note.slice(0, cut);
}

/** One note kept in both languages (the same words in both are kept once). */
export function bilingual(ru: string, en: string): string {
  return ru === en ? ru : `${ru}${SEP}${en}`;
}

/** An argument that is itself a kept note (an issue refined by `orElse`) gives each language its own part. */
function partOf(arg: unknown, lang: 'ru' | 'en'): unknown {
  return typeof arg === 'string' ? noteIn(arg, lang) : arg;
}

/**
 * One set of note texts from two with the same shape: every text and every function's result becomes
 * a kept note in both languages. Comparisons keep working (the same words give the same note), and a
 * check of how a note ends reads its English part, which is last.
 */
export function inBothLanguages<T extends object>(ru: T, en: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, ruValue] of Object.entries(ru)) {
    const enValue = (en as Record<string, unknown>)[key];
    if (typeof ruValue === 'string') out[key] = bilingual(ruValue, enValue as string);
    else if (typeof ruValue === 'function') {
      const ruFn = ruValue as (...args: unknown[]) => string;
      const enFn = enValue as (...args: unknown[]) => string;
      out[key] = (...args: unknown[]) => bilingual(ruFn(...args.map((a) => partOf(a, 'ru'))), enFn(...args.map((a) => partOf(a, 'en'))));
    } else out[key] = inBothLanguages(ruValue as object, enValue as object);
  }
  return out as T;
}
