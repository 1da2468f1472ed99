// Reading narration for who is in the scene: names, described persons («ямщик», «старуха»), and
// pronouns that point back at them, sentence by sentence, into the discourse's salience. A plain
// description («старик», «молодой человек», «женщина») usually means someone already in the scene;
// a trade or rank («ямщик», «доктор») is a person of its own unless the text ties it to a name.
import type { Gender } from '../../contract/enums.ts';
import type { SpeakerContext } from './attribution.ts';
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import type { Told } from './resolve.ts';
import { sentences, subjectsOf } from './subjects.ts';
import { words } from './text.ts';
import { NARRATOR_KEY } from './types.ts';

const SUBJECT_WEIGHT = 2;

const THIRD: Record<string, Gender> = {
  он: 'm', его: 'm', него: 'm', ему: 'm', нему: 'm', ним: 'm', нем: 'm', нём: 'm',
  она: 'f', ее: 'f', её: 'f', нее: 'f', неё: 'f', ей: 'f', ней: 'f', ею: 'f', нею: 'f',
};
const FIRST = new Set(['я', 'меня', 'мне', 'мной', 'мною']);

// Descriptions by age, sex, kinship or standing: they refer back to someone in the scene.
const PLAIN = new Set([
  'старик', 'старуха', 'старушка', 'старичок', 'старушонка', 'юноша', 'девушка', 'девица', 'барышня', 'женщина',
  'мужчина', 'господин', 'госпожа', 'дама', 'незнакомец', 'незнакомка', 'гость', 'гостья', 'хозяин', 'хозяйка',
  'собеседник', 'собеседница', 'приятель', 'приятельница', 'товарищ', 'друг', 'подруга', 'жилец', 'посетитель',
  'оратор', 'отец', 'мать', 'сын', 'дочь', 'муж', 'жена', 'брат', 'сестра', 'дядя', 'тетка', 'тетушка', 'бабушка',
  'дедушка', 'барин', 'барыня', 'малый', 'парень', 'чиновник', 'офицер', 'больной', 'больная', 'пьяница', 'бедняк',
  'бедняжка', 'страдалец', 'супруг', 'супруга', 'родитель', 'папаша', 'мамаша', 'батюшка', 'матушка', 'сожительница',
]);
// Nouns that are people grammatically but never someone in the scene.
const NOT_CHARACTERS = new Set([
  'бог', 'господь', 'черт', 'чёрт', 'дьявол', 'бес', 'человек', 'кто', 'никто', 'некто', 'всякий', 'каждый',
  'народ', 'публика', 'толпа', 'читатель', 'автор', 'сочинитель', 'писатель', 'лицо', 'персона', 'особа', 'ангел',
  'душа', 'сердце', 'предок', 'потомок', 'ребята', 'христос', 'святой', 'царь', 'государь', 'государыня', 'император',
]);

export function isPlainDescription(lemma: string): boolean {
  return PLAIN.has(lemma) || / человек$/u.test(lemma);
}

/**
 * Notes the names, described persons and pronouns of a piece of narration; returns the subjects,
 * resolved to keys, in order. `mentions` have offsets into `text`.
 */
export function readNarration(text: string, mentions: Mention[], ctx: SpeakerContext): Told[] {
  const d = ctx.discourse;
  const ru = ctx.language === 'ru';
  const subjects = ru ? subjectsOf(text, mentions) : [];
  const subjectAt = new Set(subjects.map((x) => x.start));
  const told: Told[] = [];
  const ranges = ru ? sentences(text) : [[0, text.length] as [number, number]];
  for (const [from, to] of ranges) {
    for (const w of words(text.slice(from, to))) {
      const at = w.start + from;
      const weight = subjectAt.has(at) ? SUBJECT_WEIGHT : 1;
      const key = keyAt(text, at, w.text, mentions, ctx);
      if (!key) continue;
      d.mention(key, weight);
      if (weight === SUBJECT_WEIGHT) told.push({ key, gender: ctx.genderOf(key) });
    }
    d.endSentence();
  }
  return told;
}

function keyAt(text: string, at: number, word: string, mentions: Mention[], ctx: SpeakerContext): string | null {
  const mention = mentions.find((m) => m.start <= at && at < m.end);
  if (mention) return mention.start === at ? ctx.registry.resolve(mention) : null;
  if (ctx.language !== 'ru') return null;
  const lower = word.toLowerCase();
  const g = THIRD[lower];
  if (g) return ctx.discourse.salient(g, new Set([NARRATOR_KEY, 'unknown']))[0] ?? null;
  if (FIRST.has(lower)) return ctx.firstPerson ? NARRATOR_KEY : null;
  const info = analyzeWord(lower);
  const noun = info.animate;
  if (!noun || /^[А-ЯЁ]/.test(word)) return null;
  // «молодой человек», «пожилой человек»: a person by an adjective and a plain noun.
  if (noun.lemma === 'человек') {
    const prev = /([а-яё]+)\s+$/u.exec(text.slice(Math.max(0, at - 30), at))?.[1];
    const a = prev ? analyzeWord(prev) : null;
    if (!prev || !a || a.pos !== 'ADJF') return null;
    return nounKey(`${analyzeWord(prev).lemma} человек`, 'm', text, at, ctx);
  }
  if (NOT_CHARACTERS.has(noun.lemma)) return null;
  return nounKey(noun.lemma, noun.gender, text, at, ctx);
}

/** A described person: a name the text ties it to, someone in the scene it plainly describes, or itself. */
export function nounKey(lemma: string, gender: Gender, text: string, at: number, ctx: SpeakerContext, exclude = new Set<string>()): string {
  const linked = ctx.links.get(lemma);
  if (linked) return linked;
  const own = ctx.descriptorKey(lemma, gender);
  if (!isPlainDescription(lemma) || !gender) return own;
  // «какой-то старик», «один чиновник» bring someone new.
  if (/(?:какой-то|какая-то|один|одна|некий|некая|незнакомый|незнакомая|другой|другая|второй|вторая)\s+(?:[а-яё]+\s+)?$/u.test(text.slice(Math.max(0, at - 40), at).toLowerCase())) return own;
  const inScene = ctx.discourse.salient(gender, new Set([...exclude, NARRATOR_KEY, 'unknown', own]), 2)
    .filter((k) => ctx.discourse.score(k) >= 0.2);
  return inScene[0] ?? own;
}
