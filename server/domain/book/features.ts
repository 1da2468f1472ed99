// The speaker model's view of one utterance: who could be saying it (the candidates) and, for each,
// what the text says for or against them (the features). The rules' own choice is one feature among
// many; the others are what a reader weighs: the tag's grammar, the turn-taking, calls by name, who
// the narration was about, who is in mind, what the speech says of its speaker's sex.
import type { Gender } from '../../contract/enums.ts';
import type { SpeakerContext } from './speaker-context.ts';
import { mayBeNamed } from './entities.ts';
import { UNKNOWN_KEY, type Decision, type Situation, type Told } from './resolve.ts';
import type { SpeechGenders } from './speech-gender.ts';
import { NARRATOR_KEY } from './types.ts';

export type Features = Record<string, number>;

export interface Candidate {
  key: string;
  features: Features;
}

/** What the attribution knows about the utterance when it asks the model. */
export interface Utterance {
  situation: Situation;
  rule: Decision;
  /** People this utterance calls by name (never its speaker, mostly). */
  calls: string[];
  /** People the speech names otherwise («Катерина Ивановна тоже знает»): talked about. */
  named: string[];
  /** The first subject of the narration right after the speech in its paragraph («…», — и Иван вышел). */
  after: string | null;
  genders: SpeechGenders;
}

/**
 * The context group an utterance falls into: the features weigh differently when a tag names the
 * speaker, when a pronoun does, when there is no tag at all.
 */
export function groupOf(rule: Decision): string {
  const kind = rule.tag?.kind;
  // «сказал я» names the speaker as surely as «сказал Иван»: one group, so what is learnt of names
  // holds for first-person books too.
  if (kind === 'name' || kind === 'first') return 'name';
  if (kind === 'action' || kind === 'pronoun' || kind === 'none') return kind;
  if (kind === 'descriptor') return 'desc';
  return 'notag';
}

// Kinds of description: kin and rank mostly stand for someone the book names («подхватил отец»,
// «повторил барин»), a trade or a stranger mostly for someone it does not («ямщик», «незнакомец»).
const KIN = new Set(['отец', 'мать', 'сын', 'дочь', 'брат', 'сестра', 'дядя', 'тетка', 'тетя', 'муж', 'жена', 'супруг', 'супруга', 'папа', 'мама', 'папаша', 'мамаша', 'батюшка', 'матушка', 'дед', 'бабушка', 'дедушка', 'племянник', 'племянница']);
const RANK = new Set(['барин', 'барыня', 'барышня', 'хозяин', 'хозяйка', 'господин', 'госпожа', 'гость', 'гостья', 'капитан', 'капитанша', 'комендант', 'комендантша', 'генерал', 'генеральша', 'князь', 'княгиня', 'княжна', 'граф', 'графиня']);
const AGE = new Set(['старик', 'старуха', 'старушка', 'старичок', 'старушонка', 'юноша', 'девушка', 'девица', 'женщина', 'мужчина', 'дама', 'малый', 'молодой человек', 'пожилой человек', 'старый человек']);

function descKind(lemma: string): string {
  return KIN.has(lemma) ? 'kin' : RANK.has(lemma) ? 'rank' : AGE.has(lemma) ? 'age' : / человек$/u.test(lemma) ? 'age' : 'other';
}

