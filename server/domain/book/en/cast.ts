// The cast list of an English book: everyone who speaks a line, with the name the book uses most
// fully, the other names it uses, and the gender the names and pronouns give.
import type { Age } from '../../../contract/enums.ts';
import type { AnalyzedCharacter, AnalyzedChapter } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import { messages } from '../messages.ts';
import { UNKNOWN, type EnBookContext, type EnParagraph } from './attribute.ts';
import { descriptionGender } from './description-gender.ts';
import type { EnPerson } from './people.ts';
import { personDisplayName } from './display-name.ts';

// Titles only grown-ups bear: the Queen, Mrs. Mann, Colonel Brandon are cast with a grown voice,
// not a child's. «Miss», «Master» and «Cousin» are given to children too.
const GROWN_TITLES = new Set([
  'mr', 'mister', 'mrs', 'missis', 'missus', 'ms', 'sir', 'lord', 'lady', 'dame', 'madame', 'mme', 'madam', 'monsieur',
  'signor', 'signora', 'herr', 'frau', 'senor', 'senora', 'don', 'dona', 'king', 'queen', 'prince', 'princess', 'duke',
  'duchess', 'count', 'countess', 'baron', 'baroness', 'earl', 'marquis', 'marchioness', 'colonel', 'captain', 'major',
  'general', 'lieutenant', 'sergeant', 'corporal', 'admiral', 'inspector', 'constable', 'judge', 'reverend', 'rev',
  'parson', 'squire', 'professor', 'dr', 'doctor', 'uncle', 'aunt', 'auntie', 'mynheer',
]);
const OLD_TITLES = new Set(['granny', 'grandma', 'grandpa', 'grandfather', 'grandmother']);

/** The age a person's titles give (the one the book uses most), or a title that is the name itself («the Queen»). */
export function ageOfTitles(p: Pick<EnPerson, 'titles' | 'tokens'>): Age {
  const [top] = [...p.titles.entries()].sort((a, b) => b[1] - a[1])[0] ?? [p.tokens[0] ?? ''];
  return OLD_TITLES.has(top) ? 'old' : GROWN_TITLES.has(top) ? 'adult' : '';
}

export function buildCast(chapters: AnalyzedChapter[], ctx: EnBookContext, paragraphs: EnParagraph[]): AnalyzedCharacter[] {
  const speaking = new Map<string, number>();
  for (const c of chapters) for (const l of c.lines) speaking.set(l.speaker, (speaking.get(l.speaker) ?? 0) + l.text.length);
  const msg = messages('en');
  const out: AnalyzedCharacter[] = [{
    key: NARRATOR_KEY, name: msg.narrator, aliases: ctx.narratorNames, gender: '', age: '', isNarrator: true,
    description: ctx.firstPerson ? msg.narratorDescription.firstPerson : msg.narratorDescription.author,
  }];
  let narration: string[] | null = null;
  const narrationTexts = () => (narration ??= paragraphs.flatMap((p) => p.seg.pieces.filter((pc) => pc.kind === 'narration').map((pc) => pc.text)));
  const keys = [...speaking.keys()].filter((k) => k !== NARRATOR_KEY).sort((a, b) => (speaking.get(b) ?? 0) - (speaking.get(a) ?? 0));
  for (const key of keys) {
    if (key === UNKNOWN) {
      out.push({ key, name: msg.unknown, aliases: [], gender: '', age: '', isNarrator: false, description: '' });
      continue;
    }
    const d = ctx.descriptors.get(key);
    if (d) {
      out.push({ key, name: d.phrase[0].toUpperCase() + d.phrase.slice(1), aliases: [], gender: descriptionGender(d.phrase, d.gender, narrationTexts), age: '', isNarrator: false, description: d.phrase });
      continue;
    }
    const p = ctx.registry.byId(key);
    if (!p) continue;
    const name = personDisplayName(p);
    const aliases = [...p.forms.entries()].sort((a, b) => b[1] - a[1]).map(([f]) => f).filter((f) => f !== name).slice(0, 12);
    out.push({ key, name, aliases, gender: ctx.registry.genderOf(key), age: ageOfTitles(p), isNarrator: false, description: '' });
  }
  return out;
}
