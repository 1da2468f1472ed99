// Pronunciations for pocketsphinx: the CMU dictionary that ships with its English model, and
// for words it lacks (names, rare words) a spelling-to-sound guess, good enough for a decoder
// that only has to confirm a known word in a known place.
import { readFileSync } from 'node:fs';

let cached: { path: string; dict: Map<string, string[]> } | null = null;

/** word → its pronunciations (ARPAbet phones separated by spaces). Loaded once per process. */
export function loadCmudict(path: string): Map<string, string[]> {
  if (cached?.path === path) return cached.dict;
  const dict = new Map<string, string[]>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const sp = line.indexOf(' ');
    if (sp <= 0) continue;
    const word = line.slice(0, sp).replace(/\(\d+\)$/, '');
    const phones = line.slice(sp + 1).replace(/#.*$/, '').trim();
    if (!phones) continue;
    const list = dict.get(word);
    if (list) list.push(phones);
    else dict.set(word, [phones]);
  }
  cached = { path, dict };
  return dict;
}

// Spelling → sound, longest match first. Vowels get their most common reading.
const RULES: Array<[string, string]> = [
  ['tch', 'CH'], ['sch', 'S K'], ['igh', 'AY'], ['ough', 'AO'], ['augh', 'AO'], ['eigh', 'EY'],
  ['th', 'TH'], ['sh', 'SH'], ['ch', 'CH'], ['ph', 'F'], ['wh', 'W'], ['ck', 'K'], ['ng', 'NG'], ['qu', 'K W'],
  ['gh', 'G'], ['kn', 'N'], ['wr', 'R'], ['dg', 'JH'],
  ['ee', 'IY'], ['ea', 'IY'], ['oo', 'UW'], ['ou', 'AW'], ['ow', 'OW'], ['oa', 'OW'], ['ai', 'EY'], ['ay', 'EY'],
  ['ey', 'EY'], ['ei', 'EY'], ['ie', 'IY'], ['oi', 'OY'], ['oy', 'OY'], ['au', 'AO'], ['aw', 'AO'], ['ew', 'UW'],
  ['ar', 'AA R'], ['er', 'ER'], ['ir', 'ER'], ['ur', 'ER'], ['or', 'AO R'],
  ['a', 'AE'], ['b', 'B'], ['c', 'K'], ['d', 'D'], ['e', 'EH'], ['f', 'F'], ['g', 'G'], ['h', 'HH'], ['i', 'IH'],
  ['j', 'JH'], ['k', 'K'], ['l', 'L'], ['m', 'M'], ['n', 'N'], ['o', 'AA'], ['p', 'P'], ['q', 'K'], ['r', 'R'],
  ['s', 'S'], ['t', 'T'], ['u', 'AH'], ['v', 'V'], ['w', 'W'], ['x', 'K S'], ['y', 'IY'], ['z', 'Z'],
];

/** A spelling-based pronunciation of an English-looking word ('' when it has no letters). */
export function guessPronunciation(word: string): string {
  let w = word.normalize('NFD').replace(/[^a-z]/g, '');
  // A final silent e after a consonant ("rabbite" is not a word, but "Dinah"-like names end so).
  if (w.length > 3 && /[^aeiou]e$/.test(w)) w = w.slice(0, -1);
  const phones: string[] = [];
  let i = 0;
  while (i < w.length) {
    const rule = RULES.find(([g]) => w.startsWith(g, i))!;
    let p = rule[1];
    // c and g before e/i/y are soft; y at the start is a consonant.
    if (rule[0] === 'c' && /[eiy]/.test(w[i + 1] ?? '')) p = 'S';
    if (rule[0] === 'g' && /[eiy]/.test(w[i + 1] ?? '')) p = 'JH';
    if (rule[0] === 'y' && i === 0) p = 'Y';
    if (rule[0] === 'y' && i === w.length - 1 && i > 0) p = 'IY';
    phones.push(p);
    i += rule[0].length;
  }
  // Doubled consonant letters are one sound.
  return phones.filter((p, k) => p !== phones[k - 1] || /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/.test(p)).join(' ');
}

/** Pronunciations for each word: the dictionary's, or one guess. */
export function pronunciations(words: Iterable<string>, dict: Map<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const w of words) {
    if (out.has(w)) continue;
    const known = dict.get(w) ?? dict.get(w.replace(/'s$/, ''))?.map((p) => `${p} Z`);
    if (known?.length) out.set(w, known);
    else {
      // A word in another script cannot be spelled out: one neutral vowel lets the decoder pass
      // over it (it is then neither confirmed nor reported lost on its own evidence).
      out.set(w, [guessPronunciation(w) || 'AH']);
    }
  }
  return out;
}