export function candidatesFor(u: Utterance, ctx: SpeakerContext): Candidate[] {
  const d = ctx.discourse;
  const s = u.situation;
  const tag = u.rule.tag;
  const keys = new Set<string>();
  const add = (k: string | null | undefined) => {
    if (k && k !== UNKNOWN_KEY && (k !== NARRATOR_KEY || ctx.firstPerson)) keys.add(k);
  };
  // «сказал я» makes the narrator a candidate even where the narration is not told in the first person.
  for (const k of [u.rule.speaker, tag?.key]) if (k && k !== UNKNOWN_KEY) keys.add(k);
  const lemma = tag?.lemma;
  const link = lemma ? ctx.links.get(lemma) ?? ctx.chapterLinks.get(lemma) : undefined;
  const descKey = lemma ? ctx.descriptorKey(lemma, tag?.gender ?? '') : undefined;
  add(descKey);
  add(link);
  for (const t of d.turns.slice(-6)) add(t.key);
  for (const a of [...d.addressees, ...d.spokenTo]) add(a);
  for (const t of [...s.local, ...s.before]) add(t.key);
  add(u.after);
  add(s.previousHere);
  for (const k of d.salient(null, new Set([UNKNOWN_KEY, NARRATOR_KEY]), 6).slice(0, 6)) add(k);
  // Who the chapter is about and who has been speaking in it: «он» with nobody near is often the hero.
  const chapterTop = ctx.chapterTop;
  for (const k of chapterTop.slice(0, 3)) add(k);
  for (const k of [...ctx.chapterSpoke.keys()].slice(-6)) add(k);
  if (ctx.firstPerson) add(NARRATOR_KEY);
  // «подхватил отец»: the named people of that sex in the scene may be the one described.
  const plainDesc = lemma !== undefined && (mayBeNamed(lemma) || descKind(lemma) !== 'other');
  if (plainDesc && tag?.gender) for (const k of d.salient(tag.gender, new Set([UNKNOWN_KEY, NARRATOR_KEY]), 2).slice(0, 3)) add(k);
  const want = tag?.gender ?? '';
  const gender = (k: string) => (k === NARRATOR_KEY ? ctx.narratorGender : ctx.genderOf(k));
  if (want) for (const k of chapterTop.filter((x) => gender(x) === want).slice(0, 2)) add(k);

  const g = groupOf(u.rule);
  const last = d.lastTurn()?.key;
  const before = d.turns[d.turns.length - 2]?.key;
  const pair = d.pair();
  const calledByLast = last ? d.calledBy(last) : undefined;
  const lastLocal = lastKey(s.local);
  const lastBefore = lastKey(s.before);
  const list = [...keys];
  const agreeing = want ? list.filter((k) => gender(k) === want) : list;
  const topOf = (ks: string[]) => ks.reduce<string | undefined>((best, k) => (best === undefined || d.score(k) > d.score(best) ? k : best), undefined);
  const top = topOf(list);
  const topAgreeing = topOf(agreeing);
  const stale = Math.min(d.sinceAnchor(), 8) / 8;
  const chapterFirst = chapterTop[0];
  const chapterFirstAgreeing = want ? chapterTop.find((k) => gender(k) === want) : undefined;

  return list.map((key) => {
    // Without a prototype V8 keeps the object as a plain dictionary from the start: each candidate's
    // features come in an order of their own, and on an ordinary object every new name in a new order
    // makes a new hidden class (slow). Its keys still list in the order they were added.
    const f: Features = Object.create(null) as Features;
    const on = (name: string, value = 1) => {
      if (value === 0) return;
      f[name] = (f[name] ?? 0) + value;
      const grouped = perGroup(name, g);
      f[grouped] = (f[grouped] ?? 0) + value;
    };
    if (key === u.rule.speaker) {
      f[`rule:${u.rule.basis}`] = 1;
      f['rule:conf'] = u.rule.confidence;
    }
    const kg: Gender = gender(key);
    if (want && kg) on(kg === want ? 'agree' : 'disagree');
    if (tag?.others.includes(key)) on('tagOther');
    if (tag?.key === key) on('tagSubject');
    if (descKey === key) {
      on('descTag');
      on(`descTag:${descKind(lemma ?? '')}`);
    }
    if (link === key) on('descLink');
    if (lemma && !key.startsWith('d:') && key !== NARRATOR_KEY && kg === want) on(`descNamed:${descKind(lemma)}`);
    if (key === NARRATOR_KEY) on('narrator');
    if (key.startsWith('d:')) on('described');
    if (key === last) on(s.newTurn ? 'lastTurn' : 'lastTurnAway');
    if (key === before && key !== last) {
      on('twoBack');
      if (s.newTurn) on('twoBackNew');
    }
    if (pair && key === pair[1]) {
      on('pairOther');
      on('pairStale', stale);
    }
    if (d.addressees.includes(key)) on('calledPrev');
    if (d.spokenTo.includes(key)) on('spokenToPrev');
    if (calledByLast === key && key !== last) on('calledByLast');
    if (u.calls.includes(key)) on('callsHere');
    if (u.named.includes(key)) on('talkedAbout');
    if (key === s.previousHere) on('previousHere');
    if (key === lastLocal) on('localLast');
    else if (s.local.some((t) => t.key === key)) on('localAny');
    if (key === lastBefore) on('beforeLast');
    if (key === u.after) on('after');
    on('salience', Math.log1p(d.score(key)));
    if (key === top) on('salientTop');
    if (key === topAgreeing && want) on('salientTopAgreeing');
    if (d.fresh(key, 0)) on('thisParagraph');
    const spoken = recentTurn(d.turns.map((t) => t.key), key);
    if (spoken >= 3 && spoken <= 4) on('spoke3');
    if (spoken === -1) on('newVoice');
    if (u.genders.self && kg) on(kg === u.genders.self ? 'selfAgree' : 'selfDisagree');
    if (u.genders.addressee && kg) on(kg === u.genders.addressee ? 'youAgree' : 'youDisagree');
    on('chapterLines', Math.log1p(ctx.chapterSpoke.get(key) ?? 0));
    on('chapterMentions', Math.log1p(ctx.chapterMentions.get(key) ?? 0) / 3);
    if (key === chapterFirst) on('chapterHero');
    if (key === chapterFirstAgreeing) on('chapterHeroAgreeing');
    on('bookLines', Math.log1p(ctx.bookSpoke.get(key) ?? 0) / 3);
    return { key, features: f };
  });
}

const groupedNames = new Map<string, Map<string, string>>();

/** «agree|pronoun»: a feature's name within a group, built once (these names are looked up per candidate). */
function perGroup(name: string, group: string): string {
  let names = groupedNames.get(group);
  if (names === undefined) groupedNames.set(group, (names = new Map()));
  let out = names.get(name);
  if (out === undefined) names.set(name, (out = `${name}|${group}`));
  return out;
}

function lastKey(told: Told[]): string | undefined {
  for (let i = told.length - 1; i >= 0; i--) if (told[i].key !== UNKNOWN_KEY) return told[i].key;
  return undefined;
}

/** How many turns back `key` last spoke (1 = the last turn), -1 if not in this exchange. */
function recentTurn(turns: string[], key: string): number {
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i] === key) return turns.length - i;
  return -1;
}
