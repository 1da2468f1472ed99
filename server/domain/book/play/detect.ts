// Is this book (or which of its chapters) a play? A chapter reads as a play when many of its
// paragraphs open with a speaker label that recurs in the book, or that a cast list names. One
// «Маша. …» paragraph in a novel is not a label: a label must open three replicas, or be in the cast list.
import type { SourceChapter } from '../types.ts';
import { findCastLists, type CastEntry } from './cast-list.ts';
import { GROUPS, labelKey, namesApart, readLabel, readNamesApart, type LabelHit } from './labels.ts';
import { analyzeWord } from '../morphology.ts';
import { core, countLabel, covers, listsSeveral, type LabelStat } from './people.ts';
import { isHeading, isParenthesized } from './stage-text.ts';
import { labelWords, saidAfter, sceneCast, sceneSetting, settingAfter } from './scene-start.ts';
import { MIN_REPEATS, countInline, inlineHits } from './inline-labels.ts';
import { colonLabels, dropStageHits } from './stage-hits.ts';
import { PHRASE, cutShort, genitivesAfter, genitivesOf, numberedLike, peopleOfAKind, personOrVoice } from './label-forms.ts';
import { DESCRIBING, PEOPLE_WORDS, VOICES, describedAfterComma, isDate, kinNoun, ordinal, rareLabelOk, substantive, thingSpeaks } from './label-words.ts';

export interface PlayPlan {
  /** Chapters read as a play. */
  chapters: Set<number>;
  /** Per chapter and paragraph: the label that opens it, if it is one of the play's labels. */
  hits: Array<Array<LabelHit | null>>;
  /** Per chapter: the paragraphs of a cast list. */
  castParagraphs: Map<number, Set<number>>;
  cast: CastEntry[];
  labels: LabelStat[];
}

const MIN_CHAPTER_HITS = 3;
const MIN_CHAPTER_SHARE = 0.08;

