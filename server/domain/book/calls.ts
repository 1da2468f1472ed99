// Calls by name: who an utterance addresses in all its pieces, and the description a call shows to
// be a named person («"Иван Игнатьич!" — сказала капитанша кривому старичку»).
import type { ParagraphWork, SpeakerContext } from './speaker-context.ts';
import { analyzeWord } from './morphology.ts';
import type { Piece } from './segment-lines.ts';
import { words } from './text.ts';
import type { AnalyzedLine } from './types.ts';
import { vocativesIn } from './vocatives.ts';

/** Names called in the pieces that continue speech piece k after its tag. */
export function laterCalls(p: ParagraphWork, k: number, ctx: SpeakerContext): string[] {
  const out: string[] = [];
  for (let i = k + 2; i < p.pieces.length && p.pieces[i].kind !== 'narration' && isContinuation(p, i, ctx.language); i += 2) {
    out.push(...vocativesIn(p, p.pieces[i], ctx));
  }
  return out;
}

/**
 * The described addressee in the tag of speech piece k («сказала … кривому старичку») is `who`, the one
 * the speech calls: «"Иван Игнатьич!" — сказала капитанша кривому старичку», «— Послушайте, Семен
 * Ильич! — сказал я коменданту».
 */
export function linkAddressee(p: ParagraphWork, k: number, who: string, ctx: SpeakerContext): void {
  if (ctx.language !== 'ru') return;
  const pc = p.pieces[k];
  if (!p.mentions.some((m) => m.start >= pc.start && m.end <= pc.end && ctx.registry.resolve(m) === who)) return;
  const tags = [p.pieces[k + 1]].filter((x): x is Piece => x?.kind === 'narration' && x.remark);
  for (const tag of tags) {
    for (const w of words(tag.text).slice(0, 6)) {
      const info = analyzeWord(w.text.toLowerCase());
      if (!info.animate || !info.cases.has('datv') || /^[А-ЯЁ]/.test(w.text)) continue;
      if (tie(info.animate.lemma, info.animate.gender, who, ctx)) return;
    }
    const asked = askedOf(tag.text);
    if (asked && tie(asked.lemma, asked.gender, who, ctx)) return;
  }
  reactionToCall(p, k, who, ctx);
}

const ASKING = new Set(['спрашивать', 'спросить', 'осведомляться', 'осведомиться', 'допрашивать', 'выспрашивать', 'расспрашивать', 'узнавать']);
const ASKED_AT = /(?:^|[\s,])у\s+(?:(?:своего|своей|его|ее|её|моего|моей|нашего|нашей)\s+)?([а-яё]+)/u;

/**
 * «— Что, Петр, не видать? — спрашивал, выходя на крылечко, барин … у своего слуги»: the one asked,
 * «у» and a described person in the genitive anywhere in the tag's first sentence, is who a verb of
 * asking there turns to (the dative of «сказала … старичку» is read above).
 */
function askedOf(tag: string): { lemma: string; gender: string } | null {
  const sentence = /^[^.!?…]*/u.exec(tag)?.[0] ?? tag;
  const at = ASKED_AT.exec(sentence.toLowerCase());
  if (!at) return null;
  if (!words(sentence).some((w) => ASKING.has(analyzeWord(w.text.toLowerCase()).verbLemma ?? ''))) return null;
  const info = analyzeWord(at[1]);
  if (!info.animate || !info.cases.has('gent')) return null;
  return { lemma: info.animate.lemma, gender: info.animate.gender };
}

/**
 * «— Илья Петрович! — снова проговорил письмоводитель. Поручик быстро взглянул на него»: after a speech
 * that is nothing but a call, a described person opening the next sentence of the narration (not the
 * caller, the tag's own subject) is the one called, turning to the call.
 */
function reactionToCall(p: ParagraphWork, k: number, who: string, ctx: SpeakerContext): void {
  const pc = p.pieces[k];
  const tag = p.pieces[k + 1];
  if (tag?.kind !== 'narration' || !tag.remark) return;
  const call = p.mentions.filter((m) => m.start >= pc.start && m.end <= pc.end);
  if (call.length !== 1 || !/^[\s!?.,…—–-]*$/u.test(p.text.slice(pc.start, call[0].start) + p.text.slice(call[0].end, pc.end))) return;
  let rest = '';
  for (let i = k + 1; i < p.pieces.length && p.pieces[i].kind === 'narration'; i++) rest += `${p.pieces[i].text} `;
  const next = /^[^.!?…]*[.!?…]+\s+([А-ЯЁ][а-яё]+)\s/u.exec(rest);
  if (!next) return;
  const info = analyzeWord(next[1].toLowerCase());
  const caller = words(rest.slice(0, next.index + next[0].length - next[1].length - 1)).map((w) => analyzeWord(w.text.toLowerCase()).animateNom?.lemma).filter(Boolean);
  if (!info.animateNom || caller.includes(info.animateNom.lemma) || NOT_PEOPLE.has(info.animateNom.lemma)) return;
  tie(info.animateNom.lemma, info.animateNom.gender, who, ctx);
}

// Nouns that open a sentence without being someone in the scene.
const NOT_PEOPLE = new Set(['бог', 'господь', 'черт', 'чёрт', 'человек', 'народ', 'толпа', 'все', 'никто']);

/** A described person the text shows to be `who` for the chapter (its lines so far go to `who` too). */
function tie(lemma: string, gender: string, who: string, ctx: SpeakerContext): boolean {
  if (gender && ctx.genderOf(who) && gender !== ctx.genderOf(who)) return false;
  if (ctx.links.has(lemma) || ctx.chapterLinks.has(lemma)) return false;
  ctx.chapterLinks.set(lemma, who);
  ctx.shownLinks.add(lemma);
  ctx.calledLinks.add(lemma);
  return true;
}

/** Lines given to a description the chapter later showed to be a named person go to that person. */
export function relabelLinked(lines: AnalyzedLine[], ctx: SpeakerContext): void {
  for (const lemma of ctx.shownLinks) {
    const who = ctx.chapterLinks.get(lemma);
    if (!who) continue;
    const named = ctx.msg.descriptor(lemma);
    for (const l of lines) {
      if (l.speaker !== ctx.describedKey(lemma)) continue;
      l.speaker = who;
      // A tag that named the description outright («— сказал комендант») stays as sure: only its name
      // changes. A line the description got by a guess is as sure as the link.
      if (l.issue !== named) l.confidence = Math.min(l.confidence, 0.65);
      l.review = l.confidence < ctx.reviewBelow();
      l.issue = ctx.msg.descriptorIs(lemma, ctx.nameOf(who));
    }
  }
  // The book keeps what the chapter showed (shown-ties.ts) and clears the set.
}

/** The piece a speech going on continues: the one before its tag, or the one before a bracketed thought it resumes. */
export function continuedFrom(p: ParagraphWork, k: number): number {
  const at = p.pieces[k].resumes;
  return at === undefined ? k - 2 : p.pieces.findIndex((x) => x.start === at);
}

/** «— Да, — сказал Иван. — Пойдём»: the speech after a tag goes on with the same speaker. */
export function isContinuation(p: ParagraphWork, k: number, language: string): boolean {
  const pc = p.pieces[k];
  if (pc.continues !== undefined) return pc.continues;
  if (language === 'ru') return false;
  return p.pieces[k - 1]?.remark === true && p.pieces[k - 2] !== undefined && p.pieces[k - 2].kind !== 'narration';
}
