// The Russian stress placer: '+' before the stressed vowel of every word of two or more vowels
// that the user did not mark, ё restored where the dictionary is certain, review notes for
// homographs left undecided. Sources, strongest first: the user's marks, proper nouns
// (capitalised words), the full-form dictionary (Giella: one variant is placed, several are a
// homograph decided by morphology in context, then StressRNN's preference), then for words it
// does not know: homographs, the exception dictionary, the StressRNN model. Synchronous; per
// word form the context-free part of the answer is cached, and the model caches per (context, word).
import type { StressNote, StressPlacer } from '../../domain/speech/index.ts';
import { morphologyReady } from '../../domain/book/morphology.ts';
import { readingsInContext, secondLocative, type Neighbours } from './agreement.ts';
import type { HomographReading, StressDictionaries } from './dictionaries.ts';
import { MODEL_SHARE, MORPH_SHARE, dominant, homographNote, weighReadings } from './homographs.ts';
import { accented, markAt, vowelCount, vowelIndices, withCaseOf } from './letters.ts';
import type { GiellaStress, GiellaVariant } from './giella.ts';
import { certainYo, isCommonWord, readings, yoSpellings } from './morph.ts';
import { nameStress, unknownNameStress } from './names.ts';
import type { StressModel } from './stressrnn.ts';
import { tokenize, type WordPart, type WordUnit } from './tokens.ts';
import { chooseVariant, variantNote, weighVariants } from './variants.ts';

/** Clitics written with a hyphen that carry no stress of their own (кто-то, какой-нибудь, кое-где). */
const UNSTRESSED_AFTER_HYPHEN = new Set(['то', 'либо', 'нибудь', 'ка', 'таки', 'тка']);
const UNSTRESSED_BEFORE_HYPHEN = new Set(['кое', 'кой']);
const CACHE_LIMIT = 200_000;

/** Where a word's answer came from (counted in `stats`, for benches). */
export type StressSource = 'marked' | 'unstressed' | 'proper' | 'full-form' | 'dictionary' | 'homograph' | 'homograph-model' | 'locative' | 'review' | 'model';

/** What a word form gets regardless of its neighbours. */
type FormAnswer =
  | { kind: 'fixed'; spelled: string; stress: number | null; source: StressSource }
  | { kind: 'homograph'; spelled: string; entry: HomographReading[] }
  | { kind: 'variants'; spelled: string; variants: GiellaVariant[] }
  | { kind: 'model'; spelled: string };

interface Decision {
  /** Lower case, ё restored. */
  spelled: string;
  stress: number | null;
  source: StressSource;
  note?: string;
}

export class RussianStressPlacer implements StressPlacer {
  private readonly d: StressDictionaries;
  readonly model: StressModel | null;
  readonly giella: GiellaStress | null;
  private forms = new Map<string, FormAnswer>();
  private morphology = morphologyReady();
  /** Words answered per source since construction. */
  readonly stats: Record<StressSource, number> = {
    marked: 0, unstressed: 0, proper: 0, 'full-form': 0, dictionary: 0, homograph: 0, 'homograph-model': 0, locative: 0, review: 0, model: 0,
  };

  constructor(dictionaries: StressDictionaries, model: StressModel | null, giella: GiellaStress | null = null) {
    this.d = dictionaries;
    this.model = model;
    this.giella = giella;
  }

  /** Stress packages that could not be read when loading (folder: reason). */
  get problems(): readonly string[] {
    return this.d.problems;
  }

  place(text: string): { text: string; review: StressNote[] } {
    if (morphologyReady() !== this.morphology) {
      // Answers made without morphology would differ from the ones made with it.
      this.morphology = morphologyReady();
      this.forms = new Map();
    }
    const review: StressNote[] = [];
    let out = '';
    let last = 0;
    for (const unit of tokenize(text)) {
      for (const [part, replacement] of this.unit(unit, review)) {
        if (replacement === part.raw) continue;
        out += text.slice(last, part.start) + replacement;
        last = part.end;
      }
    }
    return { text: out + text.slice(last), review };
  }

  /** Each part of a unit with its replacement text. */
  private unit(u: WordUnit, review: StressNote[]): [WordPart, string][] {
    if (u.parts.length === 1) {
      const p = u.parts[0];
      if (p.marked) {
        this.stats.marked++;
        return [];
      }
      const dec = this.word(p.letters, u.sentenceStart, u.context, u);
      this.stats[dec.source]++;
      if (dec.note) review.push({ word: p.letters, reason: dec.note });
      return [[p, render(p.letters, dec)]];
    }
    if (u.parts.some((p) => p.marked)) {
      this.stats.marked++;
      return [];
    }
    // A compound the dictionaries know as a whole (Ростов-на-Дону, во-первых) gets one stress.
    const whole = this.compound(u);
    if (whole) return whole;
    const out: [WordPart, string][] = [];
    u.parts.forEach((p, i) => {
      const lower = p.letters.toLowerCase();
      if ((i > 0 && UNSTRESSED_AFTER_HYPHEN.has(lower)) || (i === 0 && UNSTRESSED_BEFORE_HYPHEN.has(lower))) return;
      // StressRNN reads a hyphen as a clause boundary: only the first part has context.
      const dec = this.word(p.letters, i === 0 && u.sentenceStart, i === 0 ? u.context : '', null);
      this.stats[dec.source]++;
      if (dec.note) review.push({ word: p.letters, reason: dec.note });
      out.push([p, render(p.letters, dec)]);
    });
    return out;
  }

