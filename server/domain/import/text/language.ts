// Language tags from book metadata ('ru', 'ru-RU', 'rus', 'en_US', 'English') → ISO 639-1 or ''.

const THREE_LETTER: Record<string, string> = {
  rus: 'ru', eng: 'en', ukr: 'uk', bel: 'be', bul: 'bg', deu: 'de', ger: 'de', fra: 'fr', fre: 'fr',
  spa: 'es', ita: 'it', por: 'pt', pol: 'pl', ces: 'cs', cze: 'cs', kaz: 'kk', srp: 'sr', nld: 'nl', dut: 'nl',
};

const NAMES: Record<string, string> = {
  russian: 'ru', 'русский': 'ru', english: 'en', ukrainian: 'uk', german: 'de', french: 'fr', spanish: 'es',
};

export function normalizeLanguage(raw: string): string {
  const tag = raw.trim().toLowerCase();
  if (!tag) return '';
  const primary = tag.split(/[-_\s]/)[0];
  if (/^[a-z]{2}$/.test(primary)) return primary;
  if (/^[a-z]{3}$/.test(primary)) return THREE_LETTER[primary] ?? '';
  return NAMES[tag] ?? '';
}
