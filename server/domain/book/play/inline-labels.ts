// Labels printed inside paragraphs, where an edition's replica lines were run together
// («…звонят! Петр. Да ты что сидишь?»): found, and counted for the play's plan.
import type { SourceChapter } from '../types.ts';
import { PRONOUN_NAMES, isTitleCut, labelKey, type LabelHit } from './labels.ts';
import { describedAfterComma, kinNoun, rareLabelOk, thingDescribed, thingNamed, wordOfSpeech } from './label-words.ts';
import { countLabel, type LabelStat } from './people.ts';

/** How often a label must be met to count without the cast list: one «Маша. …» in a novel is no label. */
export const MIN_REPEATS = 3;

// A label after the end of a sentence or a remark, inside a paragraph: «…звонят! Петр. Да ты что
// сидишь?», «…(Уходит.) Маша. …»
// «…вздор! 2-й молодой человек. Ни за что…»: one of several people of a kind, by their number.
// «…спешишь? — Белинской. К графу…»: a replica may end with a dash; «…плачевное»? Голицын. «Не
// играй…»: and speech open with a quote, an ellipsis or a number.
// «…малым. К. Софья. Ведь…», «…болит! Гость 2.). Лишь бы…», «…ушел. 1.) Гость. Куда?»: a title cut
// short or an initial before the name, a number after or before it; «…опомнился. 2.). — Как сказал…»:
// the number alone, and speech that opens with a dash. «…горло? Голос в одном конце толпы. Все…»: up to five
// words, as at a paragraph's start (labels.ts).
const INLINE = /(?<=(?:[.!?…)»"] (?:[—–] ){0,2}|; [—–] ))((?:\p{Lu}\p{Ll}?\. )?\p{Lu}[\p{L}\d'’-]*(?: [\p{L}\d'’-]+){0,4}(?:\.?, [\p{L}\d'’-]+(?:,? [\p{L}\d'’-]+){0,4})?(?: \d{1,2}\.?\))?|\d{1,2}\.?\) \p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,2}|\d{1,2}-\p{Ll}{1,2}(?: [\p{L}'’-]+){0,3}|\d{1,2}\.?\)(?=\. +[—–] ))(?=\. +(?:[\p{Lu}(«"„\d]|\.\.\.|…|[—–] )| +\()/gu;

/** Labels printed inside paragraphs, where a text's lines were run together. */
export function inlineLabels(text: string): string[] {
  return inlineHits(text).map((h) => h.label);
}

export interface InlineHit {
  label: string;
  /** A remark follows it. */
  remark: boolean;
  at: number;
  end: number;
  afterRemark?: boolean;
}

/**
 * Labels inside a paragraph, where a text's lines were run together, and whether a remark follows each
 * («…Уф!.. Голос Аркадиной (из дому): …»). The play's plan reads them once per paragraph and uses them
 * twice (countInline, then each chapter's count): the search runs over every paragraph of the book.
 */
export function inlineHits(text: string): InlineHit[] {
  return text.length < 40 ? [] : [...text.matchAll(INLINE)].flatMap((m) => {
    // «Да. Маша. …»: what stands before the name is a title or an initial, else the end of a sentence.
    const cut = /^(\p{Lu}\p{Ll}?)\. /u.exec(m[1]);
    const label = cut && !isTitleCut(cut[1]) ? m[1].slice(cut[0].length) : m[1];
    const end = m.index + m[1].length;
    const hit = { label, remark: /^ +\(/.test(text.slice(end)), at: m.index + m[1].length - label.length, end, afterRemark: /\)[.,]? $/.test(text.slice(0, m.index)) };
    // «…тебя? Он. Я слышу…»: that sentence was a pronoun used as a name.
    const pronoun = cut && PRONOUN_NAMES.has(cut[1].toLowerCase()) ? [{ label: cut[1], remark: false, at: m.index, end: m.index + cut[1].length }] : [];
    return [...pronoun, hit];
  });
}

export interface InsideLabel {
  label: string;
  count: number;
  /** A remark follows it somewhere. */
  remark: boolean;
  /** Met where a label's speech begins. */
  said: boolean;
  /** One of people of a kind told apart by an ordinal or counted («Другая бекеша», «Две бекеши»). */
  kind: boolean;
  /** Names apart by commas («Нинета, граф»): a label only when each name is the play's (detect.ts). */
  pair?: boolean;
  /** Met right after a remark that closed the replica before it («…(Хватает ее за платье.) Девушка. Нельзя!»). */
  afterRemark?: boolean;
}