  private compound(u: WordUnit): [WordPart, string][] | null {
    const capital = u.letters[0] !== u.letters[0].toLowerCase();
    const lower = u.letters.toLowerCase();
    const stress = (capital ? this.d.properNouns.get(u.letters) : undefined) ?? this.d.words.get(lower);
    if (stress === undefined) return null;
    this.stats[capital && this.d.properNouns.has(u.letters) ? 'proper' : 'dictionary']++;
    let offset = 0;
    for (const p of u.parts) {
      if (stress < offset + p.letters.length) return [[p, markAt(p.letters, stress - offset)]];
      offset += p.letters.length + 1;
    }
    return null;
  }

  private word(letters: string, sentenceStart: boolean, context: string, unit: WordUnit | null): Decision {
    const form = this.form(letters, sentenceStart);
    if (form.kind === 'variants') {
      // в саду́, на берегу́: the variant of the second locative, when az agrees the form has one.
      const loc2 = form.variants.filter((v) => v.stress !== null && v.readings.some((r) => r.tags.includes('Loc2')));
      if (loc2.length === 1 && this.morphology && unit?.prev && secondLocative(unit.prev.letters.toLowerCase(), readings(form.spelled))) {
        return { ...decided(loc2[0]), source: 'locative' };
      }
      return this.variant(form.variants, context, unit);
    }
    // The second locative is decided by its preposition, whatever the form's own answer (proper
    // nouns, ё and one-vowel words aside).
    const open = form.kind !== 'fixed' || form.source === 'dictionary';
    if (open && this.morphology && unit?.prev && secondLocative(unit.prev.letters.toLowerCase(), readings(form.spelled))) {
      return { spelled: form.spelled, stress: vowelIndices(form.spelled).at(-1) ?? null, source: 'locative' };
    }
    if (form.kind === 'fixed') return { spelled: form.spelled, stress: form.stress, source: form.source };
    const lower = form.spelled;
    const fromModel = () => this.model?.stress(lower, context) ?? null;
    if (form.kind === 'model') return { spelled: lower, stress: fromModel(), source: 'model' };
    return this.homograph(lower, form.entry, context, unit, this.d.variants.has(lower) ? fromModel : () => this.d.words.get(lower) ?? fromModel());
  }

  /** The context-free answer for a form, cached. */
  private form(letters: string, sentenceStart: boolean): FormAnswer {
    const key = `${sentenceStart ? '^' : ''}${letters}`;
    let f = this.forms.get(key);
    if (!f) {
      f = this.classify(letters, sentenceStart);
      if (this.forms.size >= CACHE_LIMIT) this.forms = new Map();
      this.forms.set(key, f);
    }
    return f;
  }

  private classify(letters: string, sentenceStart: boolean): FormAnswer {
    let lower = letters.toLowerCase();
    if (vowelCount(lower) === 0) return { kind: 'fixed', spelled: lower, stress: null, source: 'unstressed' };
    const capital = letters[0] !== lower[0];
    const common = () => (this.morphology ? isCommonWord(lower) : this.d.words.has(lower));
    // A capitalised word opening a sentence is a common word when it can be one (Ворота, Вера).
    if (capital && !lower.includes('ё') && !(sentenceStart && common())) {
      const n = nameStress(letters, { giella: this.giella, properNouns: this.d.properNouns, model: this.model });
      if (n) {
        const spelled = n.spelled.includes('ё') ? n.spelled : certainYo(letters) ?? this.yoAt(letters, lower, n.stress);
        // ё is always stressed (no mark needed); one vowel needs none (but Петр is still Пётр).
        const plain = spelled.includes('ё') || vowelCount(lower) === 1;
        return { kind: 'fixed', spelled, stress: plain ? null : n.stress, source: 'proper' };
      }
    }
    const full = this.giella?.variants(letters) ?? [];
    // Giella knows the word: one variant is placed, several are weighed in context (a reading it
    // gives without stress still competes). Where it knows no stress at all, the other sources act.
    if (full.some((v) => v.stress !== null)) {
      if (full.length === 1) return fixedVariant(full[0]);
      return { kind: 'variants', spelled: lower, variants: full };
    }
    if (!lower.includes('ё') && lower.includes('е')) lower = certainYo(letters) ?? lower;
    if (lower.includes('ё') || vowelCount(lower) === 1) return { kind: 'fixed', spelled: lower, stress: null, source: 'unstressed' };
    const entry = this.homographEntry(lower);
    if (entry) return { kind: 'homograph', spelled: lower, entry };
    const s = this.d.words.get(lower);
    if (s !== undefined) return { kind: 'fixed', spelled: this.yoAt(letters, lower, s), stress: s, source: 'dictionary' };
    // A capitalised word nothing knows is most likely a name: the model reads its stem without a
    // neighbour, so the book says it one way wherever it stands and in every form (names.ts).
    if (capital) return { kind: 'fixed', spelled: lower, stress: unknownNameStress(letters, { giella: this.giella, properNouns: this.d.properNouns, model: this.model }), source: 'model' };
    return { kind: 'model', spelled: lower };
  }

