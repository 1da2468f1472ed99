// A conversation read as a whole, after the first reading in order. Its turns (paragraphs that open
// with speech) are decoded together as a chain: by the convention of English dialogue a new
// paragraph is a new speaker, and in a run of untagged lines two people take turns (A-B-A-B: 95% of
// the untagged turns of the dev novels follow the speaker before last). What the text says of each
// turn (a name, a pronoun's gender, an action, a name called out in the speech) weighs on each turn;
// the chain spreads it both ways, so the opening lines are known from a tag three lines on, and one
// wrong guess does not carry on through the whole exchange. Each turn gets the probability of its
// speaker (forward-backward over pairs of consecutive speakers), which becomes the line's confidence.
import type { AnalyzedLine } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import { DIALOGUE_WEIGHTS } from './dialogue-weights.ts';
import { idiolectFactors, learnIdiolects, type Idiolects } from './idiolect.ts';
import { addresseeGender } from './vocatives.ts';
import { KIN_TERMS, termUsage, type TermUsages } from './address-terms.ts';

export type Hint = 'anchor' | 'name' | 'gender' | 'beat' | 'weak' | 'none';

export interface TurnRecord {
  chapter: number;
  paragraphId: number;
  blockId: number;
  speaker: string;
  confidence: number;
  issue: string;
  /** What the text of the turn says of its speaker; `speaker` is the first reading's pick. */
  hint: Hint;
  gender?: 'm' | 'f';
  /** «said her father»: the kin the tag names the speaker by. */
  kin?: string;
  /** The pick was named in the turn's own paragraph («Mr. Knightley looked at her. "…," he said»). */
  local?: boolean;
  /** …as the subject of the sentence of narration right before the quotation («Milly swayed. "…," she said»). */
  subject?: boolean;
  /** The tag says the one who spoke last goes on («he added»). */
  goesOn?: boolean;
  /** The tag names someone the book seldom names: right less often than a main character's name. */
  rareName?: boolean;
  /** The tag's name stands far from the quotation. */
  distant?: boolean;
  /** The tag's name, when it may mean more than one person. */
  ambiguousName?: string;
  /** The first reading took the speaker for the one the line before called by name. */
  answers?: boolean;
  /** The tag brings its speaker in with «a» («said a little girl»): someone met for a line or two. */
  passing?: boolean;
  /** The paragraph goes on with the quotation of the paragraph before: the same turn. */
  continues: boolean;
  /** The lines that carry this turn's speaker. */
  lines: AnalyzedLine[];
  /** People the speech calls by name, or its paragraph's narration shows its speaker turning to: likely the one before or after. */
  called: string[];
  /** Of `called`, those only turned to («Hugo turned to Nora. "…?" she asked.»): they answer next, or may speak this turn. */
  turned?: string[];
  /** People the speech talks about by name (not called): seldom its speaker. */
  named: string[];
  /** The speaker's gender its own words give («my husband»), if any. */
  selfGender?: '' | 'm' | 'f';
  /** Words of address in the speech («papa», «sir»). */
  terms: string[];
  /** People the tag says are spoken to («said X to Y»). */
  told: string[];
  /** People the narration paragraph right before says were asked or spoken to («Mr. Knightley asked Emma whether…»). */
  askedBefore?: string[];
  /** People in mind before the turn, most recent first. */
  recent: string[];
  /** The paragraph opens with narration before its speech («Voza stayed with them. "Have you got a crown?" he asked»). */
  opensNarration?: boolean;
  /** Narration between this turn and the one before: paragraphs and characters. */
  gapParagraphs: number;
  gapChars: number;
}

export interface DialogueContext {
  genderOf(key: string): string;
  /** How much the book lets someone speak by a tag: main characters talk more. */
  weight(key: string): number;
  firstPerson: boolean;
  /** Rewrites a line to the decoded speaker with its probability. */
  assign(turn: TurnRecord, speaker: string, probability: number, partner: string | undefined): void;
}

const W = DIALOGUE_WEIGHTS;

