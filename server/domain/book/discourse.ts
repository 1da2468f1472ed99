// What the attribution rules remember while reading a chapter:
//  - who is in the reader's mind (salience): people and described persons («ямщик»), each mention
//    adding weight (a subject more than an object) and every sentence end fading it, so the last
//    sentences count most — for «он»/«она» in tags and in narration;
//  - the current exchange: its turns (one per utterance that starts a turn), how sure each was, and
//    whom the last speech called by name — for answers and turn-taking.
import type { Gender } from '../../contract/enums.ts';
import { NARRATOR_KEY } from './types.ts';

interface Entity {
  /** Salience: each mention adds its weight (a subject more), every sentence end fades it. */
  score: number;
  paragraph: number;
}

/** What is left of a mention's weight after each sentence: the last sentence or two decide. */
const FADE = 0.2;

export interface Turn {
  key: string;
  confidence: number;
  /** The turn's speaker was named or told by the author's words (not inferred from the exchange). */
  anchored: boolean;
  /** The paragraph it was said in (set by addTurn). */
  paragraph?: number;
}

export class Discourse {
  private readonly entities = new Map<string, Entity>();
  paragraph = 0;
  /** Persons who have spoken a line somewhere in the book (with confidence). */
  readonly spoke = new Map<string, number>();
  /**
   * Persons who have acted somewhere in the book: the subject of a sentence, or a speaker. One only
   * ever named as an object («звуками Моцарта», «читал Пушкина») is nobody «он» could mean.
   */
  readonly actors = new Set<string>();
  turns: Turn[] = [];
  /** Who the previous utterance called by name («— Петр, иди сюда!»). */
  addressees: string[] = [];
  /** Whom the author's words say the previous utterance was said to («сказал он Ивану»). */
  spokenTo: string[] = [];
  /** Whom each speaker of the exchange called by name last, and at which turn. */
  private readonly calls = new Map<string, { who: string; turn: number }>();
  /** Narration since the last turn of the exchange (the last turn is then not the previous line). */
  narrationSinceTurn = false;
  exchange = 0;
  /** One the narration has just brought in («Иван вошел») who has not spoken since (arrival.ts). */
  newcomer: { key: string; paragraph: number } | undefined;

  private readonly genderOf: (key: string) => Gender;
  /** Sentences read so far (a paragraph with speech counts as one). */
  private sentenceNo = 0;
  /** The latest subject of each sex (a speaker counts: the subject of the tag) and its sentence. */
  private readonly subjects = new Map<Gender, { key: string; sentence: number }>();

  constructor(genderOf: (key: string) => Gender) {
    this.genderOf = genderOf;
  }

  mention(key: string, weight = 1): void {
    // Someone of that sex is in mind now: the hero of the chapter before no longer stands in.
    if (this.carried.size > 0) this.carried.delete(this.genderOf(key));
    const e = this.entities.get(key);
    if (e) {
      e.score += weight;
      e.paragraph = this.paragraph;
    } else {
      this.entities.set(key, { score: weight, paragraph: this.paragraph });
    }
  }

  /** A sentence has ended: what it was about fades. */
  endSentence(): void {
    this.fade(FADE);
    this.sentenceNo++;
  }

  /** `key` is the subject of the sentence being read (or the speaker of a speech). */
  noteSubject(key: string): void {
    if (key === NARRATOR_KEY) {
      this.subjects.clear();
      return;
    }
    const gender = this.genderOf(key);
    if (gender) this.subjects.set(gender, { key, sentence: this.sentenceNo });
  }

  /**
   * «Тот мельком взглянул на нее, сказал: "подождите"… Он перевел дух»: someone «тот» made act for a
   * moment, and the topic they stepped aside from (the next «он» is again the topic).
   */
  aside: { key: string; topic: string; paragraph: number } | null = null;

  /** `key` has just spoken: the subject of the tag, unless «тот» made them act aside from the topic. */
  noteSpeaker(key: string): void {
    if (this.aside?.key === key && this.aside.paragraph === this.paragraph) this.noteSubject(this.aside.topic);
    else this.noteSubject(key);
  }

  /**
   * The last subject of that sex, if it was within `within` sentences: a subject «он»/«она» goes on
   * with the person the sentences before were about as their subject, not with one they only
   * mentioned («Она ушла вслед за дворником. Тотчас же бросился он…» is not the porter).
   */
  lastSubject(gender: Gender, within = 4): string | undefined {
    const s = this.subjects.get(gender);
    return s && this.sentenceNo - s.sentence <= within ? s.key : undefined;
  }

  fade(by: number): void {
    for (const [key, e] of this.entities) {
      e.score *= by;
      if (e.score < 0.001) this.entities.delete(key);
    }
  }