  /** With a dictionary stress on е: the ё spelling az knows with ё exactly there (Алена → Алёна). */
  private yoAt(letters: string, lower: string, stress: number): string {
    if (lower[stress] !== 'е') return lower;
    const want = `${lower.slice(0, stress)}ё${lower.slice(stress + 1)}`;
    return yoSpellings(letters).has(want) ? want : lower;
  }

  private homographEntry(lower: string): HomographReading[] | null {
    const tagged = this.d.homographs.get(lower) ?? [];
    const variants = (this.d.variants.get(lower) ?? []).map((stress) => ({ tag: null, stress }));
    const entry = [...tagged, ...variants.filter((v) => !tagged.some((t) => t.tag === null && t.stress === v.stress))];
    return entry.length > 0 ? entry : null;
  }

  private homograph(lower: string, entry: HomographReading[], context: string, unit: WordUnit | null, fallback: () => number | null): Decision {
    const onlyTagged = entry.every((e) => e.tag !== null);
    const other = onlyTagged ? fallback() : null;
    const candidates = [...new Set([...entry.map((e) => e.stress), ...(other !== null ? [other] : [])])].sort((a, b) => a - b);
    if (candidates.length === 1) return { spelled: lower, stress: candidates[0], source: 'homograph' };
    if (this.morphology) {
      const rs = readingsInContext(readings(lower), this.neighbours(unit));
      const w = weighReadings(entry, rs, other);
      const s = dominant(w.weights, w.unsure, MORPH_SHARE);
      if (s !== null) return { spelled: lower, stress: s, source: 'homograph' };
    }
    const share = this.model?.share(lower, context, candidates);
    if (share) {
      const s = dominant(share, 0, MODEL_SHARE);
      if (s !== null) return { spelled: lower, stress: s, source: 'homograph-model' };
    }
    return { spelled: lower, stress: null, source: 'review', note: entryNote(lower, entry, candidates) };
  }

  /**
   * One of a form's full-form variants (variants.ts decides); an undecided one is placed by the
   * best guess and reported, so the author hears it and can fix it.
   */
  private variant(given: GiellaVariant[], context: string, unit: WordUnit | null): Decision {
    const lower = given[0].spelled.replaceAll('ё', 'е');
    // A reading Giella gives without a stress (перед as a preposition) takes the other sources' stress.
    const variants = given.map((v) => (v.stress !== null ? v : { ...v, stress: this.d.words.get(v.spelled) ?? this.model?.stress(lower, context) ?? null }));
    const weights = this.morphology ? weighVariants(variants, readingsInContext(readings(lower), this.neighbours(unit))) : null;
    const stresses = [...new Set(variants.map((v) => v.stress).filter((x) => x !== null))].sort((a, b) => a - b);
    const share = stresses.length > 1 ? this.model?.share(lower, context, stresses) ?? null : null;
    const c = chooseVariant(variants, weights, share);
    const source: StressSource = c.how === 'morphology' ? 'homograph' : c.how === 'model' ? 'homograph-model' : 'review';
    return { ...decided(variants[c.index]), source, note: c.how === 'review' ? variantNote(variants) : undefined };
  }

  private neighbours(unit: WordUnit | null): Neighbours {
    const of = (u: WordUnit | null | undefined) => {
      if (!u) return null;
      const word = u.letters.toLowerCase();
      return { word, readings: readings(word) };
    };
    return { prev: of(unit?.prev), prev2: of(unit?.prev?.prev), next: of(unit?.next) };
  }
}

/** A variant as placed: ё and one-vowel words need no mark. */
function decided(v: GiellaVariant): { spelled: string; stress: number | null } {
  const plain = v.stress === null || v.spelled[v.stress] === 'ё' || vowelCount(v.spelled) === 1;
  return { spelled: v.spelled, stress: plain ? null : v.stress };
}


function fixedVariant(v: GiellaVariant): FormAnswer {
  return { kind: 'fixed', ...decided(v), source: 'full-form' };
}


function render(letters: string, dec: Decision): string {
  const spelled = withCaseOf(letters, dec.spelled);
  return dec.stress === null ? spelled : markAt(spelled, dec.stress);
}

/** «омограф: во́ды (сущ., им. п., мн. ч.) или воды́ (сущ., род. п., ед. ч.)», in both studio languages. */
function entryNote(lower: string, entry: HomographReading[], candidates: number[]): string {
  return homographNote(candidates.map((s) => {
    const tagged = entry.find((e) => e.stress === s && e.tag !== null);
    return { text: accented(lower, s), tags: tagged?.tag ? [tagged.tag] : [] };
  }));
}
