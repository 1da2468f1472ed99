// What the reader of an English chapter keeps in mind: who was mentioned lately (and as whose
// subject), who has spoken in the conversation going on and in which order, whom the last speech
// called by name.
import type { Gender } from '../../../contract/enums.ts';
import type { NarrationActor } from './narration-actor.ts';
import type { EnParagraph } from './attribute.ts';

export interface Turn {
  speaker: string;
  confidence: number;
}

export class EnDiscourse {
  private readonly seen = new Map<string, number>();
  private readonly seenAt = new Map<string, number>();
  private clock = 0;
  /** Paragraphs read so far in the book: a mention older than a few pages is forgotten. */
  paragraph = 0;
  /** Person nouns the narration brought in with «a» («a policeman spoke to him»), with the paragraph. */
  readonly introduced = new Map<string, number>();
  /** Person nouns a tag brought in with «a» («said a little girl»), with the paragraph: «said the girl» is she. */
  readonly introducedSpeakers = new Map<string, { phrase: string; paragraph: number }>();
  /** Speakers of the conversation going on, one per speech paragraph, oldest first. */
  turns: Turn[] = [];
  /** People the last speech called by name or was said to («said X to Y»). */
  addressees: string[] = [];
  /** Narration paragraphs since the last speech paragraph. */
  narrationSince = 0;
  /** Characters of narration since the last speech paragraph. */
  narrationChars = 0;
  /** Who the last sentence of the latest paragraph of narration says acts («Elinor looked up.», «…to Elinor. She looked up.»). */
  actor: NarrationActor | null = null;
  /** The paragraphs of narration since the last speech paragraph, oldest first. */
  narrationRun: EnParagraph[] = [];
  /** The last paragraph of narration. */
  lastNarration: EnParagraph | null = null;
  readonly genderOf: (key: string) => Gender;
  readonly candidate: (key: string) => boolean;

  constructor(genderOf: (key: string) => Gender, candidate: (key: string) => boolean) {
    this.genderOf = genderOf;
    this.candidate = candidate;
  }

  mention(key: string): void {
    this.seen.set(key, ++this.clock);
    this.seenAt.set(key, this.paragraph);
  }

  /** A paragraph of narration read: the run keeps the last twenty, as far back as a pronoun's candidates go. */
  noteNarration(p: EnParagraph): void {
    this.narrationRun.push(p);
    if (this.narrationRun.length > 20) this.narrationRun.shift();
  }

  /** How many mentions ago `key` was last mentioned (Infinity if never). */
  age(key: string): number {
    const t = this.seen.get(key);
    return t === undefined ? Infinity : this.clock - t;
  }

  /** People by recency, of the gender asked for (a person of unknown gender only after all known ones). */
  recent(gender: Gender | null, exclude: Set<string>, limit = 40, window = 20): string[] {
    const fresh: Array<[string, number]> = [];
    for (const [k, t] of this.seen) {
      if (this.paragraph - (this.seenAt.get(k) ?? 0) <= window && !exclude.has(k) && this.candidate(k)) fresh.push([k, t]);
    }
    const all = fresh.sort((a, b) => b[1] - a[1]).map(([k]) => k).slice(0, limit);
    if (!gender) return all;
    const known = all.filter((k) => this.genderOf(k) === gender);
    return known;
  }

  /** A new conversation: after a scene break, a chapter start or a long stretch of narration. */
  breakConversation(): void {
    this.turns = [];
    this.addressees = [];
  }

  lastSpeaker(): string | undefined {
    return this.turns[this.turns.length - 1]?.speaker;
  }

  /** The speaker before the last one who is not the last one: the partner in an A-B-A-B exchange. */
  partner(): Turn | undefined {
    const last = this.lastSpeaker();
    for (let i = this.turns.length - 2; i >= 0 && i >= this.turns.length - 6; i--) {
      if (this.turns[i].speaker !== last) return this.turns[i];
    }
    return undefined;
  }

  /** Distinct speakers of the last `n` turns. */
  speakers(n: number): Set<string> {
    return new Set(this.turns.slice(-n).map((t) => t.speaker));
  }

  addTurn(speaker: string, confidence: number): void {
    this.turns.push({ speaker, confidence });
    if (this.turns.length > 50) this.turns.shift();
    this.narrationSince = 0;
    this.narrationChars = 0;
    this.narrationRun = [];
  }
}
