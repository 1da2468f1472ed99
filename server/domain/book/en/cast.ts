// The cast list of an English book: everyone who speaks a line, with the name the book uses most
// fully, the other names it uses, and the gender the names and pronouns give.
import type { AnalyzedCharacter, AnalyzedChapter } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import { UNKNOWN, type EnBookContext } from './attribute.ts';
import { personDisplayName } from './people.ts';

export function buildCast(chapters: AnalyzedChapter[], ctx: EnBookContext): AnalyzedCharacter[] {
  const speaking = new Map<string, number>();
  for (const c of chapters) for (const l of c.lines) speaking.set(l.speaker, (speaking.get(l.speaker) ?? 0) + l.text.length);
  const out: AnalyzedCharacter[] = [{
    key: NARRATOR_KEY, name: 'Narrator', aliases: ctx.narratorNames, gender: '', age: '', isNarrator: true,
    description: ctx.firstPerson ? 'first-person narrator' : "the author's voice",
  }];
  const keys = [...speaking.keys()].filter((k) => k !== NARRATOR_KEY).sort((a, b) => (speaking.get(b) ?? 0) - (speaking.get(a) ?? 0));
  for (const key of keys) {
    if (key === UNKNOWN) {
      out.push({ key, name: 'Unknown', aliases: [], gender: '', age: '', isNarrator: false, description: '' });
      continue;
    }
    const d = ctx.descriptors.get(key);
    if (d) {
      out.push({ key, name: d.phrase[0].toUpperCase() + d.phrase.slice(1), aliases: [], gender: d.gender, age: '', isNarrator: false, description: d.phrase });
      continue;
    }
    const p = ctx.registry.byId(key);
    if (!p) continue;
    const name = personDisplayName(p);
    const aliases = [...p.forms.entries()].sort((a, b) => b[1] - a[1]).map(([f]) => f).filter((f) => f !== name).slice(0, 12);
    out.push({ key, name, aliases, gender: ctx.registry.genderOf(key), age: '', isNarrator: false, description: '' });
  }
  return out;
}
