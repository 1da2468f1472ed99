// The user's pronunciation rules: `word` → `replacement`, whole words only, case-insensitive,
// ё = е, stress marks ignored when matching. A rule may name a phrase; the longest one that
// matches wins. The replacement keeps the capital of the first letter it replaces. A word the
// user stressed by hand in this very line keeps the user's mark (it is more specific than a rule).
import type { PronunciationRule } from './types.ts';
import { acuteToPlus, hasMark, wordKey } from './marks.ts';

interface Compiled {
  byKey: Map<string, string>;
  maxWords: number;
}

const WORD = /[\p{L}\p{M}+][\p{L}\p{M}\p{N}+'’-]*/gu;
const compiled = new WeakMap<PronunciationRule[], Compiled>();

function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

function compile(rules: PronunciationRule[]): Compiled {
  const hit = compiled.get(rules);
  if (hit) return hit;
  const byKey = new Map<string, string>();
  let maxWords = 1;
  for (const r of rules) {
    const words = splitWords(r.word);
    if (words.length === 0) continue;
    const key = words.map(wordKey).join(' ');
    // The first rule for a word wins: callers list the book's own rules before general ones.
    if (!byKey.has(key)) byKey.set(key, acuteToPlus(r.replacement));
    maxWords = Math.max(maxWords, words.length);
  }
  const c = { byKey, maxWords };
  compiled.set(rules, c);
  return c;
}

function keepCapital(original: string, replacement: string): string {
  const first = original.replace(/^\+/, '').charAt(0);
  if (first === '' || first === first.toLowerCase()) return replacement;
  const k = replacement.startsWith('+') ? 1 : 0;
  return replacement.slice(0, k) + replacement.charAt(k).toUpperCase() + replacement.slice(k + 1);
}

interface Token {
  word: string;
  start: number;
  end: number;
}

export function applyRules(text: string, rules: PronunciationRule[]): string {
  if (rules.length === 0) return text;
  const { byKey, maxWords } = compile(rules);
  if (byKey.size === 0) return text;
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) tokens.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  let out = '';
  let last = 0;
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    let replacement = '';
    for (let k = Math.min(maxWords, tokens.length - i); k >= 1; k--) {
      const span = tokens.slice(i, i + k);
      // Words of a phrase are separated by spaces only.
      if (span.some((t, j) => j > 0 && !/^\s+$/u.test(text.slice(span[j - 1].end, t.start)))) continue;
      const r = byKey.get(span.map((t) => wordKey(t.word)).join(' '));
      if (r === undefined || (k === 1 && hasMark(span[0].word))) continue;
      matched = k;
      replacement = r;
      break;
    }
    if (matched === 0) {
      i++;
      continue;
    }
    const first = tokens[i];
    const end = tokens[i + matched - 1].end;
    out += text.slice(last, first.start) + keepCapital(first.word, replacement);
    last = end;
    i += matched;
  }
  return out + text.slice(last);
}
