// The state one book's attribution shares across chapters: who is registered, who was described,
// which descriptions the text tied to a name, who spoke, and the speaker model that decides.
import type { Gender } from '../../contract/enums.ts';
import { NARRATOR_KEY } from './types.ts';
import { Discourse } from './discourse.ts';
import type { Mention } from './names.ts';
import { personGender, personName, type Registry } from './registry.ts';
import type { Piece } from './segment-lines.ts';
import { messages, type Messages } from './messages.ts';
import { descriptionBase } from './descriptions.ts';
import type { SpeakerTrace } from './choose.ts';
import { SPEAKER_MODEL, type SpeakerModel } from './model.ts';

/** Below this confidence a line is marked for review (languages the speaker model was not fit for). */
export const REVIEW_BELOW = 0.7;

export interface ParagraphWork {
  text: string;
  pieces: Piece[];
  /** Mentions found in the paragraph text (offsets in it). */
  mentions: Mention[];
  breakBefore: boolean;
}

export interface Descriptor {
  key: string;
  /** The word the description is filed under (descriptions.ts: «старуха» for «старушка» too). */
  lemma: string;
  gender: Gender;
  /** The words the text used for this person → how often («матушка» 12, «мать» 3), for the cast's aliases. */
  forms: Map<string, number>;
}

/** State shared by all chapters of one book. */
export class SpeakerContext {
  readonly registry: Registry;
  readonly language: string;
  readonly msg: Messages;
  readonly discourse: Discourse;
  readonly descriptors = new Map<string, Descriptor>();
  /** Descriptions the text ties to one named person («доктор Вернер»): lemma → person key. */
  readonly links = new Map<string, string>();
  /** Descriptions a conversation of this chapter showed to be a named person («слуга» answering «Петр»). */
  readonly chapterLinks = new Map<string, string>();
  /** Of those, the ones the text showed outright (a call by name to the described person). */
  readonly shownLinks = new Set<string>();
  /** Of those, the ones a call showed («— Послушайте, Семен Ильич! — сказал я коменданту»): the book keeps them (shown-ties.ts). */
  readonly calledLinks = new Set<string>();
  /** The story is told in the first person (the narrator takes part in conversations). */
  firstPerson = false;
  /** Verb-agreement votes per key (m minus f), added to the names' own gender. */
  readonly verbVotes = new Map<string, number>();
  /** A first-person narrator's sex, from «я сказал»/«я сказала» in the narration. */
  narratorGender: Gender = '';
  /** Turns each person has spoken in this chapter and in the book so far. */
  readonly chapterSpoke = new Map<string, number>();
  /** How often the chapter names each person, all through it: who the chapter is about. */
  readonly chapterMentions = new Map<string, number>();
  /** The named people the chapter mentions most, most first (counted once per chapter). */
  chapterTop: string[] = [];
  readonly bookSpoke = new Map<string, number>();
  /** The speaker model that decides Russian lines (the fitted one unless a fitting script sets another). */
  model: SpeakerModel = SPEAKER_MODEL;
  /** Sees every decision of the model (the fitting script collects them). */
  trace: ((t: SpeakerTrace) => void) | null = null;

  constructor(registry: Registry, language: string) {
    this.registry = registry;
    this.language = language;
    this.msg = messages(language);
    this.discourse = new Discourse((key) => this.genderOf(key));
  }

  genderOf(key: string): Gender {
    const d = this.descriptors.get(key);
    if (d) return d.gender;
    const p = this.registry.byId(key);
    if (!p) return '';
    const votes = p.genderVotes * 3 + (this.verbVotes.get(key) ?? 0);
    return votes > 0 ? 'm' : votes < 0 ? 'f' : personGender(p);
  }

  nameOf(key: string): string {
    if (key === NARRATOR_KEY) return this.msg.narrator;
    const d = this.descriptors.get(key);
    if (d) return d.lemma;
    const p = this.registry.byId(key);
    return p ? personName(p) : this.msg.unknown;
  }

  /** Below this confidence a line is marked for review. */
  reviewBelow(): number {
    return this.language === 'ru' ? this.model.reviewBelow : REVIEW_BELOW;
  }

  /** The chapter's descriptions in apposition to another («урядник, молодой и статный казак»): word → the first. */
  readonly appositives = new Map<string, string>();
  /** Words the narration puts side by side for one person («старушкою, матерью своею»): word → the first one. */
  sameDescription = new Map<string, string>();

  /** The key of a described person, without registering it. */
  describedKey(lemma: string): string {
    const base = descriptionBase(lemma);
    return `d:${this.sameDescription.get(base) ?? base}`;
  }

  /** The key of a described person («ямщик» → d:ямщик, «старушка» → d:старуха), registered on first use. */
  descriptorKey(lemma: string, gender: Gender): string {
    const key = this.describedKey(lemma);
    const base = key.slice(2);
    let d = this.descriptors.get(key);
    if (!d) this.descriptors.set(key, (d = { key, lemma: base, gender, forms: new Map() }));
    d.forms.set(lemma, (d.forms.get(lemma) ?? 0) + 1);
    return key;
  }

}
