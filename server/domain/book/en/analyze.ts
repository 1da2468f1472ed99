// English books: chapters of paragraphs → attributed lines and the characters who speak them.
// Three passes, like the Russian pipeline: segment every paragraph into speech and narration and
// find the names in it; make the book's people from all names at once (and learn from the whole
// book their gender, the descriptions they go by, who speaks at all); then read in order,
// attributing speakers.
import { learnAnsweredGenders } from './answered-gender.ts';
import type { AnalysisProgress, AnalyzedBook, AnalyzedChapter, SourceChapter } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import { attributeEnglishChapter, dialogueContext, type EnBookContext, type EnParagraph } from './attribute.ts';
import { decodeDialogues, type DialogueContext, type TurnRecord } from './dialogue.ts';
import { buildCast } from './cast.ts';
import { childrenByTheirLines } from './child-age.ts';
import { EnDiscourse } from './discourse.ts';
import { learnAppositions, learnDescriptions, learnGenders, learnSpeakers, learnTitleHolders, subjectPronouns } from './learn.ts';
import { commonWordNames, findEnglishNames, lowerCaseWords, titledSurnames, type EnMention } from './names.ts';
import { learnBookFirstNames } from './book-names.ts';
import { buildPeople } from './people.ts';
import { personDisplayName } from './display-name.ts';
import { families, notPeople } from './not-people.ts';
import { tieDescriptions } from './ties.ts';
import { joinTitledNames } from './titled-names.ts';
import { joinEpithets } from './epithets.ts';
import { joinAnswered } from './answers.ts';
import { joinEldest } from './eldest.ts';
import { joinOnlyNamedInFull, joinSurnameHolder, joinTitledSurnames } from './surname-titles.ts';
import { joinMarriedNames } from './married-names.ts';
import { joinKinAppositions } from './kin-ties.ts';
import { joinPetForms } from './pet-forms.ts';
import { quoteStyle, segmentEnglish, type SegmentedParagraph } from './quotes.ts';

export function analyzeEnglish(chapters: SourceChapter[], progress: AnalysisProgress = () => undefined): AnalyzedBook {
  return decodeEnglish(readEnglish(chapters, progress));
}

/**
 * The book read up to its conversations: the lines with the first reading's speakers and the turns
 * the chain will decode. Nothing in it depends on the chain's weights (dialogue-weights.ts), so a
 * search over them reads each book once (bench/attribution/en-weights-search.ts).
 */
export interface EnglishReading {
  analyzed: AnalyzedChapter[];
  ctx: EnBookContext;
  turns: TurnRecord[];
  /** The people who are the first-person narrator under the names others call him by. */
  named: string[];
  paragraphs: EnParagraph[];
}

