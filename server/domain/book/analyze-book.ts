// Chapters of paragraphs → chapters of attributed lines and the characters who speak them.
// Three passes: segment every paragraph and find the names in it; build the book's register of
// people from all names at once (so «Аркаша» in chapter 1 already knows «Аркадий Николаевич» of
// chapter 9); then read in order, attributing speakers.
import type { AnalysisProgress, AnalyzedBook, AnalyzedChapter, SourceChapter } from './types.ts';
import { attributeChapter, type SpeakerTrace } from './attribution.ts';
import { SpeakerContext, type ParagraphWork } from './speaker-context.ts';
import type { SpeakerModel } from './model.ts';
import { addressedAges } from './address-age.ts';
import { PersonNotes, buildCharacters } from './characters.ts';
import { analyzeEnglish } from './en/analyze.ts';
import { detectLanguage } from './language.ts';
import { morphologyReady } from './morphology.ts';
import { dropCommonWords, findMentions, type Mention } from './names.ts';
import { namedDescriptions } from './description-names.ts';
import { appositions, sameDescriptions } from './descriptions.ts';
import { chapterAppositives } from './appositives.ts';
import { linkGivenSurnames } from './name-links.ts';
import { buildRegistry } from './registry.ts';
import { ShownTies } from './shown-ties.ts';
import { readPlay } from './play/index.ts';
import { segmentParagraph } from './segment-lines.ts';
import { carriedFrom, type Carried } from './carried-ru.ts';
import { quoteClosesAhead } from './quotes-ru.ts';
import { thirdPersonBook } from './unmarked-speech-ru.ts';
import { selfVotes } from './speech-gender.ts';
import { dropSentenceStartWords, lowerCaseWordsRu } from './sentence-start-words-ru.ts';
import { words } from './text.ts';

export interface AnalyzeOptions {
  language?: string;
  onProgress?: AnalysisProgress;
  /** Another speaker model for Russian (the fitting script's candidates); the fitted one by default. */
  speakerModel?: SpeakerModel;
  /** Sees each decision of the speaker model (the fitting script collects them). */
  onSpeakerChoice?: (t: SpeakerTrace) => void;
}

