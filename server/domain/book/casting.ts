// Voices for characters. The narrator gets the calmest voice; then characters in order of how
// much they read take the best slot — a base voice or one of its variants (the voice with its
// own pitch and formants). In order of what matters most:
//  1. a character whose gender is known never gets a voice of the other gender, and nobody gets
//     a voice of a wholly other age (a child's voice for a grown man, an old voice for a youth);
//  2. nobody shares the exact voice of someone who speaks in one of their chapters, nor a main
//     character that of another main character anywhere in the book (a listener keeps the main
//     voices apart across chapters) — except minor characters with minor characters of the same
//     gender and age, when slots run out;
//  3. the age fits (an unknown age fits young to grown-up; an old voice takes evidence of age);
//  4. a base voice nobody of one's chapters speaks with, before a variant of a voice in use, and
//     a variant of the narrator's voice (heard everywhere) last.
// Main characters (share ≥ MAIN_SHARE) choose first, so they get the most distinct voices; minor
// ones follow in rounds by gender and age (see castingOrder).
import type { Age } from '../../contract/enums.ts';
import type { AnalyzedBook, CastingCharacter, CastingVoice } from './types.ts';
import { NARRATOR_KEY } from './types.ts';

/** A character who reads at least this share of the book is a main character. */
export const MAIN_SHARE = 0.02;

/** A voice and the character's variant of it (semitones; 0 and 0 is the voice itself). */
export interface CastVoice {
  voiceId: string;
  pitch: number;
  formant: number;
}

export interface CastingOptions {
  /** Chapters each character speaks in (see chapterPresence). Unknown: everybody meets everybody. */
  presence?: Map<string, Set<number>>;
}

/**
 * Variants automatic casting uses, in order of preference: clearly apart from each other (≥ 3
 * semitones of pitch, or 2 of formant), and mild enough to keep the voice's gender — a male voice
 * is not raised, nor a female one lowered, by more than 4 semitones.
 */
const VARIANTS: Array<[number, number]> = [[0, 0], [-3, -1], [3, 1], [2, -2], [-2, 2], [-5, -2], [5, 2]];

export const AGE_INDEX: Record<Exclude<Age, ''>, number> = { child: 0, young: 1, adult: 2, old: 3 };

export interface Slot {
  voice: CastingVoice;
  pitch: number;
  formant: number;
  /** Apparent age on the AGE_INDEX scale: lower and larger sounds older, higher and smaller younger. */
  age: number;
  /** Place in VARIANTS: milder variants first. */
  rank: number;
  order: number;
}

export function slotsOf(pool: CastingVoice[]): Slot[] {
  const out: Slot[] = [];
  for (const voice of pool) {
    VARIANTS.forEach(([pitch, formant], rank) => {
      if ((voice.gender === 'm' && pitch > 4) || (voice.gender === 'f' && pitch < -4)) return;
      const age = AGE_INDEX[voice.age || 'adult'] - (pitch / 4 + formant / 2) * 0.4;
      out.push({ voice, pitch, formant, age, rank, order: out.length });
    });
  }
  return out;
}

/** How far a slot's apparent age is from the character's (0: fits). */
export function ageCost(c: Pick<CastingCharacter, 'age'>, s: Slot): number {
  // An unknown age is a grown-up's: an old voice takes evidence of age (address-age.ts, the words
  // beside a name), else a young woman the text never calls young is given an old woman's voice.
  if (!c.age) return s.age < 1 ? (1 - s.age) * 2 : s.voice.age === 'old' ? Math.max(1, s.age - 2) : s.age > 3 ? s.age - 3 : 0;
  return Math.abs(s.age - AGE_INDEX[c.age]);
}

export function sameLanguage(v: CastingVoice, language: string): boolean {
  return v.language.toLowerCase().split(/[-_]/)[0] === language.toLowerCase().split(/[-_]/)[0];
}

const isMain = (c: CastingCharacter) => c.isNarrator || c.key === NARRATOR_KEY || c.share >= MAIN_SHARE;