export function readEnglish(chapters: SourceChapter[], progress: AnalysisProgress = () => undefined): EnglishReading {
  const texts = chapters.flatMap((c) => c.paragraphs.map((p) => p.text));
  const style = quoteStyle(texts);
  const lower = lowerCaseWords(texts);
  const surnames = titledSurnames(texts);
  const wordNames = commonWordNames(texts, lower);
  const work: EnParagraph[][] = [];
  const all: EnMention[] = [];
  for (const [i, ch] of chapters.entries()) {
    let inside = false;
    work.push(ch.paragraphs.map((p) => {
      const seg: SegmentedParagraph = p.forceNarration
        ? { pieces: [{ kind: 'narration', start: 0, end: p.text.length, text: p.text }], continues: false, runsOn: false }
        : segmentEnglish(p.text, style, inside);
      inside = seg.runsOn;
      const mentions = findEnglishNames(p.text, lower, surnames, wordNames);
      all.push(...mentions);
      return { text: p.text, seg, mentions, breakBefore: p.breakBefore === true };
    }));
    progress('split', i + 1, chapters.length);
  }

  const narrationNames = work.flat().map((p) => p.mentions.filter((m) => p.seg.pieces.some((x) => x.kind === 'narration' && x.start <= m.start && m.end <= x.end)));
  const paragraphs = work.flat();
  const pairs = subjectPronouns(paragraphs);
  const registry = buildPeople(all, narrationNames, learnBookFirstNames(paragraphs, pairs));
  tieDescriptions(paragraphs, registry);
  joinTitledNames(registry);
  joinEpithets(registry);
  joinEldest(paragraphs, registry);
  joinTitledSurnames(paragraphs, registry);
  joinAnswered(paragraphs, registry);
  learnGenders(pairs, registry);
  learnAnsweredGenders(paragraphs, registry);
  // After the genders are learnt: a first name no list knows has its sex from the pronouns by then.
  joinSurnameHolder(registry);
  joinOnlyNamedInFull(paragraphs, registry);
  joinMarriedNames(paragraphs, registry);
  joinKinAppositions(paragraphs, registry);
  joinPetForms(paragraphs, registry);
  const firstPerson = isFirstPerson(paragraphs);
  const ctx: EnBookContext = {
    registry,
    firstPerson,
    appositions: learnAppositions(paragraphs, registry),
    titleHolders: learnTitleHolders(registry),
    descriptors: new Map(),
    descriptionTags: learnDescriptions(paragraphs),
    speakers: learnSpeakers(paragraphs, registry),
    mentions: all.length,
    called: new Map(),
    narratorNames: [],
    nameOf: (key) => {
      if (key === NARRATOR_KEY) return 'the narrator';
      const p = registry.byId(key);
      return p ? personDisplayName(p) : ctx.descriptors.get(key)?.phrase ?? 'somebody';
    },
  };
  for (const key of ctx.speakers) {
    const p = registry.byId(key);
    if (p) p.personLike = true;
  }
  for (const key of notPeople(paragraphs, registry, lower)) {
    const p = registry.byId(key);
    if (p && !ctx.speakers.has(key)) p.personLike = false;
  }
  // «"…," said the Miss Bertrams»: a family speaks only in chorus, a voice for no one.
  for (const key of families(registry)) {
    registry.forget(key);
    ctx.speakers.delete(key);
  }
  const discourse = new EnDiscourse(
    (key) => (key === NARRATOR_KEY ? '' : key.startsWith('d:') ? ctx.descriptors.get(key)?.gender ?? '' : registry.genderOf(key)),
    (key) => key === NARRATOR_KEY || key.startsWith('d:') || registry.byId(key)?.personLike === true,
  );
  const analyzed: AnalyzedChapter[] = [];
  const turns: TurnRecord[] = [];
  for (const [i, paras] of work.entries()) {
    analyzed.push({ title: chapters[i].title, lines: attributeEnglishChapter(paras, ctx, discourse, i, turns) });
    progress('speakers', i + 1, chapters.length);
  }
  // Known before the conversations are decoded, the narrator's name makes a speech that calls him by
  // it someone else's, and the answer to it his («"You are late, Gerald." "I was kept."»).
  const named = firstPerson ? namedNarrator(analyzed, ctx, turns, narrationCounts(narrationNames, registry)) : [];
  for (const t of turns) narratorInTurn(t, named);
  const hook = (globalThis as { EN_TURNS_HOOK?: (t: TurnRecord[], c: DialogueContext) => void }).EN_TURNS_HOOK;
  if (hook) hook(turns.map((t) => ({ ...t })), dialogueContext(ctx));
  return { analyzed, ctx, turns, named, paragraphs };
}

/** The conversations decoded as chains, then the cast: the part of the analysis the chain's weights change. */
export function decodeEnglish({ analyzed, ctx, turns, named, paragraphs }: EnglishReading): AnalyzedBook {
  decodeDialogues(turns, dialogueContext(ctx));
  if (named.length) mergeNamedNarrator(analyzed, ctx, named);
  const characters = buildCast(analyzed, ctx, paragraphs);
  // English has no age words beside its names: a child is known by their tags and their own words.
  const children = childrenByTheirLines(analyzed);
  for (const c of characters) if (!c.age) c.age = children.get(c.key) ?? '';
  return { language: 'en', chapters: analyzed, characters };
}