/**
 * Counts labels met inside paragraphs: an edition whose replica lines were joined shows most of its
 * labels there.
 */
export function countInline(
  chapters: SourceChapter[], cast: Map<number, Set<number>>, raw: Array<Array<LabelHit | null>>, stats: Map<string, LabelStat>, inCast: (key: string) => boolean,
  inlineAt: InlineHit[][][],
): Map<string, InsideLabel> {
  const personLike = new Map<string, boolean>();
  const inside = new Map<string, InsideLabel>();
  const things = new Map<string, { label: string; count: number; said: boolean }>();
  const kin = new Map<string, { label: string; count: number; said: boolean; remark: boolean }>();
  const add = (label: string, remark: boolean, said: boolean, kind = false, pair = false, afterRemark = false) => {
    const key = labelKey(label);
    // Names apart by commas are counted once they are known to be the play's («Ну, ладно.» is said).
    if (!pair) countLabel(stats, key, label);
    const seen = inside.get(key) ?? { label, count: 0, remark: false, said: false, kind: false };
    inside.set(key, { label, count: seen.count + 1, remark: seen.remark || remark, said: seen.said || said, kind: seen.kind || kind, ...(pair || seen.pair ? { pair: true } : {}), ...(afterRemark || seen.afterRemark ? { afterRemark: true } : {}) });
  };
  chapters.forEach((ch, ci) => ch.paragraphs.forEach((p, pi) => {
    if (p.forceNarration || cast.get(ci)?.has(pi)) return;
    const opening = raw[ci][pi];
    // Where the speech after a label begins: a word there is said, whatever it names.
    let speechAt = opening ? opening.speechStart : -1;
    for (const { label, remark, at, end, afterRemark } of inlineAt[ci][pi]) {
      // «…возьми! Пардон-пардон. Не волнуйтесь…» is speech; only a name or a person's noun counts, or
      // someone the cast list names («…помогите нам. Даль. Наталья Николаевна…»).
      let ok = personLike.get(label);
      // With a comma, only someone described after it («Господин, несколько беззаботный…»): «Молодец,
      // Аллилуя.», «Харлампий, сударыня.» are said.
      if (ok === undefined) personLike.set(label, (ok = label.includes(',') ? describedAfterComma(label) : rareLabelOk(label) || (inCast(labelKey(label)) && !wordOfSpeech(label))));
      const after = speechAt;
      speechAt = ok ? /^\.? */.exec(p.text.slice(end))![0].length + end : -1;
      if (ok) add(label, remark, at === after, false, false, afterRemark === true);
      else if (label.includes(',')) add(label, remark, at === after, false, true);
      else if (kinNoun(labelKey(label))) {
        const k = kin.get(label) ?? { label, count: 0, said: false, remark: false };
        kin.set(label, { label, count: k.count + 1, said: k.said || at === after, remark: k.remark || remark });
      } else if (thingNamed(label) || thingDescribed(label) || PRONOUN_NAMES.has(label.toLowerCase())) {
        // Things speak in some plays («…разведу пары. Пароход. Готово…», «…кто за. Общий гул. И рук
        // не надо…»): a noun in the nominative, or it and what it is like, met again and again where
        // labels stand; but never right after a label («Маша. Пустяки.»).
        // So do people a pronoun names («…закрыла глаза. Он. Посмотри…»): «Он.», a sentence alone,
        // is seldom said.
        const t = things.get(label) ?? { label, count: 0, said: false };
        things.set(label, { label, count: t.count + 1, said: t.said || at === after });
      }
    }
  }));
  for (const t of things.values()) if (!t.said && t.count >= MIN_REPEATS) for (let i = 0; i < t.count; i++) add(t.label, false, false);
  // «…узнаешь. Две бекеши (одна другой). Ну, как вы?… Другая бекеша. У французов…»: one noun told
  // apart by an ordinal or counted, in two labels or more, is people of one kind (as where labels open
  // paragraphs), never right after a label.
  const byNoun = new Map<string, Array<{ label: string; count: number; said: boolean; remark: boolean }>>();
  for (const k of kin.values()) {
    const lemma = kinNoun(labelKey(k.label))!;
    byNoun.set(lemma, [...(byNoun.get(lemma) ?? []), k]);
  }
  for (const group of byNoun.values()) {
    if (group.length < 2 || group.some((k) => k.said)) continue;
    for (const k of group) for (let i = 0; i < k.count; i++) add(k.label, k.remark, false, true);
  }
  return inside;
}
