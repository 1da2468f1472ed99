// Sound-alike keys and a tolerant word match, so names and rare words that a recognizer spells
// its own way («Тарантьев» → «тарантиев», "Dinah" → "dina") are not reported as wrong.

const RU_VOICED: Record<string, string> = { б: 'п', в: 'ф', г: 'к', д: 'т', ж: 'ш', з: 'с' };

/** Russian: unstressed-vowel reduction, final devoicing, no soft/hard signs, no doubled letters. */
function russianKey(w: string): string {
  let s = w.replace(/ё/g, 'е').replace(/[ьъ]/g, '').replace(/тс|тьс|дс/g, 'ц').replace(/щ/g, 'ш').replace(/й/g, 'и');
  s = s.replace(/[оа]/g, 'а').replace(/[еэиыя]/g, 'и').replace(/ю/g, 'у');
  const last = s.at(-1);
  if (last && RU_VOICED[last]) s = s.slice(0, -1) + RU_VOICED[last];
  s = s.replace(/([бвгджз])(?=[пфктшсхцч])/g, (c) => RU_VOICED[c] ?? c);
  return s.replace(/(.)\1+/g, '$1');
}

/** English: a small metaphone-like key — consonant skeleton after common spelling rules. */
function englishKey(w: string): string {
  let s = w.replace(/[^a-z]/g, '');
  if (!s) return w;
  s = s.replace(/^kn|^gn|^pn|^wr/, (m) => m[1]!).replace(/^x/, 's').replace(/^wh/, 'w');
  s = s.replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/sch/g, 'sk').replace(/tch/g, 'ch').replace(/dg(?=[eiy])/g, 'j')
    .replace(/gh(?![aeiou])/g, '').replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/q/g, 'k').replace(/x/g, 'ks')
    .replace(/th/g, '0').replace(/sh|ch/g, 'x').replace(/z/g, 's').replace(/v/g, 'f').replace(/mb$/, 'm');
  const first = s[0]!;
  const rest = s.slice(1).replace(/[aeiouyhw]/g, '');
  return (first + rest).replace(/(.)\1+/g, '$1');
}

export function phoneticKey(word: string, language: string): string {
  return language === 'ru' ? russianKey(word) : englishKey(word);
}

/** Levenshtein distance of two short strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Two different spellings that sound (nearly) the same: equal sound keys, or few letter
 * changes for the length. Short words must match exactly (they are too easy to confuse).
 */
export function soundsAlike(a: string, b: string, language: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 3) return false;
  const ka = phoneticKey(a, language);
  const kb = phoneticKey(b, language);
  if (ka === kb && ka.length >= 2) return true;
  // Otherwise a few letters may differ, but not the first sound (сестра ≠ пестра).
  if (ka[0] !== kb[0]) return false;
  const d = editDistance(a, b);
  return shorter >= 5 && d <= Math.floor(Math.max(a.length, b.length) / 4);
}
