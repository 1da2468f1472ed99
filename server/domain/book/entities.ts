// Reading narration for who is in the scene: names, described persons («ямщик», «старуха»), and
// pronouns that point back at them, sentence by sentence, into the discourse's salience.
import type { Gender } from '../../contract/enums.ts';
import type { SpeakerContext } from './speaker-context.ts';
import { descriptionBase, KIN } from './descriptions.ts';
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import type { Told } from './resolve.ts';
import { elderOf } from './elders.ts';
import { experiencersOf } from './experiencers.ts';
import { describedBy, sentences, subjectsOf } from './subjects.ts';
import { inSubordinate } from './subordinate-ru.ts';
import { arrivalIn } from './arrival.ts';
import { words } from './text.ts';
import { NARRATOR_KEY } from './types.ts';

const SUBJECT_WEIGHT = 2;
const CLOSE_SENTENCES = 2;

const THIRD: Record<string, Gender> = {
  он: 'm', его: 'm', него: 'm', ему: 'm', нему: 'm', ним: 'm', нем: 'm', нём: 'm',
  она: 'f', ее: 'f', её: 'f', нее: 'f', неё: 'f', ей: 'f', ней: 'f', ею: 'f', нею: 'f',
};
const FIRST = new Set(['я', 'меня', 'мне', 'мной', 'мною']);

// Nouns that are people grammatically but never someone in the scene.
const NOT_CHARACTERS = new Set([
  'бог', 'господь', 'черт', 'чёрт', 'дьявол', 'бес', 'человек', 'кто', 'никто', 'некто', 'всякий', 'каждый',
  'народ', 'публика', 'толпа', 'читатель', 'автор', 'сочинитель', 'писатель', 'лицо', 'персона', 'особа', 'ангел',
  'душа', 'сердце', 'предок', 'потомок', 'ребята', 'христос', 'святой', 'царь', 'государь', 'государыня', 'император',
]);

/**
 * Notes the names, described persons and pronouns of a piece of narration; returns the subjects,
 * resolved to keys, in order. `mentions` have offsets into `text`.
 */