export function planPlay(chapters: SourceChapter[]): PlayPlan | null {
  const lists = findCastLists(chapters);
  const castParagraphs = new Map<number, Set<number>>();
  for (const l of lists) castParagraphs.set(l.chapter, new Set([...(castParagraphs.get(l.chapter) ?? []), ...l.paragraphs]));
  const cast = lists.flatMap((l) => l.entries);

  const texts = chapters.map((ch) => ch.paragraphs.map((p) => p.text));
  const raw = chapters.map((ch, ci) => ch.paragraphs.map((p, pi) => (p.forceNarration || castParagraphs.get(ci)?.has(pi) ? null : readLabel(p.text))));
  // A label standing alone right after another one is that replica's speech («Маша.» / «Нина.»); one
  // right before a replica is who comes on («Прогнея и Линсей.»), a direction.
  const above = labelsAbove(raw);
  // Before it is known which labels are the play's, only one that recurs may claim the next line
  // as its speech («Точно так.» said once does not make «Треплев.» below it speech).
  const seenTimes = new Map<string, number>();
  for (const row of raw) for (const h of row) if (h) seenTimes.set(h.key, (seenTimes.get(h.key) ?? 0) + 1);
  raw.forEach((hits, ci) => resolveAlone(hits, texts[ci], above, false, (h) => (seenTimes.get(h.key) ?? 0) >= MIN_REPEATS));

  // How many paragraphs each label opens: where it is also counted inside paragraphs or as a title, a
  // place named often may pass for a label.
  const opensParagraphs = new Map<string, number>();
  const stats = new Map<string, LabelStat>();
  for (const hits of raw) {
    for (const h of hits) {
      if (!h) continue;
      if (h.form !== 'alone') opensParagraphs.set(h.key, (opensParagraphs.get(h.key) ?? 0) + 1);
      countLabel(stats, h.key, h.label);
    }
  }
  const castCores = cast.map((e) => core(labelKey(e.name)));
  // Asked for every label met, often the same one again: the answer depends on the key alone.
  const castAnswers = new Map<string, boolean>();
  const inCast = (key: string) => {
    let hit = castAnswers.get(key);
    if (hit === undefined) {
      const label = core(key);
      castAnswers.set(key, (hit = castCores.some((c) => covers(c, label))));
    }
    return hit;
  };
  const inlineAt = chapters.map((ch) => ch.paragraphs.map((p) => inlineHits(p.text)));
  const inside = countInline(chapters, castParagraphs, raw, stats, inCast, inlineAt);
  // «3-го февраля. Утро.», heading scene after scene, is a date, however often it recurs.
  const accepted = new Set([...stats.values()].filter((s) => ((s.count >= MIN_REPEATS && !/^(\p{L}+) \1$/u.test(s.key)) || inCast(s.key)) && !isDate(s.key)).map((s) => s.key));

  // What the book's splitter took for an epigraph (the act's last replica and «Занавес падает.») is a
  // replica when its label is one of the play's met elsewhere.
  const forced = chapters.map((ch, ci) => ch.paragraphs.map((p, pi) => (p.forceNarration && !castParagraphs.get(ci)?.has(pi) ? readLabel(p.text) : null)));
  const playHit = (ci: number, pi: number, h: LabelHit | null) => {
    const hit = h ?? forced[ci][pi];
    return hit && accepted.has(hit.key) ? hit : null;
  };
  const hits = raw.map((row, ci) => row.map((h, pi) => playHit(ci, pi, h)));
  const playChapters = new Set<number>();
  let total = 0;
  hits.forEach((row, ci) => {
    const found = row.filter((h) => h !== null);
    const inline = inlineAt[ci].flatMap((found) => found.map((h) => labelKey(h.label)).filter((k) => accepted.has(k)));
    const paragraphs = row.length - (castParagraphs.get(ci)?.size ?? 0);
    const keys = new Set([...found.map((h) => h.key), ...inline]);
    if (found.length + inline.length >= MIN_CHAPTER_HITS && keys.size >= 2 && found.length + inline.length >= paragraphs * MIN_CHAPTER_SHARE) {
      playChapters.add(ci);
      total += found.length + inline.length;
    }
  });
  // A book needs a cast list, or enough replicas, or mostly replicas, to be a play.
  const share = total / Math.max(1, [...playChapters].reduce((n, ci) => n + chapters[ci].paragraphs.length, 0));
  if (playChapters.size === 0 || total < MIN_CHAPTER_HITS || (total < 8 && cast.length === 0 && share < 0.3)) return null;
  // In a play, a short scene («VI. Смирнов и Лука.») needs just one replica to read as one, and a
  // scene in verse (a paragraph a line) a few, or one at its start.
  // A prologue of two people met nowhere else («Нечистый. …», «Из-за сцены. …») is one too.
  hits.forEach((row, ci) => {
    const found = row.filter((h) => h !== null).length;
    const rare = new Set(raw[ci].filter((h) => h !== null && !accepted.has(h.key) && h.form !== 'alone' && rareLabelOk(h.label)).map((h) => h?.key));
    const all = found + rare.size;
    // A monologue («Прогнея (одна). …» and thirty lines of verse) opens its scene with its label; so
    // does a prologue of people met nowhere else, its lines one a paragraph («НЕЧИСТЫЙ. Через минуту» /
    // «мы вам покажем…», then «ИЗ-ЗА СЦЕНЫ. Готово!»).
    const first = raw[ci].findIndex((h) => h !== null);
    const opens = (found >= 1 && row.findIndex((h) => h !== null) <= 3) || (rare.size >= 2 && first >= 0 && first <= 3 && rare.has(raw[ci][first]?.key));
    if (found >= MIN_CHAPTER_HITS || opens || (all >= 1 && all >= row.length * MIN_CHAPTER_SHARE && (found >= 1 || rare.size >= 2))) playChapters.add(ci);
  });

  // Inside a play, a label met once or twice is still a label when it reads like one: another form of
  // a known label («Павел Григорич» of «Павел Григ.»), or a name or a noun phrase («Голос китайца»).
  const known = [...accepted].map(core);
  const names = capitalisedInside(chapters, playChapters);
  const capsLabels = inCapitals([...stats.values()].filter((s) => accepted.has(s.key)));
  // «Нинета, граф. Подь…»: names apart by commas, each a label the play prints again and again, speak
  // together (a name called after another would end in «!» or go on: «Маша, милая. Иди.»).
  const playNames = (label: string) => namesApart(label).every((k) => accepted.has(k) && (stats.get(k)?.count ?? 0) >= MIN_REPEATS);
  const kin = kindred(raw);
  // A label alone at a later scene's start stands after the play's replicas, as one after a replica
  // does («Господин в шубе.» / «Федор Федорович дома?» opening a scene); the title stands before them.
  const begins = hits.findIndex((row) => row.some((h) => h !== null));
  for (const ci of playChapters) {
    let seen = begins >= 0 && ci > begins;
    raw[ci].forEach((h, pi) => {
      if (!h) return;
      if (accepted.has(h.key)) {
        seen = true;
        return;
      }
      if (isDate(h.label)) return;
      const c = core(h.key);
      // «Арист Эльмира Сафир», «Прогнея и Линсей.» alone: several people's names list who is on stage
      // («Жульета и Нинета. Ах!» is their replica).
      const next = raw[ci][pi + 1];
      if (listsSeveral(c, known) && (!/\s[иИ]\s|,/u.test(h.label) || (h.form === 'alone' && next && accepted.has(next.key)))) return;
      const related = known.some((k) => covers(k, c) || covers(c, k));
      // A label alone on its line, met once, needs a replica before it and speech after it (not the title).
      const alone = h.form === 'alone' && (!seen || (!above && raw[ci][pi + 1] !== null));
      const speechBelow = above && seen && next === null && pi + 1 < texts[ci].length && !isHeading(texts[ci][pi + 1]);
      // Where the play prints its labels in capitals, words in small letters are no label of its own
      // («Вылазят.», «Ангельский чин.» are a direction and a line of verse).
      const small = capsLabels && !isCapsLabel(h.label);
      if (related || (!small && ((!alone && (rareLabelOk(h.label, names) || kin.has(h.key))) || (speechBelow && kin.has(h.key)) || printedAsLabel(h, texts[ci][pi], capsLabels, speechBelow) || thingSpeaks(h, texts[ci][pi], names, speechBelow ? texts[ci][pi + 1] : null)))) accepted.add(h.key);
    });
    // The words of the accepted labels, kept with them.
    const acceptedWords = labelWords(accepted);
    // At a paragraph's start, only before speech: before a direction they are who is on stage.
    raw[ci].forEach((h, pi) => {
      const pair = h || chapters[ci].paragraphs[pi].forceNarration || castParagraphs.get(ci)?.has(pi) ? null : readNamesApart(texts[ci][pi]);
      if (pair && playNames(pair.label) && saidAfter(pair, texts[ci][pi], acceptedWords)) {
        raw[ci][pi] = pair;
        countLabel(stats, pair.key, pair.label);
        accepted.add(pair.key);
        for (const w of pair.key.split(' ')) acceptedWords.add(w);
      }
    });
    hits[ci] = raw[ci].map((h, pi) => playHit(ci, pi, h));
    resolveAlone(hits[ci], texts[ci], above, true, () => true, (h) => stats.get(h.key)?.count ?? 0);
    sceneCast(hits[ci], texts[ci], acceptedWords);
    sceneSetting(hits[ci], texts[ci], castParagraphs.get(ci), acceptedWords, (key) => (opensParagraphs.get(key) ?? 0) < 2 && !inCast(key));
  }
  // Where lines were joined, someone who speaks little is met only inside paragraphs: twice, or
  // once with a remark after the name («…Уф!.. Голос Аркадиной (из дому): …»), or people the play
  // knows speaking together («…описать имущество. Лидия и Надежда Антоновна. Ах, ах!»).
  const together = (key: string) => / и /.test(key) && known.some((k) => covers(core(key), k));
  // «…болтаю. За сценой голос Василия. "Не приказано…"»: the voice of someone the play knows.
  const voiceOf = (key: string) => {
    const m = /^(?:(?:за сценой|за дверью) )?голос (\S+(?: \S+){0,2})$/u.exec(key);
    const whose = m ? m[1].split(' ') : [];
    // «Голос Анания Яковлева»: each word the genitive of the known label's word.
    return known.some((k) => k.length === whose.length && k.every((w, i) => genitivesOf(w).includes(whose[i])));
  };
  // Where most replicas run together, once is enough.
  let insideAccepted = 0;
  for (const [key, m] of inside) if (accepted.has(key)) insideAccepted += m.count;
  const opening = hits.reduce((n, row) => n + row.filter(Boolean).length, 0);
  const runTogether = insideAccepted > opening;
  // Where most replicas run together, once is enough for someone described in words («…денег взять.
  // Другая барышня. Я сама…», «…Оба. Ни-ни…»); not for a word or two that open speech (a name called,
  // «Дорогая.», «Болтун.», «Фараон.»: what follows a label is said).
  // «Отставший чиновник» where the play has «Чиновник важной наружности», «Второй comme il faut» where
  // it has «Первый comme il faut»: what they are like, then the noun another label of the play names.
  // (A label of one word may be a name: «Херувим», and «Совершенный херувим» is said of him.)
  const heads = new Set([...accepted].flatMap((k) => {
    const ws = k.split(' ');
    return ws.length < 2 ? [] : [ws[0], DESCRIBING.has(analyzeWord(ws[0]).pos) ? ws.slice(1).join(' ') : ''];
  }).filter((w) => w.length > 2));
  const once = (m: { said: boolean; label: string }) => {
    if (!runTogether || m.said) return false;
    if (m.label.includes(',')) return describedAfterComma(m.label);
    const ws = m.label.toLowerCase().split(' ');
    if (ws.length >= 2 && DESCRIBING.has(analyzeWord(ws[0]).pos) && heads.has(ws.slice(1).join(' '))) return true;
    if (!ws.every((w) => analyzeWord(w).known)) return false;
    // «…народу шалого! Ангелы. Драсите…»: people of a kind, in the plural (a call would end in «!»).
    if (ws.length === 1) return GROUPS.has(ws[0]) || PEOPLE_WORDS.has(ws[0]) || /^\d/.test(ws[0]) || (ordinal(ws[0]) && substantive(ws[0])) || peopleOfAKind(ws[0]);
    // «Другая барышня», «Второй надзиратель»: told apart from others; «Неблагодарный глупец» is said,
    // but not of a voice («Ангельский голос»).
    if (DESCRIBING.has(analyzeWord(ws[0]).pos)) return ordinal(ws[0]) || analyzeWord(ws[1]).pos !== 'NOUN' || (ws.length === 2 && VOICES.has(ws[1]));
    // «Голос плотника», «Одна из барышень»: after the noun, whose or of whom; «Голова обыкновенная»,
    // «Собака чудесная», «Слава богу» are sentences.
    // «Мужчина во фраке», «Голос в одном конце толпы»: a person or a voice, then where or in what.
    if (ws.length >= 3 && analyzeWord(ws[1]).pos === 'PREP') return personOrVoice(ws[0]) && ws.slice(2).every((w) => PHRASE.has(analyzeWord(w).pos));
    return genitivesAfter(ws);
  };
  for (const [key, m] of inside) {
    if (accepted.has(key) || !m.pair || !playNames(m.label)) continue;
    for (let i = 0; i < m.count; i++) countLabel(stats, key, m.label);
    accepted.add(key);
  }
  // «…правда!... Белинск. Итак…» (of «Белинской»), «…покраснела! Гость 4.). C'est…» (of «Гость 1.)»):
  // another form of someone the play knows, cut short, or one more of people told apart by a number.
  const anotherForm = (key: string, said: boolean) => !said && (cutShort(key, known) || numberedLike(key, accepted));
  // «…удостойте взглядом! (Хватает ее за полу платья.) Девушка. Нельзя…»: right after a remark that
  // closed a replica, someone named by words the dictionary knows and a full stop open the next (a
  // name called would end in «!»; «(Херувиму.) Калаули двери.» is said in a broken tongue).
  const afterRemark = (m: { afterRemark?: boolean; said: boolean; label: string }) => m.afterRemark === true && !m.said && m.label.split(' ').every((w) => analyzeWord(w.toLowerCase()).known);
  for (const [key, m] of inside) if (!accepted.has(key) && !m.pair && (((m.count >= 2 || m.remark || together(key) || voiceOf(key) || once(m) || anotherForm(key, m.said) || afterRemark(m)) && rareLabelOk(m.label, names)) || (m.kind && runTogether))) accepted.add(key);
  for (const ci of playChapters) jointLabels(hits[ci], texts[ci], accepted, stats);
  const colons = colonLabels(hits);
  for (const ci of playChapters) dropStageHits(hits[ci], texts[ci], colons);
  const labels = [...stats.values()].filter((s) => accepted.has(s.key));
  return { chapters: playChapters, hits, castParagraphs, cast, labels };
}

