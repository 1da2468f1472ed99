// A stress rule follows its word's forms: «Башмачкин → Башм+ачкин» also reads «Башмачкина»,
// «Башмачкины» as Башм+ачкина, Башм+ачкины. A text word is a form of a rule's word when the
// morphology gives them a common lemma (of the readings said with the rule's stress: «ст+оит»
// is стоить, so «стоял» is not its form), or, for words it does not know (names), when they differ
// only in a case ending. The stress goes over when it is on the stem the two share; when it is
// in the ending (гор+а, горы), the form is left to the stress placer: its own stress is asked for.
import { hasMark, stripMarks, wordKey } from './marks.ts';
import type { PronunciationRule, WordForms } from './types.ts';

// Endings of the declension and conjugation that may differ between two forms of one word.
const ENDINGS = new Set(['', 'а', 'я', 'у', 'ю', 'е', 'ы', 'и', 'о', 'ь', 'й', 'ой', 'ей', 'ою', 'ею', 'ом', 'ем', 'ём', 'ым', 'им', 'ых', 'их',
  'ам', 'ям', 'ах', 'ях', 'ами', 'ями', 'ыми', 'ими', 'ого', 'его', 'ому', 'ему', 'ая', 'яя', 'ое', 'ее', 'ую', 'юю', 'ые', 'ие', 'ов', 'ев', 'ёв',
  'ть', 'ти', 'л', 'ла', 'ло', 'ли', 'ит', 'ет', 'ёт', 'ат', 'ят', 'ут', 'ют', 'ишь', 'ешь', 'ёшь', 'ите', 'ете', 'ёте',
  'ил', 'ила', 'ило', 'или', 'ел', 'ела', 'ело', 'ели', 'ал', 'ала', 'ало', 'али', 'ял', 'яла', 'яло', 'яли']);
const MIN_STEM = 3;
const VOWEL = /[аеёиоуыэюя]/u;

export interface FormRule {
  /** The rule's word as a key (lower case, ё = е). */
  key: string;
  /** Index of the stressed letter in the word. */
  stress: number;
  /** The rule's word says ё there. */
  yo: boolean;
  /** Lemmas of the readings said with this stress (empty: the morphology does not know the word). */
  lemmas: Set<string>;
}

/**
 * The rule as a form rule: single words whose replacement is the same word with a stress mark
 * (or ё) and that the author did not mark exact. Custom readings (МГУ → эм гэ у) stay exact.
 */
export function formRule(rule: PronunciationRule, forms: WordForms | null): FormRule | null {
  if (rule.exact || /\s/u.test(rule.word.trim())) return null;
  const word = stripMarks(rule.word.trim());
  const replacement = rule.replacement.trim();
  if (wordKey(replacement) !== wordKey(word) || !/^[\p{L}+]+$/u.test(replacement)) return null;
  const plain = stripMarks(replacement);
  const mark = replacement.indexOf('+');
  const yoAt = plain.toLowerCase().indexOf('ё');
  const stress = hasMark(replacement) ? mark : yoAt;
  if (stress < 0) return null;
  return { key: wordKey(word), stress, yo: plain.toLowerCase()[stress] === 'ё', lemmas: new Set(forms?.lemmas(plain, stress) ?? []) };
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Length of the stem two forms share: the longest common start after which both have an ending (0: none). */
function stemLength(a: string, b: string): number {
  for (let k = sharedPrefix(a, b); k >= MIN_STEM; k--) if (ENDINGS.has(a.slice(k)) && ENDINGS.has(b.slice(k))) return k;
  return 0;
}

/**
 * When `token` (a text word, `tokenKey` its key) is another form of the rule's word, the length
 * of the stem they share, else 0. Forms: a lemma in common (the stem: up to the endings, or the
 * common start where the stem changes, замок/замка), or, for words the morphology does not know,
 * a common start of 3+ letters with an ending after it on both.
 */
export function formStem(tokenKey: string, rule: FormRule, forms: WordForms | null, token: string): number {
  const shared = sharedPrefix(tokenKey, rule.key);
  if (tokenKey === rule.key || shared < MIN_STEM) return 0;
  const lemmas = rule.lemmas.size > 0 ? forms?.lemmas(token) ?? [] : [];
  if (lemmas.length > 0) return lemmas.some((l) => rule.lemmas.has(l)) ? stemLength(tokenKey, rule.key) || shared : 0;
  return stemLength(tokenKey, rule.key);
}

/**
 * The token said as the rule says its word, when the stress is on the stem they share (`stem`
 * letters): a mark (or ё) at the same letter, the token's own letters and case kept. null: the
 * stress is not on that stem (гор+а → горы): the form's own stress is the placer's to find.
 */
export function carryStress(token: string, rule: FormRule, stem: number): string | null {
  const key = wordKey(token);
  if (rule.stress >= stem || !VOWEL.test(key[rule.stress] ?? '')) return null;
  const ch = token[rule.stress];
  if (rule.yo) return token.slice(0, rule.stress) + (ch === ch.toUpperCase() ? 'Ё' : 'ё') + token.slice(rule.stress + 1);
  return `${token.slice(0, rule.stress)}+${token.slice(rule.stress)}`;
}

export interface RuleMatch {
  /** The word as first written in the text (its case). */
  form: string;
  /** How the rule has it said: with the rule's stress carried over; null: the form keeps its own (the stress moves). */
  said: string | null;
  count: number;
  /** The rule's own word (as opposed to another form of it). */
  own: boolean;
}

const TEXT_WORD = /[\p{L}+\u0301]+/gu;

/** The words of `texts` a rule reads, its own word and (unless exact) its other forms, most frequent first. */
export function ruleMatches(rule: PronunciationRule, texts: Iterable<string>, forms: WordForms | null): RuleMatch[] {
  const f = formRule(rule, forms);
  const own = wordKey(rule.word.trim());
  const found = new Map<string, RuleMatch>();
  const judged = new Map<string, number>();
  for (const text of texts) {
    for (const m of text.matchAll(TEXT_WORD)) {
      const word = stripMarks(m[0].replaceAll('\u0301', ''));
      const key = wordKey(word);
      const hit = found.get(key);
      if (hit) {
        hit.count++;
        continue;
      }
      let stem = judged.get(key);
      if (stem === undefined) {
        stem = key === own ? -1 : f ? formStem(key, f, forms, word) : 0;
        judged.set(key, stem);
      }
      if (stem === 0) continue;
      const said = stem < 0 ? rule.replacement.trim() : f ? carryStress(word, f, stem) : null;
      found.set(key, { form: word, said, count: 1, own: stem < 0 });
    }
  }
  return [...found.values()].sort((a, b) => Number(b.own) - Number(a.own) || b.count - a.count || a.form.localeCompare(b.form, 'ru'));
}
