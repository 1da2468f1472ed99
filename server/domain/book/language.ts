// Language of a book from its letters and its commonest short words. A sample of the text is
// enough (the first 200 000 characters), so a 3-million-character book costs nothing here.

const SAMPLE = 200_000;

const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'to', 'in', 'was', 'he', 'she', 'that', 'it', 'you', 'with', 'his', 'her'],
  de: ['der', 'die', 'und', 'das', 'nicht', 'ist', 'ich', 'sie', 'er', 'mit', 'den', 'zu', 'ein'],
  fr: ['le', 'la', 'les', 'et', 'des', 'est', 'une', 'il', 'elle', 'que', 'pas', 'dans', 'du'],
  es: ['el', 'la', 'los', 'que', 'y', 'en', 'del', 'las', 'por', 'una', 'con', 'no', 'se'],
  it: ['il', 'che', 'di', 'la', 'e', 'non', 'un', 'per', 'una', 'del', 'della', 'sono', 'gli'],
  pt: ['o', 'que', 'de', 'não', 'uma', 'os', 'do', 'da', 'em', 'para', 'com', 'ele', 'ela'],
  ru: ['и', 'в', 'не', 'что', 'он', 'на', 'я', 'с', 'как', 'она', 'его', 'но', 'это'],
  uk: ['і', 'що', 'не', 'на', 'він', 'як', 'та', 'це', 'вона', 'його', 'але', 'від', 'був'],
  be: ['і', 'ў', 'не', 'што', 'ён', 'на', 'як', 'яна', 'гэта', 'але', 'яго', 'быў'],
  bg: ['и', 'на', 'не', 'да', 'се', 'че', 'това', 'той', 'тя', 'от', 'как', 'съм', 'беше'],
};

const CYRILLIC_LANGS = ['ru', 'uk', 'be', 'bg'];
const LATIN_LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt'];

/** ISO 639-1 code of the text's language; 'ru' when the text has no letters to tell by. */
export function detectLanguage(text: string): string {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  let cyr = 0;
  let lat = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c >= 0x0400 && c <= 0x04ff) cyr++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c <= 0x24f)) lat++;
  }
  if (cyr === 0 && lat === 0) return 'ru';
  const candidates = cyr >= lat ? CYRILLIC_LANGS : LATIN_LANGS;
  const counts = new Map<string, number>();
  const lower = sample.toLowerCase();
  for (const m of lower.matchAll(/[\p{L}’']+/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  let best = candidates[0];
  let bestScore = -1;
  for (const lang of candidates) {
    const score = STOPWORDS[lang].reduce((s, w) => s + (counts.get(w) ?? 0), 0) + letterBonus(lang, sample);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

// Letters one Cyrillic language has and the others lack weigh more than any stopword.
function letterBonus(lang: string, s: string): number {
  const count = (re: RegExp) => (s.match(re) ?? []).length;
  switch (lang) {
    case 'uk': return 5 * count(/[їєґ]/giu) + count(/і/giu);
    case 'be': return 5 * count(/ў/giu) + count(/і/giu);
    case 'ru': return 5 * count(/[ыэё]/giu) - 5 * count(/[іїєґў]/giu);
    case 'bg': return -5 * count(/[ыэё]/giu);
    default: return 0;
  }
}
