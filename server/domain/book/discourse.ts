// What the attribution rules remember while reading: who was mentioned last (for «он»/«она»),
// who spoke in the current exchange (for turn-taking), whom the last speech addressed.
import type { Gender } from '../../contract/enums.ts';

export class Discourse {
  /** Person key → position of its latest mention (larger is more recent). */
  private readonly lastSeen = new Map<string, number>();
  private clock = 0;
  /** Speakers of the current exchange, one entry per speech paragraph, in order. */
  turns: string[] = [];
  /** How sure the rules were about each of `turns`. */
  turnConfidence: number[] = [];
  /** Paragraph counter, and the paragraph where each person was last mentioned. */
  paragraph = 0;
  private readonly lastParagraph = new Map<string, number>();
  /** Persons who have spoken a line somewhere before. */
  readonly spoke = new Set<string>();
  /** Who the previous speech paragraph called by name («— Петр, иди сюда!»). */
  addressees: string[] = [];
  /** The previous paragraph had speech (a new speech paragraph is then a new turn). */
  previousWasSpeech = false;

  private readonly genderOf: (key: string) => Gender;

  constructor(genderOf: (key: string) => Gender) {
    this.genderOf = genderOf;
  }

  mention(key: string): void {
    this.lastSeen.set(key, ++this.clock);
    this.lastParagraph.set(key, this.paragraph);
  }

  /** Mentioned in this paragraph or the one before. */
  fresh(key: string): boolean {
    return this.paragraph - (this.lastParagraph.get(key) ?? -10) <= 1;
  }

  addTurn(key: string, confidence: number): void {
    this.turns.push(key);
    this.turnConfidence.push(confidence);
    if (confidence >= 0.7) this.spoke.add(key);
  }

  /** Confidence of the latest turn of `key` in this exchange (0 if none). */
  turnSureness(key: string): number {
    for (let i = this.turns.length - 1; i >= 0; i--) if (this.turns[i] === key) return this.turnConfidence[i];
    return 0;
  }

  /** Number of the current exchange (grows at every break). */
  exchange = 0;

  /** Ends the current exchange: a long stretch of narration, a scene break or a new chapter. */
  breakExchange(): void {
    if (this.turns.length > 0) this.exchange++;
    this.turns = [];
    this.turnConfidence = [];
    this.addressees = [];
    this.previousWasSpeech = false;
  }

  lastSpeaker(): string | undefined {
    return this.turns[this.turns.length - 1];
  }

  /** The most recent speaker of the exchange other than `key`. */
  otherSpeaker(key: string | undefined): string | undefined {
    for (let i = this.turns.length - 1; i >= 0; i--) if (this.turns[i] !== key) return this.turns[i];
    return undefined;
  }

  participants(): Set<string> {
    return new Set(this.turns);
  }

  /**
   * Persons by recency, optionally of one gender, skipping `exclude`; within the last `window`
   * mentions and the last `paragraphs` paragraphs (a name from the title page is no antecedent).
   */
  recent(gender: Gender | null, exclude: Set<string>, window = 40, paragraphs = 6): string[] {
    const out: Array<[string, number]> = [];
    for (const [key, at] of this.lastSeen) {
      if (this.clock - at > window || exclude.has(key)) continue;
      if (this.paragraph - (this.lastParagraph.get(key) ?? 0) > paragraphs) continue;
      if (gender !== null && this.genderOf(key) !== gender) continue;
      out.push([key, at]);
    }
    return out.sort((a, b) => b[1] - a[1]).map(([k]) => k);
  }
}