/**
 * «Первая бекеша», «Другая бекеша», «Две бекеши»: one noun told apart by an ordinal or counted, in
 * two labels or more, is people of one kind (things stand for people in some plays), whatever the
 * noun names. Returns their keys.
 */
function kindred(raw: Array<Array<LabelHit | null>>): Set<string> {
  const byNoun = new Map<string, Set<string>>();
  for (const row of raw) {
    for (const h of row) {
      const lemma = h ? kinNoun(h.key) : null;
      if (h && lemma) byNoun.set(lemma, new Set([...(byNoun.get(lemma) ?? []), h.key]));
    }
  }
  return new Set([...byNoun.values()].filter((keys) => keys.size >= 2).flatMap((keys) => [...keys]));
}

/**
 * «Роббер. Поэт. Браво, Лизанька!»: two of the play's labels in a row, then speech, is a replica of
 * both (a name called would be «Поэт!» or «Поэт,»). The hit becomes one of the two together.
 */
function jointLabels(hits: Array<LabelHit | null>, texts: string[], accepted: Set<string>, stats: Map<string, LabelStat>): void {
  hits.forEach((h, pi) => {
    if (!h || h.form === 'alone' || h.remark || h.speechStart >= texts[pi].length || !isCapsLabel(h.label)) return;
    const rest = texts[pi].slice(h.speechStart);
    // (Only a word in capitals may be a second label.)
    if (!/^\p{Lu}{2}/u.test(rest)) return;
    const second = readLabel(rest);
    const repeats = (key: string) => (stats.get(key)?.count ?? 0) >= MIN_REPEATS;
    // In small letters «Лидия. Кучумов. Он обещал…» may name whom she speaks of: only labels in capitals.
    if (!second || second.key === h.key || second.form === 'alone' || !accepted.has(second.key) || !repeats(second.key) || !repeats(h.key)) return;
    if (!isCapsLabel(second.label)) return;
    const label = `${h.label} и ${second.label}`;
    const key = labelKey(label);
    const remark: [number, number] | null = second.remark ? [h.speechStart + second.remark[0], h.speechStart + second.remark[1]] : null;
    hits[pi] = { label, key, form: second.form, remark, speechStart: h.speechStart + second.speechStart };
    countLabel(stats, key, label);
    accepted.add(key);
  });
}