export function readNarration(text: string, mentions: Mention[], ctx: SpeakerContext): Told[] {
  const d = ctx.discourse;
  const ru = ctx.language === 'ru';
  const ranges = ru ? sentences(text) : [[0, text.length] as [number, number]];
  // Salience fades fast: only the last sentences of a long narration matter for who speaks next, so
  // the earlier ones are skimmed for names alone (no morphology: a 3-million-character book reads fast).
  const close = Math.max(0, ranges.length - CLOSE_SENTENCES);
  const from = ranges[close]?.[0] ?? 0;
  const near = mentions.filter((m) => m.start >= from).map((m) => ({ ...m, start: m.start - from, end: m.end - from }));
  const closeText = text.slice(from);
  const subjectAt = new Map(ru ? subjectsOf(closeText, near).map((x) => [x.start + from, x] as const) : []);
  // «Базарову становилось хуже. Он еще…», «в голове Раскольникова», «Тот …»: experiencers.ts.
  if (ru) for (const x of experiencersOf(closeText, near)) if (!subjectAt.has(x.start + from)) subjectAt.set(x.start + from, x);
  const told: Told[] = [];
  for (const [i, [a, b]] of ranges.entries()) {
    if (i < close) {
      let subject = false;
      for (const m of mentions) {
        if (m.start < a || m.start >= b) continue;
        const key = ctx.registry.resolve(m);
        if (!key) continue;
        const nominative = m.cases.size === 1 && m.cases.has('nomn');
        if (nominative) d.actors.add(key);
        // «Раскольников усмехнулся опять. Он помнил…»: the first name in the nominative is most likely
        // the sentence's subject and weighs as one. (Taking it for the subject the next «он» goes on
        // with, as a read sentence does, gained pronouns but lost as many turns on the dev split.)
        d.mention(key, nominative && !subject ? SUBJECT_WEIGHT : 1);
        subject ||= nominative;
      }
      // «Значительное лицо находился в своем кабинете…»: a sentence opening with a person described by
      // an adjective and «лицо»/«человек» is about that person, though no name says so.
      const described = subject ? null : describedOpening(text.slice(a, b));
      if (described) {
        const key = nounKey(described, 'm', ctx, text.slice(0, a));
        d.actors.add(key);
        d.mention(key, SUBJECT_WEIGHT);
      }
      d.endSentence();
      continue;
    }
    let clause = a;
    // «он застал свою жену», «поместив сына, он …»: a kin word in the sentence is someone's relative
    // other than its subject.
    const subjects = new Set<string>();
    const subjectStarts: Array<[number, string]> = [];
    // A subject in a subordinate clause does not carry the «он» chain when the sentence has a main one.
    // «Иван смотрел в окно, пока Петр читал»: neither the next «он» nor a speech after it is Петр's.
    const minor = new Set([...subjectAt.keys()].filter((at) => at >= a && at < b && inSubordinate(text, a, at)));
    const hasMain = [...subjectAt.keys()].some((at) => at >= a && at < b && !minor.has(at));
    const aside = (at: number) => hasMain && minor.has(at);
    for (const [at, x] of subjectAt) {
      if (at < a || at >= b) continue;
      const key = x.referent.kind === 'name' ? elderOf(closeText, x.referent.mention, ctx.registry.resolve(x.referent.mention), ctx)
        : x.referent.kind === 'pronoun' && x.referent.person === 3 ? d.likely(d.salient(x.referent.gender, new Set([NARRATOR_KEY, 'unknown'])))[0] : null;
      if (key) {
        subjects.add(key);
        subjectStarts.push([at, key]);
      }
    }
    for (const w of words(text.slice(a, b))) {
      const at = w.start + a;
      // «…представил его Базарову: Павел Петрович слегка наклонил…»: a clause after a colon or a
      // semicolon is the newer news.
      if (/[;:]/.test(text.slice(clause, at))) d.fade(0.5);
      clause = at;
      // A subject counts most; a described person in an oblique case («напоминал воина») least.
      const subject = subjectAt.has(at);
      // «Тот» as a subject: someone other than the topic (keyAt), who leaves the topic as it was.
      const that = subject && /^т(?:от|а)$/iu.test(w.text);
      const topic = that ? topicOf(ctx, w.text.toLowerCase() === 'тот' ? 'm' : 'f') : undefined;
      const key = keyAt(text, at, w.text, mentions, ctx, subject, subject ? undefined : subjects, topic);
      if (!key) continue;
      if (subject) d.actors.add(key);
      // «Калачов сохранил свою важность»: the verb tells the sex of a surname no dictionary knows.
      const verbGender = subjectAt.get(at)?.verbGender;
      if (verbGender && subjectAt.get(at)?.referent.kind === 'name') ctx.verbVotes.set(key, (ctx.verbVotes.get(key) ?? 0) + (verbGender === 'm' ? 1 : -1));
      const weight = subject ? SUBJECT_WEIGHT : key.startsWith('d:') ? 0.5 : 1;
      d.mention(key, weight);
      if (subject && aside(at)) continue;
      if (subject) {
        told.push({ key, gender: ctx.genderOf(key) });
        // «Тот мельком взглянул… Он перевел дух»: «тот» turns to someone else for a moment; the
        // next «он» is again the one the sentences were about.
        if (!that) {
          d.noteSubject(key);
          d.aside = null;
        } else if (topic) {
          d.noteSubject(topic);
          d.aside = { key, topic, paragraph: d.paragraph };
        }
      }
    }
    // «Базаров явился к нему»: the subject of a verb of coming, in its clause, has come in.
    const comer = ru ? arrivalIn(text, a, b, subjectStarts) : undefined;
    if (comer) d.newcomer = { key: comer, paragraph: d.paragraph };
    d.endSentence();
  }
  return told;
}

