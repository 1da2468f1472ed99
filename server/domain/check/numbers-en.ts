// English cardinals in words, for comparing texts where one side wrote digits (Whisper does).
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[number, string]> = [[1e12, 'trillion'], [1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']];

function below1000(n: number): string[] {
  const out: string[] = [];
  if (n >= 100) {
    out.push(ONES[Math.floor(n / 100)]!, 'hundred');
    n %= 100;
  }
  if (n >= 20) {
    out.push(TENS[Math.floor(n / 10)]!);
    n %= 10;
    if (n) out.push(ONES[n]!);
  } else if (n || out.length === 0) out.push(ONES[n]!);
  return out;
}

/** 1865 → "one thousand eight hundred sixty five" (no "and": recognizers differ on it anyway). */
export function numberToWordsEn(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return String(n);
  if (n < 1000) return below1000(n).join(' ');
  const out: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      out.push(...below1000(Math.floor(rest / size)), name);
      rest %= size;
    }
  }
  if (rest) out.push(...below1000(rest));
  return out.join(' ');
}