/** «МАША», «ГОСПОДИН N», «№ 1»: no word of the label in small letters. */
function isCapsLabel(label: string): boolean {
  return !/\p{Ll}{2}/u.test(label);
}

/** The play prints its labels in capitals («МАША. …»): most replicas open with a label in them. */
function inCapitals(labels: LabelStat[]): boolean {
  let caps = 0;
  let all = 0;
  for (const l of labels) {
    for (const [form, n] of l.forms) {
      all += n;
      if (/\p{L}{2}/u.test(form) && form === form.toUpperCase()) caps += n;
    }
  }
  return all > 0 && caps * 2 > all;
}

/**
 * A label met once that names no person («МАШИНЫ. Прости, рабочий!», «Синий армяк (серому). …»:
 * things and clothes speak in some plays) is still one when it is printed as the play prints its
 * labels: in capitals where the play's labels are, before speech; or with a remark after it, before
 * speech. A place or a date is no one («МОСКВА. Ночь.»).
 */
function printedAsLabel(h: LabelHit, text: string, capsLabels: boolean, aboveSpeech: boolean): boolean {
  // «РАЗРУХА» on a line of its own, where labels stand above the speech, and speech below it.
  const alone = h.form === 'alone' && aboveSpeech && capsLabels;
  if (!alone && (h.form === 'alone' || h.speechStart >= text.length)) return false;
  // «№ 1. Так, так…»: someone told by a number, before speech.
  if (/^№ ?\d{1,2}$/u.test(h.label)) return true;
  if (/\d/.test(h.label)) return false;
  const caps = capsLabels && /\p{L}{2}/u.test(h.label) && h.label === h.label.toUpperCase();
  if (!caps && (h.form !== 'remark' || alone)) return false;
  // «Господа, тише (шепотом).», «Да, конечно (смеется).»: words said, not someone.
  // After a preposition comes a noun, whatever else it reads as («ОДНА ИЗ ДАМ»).
  let governed = false;
  return h.label.split(/[\s,]+/).filter(Boolean).every((w) => {
    const info = analyzeWord(w[0] + w.slice(1).toLowerCase());
    const ok = !info.geo && (governed || !SAID.has(info.pos) || JOINING.has(w.toLowerCase()));
    governed = info.pos === 'PREP';
    return ok;
  });
}

