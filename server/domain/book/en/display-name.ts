// The name the cast list shows for an English person, chosen from the forms the book uses.
import { TITLES } from './lexicon.ts';
import type { EnPerson } from './people.ts';

/** The name to show: the fullest of the frequent forms («Mr. Frank Churchill» over «Frank»). */
export function personDisplayName(p: EnPerson): string {
  const all = [...p.forms.entries()].sort((a, b) => b[1] - a[1]);
  const own = all.filter(([f]) => !p.posts?.has(f));
  const forms = own.length > 0 ? own : all;
  if (forms.length === 0) return p.tokens.join(' ');
  const [top, n] = forms[0];
  // A full name the book uses now and then beats the bare name or title it uses most: «Dorian Gray»,
  // not «Dorian»; «Henry Crawford», not «Mr. Crawford».
  const words = (f: string) => f.split(' ').filter((w) => !(w.toLowerCase().replace(/\.$/, '') in TITLES)).length;
  // A longer form only when it holds the name used most («Mr. Crawford» over «Crawford»): «Miss Woodhouse»
  // is another name of «Emma», and the one the book uses most is how the author knows her.
  const holdsTop = (f: string) => f.split(' ').length > top.split(' ').length && ` ${f} `.includes(` ${top} `);
  const full = forms.find(([f, k]) => words(f) >= 2 && words(f) > words(top) - (top.split(' ').length > words(top) ? 0 : 1) && k >= 0.1 * n) ??
    forms.find(([f, k]) => holdsTop(f) && k >= 0.1 * n);
  return full ? full[0] : top;
}
