// English numbers in words: cardinals (American style, no "and"), ordinals, years as people say
// them ("eighteen twelve", "two thousand five"), decimals ("three point five").

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [[1e12, 'trillion'], [1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']];
const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

function belowThousand(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h) parts.push(`${ONES[h]} hundred`);
  if (r) parts.push(r < 20 ? ONES[r] : TENS[Math.floor(r / 10)] + (r % 10 ? `-${ONES[r % 10]}` : ''));
  return parts.join(' ');
}

export function digitsEn(digits: string): string {
  return [...digits].filter((d) => d >= '0' && d <= '9').map((d) => DIGITS[Number(d)]).join(' ');
}

export function cardinalEn(n: number): string {
  if (!Number.isSafeInteger(n) || n >= 1e15) return digitsEn(String(n));
  if (n < 0) return `minus ${cardinalEn(-n)}`;
  if (n < 1000) return n === 0 ? 'zero' : belowThousand(n);
  const parts: string[] = [];
  let rest = n;
  for (const [v, name] of SCALES) {
    if (rest >= v) {
      parts.push(`${belowThousand(Math.floor(rest / v))} ${name}`);
      rest %= v;
    }
  }
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

const IRREGULAR: Record<string, string> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth',
};

/** The ordinal: only the last word changes ("twenty-first", "one hundredth"). */
export function ordinalEn(n: number): string {
  const words = cardinalEn(n);
  const m = /([a-z]+)$/.exec(words);
  if (!m) return words;
  const last = m[1];
  const ord = IRREGULAR[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, m.index) + ord;
}

/** A year: 1812 → "eighteen twelve", 1900 → "nineteen hundred", 1905 → "nineteen oh five", 2005 → "two thousand five". */
export function yearEn(n: number): string {
  if (n < 1000 || n > 9999) return cardinalEn(n);
  if (n >= 2000 && n < 2010) return cardinalEn(n);
  if (n % 1000 < 10 && n % 100 === n % 1000 && Math.floor(n / 100) % 10 === 0) return cardinalEn(n);
  const hi = Math.floor(n / 100);
  const lo = n % 100;
  if (lo === 0) return `${cardinalEn(hi)} hundred`;
  return `${cardinalEn(hi)} ${lo < 10 ? `oh ${ONES[lo]}` : cardinalEn(lo)}`;
}

/** "1990s" → "nineteen nineties", "60s" → "sixties". */
export function decadeEn(n: number): string {
  const words = n >= 1000 ? yearEn(n) : cardinalEn(n);
  return words.endsWith('y') ? `${words.slice(0, -1)}ies` : `${words}s`;
}

export function decimalEn(intDigits: string, frac: string): string {
  return `${cardinalEn(Number(intDigits))} point ${digitsEn(frac)}`;
}