export function analyzeBook(chapters: SourceChapter[], opts: AnalyzeOptions = {}): AnalyzedBook {
  const language = opts.language ?? detectLanguage(sampleText(chapters));
  // Morphology only exists for Russian; other languages use their own light rules.
  if (language === 'ru' && !morphologyReady()) throw new Error('analyzeBook: call initBookPipeline() first');
  const progress = opts.onProgress ?? (() => undefined);
  // English has rules of its own (en/): quotation marks, names with titles, tags after the quote.
  if (language === 'en') return analyzeEnglish(chapters, progress);
  const rulesLanguage = language === 'ru' ? 'ru' : 'en';

  // Chapters printed as a play (speaker labels, a cast list) are read by the play reader.
  const play = rulesLanguage === 'ru' ? readPlay(chapters) : null;
  const work: ParagraphWork[][] = [];
  const allMentions: Mention[] = [];
  const described: Array<[string, string]> = [];
  let firstPersonHits = 0;
  let narrationWords = 0;
  const narratorVotes = { m: 0, f: 0 };
  const thirdPerson = rulesLanguage === 'ru' && thirdPersonBook(chapters.flatMap((ch) => ch.paragraphs.map((p) => p.text)));
  for (const [i, ch] of chapters.entries()) {
    let endsInSpeech: Carried = false;
    const paras: ParagraphWork[] = play?.chapters.has(i) ? [] : ch.paragraphs.map((p, k) => {
      // A letter read out keeps its mark across the blank line that often sets it off.
      const carriedIn = p.breakBefore !== true || endsInSpeech === 'document' ? endsInSpeech : false;
      const pieces = segmentParagraph(p, rulesLanguage, carriedIn, thirdPerson);
      endsInSpeech = carriedFrom(pieces[pieces.length - 1], p.text, carriedIn, () => quoteClosesAhead(ch.paragraphs, k + 1));
      // An epigraph, its author, a poem, a subtitle: nobody named there is in the scene («Эпиграф …
      // Грибов Дмитрий» made the first speech of the chapter his).
      const mentions = p.forceNarration ? [] : findMentions(p.text, rulesLanguage);
      if (rulesLanguage === 'ru') linkGivenSurnames(p.text, mentions);
      allMentions.push(...mentions);
      for (const pc of pieces) {
        if (pc.kind !== 'narration' || pc.remark) continue;
        if (rulesLanguage === 'ru') described.push(...appositions(pc.text));
        let hits = 0;
        for (const w of words(pc.text)) {
          narrationWords++;
          if (FIRST_PERSON.has(w.text.toLowerCase())) hits++;
        }
        firstPersonHits += hits;
        if (hits > 0 && rulesLanguage === 'ru') {
          const v = selfVotes(pc.text);
          narratorVotes.m += v.m;
          narratorVotes.f += v.f;
        }
      }
      return { text: p.text, pieces, mentions, breakBefore: p.breakBefore === true };
    });
    work.push(paras);
    progress('split', i + 1, chapters.length);
  }

  const dropCommon = commonWordsDropper(rulesLanguage, work, allMentions);
  if (dropCommon) {
    for (const paras of work) for (const p of paras) p.mentions = dropCommon(p.mentions);
    allMentions.length = 0;
    for (const paras of work) for (const p of paras) allMentions.push(...p.mentions);
  }
  const registry = buildRegistry(allMentions);
  const ctx = new SpeakerContext(registry, rulesLanguage);
  // A narrator who says «я» in more than 1% of the narration's words tells the story in the first person.
  const firstPerson = narrationWords > 0 && firstPersonHits / narrationWords > 0.01;
  ctx.firstPerson = firstPerson;
  ctx.sameDescription = sameDescriptions(described);
  if (opts.speakerModel) ctx.model = opts.speakerModel;
  ctx.trace = opts.onSpeakerChoice ?? null;
  ctx.narratorGender = narratorVotes.m > 2 * narratorVotes.f ? 'm' : narratorVotes.f > 2 * narratorVotes.m ? 'f' : '';
  const notes = new PersonNotes(rulesLanguage);
  const analyzed: AnalyzedChapter[] = [];
  const shown = new ShownTies();
  for (const [i, paras] of work.entries()) {
    // «сторож Никита», «Зовут его Николаем Петровичем»: the chapter's descriptions that are named people.
    ctx.links.clear();
    if (rulesLanguage === 'ru') for (const [lemma, key] of namedDescriptions(paras, registry)) ctx.links.set(lemma, key);
    ctx.appositives.clear();
    if (rulesLanguage === 'ru') for (const [word, head] of chapterAppositives(paras)) ctx.appositives.set(word, head);
    analyzed.push({ title: chapters[i].title, lines: play?.lines.get(i) ?? attributeChapter(paras, ctx) });
    const named = new Set<string>();
    for (const p of paras) {
      for (const m of p.mentions) {
        const key = registry.resolve(m);
        if (key) notes.note(key, p.text, m.start, m.cases.size === 0 || (m.cases.size === 1 && m.cases.has('nomn')));
        if (key) named.add(key);
      }
    }
    shown.noteChapter(ctx, named);
    progress('speakers', i + 1, chapters.length);
  }

  // «комендант» shown to be Семен Ильич in one chapter is him in the others that name him.
  if (rulesLanguage === 'ru') shown.carry(analyzed.map((c, i) => (play?.chapters.has(i) ? [] : c.lines)), ctx);
  const prose = analyzed.filter((_, i) => !play?.chapters.has(i)).flatMap((c) => c.lines);
  const characters = buildCharacters(prose, ctx, notes, firstPerson);
  const all = play ? [...characters, ...play.characters] : characters;
  // An age no word beside a name gave, from how the others address them («Оставайся-ка, старик, дома»).
  const sexOf = new Map(all.map((c) => [c.key, c.gender]));
  const addressed = addressedAges(analyzed, rulesLanguage, (key) => sexOf.get(key) ?? '');
  for (const c of all) if (!c.age) c.age = addressed.get(c.key) ?? '';
  return { language, chapters: analyzed, characters: all };
}

/**
 * Capitalised words the book also writes in lower case are no names: for the light rules, any word the
 * text has in lower case; for Russian, a word only ever capitalised where a sentence starts
 * (sentence-start-words-ru.ts). Null where there is nothing to drop.
 */
function commonWordsDropper(language: string, work: ParagraphWork[][], all: Mention[]): ((ms: Mention[]) => Mention[]) | null {
  if (language === 'en') {
    const lower = new Set<string>();
    for (const paras of work) for (const p of paras) for (const m of p.text.matchAll(/\b[a-z][a-z'’-]*/g)) lower.add(m[0]);
    return (ms) => dropCommonWords(ms, lower);
  }
  if (language === 'ru') {
    const kept = new Set(dropSentenceStartWords(all, lowerCaseWordsRu(work.flatMap((paras) => paras.map((p) => p.text)))));
    return (ms) => ms.filter((m) => kept.has(m));
  }
  return null;
}

const FIRST_PERSON = new Set(['я', 'меня', 'мне', 'мной', 'мною', 'i', 'me', 'my', 'myself']);

function sampleText(chapters: SourceChapter[]): string {
  let s = '';
  for (const ch of chapters) {
    for (const p of ch.paragraphs) {
      s += `${p.text}\n`;
      if (s.length > 100_000) return s;
    }
  }
  return s;
}