/**
 * A first-person narrator has a name others call him by («Hollis, my friend…») but no tag ever
 * gives him («said Hollis» never comes: he says «I said»). The person called by name most often
 * who never speaks by a tag of his own, and whom the narrator's own lines do not call, is the
 * narrator: his lines are the narrator's. So is every other such person called a quarter as often at
 * least and not of the other sex: one narrator goes by several names («Miss Morland» to most,
 * «Catherine» to her friends), and a person only ever called, never named in the narration nor
 * tagged, is in a first-person story the one who tells it (round 27).
 */
function namedNarrator(chapters: AnalyzedChapter[], ctx: EnBookContext, turns: TurnRecord[], inNarration: Map<string, number>): string[] {
  const narratorLines = chapters.reduce((s, c) => s + c.lines.filter((l) => l.speaker === NARRATOR_KEY && l.kind !== 'narration').length, 0);
  if (narratorLines < 5) return [];
  // Nobody calls himself by name: one whom the narrator's own tagged lines («I said») call is someone he talks to.
  const byNarrator = new Map<string, number>();
  for (const t of turns) if (t.speaker === NARRATOR_KEY && t.hint === 'anchor') for (const c of t.called) byNarrator.set(c, (byNarrator.get(c) ?? 0) + 1);
  const ranked = [...ctx.called.entries()]
    // He tells the story as «I»: one the narration names by name («Bessy came in») is someone else.
    .filter(([k, n]) => !ctx.speakers.has(k) && k.startsWith('e') && n >= 5 && (byNarrator.get(k) ?? 0) <= 0.15 * n && (inNarration.get(k) ?? 0) <= 0.25 * n)
    .sort((a, b) => b[1] - a[1]);
  if (!ranked.length) return [];
  const [first, most] = ranked[0];
  const sex = ctx.registry.genderOf(first);
  // Another name of his is called nearly as often («Miss Morland» 29 times beside «Catherine» 35), not a
  // few times as someone absent («Uncle George» 7 beside «Dorian» 150).
  const others = ranked.slice(1).filter(([k, n]) => 4 * n >= most && !(sex && ctx.registry.genderOf(k) && ctx.registry.genderOf(k) !== sex));
  return [first, ...others.map(([k]) => k)];
}

/** The turn as the conversation sees it once the named people are known to be the narrator. */
function narratorInTurn(t: TurnRecord, keys: string[]): void {
  if (!keys.length) return;
  const swap = (k: string) => (keys.includes(k) ? NARRATOR_KEY : k);
  t.speaker = swap(t.speaker);
  t.called = [...new Set(t.called.map(swap))];
  t.named = [...new Set(t.named.map(swap))];
  t.told = [...new Set(t.told.map(swap))];
  t.recent = [...new Set(t.recent.map(swap))];
  for (const l of t.lines) l.speaker = swap(l.speaker);
}

function mergeNamedNarrator(chapters: AnalyzedChapter[], ctx: EnBookContext, keys: string[]): void {
  for (const c of chapters) for (const l of c.lines) if (keys.includes(l.speaker)) l.speaker = NARRATOR_KEY;
  ctx.narratorNames = [...new Set(keys.flatMap((k) => [...(ctx.registry.byId(k)?.forms.keys() ?? [])]))];
}

/** How often each person is named in the narration, outside speech. */
function narrationCounts(names: EnMention[][], registry: ReturnType<typeof buildPeople>): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of names.flat()) {
    const key = registry.resolve(m);
    if (key) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/**
 * A narrator who says «I» in more than 0.6% of the narration's words tells the story in the first person: the
 * dev novels told in the third person say it in 0.0–0.45% (thoughts left unquoted, a story-teller's aside),
 * the same novels re-told by a character who is not always on stage 0.9% (round 27; 1% missed them).
 */
function isFirstPerson(paragraphs: EnParagraph[]): boolean {
  let words = 0;
  let first = 0;
  for (const p of paragraphs) {
    for (const pc of p.seg.pieces) {
      if (pc.kind !== 'narration') continue;
      for (const m of pc.text.matchAll(/[\p{L}']+/gu)) {
        words++;
        if (/^(?:I|me|my|myself|I'm|I'd|I've|I'll)$/.test(m[0])) first++;
      }
    }
  }
  return words > 0 && first / words > 0.006;
}
