// Piper's front end, done by the studio so that stress marks are obeyed: eSpeak NG IPA per
// clause (Piper's own phonemizer reads `+` as «плюс» and ignores U+0301), the marked words
// re-stressed, the clause's punctuation kept as Piper keeps it, sentences split where Piper
// splits them, and the phonemes mapped to ids exactly as piper-phonemize does: BOS `^`, the pad
// `_` after it and after every phoneme, EOS `$`.
import { VOWEL_LETTERS, splitMarkedWords, stripStressMarks } from './marks.ts';
import { markedWords, type PhonemesOf } from './espeak-input.ts';
import { restressedIpa } from './ipa.ts';

export interface Phonemizer {
  /** eSpeak phoneme names (ipa false) or IPA (ipa true) of text, `_` between phonemes. */
  phonemes(text: string, ipa: boolean): string;
}

export interface PiperSentence {
  /** IPA with word spaces and punctuation, as Piper's model was trained on. */
  phonemes: string;
}

const SENTENCE_END = new Set(['.', '!', '?']);

/** The punctuation Piper keeps for a clause ending with `group` (e.g. `?!`, `...`, `,`). */
function terminator(group: string): string {
  if (group.includes('?')) return '?';
  if (group.includes('!')) return '!';
  if (group.includes('.') || group.includes('…')) return '.';
  return group[0] ?? '';
}

/** IPA of plain text as eSpeak reads it, without its separators and language-switch flags. */
function plainIpa(ph: Phonemizer, text: string): string {
  if (!/\p{L}|\d/u.test(text)) return '';
  return ph.phonemes(text, true).replace(/\([a-z-]+\)/g, '').replaceAll(' | ', ' ').replaceAll('_', '').replace(/\s+/g, ' ').trim();
}

/** One clause: runs of text read by eSpeak as a whole, re-stressed words spliced in between. */
function clauseIpa(ph: Phonemizer, text: string, language: string): string {
  const pieces = splitMarkedWords(text, language);
  const names: PhonemesOf = (w) => ph.phonemes(w, false);
  const marked = VOWEL_LETTERS[language] ? markedWords(text, language, names) : [];
  const parts: string[] = [];
  let run = '';
  let k = 0;
  for (const p of pieces) {
    const m = p.kind === 'word' && p.stress !== null ? marked[k++] : undefined;
    const ipa = m?.phonemes ? restressedIpa(names(m.word.toLowerCase()), ph.phonemes(m.word.toLowerCase(), true), m.phonemes) : null;
    if (ipa === null) {
      run += p.text;
      continue;
    }
    parts.push(plainIpa(ph, stripStressMarks(run)), ipa);
    run = '';
  }
  parts.push(plainIpa(ph, stripStressMarks(run)));
  return parts.filter(Boolean).join(' ');
}

/** The sentences Piper speaks for a prepared text. */
export function piperSentences(text: string, language: string, ph: Phonemizer): PiperSentence[] {
  const sentences: PiperSentence[] = [];
  let current = '';
  for (const m of text.matchAll(/([^.,!?;:…]*)([.,!?;:…]+|$)/gu)) {
    if (!m[0]) continue;
    const ipa = clauseIpa(ph, m[1]!, language);
    const end = terminator(m[2]!);
    if (!ipa && !current) continue;
    current += ipa + end;
    if (SENTENCE_END.has(end)) {
      sentences.push({ phonemes: current.trim() });
      current = '';
    } else if (end) current += ' ';
  }
  if (current.trim()) sentences.push({ phonemes: current.trim() });
  return sentences;
}

/** Piper's ids: `^ _ p1 _ p2 _ … pn _ $`; phonemes missing from the map are skipped, as Piper does. */
export function phonemeIds(phonemes: string, idMap: ReadonlyMap<string, readonly number[]>): number[] {
  const get = (s: string) => idMap.get(s) ?? [];
  const pad = get('_');
  const ids: number[] = [...get('^'), ...pad];
  for (const ch of Array.from(phonemes.normalize('NFD'))) {
    const id = idMap.get(ch);
    if (!id) continue;
    ids.push(...id, ...pad);
  }
  ids.push(...get('$'));
  return ids;
}
