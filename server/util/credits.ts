// Money is kept exact: balances and debits are integers of thousandths of a character
// ("milli-credits"). A 0.1-weight voice costs 100 milli per character, so sums never drift
// the way 0.1 + 0.2 does in floating point. The API shows credits as numbers.

export type Milli = number;

export function toCredits(milli: Milli): number {
  return milli / 1000;
}

export function fromCredits(credits: number): Milli {
  return Math.round(credits * 1000);
}

/** Price of `chars` characters in a voice of `weight`. */
export function priceMilli(chars: number, weight: number): Milli {
  return chars * Math.round(weight * 1000);
}

/** Characters that are paid for: all code points except the stress marks `+` and U+0301. */
export function pricedChars(text: string): number {
  let n = 0;
  for (const ch of text) if (ch !== '+' && ch !== '\u0301') n++;
  return n;
}