export function decodeDialogues(records: TurnRecord[], ctx: DialogueContext): void {
  const usage = termUsage(records);
  const idiolects = learnIdiolects(records, W);
  // Who speaks somewhere by a tag of his own, by name or by a description the book ties to him («said
  // the gardener», round 23): one called by name who never does is seldom there to answer.
  const talkers = new Set(records.filter((r) => taggedByName(r.hint)).map((r) => r.speaker));
  let run: TurnRecord[] = [];
  const flush = () => {
    if (run.length > 0) decodeRun(run, ctx, usage, idiolects, talkers);
    run = [];
  };
  for (const r of records) {
    const prev = run[run.length - 1];
    if (prev && (r.chapter !== prev.chapter || r.blockId !== prev.blockId || r.gapParagraphs > 3 || r.gapChars > 1500)) flush();
    run.push(r);
  }
  flush();
}

interface Turn {
  records: TurnRecord[];
  head: TurnRecord;
}

/** Each person's emission times `base + weight × their share` of a word's uses (none known: unchanged). */
function weighByShare(e: number[], people: string[], shares: Map<string, number> | undefined, base: number, weight: number): void {
  if (!shares) return;
  for (const [i, p] of people.entries()) e[i] *= base + weight * (shares.get(p) ?? 0);
}

function decodeRun(run: TurnRecord[], ctx: DialogueContext, usage: TermUsages, idiolects: Idiolects, talkers: Set<string>): void {
  const turns: Turn[] = [];
  for (const r of run) {
    const last = turns[turns.length - 1];
    if (r.continues && last) last.records.push(r);
    else turns.push({ records: [r], head: r });
  }
  const oracle = (globalThis as { EN_ORACLE_PEOPLE?: (t: TurnRecord[]) => string[] | null }).EN_ORACLE_PEOPLE;
  const people = oracle?.(run) ?? participants(turns, ctx);
  if (people.length === 0) return;
  const k = people.length;
  const index = new Map(people.map((p, i) => [p, i]));
  const prior = localPriors(people, turns, ctx);
  const emissions = turns.map((t, i) => emission(t, turns[i - 1], turns[i + 1], people, index, ctx, usage));
  // «"…," said a little girl»: one the text brings in by a description speaks where a tag says so,
  // seldom in the untagged turns around, which stay with the people the scene had.
  const passers = new Set(run.filter((r) => r.passing).map((r) => r.speaker));
  for (const [i, t] of turns.entries()) {
    for (const [c, p] of people.entries()) if (passers.has(p) && t.head.speaker !== p) emissions[i][c] *= PASSING_ELSEWHERE;
  }
  // How each one talks, for the turns no tag names.
  for (const [i, t] of turns.entries()) {
    if (t.head.hint === 'anchor') continue;
    const text = t.records.flatMap((r) => r.lines.map((l) => l.text)).join(' ');
    const factors = idiolectFactors(people.map((p) => idiolects(text, p)), W);
    for (const [c, f] of factors.entries()) emissions[i][c] *= f;
  }
  // The people each turn calls who may answer it: in the conversation, and speaking somewhere by a tag.
  const answering = turns.map((t) => t.head.called.filter((c) => talkers.has(c)).map((c) => index.get(c)).filter((x): x is number => x !== undefined));
  const posterior = forwardBackward(turns, emissions, prior, k, { answering, asking: turns.map(endsAsking) }, rotatingThirds(turns, index));
  const dbg = (globalThis as { DEBUG_EN?: string }).DEBUG_EN;
  if (dbg && turns.some((t) => t.head.lines.some((l) => l.text.includes(dbg)))) {
    console.log('PEOPLE', people, 'PRIOR', prior[0].map((x) => x.toFixed(2)));
    for (const [i, t] of turns.entries()) console.log(t.head.hint, t.head.speaker, t.head.gender ?? '', 'called', t.head.called, 'gap', t.head.gapParagraphs, 'E', emissions[i].map((x) => x.toFixed(2)).join(' '), 'P', posterior[i].map((x) => x.toFixed(2)).join(' '), '|', t.head.lines[0]?.text.slice(0, 50));
  }
  for (const [i, t] of turns.entries()) {
    const row = posterior[i];
    let best = 0;
    for (let c = 1; c < k; c++) if (row[c] > row[best]) best = c;
    const partner = i > 0 ? people[argmax(posterior[i - 1])] : turns[i + 1] ? people[argmax(posterior[i + 1])] : undefined;
    for (const r of t.records) ctx.assign(r, people[best], row[best], partner === people[best] ? undefined : partner);
    if ((globalThis as { DEBUG_PEOPLE?: (k: string) => string }).DEBUG_PEOPLE) {
      const nm = (globalThis as unknown as { DEBUG_PEOPLE: (k: string) => string }).DEBUG_PEOPLE;
      for (const r of t.records) for (const l of r.lines) l.issue += ` ##${t.head.hint}##${people.map((p, j) => `${nm(p)}=${row[j].toFixed(2)}`).join('|')}`;
    }
  }
}

