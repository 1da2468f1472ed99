// Reading a book (or some of its chapters) as a play: find the play (detect.ts), make its people from
// the labels and the cast list (people.ts), read each play chapter into lines (read-chapter.ts),
// then the characters, with gender and age from everything seen on the way.
import type { AnalyzedCharacter, AnalyzedLine, SourceChapter, SourceParagraph } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import { escapeRegExp } from '../text.ts';
import { planPlay, type PlayPlan } from './detect.ts';
import { Crowd } from './crowd.ts';
import { buildPeople, copyPerson, displayForm, mainForm, personAge, personGender, type PlayPerson } from './people.ts';
import { readPlayChapter, type PlayStyle } from './read-chapter.ts';
import { isHeading, isParenthesized, wrappedParenthesis } from './stage-text.ts';

export interface PlayReading {
  /** Chapters read as a play; the others are prose. */
  chapters: Set<number>;
  lines: Map<number, AnalyzedLine[]>;
  /** The play's speaking people, most lines first. */
  characters: AnalyzedCharacter[];
}

/** Reads the play in a book, or null when no chapter is one. Russian only (labels, cast list, gender). */
export function readPlay(chapters: SourceChapter[]): PlayReading | null {
  const plan = planPlay(chapters);
  if (!plan) return null;
  const { people, byLabel } = buildPeople(plan.labels, plan.cast);
  const style = playStyle(chapters, plan, byLabel);
  const lines = new Map<number, AnalyzedLine[]>();
  for (const ci of plan.chapters) {
    lines.set(ci, readPlayChapter(chapters[ci].paragraphs, plan.hits[ci], plan.castParagraphs.get(ci) ?? new Set(), style));
  }
  const read = new Set(plan.chapters);
  // The play's front matter (title, genre, the cast list, «Действие происходит в усадьбе Сорина. --
  // Между…») is the narrator's: read as prose, its dashes would make speech and its names characters.
  // It is a chapter with the cast list, or a short one before the play (a novel's chapter is longer).
  const first = Math.min(...plan.chapters);
  const front = chapters.map((ch, ci) => ci).filter((ci) => ci < first && chapters[ci].paragraphs.reduce((n, p) => n + p.text.length, 0) < FRONT_MATTER_CHARS);
  for (const ci of [...plan.castParagraphs.keys(), ...front]) {
    if (read.has(ci)) continue;
    lines.set(ci, narration(chapters[ci].paragraphs));
    read.add(ci);
  }
  return { chapters: read, lines, characters: characters([...people, ...style.crowd.added], lines) };
}

const FRONT_MATTER_CHARS = 2000;

function narration(paragraphs: SourceParagraph[]): AnalyzedLine[] {
  let block = 0;
  return paragraphs.flatMap((p, pid) => {
    if (p.breakBefore && pid > 0) block++;
    const text = p.text.trim();
    return /[\p{L}\d]/u.test(text)
      ? [{ text, kind: 'narration' as const, blockId: block, paragraphId: pid, speaker: NARRATOR_KEY, confidence: 1, review: false, issue: '' }]
      : [];
  });
}

function playStyle(chapters: SourceChapter[], plan: PlayPlan, byLabel: Map<string, PlayPerson>): PlayStyle {
  const names = new Set<string>();
  for (const l of plan.labels) for (const w of l.key.split(' ')) if (w.length > 2) names.add(w);
  // Directions in parentheses, or bare? What stands before a scene's first replica is a direction
  // (the setting, who is on stage): see how the book prints those.
  let paren = 0;
  let bare = 0;
  for (const ci of plan.chapters) {
    const ps = chapters[ci].paragraphs;
    const texts = ps.map((p) => p.text);
    for (let i = 0; i < ps.length && !plan.hits[ci][i]; i++) {
      if (plan.castParagraphs.get(ci)?.has(i) || isHeading(ps[i].text)) continue;
      const wrapped = wrappedParenthesis(texts, i);
      if (wrapped > 0) i = wrapped;
      if (wrapped > 0 || isParenthesized(ps[i].text)) paren++;
      else bare++;
    }
  }
  // A form met once or twice is another's of someone met often («Павел Григорич» of «Павел Григ.»).
  const often = new Set(plan.labels.filter((l) => l.count >= 3).map((l) => byLabel.get(l.key)));
  const isOften = (p: PlayPerson | undefined) => p !== undefined && often.has(p);
  const forms = plan.labels.flatMap((l) => [...l.forms].filter(([f, n]) => n >= 3 || (isOften(byLabel.get(l.key)) && f.includes(' '))).map(([f]) => f));
  const inlineLabels = labelsInside(forms);
  // Labels inside paragraphs against labels opening them: an edition whose replica lines were joined.
  let inside = 0;
  let opening = 0;
  for (const ci of plan.chapters) {
    opening += plan.hits[ci].filter(Boolean).length;
    if (inlineLabels) for (const p of chapters[ci].paragraphs) inside += [...p.text.matchAll(inlineLabels)].length;
  }
  const runTogether = inside > opening * 0.3;
  // Where replicas run together, a label met once or twice is cut at as well («…на пол. Агафон. Слушаю…»).
  const all = runTogether ? labelsInside(plan.labels.flatMap((l) => [...l.forms.keys()])) : inlineLabels;
  return { byLabel, names, parenDirections: paren > 2 * bare, inlineLabels: all, runTogether, crowd: new Crowd(copyPerson) };
}

/** The labels `forms` inside a paragraph: after the end of a sentence or a remark, before speech or a remark. */
function labelsInside(forms: string[]): RegExp | null {
  return forms.length === 0 ? null : new RegExp(
    `(?<=(?:[.!?…)»"] (?:[—–] ){0,2}|; [—–] ))(${[...forms].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?:\\. +(?=[\\p{Lu}«"„\\d(]|\\.\\.\\.|…|[—–] )| +(?=\\())`, 'gu',
  );
}

function characters(people: PlayPerson[], lines: Map<number, AnalyzedLine[]>): AnalyzedCharacter[] {
  const volume = new Map<string, number>();
  for (const ls of lines.values()) for (const l of ls) volume.set(l.speaker, (volume.get(l.speaker) ?? 0) + l.text.length);
  return people
    .filter((p) => (volume.get(p.key) ?? 0) > 0)
    .sort((a, b) => (volume.get(b.key) ?? 0) - (volume.get(a.key) ?? 0))
    .map((p) => {
      // The second «Первый» of the play is someone else: «Первый (2)».
      const name = p.copy ? `${mainForm(p)} (${p.copy})` : mainForm(p);
      const aliases = [...new Set([...p.forms.keys()].map(displayForm).concat(p.cast && p.cast.name !== name ? [p.cast.name] : []))].filter((a) => a !== name);
      return {
        key: p.key, name, aliases, gender: personGender(p), age: personAge(p), isNarrator: false,
        description: p.cast?.description ?? '',
      };
    });
}