  /** Mentioned in this paragraph or the `within` before it. */
  fresh(key: string, within = 1): boolean {
    const e = this.entities.get(key);
    return e !== undefined && this.paragraph - e.paragraph <= within;
  }

  score(key: string): number {
    return this.entities.get(key)?.score ?? 0;
  }

  /** Persons in mind, most salient first, optionally of one gender, seen in the last `paragraphs` paragraphs. */
  salient(gender: Gender | null, exclude: Set<string>, paragraphs = 3): string[] {
    const out: Array<[string, number]> = [];
    for (const [key, e] of this.entities) {
      if (exclude.has(key) || this.paragraph - e.paragraph > paragraphs) continue;
      if (gender !== null && this.genderOf(key) !== gender) continue;
      out.push([key, e.score]);
    }
    return out.sort((a, b) => b[1] - a[1]).map(([k]) => k);
  }

  /**
   * Candidates for «он»/«она», most salient first, leaving out people only ever named as objects
   * («звуками Моцарта») unless the last sentence or two spoke of them.
   */
  likely(keys: string[]): string[] {
    const kept = keys.filter((k) => this.actors.has(k) || this.score(k) >= 0.5);
    return kept.length > 0 ? kept : keys;
  }

  addTurn(turn: Turn): void {
    this.turns.push({ ...turn, paragraph: this.paragraph });
    if (turn.key === this.newcomer?.key) this.newcomer = undefined;
    this.narrationSinceTurn = false;
    if (turn.confidence >= 0.7) this.spoke.set(turn.key, Math.max(this.spoke.get(turn.key) ?? 0, turn.confidence));
  }

  /** Ends the current exchange: a long stretch of narration, a scene break or a new chapter. */
  breakExchange(): void {
    if (this.turns.length > 0) this.exchange++;
    this.turns = [];
    this.addressees = [];
    this.spokenTo = [];
    this.calls.clear();
    this.narrationSinceTurn = false;
  }

  /**
   * The person of each sex most in mind at the end of the chapter before, until the new chapter
   * mentions someone of that sex: «Часа два спустя он стучался в дверь…» opening a chapter is its hero.
   */
  private readonly carried = new Map<Gender, string>();

  /** The hero of the chapter before, for a pronoun that opens a chapter before anyone of its sex is named. */
  carriedHero(gender: Gender): string | undefined {
    return this.carried.get(gender);
  }

  /** Forgets who was in mind (a new chapter), keeping its hero of each sex for an opening pronoun. */
  forget(): void {
    this.carried.clear();
    for (const g of ['m', 'f'] as const) {
      const hero = this.likely(this.salient(g, new Set([NARRATOR_KEY, 'unknown']))).find((k) => !k.startsWith('d:'));
      if (hero) this.carried.set(g, hero);
    }
    this.entities.clear();
    this.subjects.clear();
    this.aside = null;
  }

  call(speaker: string, who: string): void {
    this.calls.set(speaker, { who, turn: this.turns.length });
  }

  /** The one `speaker` is talking to: whom they called by name in the last two turns. */
  calledBy(speaker: string): string | undefined {
    const c = this.calls.get(speaker);
    return c && this.turns.length - c.turn <= 2 ? c.who : undefined;
  }

  lastTurn(): Turn | undefined {
    return this.turns[this.turns.length - 1];
  }

  /** The speaker of the latest turn not by `key`. */
  otherSpeaker(key: string | undefined): Turn | undefined {
    for (let i = this.turns.length - 1; i >= 0; i--) if (this.turns[i].key !== key) return this.turns[i];
    return undefined;
  }

  /**
   * The two people of a clean exchange: the last four turns (or all, if fewer) by exactly two
   * speakers taking turns, none of them unknown. A third voice breaks it until two turns re-anchor it.
   */
  pair(): [string, string] | null {
    const recent = this.turns.slice(-4);
    if (recent.length < 2) return null;
    const keys = new Set(recent.map((t) => t.key));
    if (keys.size !== 2 || keys.has('unknown')) return null;
    for (let i = 1; i < recent.length; i++) if (recent[i].key === recent[i - 1].key) return null;
    const [a, b] = [recent[recent.length - 1].key, recent[recent.length - 2].key];
    return [a, b];
  }

  /** Turns since the last anchored one (0: the last turn was anchored). */
  sinceAnchor(): number {
    for (let i = this.turns.length - 1, n = 0; i >= 0; i--, n++) if (this.turns[i].anchored) return n;
    return this.turns.length;
  }

  participants(): Set<string> {
    return new Set(this.turns.map((t) => t.key));
  }
}