/** A turn whose tag (or a name standing for one) gives the speaker. */
function taggedByName(hint: string | undefined): boolean {
  return hint === 'anchor' || hint === 'name';
}

/**
 * The one a tag named three turns back, for each turn (−1 if none): when the two turns since were
 * two others, three people are taking turns (round 23).
 */
function rotatingThirds(turns: Turn[], index: Map<string, number>): number[] {
  return turns.map((_, i) => {
    const x = turns[i - 3]?.head;
    if (!x || !taggedByName(x.hint)) return -1;
    return index.get(x.speaker) ?? -1;
  });
}

/** The people each turn calls by name who may answer it, and whether the turn ends on a question. */
interface CalledOut {
  answering: number[][];
  asking: boolean[];
}

/** «What do you say, Tom?»: the turn's last speech ends with a question mark. */
function endsAsking(t: Turn): boolean {
  const last = t.records[t.records.length - 1]?.lines.at(-1)?.text ?? '';
  return /\?[\s"”’)]*$/.test(last);
}

/** How much less likely a passer-by («a little girl») speaks a turn no tag gives her. */
const PASSING_ELSEWHERE = 0.1;

const argmax = (row: number[]) => row.reduce((b, v, i) => (v > row[b] ? i : b), 0);

/** Who may speak in the conversation: whom its text names as speaking or spoken to, and who was in mind as it began. */
function participants(turns: Turn[], ctx: DialogueContext): string[] {
  const score = new Map<string, number>();
  const add = (key: string | undefined, w: number) => {
    if (!key || key === 'unknown') return;
    score.set(key, (score.get(key) ?? 0) + w);
  };
  for (const t of turns) {
    const h = t.head;
    add(h.speaker, h.hint === 'anchor' ? 3 : h.hint === 'name' ? 2 : h.hint === 'none' ? 0.3 : 1);
    for (const c of h.called) add(c, 1.5);
    for (const c of h.told) add(c, 1.5);
  }
  const first = turns[0].head;
  for (const [r, key] of first.recent.slice(0, 4).entries()) add(key, 1 / (r + 2));
  if (ctx.firstPerson) add(NARRATOR_KEY, 0.5);
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  // Whoever a tag names takes part, however long the conversation: left out, his own line would go
  // to someone else.
  const named = new Set(turns.filter((t) => taggedByName(t.head.hint)).map((t) => t.head.speaker));
  const people = ranked.slice(0, W.maxPeople);
  for (const key of ranked.slice(W.maxPeople)) if (named.has(key) && people.length < W.maxNamed) people.push(key);
  return people;
}

/**
 * How likely each person is to speak at each turn, besides the turn-taking: who the book lets speak
 * most, who was in mind as the conversation began, and who the text names as speaking or spoken to
 * in the turns around (the nearer, the more: a long conversation changes hands).
 */
function localPriors(people: string[], turns: Turn[], ctx: DialogueContext): number[][] {
  const base = people.map((key) => {
    let w = W.priorBase + W.priorCount * Math.log1p(ctx.weight(key));
    const r = turns[0].head.recent.indexOf(key);
    if (r >= 0) w += W.priorRecent / (r + 1);
    for (const t of turns) {
      if (t.head.speaker === key && t.head.hint !== 'none') w += W.priorPick;
      if (t.head.called.includes(key)) w += W.priorCalled;
    }
    return w;
  });
  const evidence = turns.map((t) => people.map((key) => {
    const h = t.head;
    let e = 0;
    if (h.speaker === key) e += h.hint === 'anchor' ? 1 : h.hint === 'name' ? 0.8 : h.hint === 'none' ? 0 : 0.5;
    if (h.called.includes(key) || h.told.includes(key)) e += 0.5;
    return e;
  }));
  // Forward and backward sums of evidence faded by distance.
  const n = turns.length;
  const k = people.length;
  const left = Array.from({ length: n }, () => new Array<number>(k).fill(0));
  const right = Array.from({ length: n }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < n; i++) for (let c = 0; c < k; c++) left[i][c] = evidence[i][c] + (i > 0 ? W.priorDecay * left[i - 1][c] : 0);
  for (let i = n - 1; i >= 0; i--) for (let c = 0; c < k; c++) right[i][c] = evidence[i][c] + (i < n - 1 ? W.priorDecay * right[i + 1][c] : 0);
  return turns.map((_, i) => people.map((_, c) => base[c] + W.priorLocal * (left[i][c] + right[i][c] - evidence[i][c])));
}

function emission(t: Turn, prev: Turn | undefined, next: Turn | undefined, people: string[], index: Map<string, number>, ctx: DialogueContext, usage: TermUsages): number[] {
  const h = t.head;
  const e = people.map((p) => {
    switch (h.hint) {
      case 'anchor':
        return p === h.speaker ? 1 : W.anchorOther;
      case 'name':
        return p === h.speaker ? 1 : W.nameOther;
      case 'gender': {
        const g = ctx.genderOf(p);
        const fit = g === h.gender ? 1 : g === '' && p !== NARRATOR_KEY ? W.genderUnknown : W.genderWrong;
        return fit * (p === h.speaker ? (h.subject ? W.genderSubject : h.local ? W.genderLocal : W.genderPick) : 1);
      }
      case 'beat':
        return p === h.speaker ? W.beat : 1;
      case 'weak':
        // The one the narration before shows asking someone is not the one who answers him.
        return p === h.speaker && !h.askedBefore?.length ? W.weak : 1;
      default:
        return 1;
    }
  });
  // The one the speech calls by name is not its speaker; the one called before answers now.
  const times = (keys: string[], f: number) => {
    for (const c of new Set(keys)) {
      const i = index.get(c);
      if (i !== undefined) e[i] *= f;
    }
  };
  times(h.turned ? h.called.filter((c) => !h.turned?.includes(c)) : h.called, W.ownCalled);
  // «"…," said he to Mr. Dane»: the one the tag says is spoken to is not the speaker either.
  times(h.told, W.ownCalled);
  times(h.named, W.ownNamed);
  if (prev) {
    times(prev.head.called, W.prevCalled);
    times(prev.head.told, W.told);
    // «Ned will be late, I suppose.» ¶ «"…"»: one the turn before talks about is seldom there to answer (round 33).
    if (h.hint === 'none') times(prev.head.named, W.prevNamed);
  }
  if (next) times(next.head.called, W.nextCalled);
  // «Mr. Knightley asked Emma whether…» ¶ «"Oh! no…"»: the one asked answers, as one a tag says is
  // spoken to answers the turn after (round 24; the same weight).
  times(h.askedBefore ?? [], W.told);
  // «No, papa»: said by whoever says «papa» in the tagged turns of the book.
  for (const term of h.terms) weighByShare(e, people, usage.by.get(term), W.termUserBase, W.termUser);
  // «said her father»: the one the book's people call «papa».
  for (const term of KIN_TERMS[h.kin ?? ''] ?? []) weighByShare(e, people, usage.to.get(term), W.kinBase, W.kin);
  // «Yes, papa» in the turn before or after: this one is likely the one called «papa».
  for (const n of [prev, next]) for (const term of n?.head.terms ?? []) weighByShare(e, people, usage.to.get(term), W.termCalledBase, W.termCalled);
  // «Yes, papa»: the one spoken to, the speaker before or after, is a man.
  if (h.selfGender) for (const [i, p] of people.entries()) if (ctx.genderOf(p) !== h.selfGender) e[i] *= ctx.genderOf(p) === '' ? W.termGenderUnknown : W.selfGenderOther;
  for (const n of [prev, next]) {
    const g = n ? addresseeGender(n.head.terms) : '';
    if (!g) continue;
    for (const [i, p] of people.entries()) {
      const pg = ctx.genderOf(p);
      if (pg !== g) e[i] *= pg === '' ? W.termGenderUnknown : W.termGenderOther;
    }
  }
  return e;
}

/**
 * Posterior of each turn's speaker under a chain over pairs of consecutive speakers: a new turn is
 * rarely the last speaker, most often the one before him, else someone else by how likely he is to
 * speak at all. Narration between two turns loosens the rule (the last speaker often goes on).
 */
function forwardBackward(turns: Turn[], emissions: number[][], prior: number[][], k: number, called: CalledOut, thirds: number[]): number[][] {
  const { answering, asking } = called;
  const n = turns.length;
  const none = k;
  const size = (k + 1) * k;
  const at = (a: number, b: number) => a * k + b;
  const trans = (i: number, a: number, b: number): number[] => {
    const p = prior[i];
    const gap = turns[i].head.gapParagraphs > 0;
    const beat = !gap && turns[i].head.opensNarration === true;
    const same = turns[i].head.goesOn ? W.sameGoesOn : gap ? W.sameAfterNarration : beat ? W.sameOpensNarration : W.same;
    const untagged = turns[i].head.hint === 'none' ? W.alternateUntagged / W.alternate : 1;
    let alternate = Math.min(0.98 - same, untagged * (gap ? W.alternateAfterNarration : beat ? W.alternateOpensNarration : turns[i - 1].head.gapParagraphs > 0 ? W.alternateAcrossNarration : W.alternate));
    // «What do you think of it, Tom?»: the turn before called by name a third person, who may answer
    // rather than the one before last.
    if (answering[i - 1].some((c) => c !== a && c !== b)) alternate *= asking[i - 1] ? W.alternateCalledOther * W.alternateAskedOther : W.alternateCalledOther;
    const row = new Array<number>(k).fill(0);
    const alt = a !== none && a !== b;
    let rest = 1 - same - (alt ? alternate : 0);
    let others = p.reduce((s, v) => s + v, 0) - p[b] - (alt ? p[a] : 0);
    if (others <= 1e-9) {
      others = 1;
      rest = 0;
    }
    for (let c = 0; c < k; c++) row[c] = c === b ? same : alt && c === a ? alternate : (rest * p[c]) / others;
    const sum = row.reduce((s, v) => s + v, 0);
    const third = thirds[i];
    if (!alt || third < 0 || third === a || third === b) return row.map((v) => v / sum);
    // Three taking turns (X, A, B): the next may be X again, not only A.
    return row.map((v, c) => (v / sum) * (1 - W.rotateThird) + (c === third ? W.rotateThird : 0));
  };
  const alpha: Float64Array[] = [];
  const first = new Float64Array(size);
  for (let b = 0; b < k; b++) first[at(none, b)] = prior[0][b] * emissions[0][b];
  alpha.push(normalize(first));
  for (let i = 1; i < n; i++) {
    const cur = new Float64Array(size);
    const prev = alpha[i - 1];
    for (let a = 0; a <= k; a++) {
      for (let b = 0; b < k; b++) {
        const p = prev[at(a, b)];
        if (p === 0) continue;
        const row = trans(i, a, b);
        for (let c = 0; c < k; c++) cur[at(b, c)] += p * row[c] * emissions[i][c];
      }
    }
    alpha.push(normalize(cur));
  }
  const beta: Float64Array[] = new Array<Float64Array>(n);
  beta[n - 1] = new Float64Array(size).fill(1);
  for (let i = n - 2; i >= 0; i--) {
    const cur = new Float64Array(size);
    const next = beta[i + 1];
    for (let a = 0; a <= k; a++) {
      for (let b = 0; b < k; b++) {
        const row = trans(i + 1, a, b);
        let s = 0;
        for (let c = 0; c < k; c++) s += row[c] * emissions[i + 1][c] * next[at(b, c)];
        cur[at(a, b)] = s;
      }
    }
    beta[i] = normalize(cur);
  }
  const out: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row = new Array<number>(k).fill(0);
    for (let a = 0; a <= k; a++) for (let b = 0; b < k; b++) row[b] += alpha[i][at(a, b)] * beta[i][at(a, b)];
    const sum = row.reduce((s, v) => s + v, 0) || 1;
    out.push(row.map((v) => v / sum));
  }
  return out;
}

function normalize(v: Float64Array): Float64Array {
  let s = 0;
  for (const x of v) s += x;
  if (s > 0) for (let i = 0; i < v.length; i++) v[i] /= s;
  return v;
}
