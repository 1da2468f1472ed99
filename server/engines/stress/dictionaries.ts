// The stress dictionaries installed by the model manager, read once into maps from a word to the
// index of its stressed vowel. Sources and their notations:
// - StressRNN exception_dictionary.txt: one lower-case word a line, '+' AFTER the stressed vowel;
//   a word listed twice with different stresses (за+мок / замо+к) is a homograph;
// - russian_g2p homographs.json: word → {UD tag, or "1"/"2" when untagged → form, '+' after the vowel};
//   bad_voxforge_words.txt: "word<TAB>stressed form", '+' after the vowel;
// - proper-noun .dic files: "Form=Stressed", '+' BEFORE the stressed vowel.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isVowel } from './letters.ts';

/** A UD morphological tag as written in homographs.json ("NOUN Case=Gen|Number=Sing"). */
export interface UdTag {
  pos: string;
  feats: Map<string, string>;
}

export interface HomographReading {
  /** null for untagged variants ("1", "2"): the data does not say when each applies. */
  tag: UdTag | null;
  /** Index of the stressed vowel in the word. */
  stress: number;
}

export interface StressDictionaries {
  /** Lower-case word → its single stress (exception dictionary, then VoxForge list). */
  words: Map<string, number>;
  /** Lower-case word → its different stresses, from the exception dictionary's duplicates. */
  variants: Map<string, number[]>;
  /** Lower-case word → its readings with their stress (homographs.json). */
  homographs: Map<string, HomographReading[]>;
  /** Proper noun as written (capitalised) → stress. */
  properNouns: Map<string, number>;
  /** Packages that could not be read (folder and reason); the others still act. */
  problems: string[];
}

export interface StressDataDirs {
  stressrnn?: string;
  homographs?: string;
  properNouns?: string;
  /** Giella's analyser and accented generator (the full-form dictionary, giella.ts). */
  giella?: string;
}

const WORD = /^[а-яё]+(?:-[а-яё]+)*$/u;
const PROPER = /^[А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)*$/u;

/** Index of the vowel marked by '+' written after it; null when the mark is not right after a vowel. */
export function stressAfter(marked: string): { word: string; stress: number } | null {
  const at = marked.indexOf('+');
  if (at < 1 || marked.indexOf('+', at + 1) !== -1) return null;
  const word = marked.slice(0, at) + marked.slice(at + 1);
  return isVowel(word[at - 1]) ? { word, stress: at - 1 } : null;
}

/** Index of the vowel marked by '+' written before it. */
export function stressBefore(marked: string): { word: string; stress: number } | null {
  const at = marked.indexOf('+');
  if (at < 0 || marked.indexOf('+', at + 1) !== -1) return null;
  const word = marked.slice(0, at) + marked.slice(at + 1);
  return isVowel(word[at]) ? { word, stress: at } : null;
}

export function parseUdTag(key: string): UdTag | null {
  if (/^\d+$/.test(key)) return null;
  const [pos, rest = ''] = key.replace(/\(\d\)$/, '').split(' ');
  const feats = new Map<string, string>();
  for (const kv of rest.split('|')) {
    const eq = kv.indexOf('=');
    if (eq > 0) feats.set(kv.slice(0, eq), kv.slice(eq + 1));
  }
  return { pos, feats };
}

async function lines(path: string): Promise<string[]> {
  return (await readFile(path, 'utf8')).split(/\r?\n/);
}

async function loadExceptions(dir: string, d: StressDictionaries): Promise<void> {
  const all = new Map<string, number[]>();
  for (const line of await lines(join(dir, 'exception_dictionary.txt'))) {
    const e = stressAfter(line.trim());
    if (!e || !WORD.test(e.word)) continue;
    const list = all.get(e.word);
    if (!list) all.set(e.word, [e.stress]);
    else if (!list.includes(e.stress)) list.push(e.stress);
  }
  for (const [w, list] of all) {
    // StressRNN itself takes the first listing; a word listed with two stresses is kept apart as a homograph.
    d.words.set(w, list[0]);
    if (list.length > 1) d.variants.set(w, list);
  }
}

async function loadHomographs(dir: string, d: StressDictionaries): Promise<void> {
  const json: unknown = JSON.parse(await readFile(join(dir, 'homographs.json'), 'utf8'));
  if (typeof json !== 'object' || json === null) throw new Error('homographs.json: not an object');
  for (const [word, forms] of Object.entries(json as Record<string, unknown>)) {
    if (!WORD.test(word) || typeof forms !== 'object' || forms === null) continue;
    const list: HomographReading[] = [];
    for (const [key, form] of Object.entries(forms as Record<string, unknown>)) {
      const e = typeof form === 'string' ? stressAfter(form) : null;
      if (e && e.word === word) list.push({ tag: parseUdTag(key), stress: e.stress });
    }
    // A single reading still tells the stress of one grammatical form (руки+ is genitive singular).
    if (list.length > 0) d.homographs.set(word, list);
  }
  try {
    for (const line of await lines(join(dir, 'bad_voxforge_words.txt'))) {
      const [word, marked] = line.split('\t');
      const e = marked ? stressAfter(marked.trim()) : null;
      if (e && e.word === word && WORD.test(word) && !d.words.has(word)) d.words.set(word, e.stress);
    }
  } catch {
    // optional list: older installs may lack it
  }
}

async function loadProperNouns(dir: string, d: StressDictionaries): Promise<void> {
  // People first (fiction names people more often than places), then places, then the
  // most-frequent layer, which by construction overlaps neither.
  const files = ['proper_nouns_stress.dic', 'toponyms_observed.dic', 'all_proper_nouns_observed_most_frequent_unique.dic'];
  for (const f of files) {
    let text: string[];
    try {
      text = await lines(join(dir, f));
    } catch {
      continue;
    }
    for (const line of text) {
      const eq = line.indexOf('=');
      if (eq < 1) continue;
      const key = line.slice(0, eq);
      const e = stressBefore(line.slice(eq + 1).trim());
      if (!e || e.word !== key || !PROPER.test(key) || d.properNouns.has(key)) continue;
      d.properNouns.set(key, e.stress);
    }
  }
}

/**
 * Reads whichever of the three data folders are given. A folder with missing or broken files is
 * recorded in `problems` and skipped: a damaged package must not stop the app from starting.
 */
export async function loadDictionaries(dirs: StressDataDirs): Promise<StressDictionaries> {
  const d: StressDictionaries = { words: new Map(), variants: new Map(), homographs: new Map(), properNouns: new Map(), problems: [] };
  const steps: [string | undefined, (dir: string, d: StressDictionaries) => Promise<void>][] = [
    [dirs.stressrnn, loadExceptions],
    [dirs.homographs, loadHomographs],
    [dirs.properNouns, loadProperNouns],
  ];
  for (const [dir, load] of steps) {
    if (!dir) continue;
    try {
      await load(dir, d);
    } catch (err) {
      d.problems.push(`${dir}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return d;
}
