// What the attribution rules remember while reading: who was mentioned last (for «он»/«она»),
// who spoke in the current exchange (for turn-taking), whom the last speech addressed.
import type { Gender } from '../../contract/enums.ts';

export class Discourse {
  /** Person key → position of its latest mention (larger is more recent). */
  private readonly lastSeen = new Map<string, number>();
  private clock = 0;
  /** Speakers of the current exchange, one entry per speech paragraph, in order. */
  turns: string[] = [];
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
  }

  /** Ends the current exchange: a long stretch of narration, a scene break or a new chapter. */
  breakExchange(): void {
    this.turns = [];
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

  /** Persons by recency, optionally of one gender, skipping `exclude`; within the last `window` mentions. */
  recent(gender: Gender | null, exclude: Set<string>, window = 40): string[] {
    const out: Array<[string, number]> = [];
    for (const [key, at] of this.lastSeen) {
      if (this.clock - at > window || exclude.has(key)) continue;
      if (gender !== null && this.genderOf(key) !== gender) continue;
      out.push([key, at]);
    }
    return out.sort((a, b) => b[1] - a[1]).map(([k]) => k);
  }
}