const DESCRIBED_OPENING = /^[\s"«„“'(—–-]*([А-ЯЁ][а-яё]+)\s+(?:лицо|человек)\s+[а-яё]+л(?:ся)?(?:[\s,.;:!?]|$)/u;

/** «Значительное лицо находился…» → «значительный человек»: the sentence's subject, an adjective and a plain noun. */
function describedOpening(sentence: string): string | null {
  const adj = DESCRIBED_OPENING.exec(sentence)?.[1];
  if (!adj) return null;
  const a = analyzeWord(adj.toLowerCase());
  return a.pos === 'ADJF' && a.adjNom !== null ? describedBy(a.lemma) : null;
}

/** The one of that sex the sentences are about: the last subject, else the most salient. */
function topicOf(ctx: SpeakerContext, gender: Gender): string | undefined {
  return ctx.discourse.lastSubject(gender) ?? ctx.discourse.likely(ctx.discourse.salient(gender, new Set([NARRATOR_KEY, 'unknown'])))[0];
}

/**
 * `subject`: the word is its clause's subject; `subjects`: the clause's subjects, whose relative a kin
 * word is; `topic`: for a subject «тот», who the sentences are about (topicOf).
 */
function keyAt(
  text: string, at: number, word: string, mentions: Mention[], ctx: SpeakerContext, subject = false, subjects?: Set<string>, topic?: string,
): string | null {
  const mention = mentions.find((m) => m.start <= at && at < m.end);
  if (mention) return mention.start === at ? elderOf(text, mention, ctx.registry.resolve(mention), ctx) : null;
  if (ctx.language !== 'ru') return null;
  const lower = word.toLowerCase();
  // «Тот молча протянул ему бумажку»: «тот» is the one of that sex in mind who is not the topic.
  if (subject && (lower === 'тот' || lower === 'та')) {
    const other = ctx.discourse.likely(ctx.discourse.salient(lower === 'тот' ? 'm' : 'f', new Set([NARRATOR_KEY, 'unknown', ...(topic ? [topic] : [])])))[0];
    if (other) return other;
  }
  const g = THIRD[lower];
  if (g) {
    if (subject && (lower === 'он' || lower === 'она' || lower === 'ему' || lower === 'ей')) {
      const last = ctx.discourse.lastSubject(g);
      if (last) return last;
    }
    return ctx.discourse.likely(ctx.discourse.salient(g, new Set([NARRATOR_KEY, 'unknown'])))[0] ?? (subject ? ctx.discourse.carriedHero(g) : undefined) ?? null;
  }
  if (FIRST.has(lower)) return ctx.firstPerson ? NARRATOR_KEY : null;
  const info = analyzeWord(lower);
  const noun = info.animate;
  // A capital inside a sentence is a name az did not take for one, not a description.
  if (!noun || (/^[А-ЯЁ]/.test(word) && !/(?:^|[.!?…]["»”']?)\s*["«„“'(—–-]*\s*$/u.test(text.slice(0, at)))) return null;
  // «молодой человек»: a person by an adjective and a plain noun.
  if (noun.lemma === 'человек') {
    const prev = /([а-яё]+)\s+$/u.exec(text.slice(Math.max(0, at - 30), at))?.[1];
    const a = prev ? analyzeWord(prev) : null;
    if (!a || a.pos !== 'ADJF') return null;
    return nounKey(describedBy(a.lemma), 'm', ctx, text.slice(0, at));
  }
  if (NOT_CHARACTERS.has(noun.lemma)) return null;
  if (adjectiveBeforeNoun(noun.lemma, text, at + word.length)) return null;
  return nounKey(noun.lemma, noun.gender, ctx, text.slice(0, at), subjects && KIN.has(descriptionBase(noun.lemma)) ? subjects : undefined);
}

const ADJECTIVE_LEMMA = /(?:ая|яя|ой|ый|ий)$/u;
/** The word after a given point, over an «и» («маленькой и невзрачной»); sticky, so it reads from there. */
const NEXT_WORD = /\s+(?:и\s+)?([а-яё]+)/uy;

/**
 * «В маленькой и невзрачной фигурке…», «больной старик»: an adjective az also reads as a noun
 * («маленькая», «больной») is no person when another adjective («и невзрачной») or a noun follows it.
 */
function adjectiveBeforeNoun(lemma: string, text: string, end: number): boolean {
  if (!ADJECTIVE_LEMMA.test(lemma)) return false;
  NEXT_WORD.lastIndex = end;
  const next = NEXT_WORD.exec(text)?.[1];
  if (!next) return false;
  const info = analyzeWord(next);
  return info.pos === 'ADJF' || info.pos === 'PRTF' || (info.pos === 'NOUN' && info.past === null);
}

// Descriptions by age, sex, kinship or standing («старик», «женщина», «жилец»): when one named
// person of that sex is in the scene, they are that person; a trade («ямщик», «доктор») never is.
const PLAIN = new Set([
  'старик', 'старуха', 'старушка', 'старичок', 'старушонка', 'юноша', 'девушка', 'девица', 'барышня', 'женщина',
  'мужчина', 'господин', 'госпожа', 'дама', 'гость', 'гостья', 'собеседник', 'собеседница', 'жилец', 'жилица',
  'посетитель', 'посетительница', 'оратор', 'муж', 'жена', 'супруг', 'супруга', 'малый', 'больной', 'больная',
  'пьяница', 'бедняк', 'бедняжка', 'страдалец', 'страдалица', 'приятель', 'приятельница',
  'молодой человек', 'пожилой человек', 'старый человек',
]);
// Kinship and standing: a named person is often meant («подхватил отец», «отвечала ее мать»).
const RELATIONAL = new Set([
  'отец', 'мать', 'сын', 'дочь', 'брат', 'сестра', 'дядя', 'тетка', 'тетя', 'барин', 'барыня', 'хозяин', 'хозяйка',
  'незнакомец', 'незнакомка', 'папа', 'мама', 'папаша', 'мамаша', 'батюшка', 'матушка', 'дитя', 'ребенок', 'ребёнок',
]);

// «хозяин» of an inn or a flat is mostly someone the book never names, unlike «отец», «барин».
const OFTEN_UNNAMED = new Set(['хозяин', 'хозяйка']);

/** A description that may well stand for someone the book names. */
export function mayBeNamed(lemma: string): boolean {
  return PLAIN.has(lemma) || RELATIONAL.has(lemma) || / человек$/u.test(lemma);
}

/** «какой-то старик», «один мужик»: the words before a description introduce someone new. */
export function newPerson(before: string): boolean {
  return NEW_PERSON.test(before.slice(-40).toLowerCase());
}

const NEW_PERSON = /(?:^|\s)(?:какой-то|какая-то|какой-нибудь|один|одна|некий|некая|незнакомый|незнакомая|другой|другая|второй|вторая|третий|третья)\s+(?:[а-яё-]+\s+){0,3}$/u;

/**
 * A described person: the name the text ties the description to; the one named person of that sex
 * in the scene for a plain description; else a person of its own. `before`: the text before the noun.
 */
export function nounKey(lemma: string, gender: Gender, ctx: SpeakerContext, before = '', exclude = new Set<string>()): string {
  const linked = ctx.links.get(lemma) ?? ctx.links.get(descriptionBase(lemma)) ?? ctx.chapterLinks.get(lemma);
  if (linked) return linked;
  const own = ctx.descriptorKey(lemma, gender);
  const d = ctx.discourse;
  // «— Дома отдохнем, папаша. — Сейчас, — подхватил отец»: a kin word says who someone is to another;
  // in a new turn it names the one the last speaker was talking with, when that is a named person of its sex.
  const last = d.lastTurn()?.key;
  if (gender && KIN.has(descriptionBase(lemma)) && last && exclude.has(last)) {
    const partner = d.otherSpeaker(last)?.key;
    if (partner && !partner.startsWith('d:') && partner !== NARRATOR_KEY && partner !== 'unknown' && !exclude.has(partner) && ctx.genderOf(partner) === gender) return partner;
  }
  // Only a plain or relational description may be the one named person of the scene: «значительный
  // человек», a man described by his rank or a quality, not by his age («молодой человек», in PLAIN), is
  // someone the narrator names that way (mayBeNamed's « человек» serves the other readers of it).
  if (!gender || (!PLAIN.has(lemma) && !RELATIONAL.has(lemma)) || OFTEN_UNNAMED.has(lemma) || d.fresh(own, 2) || newPerson(before)) return own;
  // The only person of that sex in the scene, named or described («Лиза … матери»: two women, no guess).
  const present = d.salient(gender, new Set([NARRATOR_KEY, 'unknown', own]), 2);
  // «"Нет, — подумала покойница, — …". "Вот, — проговорила старуха, — …"»: an age or sex word, when
  // the person of that sex most in mind is a described one who acted in this very paragraph, is that
  // person, not a new one.
  const top = present.find((k) => !exclude.has(k));
  if (PLAIN.has(lemma) && top?.startsWith('d:') && d.fresh(top, 0) && d.actors.has(top)) return top;
  const named = present.filter((k) => !k.startsWith('d:') && !exclude.has(k));
  if (named.length === 1 && present.length === 1) return named[0];
  // A kin word is someone's relative: with the one it is relative to left out, the one person left.
  if (KIN.has(descriptionBase(lemma)) && named.length === 1 && present.filter((k) => !exclude.has(k)).length === 1) return named[0];
  // «подумала покойница … проговорила старуха»: the one described person of that sex who has
  // already acted in this paragraph.
  const here = present.filter((k) => d.fresh(k, 0));
  if (named.length === 0 && here.length === 1 && here[0].startsWith('d:') && d.actors.has(here[0]) && !exclude.has(here[0])) return here[0];
  return own;
}