const SAID = new Set(['VERB', 'INFN', 'NPRO', 'PRCL', 'CONJ', 'INTJ', 'PRED', 'GRND', 'COMP']);
const JOINING = new Set(['и', 'но']);

/** Most labels stand on a line of their own, above the speech (a layout of the whole book). */
function labelsAbove(raw: Array<Array<LabelHit | null>>): boolean {
  const count = new Map<string, number>();
  for (const row of raw) for (const h of row) if (h) count.set(h.key, (count.get(h.key) ?? 0) + 1);
  let alone = 0;
  let all = 0;
  for (const row of raw) {
    for (const h of row) {
      if (!h || (count.get(h.key) ?? 0) < MIN_REPEATS) continue;
      all++;
      if (h.form === 'alone') alone++;
    }
  }
  return all > 0 && alone * 2 > all;
}

/**
 * Labels on a line of their own. Where labels stand above the speech, what follows one is its speech
 * («МАША.» / «Пардон-пардон. Я не смотрю.») unless the line lists several people («Прогнея и
 * Линсей.»: who comes on). Elsewhere a label alone right after another is that replica's speech
 * («Маша.» / «Нина.»), and with `listings` one right before a replica is who comes on.
 */
function resolveAlone(hits: Array<LabelHit | null>, texts: string[], above: boolean, listings: boolean, isLabel: (h: LabelHit) => boolean, count?: (h: LabelHit) => number): void {
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i];
    // «Зоя.» / «(тихо).» / «Аллилуя.» / «Аметистов.»: a remark on a line of its own stands between a
    // label and its speech, which a label follows («Маша.» / «(Уходит.)» / «Нина.» / «Ах!» is two replicas).
    let j = i + 1;
    if (above && h?.form === 'alone') while (j < hits.length - 1 && hits[j] === null && isParenthesized(texts[j])) j++;
    if (j > i + 1 && !hits[j + 1]) j = i + 1;
    const next = hits[j];
    if (h?.form !== 'alone' || !isLabel(h)) continue;
    // Several people before a label come on («Прогнея и Линсей.» / «Прогнея.»); before speech they
    // speak together («Ефрем и Селивёрст.» / «Да в залесьи…»).
    if (/\s[иИ]\s|,/u.test(h.label)) {
      // «Филипп, Граф и Паулин.» / «Филипп одет деревенским бароном…»: before a direction too (not
      // where labels stand above the speech: a remark below may tell what they do together).
      if (next || (!above && j < texts.length && settingAfter(texts[j], new Set(h.key.split(' '))))) hits[i] = null;
    } else if (next && above && count && count(h) < MIN_REPEATS && count(next) > count(h) && j + 1 < hits.length && !hits[j + 1]) {
      // «Вильям Джук.» / «Василий Максимович.» / «Уж все перерыли…»: a name met once above a label the
      // play prints more often, and its speech, is said (a name called), not a label.
      hits[i] = null;
    } else if (next && (above || next.form === 'alone')) {
      hits[j] = null;
    } else if (next && listings) {
      hits[i] = null;
    }
  }
}

/** Words written with a capital inside a sentence of the play: names, whatever the dictionary says. */
function capitalisedInside(chapters: SourceChapter[], playChapters: Set<number>): Set<string> {
  const out = new Set<string>();
  for (const ci of playChapters) {
    for (const p of chapters[ci].paragraphs) {
      for (const m of p.text.matchAll(/(?<=[\p{L},] )\p{Lu}\p{Ll}+/gu)) out.add(m[0].toLowerCase());
    }
  }
  // Where lines were joined, each verse line's first word stands so too: «…кругом Из тьмы…» makes
  // no name of a preposition, a conjunction, a particle or a pronoun.
  for (const w of out) if (FUNCTION_WORDS.has(analyzeWord(w).pos)) out.delete(w);
  return out;
}

const FUNCTION_WORDS = new Set(['PREP', 'CONJ', 'PRCL', 'NPRO', 'INTJ']);