export function castVoices(
  characters: CastingCharacter[], voices: CastingVoice[], language: string, opts: CastingOptions = {},
): Map<string, CastVoice> {
  const result = new Map<string, CastVoice>();
  const inLanguage = voices.filter((v) => sameLanguage(v, language));
  const pool = inLanguage.length > 0 ? inLanguage : voices;
  if (pool.length === 0) return result;
  const slots = slotsOf(pool);
  const met = meetings(characters, opts.presence);
  const byKey = new Map(characters.map((c) => [c.key, c]));
  const holders = new Map<Slot, string[]>();
  const given = new Map<string, Slot>();
  const give = (c: CastingCharacter, s: Slot) => {
    given.set(c.key, s);
    holders.set(s, [...(holders.get(s) ?? []), c.key]);
    result.set(c.key, { voiceId: s.voice.id, pitch: s.pitch, formant: s.formant });
  };

  const narrators = characters.filter((c) => c.isNarrator || c.key === NARRATOR_KEY);
  let narratorVoice: string | undefined;
  for (const n of narrators) {
    const fitting = pool.filter((v) => !n.gender || !v.gender || v.gender === n.gender);
    const calmest = [...(fitting.length ? fitting : pool)].sort((a, b) => b.calm - a.calm || b.preference - a.preference)[0]!;
    narratorVoice ??= calmest.id;
    give(n, slots.find((s) => s.voice.id === calmest.id && !s.pitch && !s.formant)!);
  }

  for (const c of castingOrder(characters.filter((c) => !narrators.includes(c)))) {
    const mine = met.get(c.key) ?? new Set<string>();
    const around = [...mine].filter((k) => given.has(k));
    // The slots of the voices already given to those one meets, by voice: `distinct` and `nearest` ask
    // only about the slot's own voice, and a long book has hundreds of people to look through per slot.
    const aroundByVoice = new Map<string, Slot[]>();
    for (const k of around) {
      const o = given.get(k)!;
      const same = aroundByVoice.get(o.voice.id);
      if (same) same.push(o);
      else aroundByVoice.set(o.voice.id, [o]);
    }
    // 0: nobody of one's chapters has the slot; 1: only minor characters like oneself (allowed for
    // a minor one); 2: other minor characters; 3: a main character (a last resort, never chosen
    // while anything else is left).
    const conflict = (s: Slot): number => {
      const sharers = (holders.get(s) ?? []).filter((k) => mine.has(k)).map((k) => byKey.get(k)!);
      if (sharers.length === 0) return 0;
      if (isMain(c) || sharers.some(isMain)) return 3;
      return sharers.every((o) => o.gender === c.gender && o.age === c.age) ? 1 : 2;
    };
    const distinct = (s: Slot): number => {
      const taken = aroundByVoice.has(s.voice.id);
      if (!taken) return s.pitch || s.formant ? 1 : 0;
      return s.voice.id === narratorVoice ? 3 : 2;
    };
    // How close the nearest variant of the same voice in one's chapters is (farther is better).
    const nearest = (s: Slot): number => {
      let d = Infinity;
      for (const o of aroundByVoice.get(s.voice.id) ?? []) d = Math.min(d, Math.hypot(o.pitch - s.pitch, 1.5 * (o.formant - s.formant)));
      return d;
    };
    const load = (s: Slot) => (holders.get(s) ?? []).reduce((sum, k) => sum + (byKey.get(k)?.share ?? 0), 0);
    const lean = (s: Slot) => Math.abs(s.age - (c.age ? AGE_INDEX[c.age] : AGE_INDEX.adult));
    const half = (x: number) => Math.round(x * 2) / 2;
    const key = (s: Slot): number[] => {
      const age = ageCost(c, s);
      const wrongGender = c.gender && s.voice.gender && c.gender !== s.voice.gender;
      // A child's voice stays a child's, whatever its variant: never for a grown (or unknown) person.
      const wrongAge = age >= 1.75 || (s.voice.age === 'child' && c.age !== 'child');
      return [
        wrongGender ? 2 : wrongAge ? 1 : 0, conflict(s), Math.floor(age + 0.25), distinct(s), half(lean(s)), -half(Math.min(nearest(s), 6)),
        s.rank, -s.voice.preference, load(s), s.order,
      ];
    };
    let best = slots[0]!;
    let bestKey = key(best);
    for (const s of slots.slice(1)) {
      const k = key(s);
      if (lexLess(k, bestKey)) [best, bestKey] = [s, k];
    }
    give(c, best);
  }
  return result;
}

/**
 * Main characters first, by share. Then minor characters in rounds: the first of each gender and
 * age, then the second of each…, so when slots run out it is a kind already heard that shares
 * (five soldiers share two voices), not the one old woman who comes last.
 */
function castingOrder(characters: CastingCharacter[]): CastingCharacter[] {
  const byShare = (a: CastingCharacter, b: CastingCharacter) => b.share - a.share || a.key.localeCompare(b.key);
  const main = characters.filter(isMain).sort(byShare);
  const round = new Map<CastingCharacter, number>();
  const seen = new Map<string, number>();
  for (const c of characters.filter((x) => !isMain(x)).sort(byShare)) {
    const kind = `${c.gender}/${c.age}`;
    round.set(c, seen.get(kind) ?? 0);
    seen.set(kind, (seen.get(kind) ?? 0) + 1);
  }
  const minor = [...round.keys()].sort((a, b) => round.get(a)! - round.get(b)! || byShare(a, b));
  return [...main, ...minor];
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * Whose voices must differ from whose: who speaks in a chapter with whom (every character meets
 * itself too), and every main character meets every other one, wherever they speak — two main
 * characters in one voice sound like one person to a listener who has heard both.
 */
function meetings(characters: CastingCharacter[], presence: Map<string, Set<number>> | undefined): Map<string, Set<string>> {
  const all = new Set(characters.map((c) => c.key));
  const out = new Map<string, Set<string>>();
  if (!presence) {
    for (const c of characters) out.set(c.key, all);
    return out;
  }
  const byChapter = new Map<number, string[]>();
  for (const [k, chapters] of presence) for (const ch of chapters) byChapter.set(ch, [...(byChapter.get(ch) ?? []), k]);
  const main = characters.filter(isMain).map((c) => c.key);
  for (const c of characters) {
    const met = new Set<string>([c.key]);
    for (const ch of presence.get(c.key) ?? []) for (const k of byChapter.get(ch) ?? []) met.add(k);
    if (isMain(c)) for (const k of main) met.add(k);
    out.set(c.key, met);
  }
  return out;
}

/** The chapters (by index) each character speaks in; the narrator's narration counts as speaking. */
export function chapterPresence(book: AnalyzedBook): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  book.chapters.forEach((ch, i) => {
    for (const l of ch.lines) {
      if (!out.has(l.speaker)) out.set(l.speaker, new Set());
      out.get(l.speaker)!.add(i);
    }
  });
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
