// «— Хлопоты у меня большие, — продолжал Николай Петрович, обращаясь к сыну»: a tag whose speaker
// turns to someone («обращаясь к», «обратясь к», «повернувшись к») says whom the speech was said to,
// and so who is likely to answer — never the speaker. A name after «к» is already read as the one
// spoken to (tags.ts); this reads a kin word, a pronoun or a described person there.
import type { Gender } from '../../contract/enums.ts';
import type { SpeakerContext } from './speaker-context.ts';
import { descriptionBase, KIN } from './descriptions.ts';
import { mayBeNamed } from './entities.ts';
import { kinByName } from './kin-names.ts';
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import { NARRATOR_KEY } from './types.ts';

const TURNING = /(?:^|[\s,(])(?<!(?:^|[^а-яё])не\s)(?:обращаясь|обратясь|обратившись|оборотясь|оборотившись|повернувшись|поворотясь|обернувшись|оборачиваясь|поворачиваясь)\s+(?:(?:вдруг|опять|снова|прямо|уже|тоже|исключительно)\s+)*к\s+(?:сам(?:ому|ой)\s+)?([а-яё]+)/iu;
const PRONOUN: Record<string, Gender> = { нему: 'm', ней: 'f', нее: 'f', неё: 'f' };

/**
 * The one the tag's speaker turns to, if the tag says so and the text tells who it is. The tag is a
 * sentence of Russian author's words starting at `offset` of the text the mentions were found in.
 */
export function turnedTo(tag: string, offset: number, mentions: Mention[], speaker: string, ctx: SpeakerContext): string | undefined {
  const m = TURNING.exec(tag);
  if (!m) return undefined;
  const at = offset + m.index + m[0].length - m[1].length;
  const named = mentions.find((x) => x.start <= at && at < x.end);
  if (named) return ok(ctx.registry.resolve(named) ?? undefined, speaker);
  const word = m[1].toLowerCase();
  const pronoun = PRONOUN[word];
  if (pronoun) return ok(othersInScene(pronoun, speaker, ctx)[0], speaker);
  const noun = analyzeWord(word).animate;
  if (!noun) return undefined;
  const lemma = descriptionBase(noun.lemma);
  // «к сыну» of Николай Петрович: the Николаевич the chapter names (kin-names.ts), never a chapter's
  // tie of the word, which says whose relative someone else is.
  if (KIN.has(lemma)) {
    const people = new Set([...ctx.chapterMentions.keys(), ...othersInScene(noun.gender, speaker, ctx)].filter((k) => !k.startsWith('d:') && k !== speaker));
    const kin = [...people].filter((k) => kinByName(lemma, new Set([speaker, k]), ctx.registry, (id) => ctx.genderOf(id)) === k);
    if (kin.length === 1) return kin[0];
  } else {
    const linked = ctx.links.get(lemma) ?? ctx.chapterLinks.get(lemma);
    if (linked) return ok(linked, speaker);
  }
  // «к дочери», «к барину»: the one named person of that sex in the scene besides the speaker.
  if (mayBeNamed(lemma) && noun.gender) {
    const present = othersInScene(noun.gender, speaker, ctx).filter((k) => !k.startsWith('d:'));
    if (present.length === 1) return present[0];
  }
  // «к артельщику»: a described person the book already has.
  const key = ctx.describedKey(lemma);
  return ctx.descriptors.has(key) ? ok(key, speaker) : undefined;
}

function othersInScene(gender: Gender, speaker: string, ctx: SpeakerContext): string[] {
  const d = ctx.discourse;
  return d.likely(d.salient(gender, new Set([speaker, NARRATOR_KEY, 'unknown']), 2));
}

const ok = (key: string | undefined, speaker: string): string | undefined => (key && key !== speaker && key !== NARRATOR_KEY ? key : undefined);

// «спросил он письмоводителя», «сказал он ямщику»: the word right after the tag's verb (and its
// pronoun) as the object of speaking: a described person in the dative or the accusative.
const SPOKEN_TO = /^\s*[а-яё]+\s+(?:(?:он|она)\s+)?([а-яё]+)(?=[\s,.;:!?]|$)/u;

/**
 * The described person an after-tag says the speech was said to («спросил он письмоводителя»), when
 * the book already has that person; names there are read by tags.ts.
 */
export function describedSpokenTo(tag: string, speaker: string, ctx: SpeakerContext): string | undefined {
  const word = SPOKEN_TO.exec(tag)?.[1];
  if (!word) return undefined;
  const info = analyzeWord(word);
  const noun = info.animate;
  if (!noun || info.cases.has('nomn') || !(info.cases.has('datv') || info.cases.has('accs'))) return undefined;
  const lemma = descriptionBase(noun.lemma);
  const linked = ctx.links.get(lemma) ?? ctx.chapterLinks.get(lemma);
  if (linked) return ok(linked, speaker);
  const key = ctx.describedKey(lemma);
  return ctx.descriptors.has(key) ? ok(key, speaker) : undefined;
}
