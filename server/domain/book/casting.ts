// Voices for characters. The narrator gets the calmest voice; then characters in order of how
// much they read take the best-fitting free voice (language, gender, age, preference). Only when
// free voices run out is a voice reused — by the characters that read least, never the voice of
// someone they talk to if another will do, and the narrator's voice only as a last resort.
import type { Age } from '../../contract/enums.ts';
import type { AnalyzedBook, CastingCharacter, CastingVoice } from './types.ts';
import { NARRATOR_KEY } from './types.ts';

export interface CastingOptions {
  /** Pairs of character keys that talk to each other (see conversationPairs). */
  conversations?: Array<[string, string]>;
}

const AGE_ORDER: Age[] = ['child', 'young', 'adult', 'old'];

function fit(c: CastingCharacter, v: CastingVoice): number {
  let s = 0;
  if (c.gender && v.gender) s += c.gender === v.gender ? 10 : -20;
  else if (c.gender && !v.gender) s += 2;
  const ca = AGE_ORDER.indexOf(c.age || 'adult');
  const va = AGE_ORDER.indexOf(v.age || 'adult');
  const gap = Math.abs(ca - va);
  s += gap === 0 ? 4 : gap === 1 ? 1 : -3 * gap;
  return s + v.preference;
}

function sameLanguage(v: CastingVoice, language: string): boolean {
  return v.language.toLowerCase().split(/[-_]/)[0] === language.toLowerCase().split(/[-_]/)[0];
}

export function castVoices(
  characters: CastingCharacter[], voices: CastingVoice[], language: string, opts: CastingOptions = {},
): Map<string, string> {
  const result = new Map<string, string>();
  const inLanguage = voices.filter((v) => sameLanguage(v, language));
  const pool = inLanguage.length > 0 ? inLanguage : voices;
  if (pool.length === 0) return result;

  const partners = new Map<string, Set<string>>();
  for (const [a, b] of opts.conversations ?? []) {
    if (!partners.has(a)) partners.set(a, new Set());
    if (!partners.has(b)) partners.set(b, new Set());
    partners.get(a)?.add(b);
    partners.get(b)?.add(a);
  }

  const used = new Map<string, string[]>(); // voice id → character keys
  const share = new Map(characters.map((c) => [c.key, c.share]));
  const give = (key: string, voice: string) => {
    result.set(key, voice);
    used.set(voice, [...(used.get(voice) ?? []), key]);
  };

  const narrators = characters.filter((c) => c.isNarrator || c.key === NARRATOR_KEY);
  let narratorVoice: string | undefined;
  if (narrators.length > 0) {
    const calmest = [...pool].sort((a, b) => b.calm - a.calm || b.preference - a.preference)[0];
    narratorVoice = calmest.id;
    for (const n of narrators) give(n.key, calmest.id);
  }

  const others = characters.filter((c) => !narrators.includes(c)).sort((a, b) => b.share - a.share);
  for (const c of others) {
    const free = pool.filter((v) => !used.has(v.id));
    if (free.length > 0) {
      give(c.key, best(c, free).id);
      continue;
    }
    // Voices ran out: reuse one, not the narrator's, not one a conversation partner has.
    const mine = partners.get(c.key) ?? new Set<string>();
    const nonNarrator = pool.filter((v) => v.id !== narratorVoice);
    const clash = (v: CastingVoice) => (used.get(v.id) ?? []).some((k) => mine.has(k));
    const candidates = nonNarrator.filter((v) => !clash(v));
    const from = candidates.length > 0 ? candidates : nonNarrator.length > 0 ? nonNarrator : pool;
    // Among equally fitting voices, the one whose holders read least is the least noticeable reuse.
    const load = (v: CastingVoice) => (used.get(v.id) ?? []).reduce((s, k) => s + (share.get(k) ?? 0), 0);
    const chosen = [...from].sort((a, b) => fit(c, b) - fit(c, a) || load(a) - load(b))[0];
    give(c.key, chosen.id);
  }
  return result;
}

function best(c: CastingCharacter, voices: CastingVoice[]): CastingVoice {
  return [...voices].sort((a, b) => fit(c, b) - fit(c, a) || a.calm - b.calm)[0];
}

/** Who talks to whom: speakers of adjacent speech lines within a block. */
export function conversationPairs(book: AnalyzedBook): Array<[string, string]> {
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  for (const ch of book.chapters) {
    let prev: { speaker: string; block: number } | null = null;
    for (const l of ch.lines) {
      if (l.kind === 'narration') continue;
      if (prev && prev.block === l.blockId && prev.speaker !== l.speaker) {
        const [a, b] = [prev.speaker, l.speaker].sort();
        const k = `${a}\u0000${b}`;
        if (!seen.has(k)) {
          seen.add(k);
          out.push([a, b]);
        }
      }
      prev = { speaker: l.speaker, block: l.blockId };
    }
  }
  return out;
}

/** Share of the book's text each character reads (narration included), for CastingCharacter.share. */
export function speakingShares(book: AnalyzedBook): Map<string, number> {
  const chars = new Map<string, number>();
  let total = 0;
  for (const ch of book.chapters) {
    for (const l of ch.lines) {
      chars.set(l.speaker, (chars.get(l.speaker) ?? 0) + l.text.length);
      total += l.text.length;
    }
  }
  const out = new Map<string, number>();
  for (const [k, n] of chars) out.set(k, total > 0 ? n / total : 0);
  return out;
}
