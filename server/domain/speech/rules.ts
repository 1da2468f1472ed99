// The user's pronunciation rules: `word` → `replacement`, whole words only, case-insensitive,
// ё = е, stress marks ignored when matching. A rule may name a phrase; the longest one that
// matches wins. The replacement keeps the capital of the first letter it replaces. A word the
// user stressed by hand in this very line keeps the user's mark (it is more specific than a rule).
// A stress rule on one word also reads the word's other forms (rule-forms.ts) unless it is exact.
import type { PronunciationRule, WordForms } from './types.ts';
import { acuteToPlus, hasMark, wordKey } from './marks.ts';
import { carryStress, formRule, formStem, type FormRule } from './rule-forms.ts';

interface Compiled {
  byKey: Map<string, string>;
  maxWords: number;
  /** Form rules by the first three letters of their word. */
  forms: Map<string, FormRule[]>;
}

const WORD = /[\p{L}\p{M}+][\p{L}\p{M}\p{N}+'’-]*/gu;
const compiled = new WeakMap<PronunciationRule[], WeakMap<object, Compiled>>();
const NO_FORMS = {};

function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

function compile(rules: PronunciationRule[], wordForms: WordForms | null): Compiled {
  const perForms = compiled.get(rules) ?? new WeakMap<object, Compiled>();
  compiled.set(rules, perForms);
  const hit = perForms.get(wordForms ?? NO_FORMS);
  if (hit) return hit;
  const byKey = new Map<string, string>();
  const forms = new Map<string, FormRule[]>();
  let maxWords = 1;
  for (const r of rules) {
    const words = splitWords(r.word);
    if (words.length === 0) continue;
    const key = words.map(wordKey).join(' ');
    // The first rule for a word wins: callers list the book's own rules before general ones.
    if (!byKey.has(key)) byKey.set(key, acuteToPlus(r.replacement));
    maxWords = Math.max(maxWords, words.length);
    const f = formRule({ ...r, replacement: acuteToPlus(r.replacement) }, wordForms);
    if (f) forms.set(f.key.slice(0, 3), [...(forms.get(f.key.slice(0, 3)) ?? []), f]);
  }
  const c = { byKey, maxWords, forms };
  perForms.set(wordForms ?? NO_FORMS, c);
  return c;
}

/** A single word that is a form of a rule's word: how to say it, or the word itself (the placer stresses it). */
function asForm(word: string, c: Compiled, wordForms: WordForms | null): string | null {
  const key = wordKey(word);
  for (const rule of c.forms.get(key.slice(0, 3)) ?? []) {
    const stem = formStem(key, rule, wordForms, word);
    if (stem > 0) return carryStress(word, rule, stem) ?? word;
  }
  return null;
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

export function applyRules(text: string, rules: PronunciationRule[], wordForms: WordForms | null = null): string {
  if (rules.length === 0) return text;
  const c = compile(rules, wordForms);
  const { byKey, maxWords } = c;
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
      const t = tokens[i];
      const form = c.forms.size > 0 && !hasMark(t.word) ? asForm(t.word, c, wordForms) : null;
      if (form !== null && form !== t.word) {
        out += text.slice(last, t.start) + form;
        last = t.end;
      }
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
