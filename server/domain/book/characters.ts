// The cast list: every key that speaks a line becomes a character with its nominative name,
// other forms met, gender (names, verb agreement, then lvovich's rules by name), an age guess from
// words next to the name (старик Базаров, маленькая Соня, the old man) and a short description.
import { getGender } from 'lvovich';
import type { Age, Gender } from '../../contract/enums.ts';
import type { AnalyzedCharacter, AnalyzedLine } from './types.ts';
import { NARRATOR_KEY } from './types.ts';
import { UNKNOWN_KEY } from './attribution.ts';
import type { SpeakerContext } from './speaker-context.ts';
import { analyzeWord } from './morphology.ts';
import { personName, type Person } from './registry.ts';
import { capitalize, foldName, words } from './text.ts';

const RU_AGE: Record<string, Age> = {
  мальчик: 'child', девочка: 'child', ребенок: 'child', дитя: 'child', малыш: 'child', мальчишка: 'child',
  девчонка: 'child', крошка: 'child', маленький: 'child', маленькая: 'child', малютка: 'child', сынок: 'child',
  молодой: 'young', молодая: 'young', юноша: 'young', девушка: 'young', барышня: 'young', студент: 'young',
  гимназист: 'young', парень: 'young', девица: 'young', юный: 'young', юная: 'young', молодец: 'young',
  старик: 'old', старуха: 'old', старый: 'old', старая: 'old', дед: 'old', дедушка: 'old', бабушка: 'old',
  бабка: 'old', старушка: 'old', старичок: 'old', старушонка: 'old', пожилой: 'old', пожилая: 'old', седой: 'old',
};
const EN_AGE: Record<string, Age> = {
  boy: 'child', girl: 'child', child: 'child', kid: 'child', baby: 'child', little: 'child',
  young: 'young', youth: 'young', lad: 'young', lass: 'young', maiden: 'young',
  old: 'old', elderly: 'old', grandfather: 'old', grandmother: 'old', granny: 'old', aged: 'old',
};

// Words that say nothing about who someone is («господин Лужин», «бедный человек»).
const GENERIC = new Set([
  'господин', 'госпожа', 'человек', 'лицо', 'женщина', 'мужчина', 'батюшка', 'матушка', 'сударь', 'сударыня',
  'мсье', 'мсьё', 'мосье', 'монсеньор', 'мадам', 'мамзель', 'друг', 'приятель', 'товарищ', 'душа', 'голубчик',
]);

/** What the text says next to a person's names: age words and appositions («сторож Никита»). */
export class PersonNotes {
  private readonly age = new Map<string, Map<Age, number>>();
  private readonly desc = new Map<string, Map<string, number>>();
  private readonly language: string;

  constructor(language: string) {
    this.language = language;
  }

  /**
   * Looks at the two words before a mention of `key` in `text`. `nominativeOnly`: the mention can only
   * be nominative, so a noun before it is an apposition («сторож Никита»), not a possessor («отец Базарова»).
   */
  note(key: string, text: string, start: number, nominativeOnly: boolean): void {
    // Only the author's words before the name: «— Ну, пойдем, старик, — ответила Ирина» calls someone
    // else old, and «барышня? — спросил Петр» someone else young.
    const near = text.slice(Math.max(0, start - 40), start);
    const before = words(near).slice(-2);
    const cut = Math.max(near.lastIndexOf('—'), near.lastIndexOf('–'), near.lastIndexOf('»'), near.lastIndexOf('"'), near.lastIndexOf('”'));
    for (const w of words(near.slice(cut + 1)).slice(-2)) {
      const lower = foldName(w.text);
      const ageTable = this.language === 'ru' ? RU_AGE : EN_AGE;
      const age = ageTable[lower];
      if (age) bumpMap(this.age, key, age);
    }
    const last = before[before.length - 1];
    if (last && nominativeOnly && this.language === 'ru' && text.slice(last.end, start) === ' ' && !/^[А-ЯЁ]/.test(last.text)) {
      const info = analyzeWord(last.text.toLowerCase());
      if (info.animateNom && !GENERIC.has(info.animateNom.lemma)) bumpMap(this.desc, key, info.animateNom.lemma);
    }
  }

  /**
   * An age word must come with a fair share of the mentions: «старик Базаров» (the father) now and
   * then does not make the son old.
   */
  ageOf(key: string, mentions: number): Age {
    const votes = this.age.get(key);
    const best = top(votes);
    if (!votes || !best) return '';
    return (votes.get(best) ?? 0) >= Math.max(1, mentions * 0.1) ? best : '';
  }

  descriptionOf(key: string): string {
    return top(this.desc.get(key)) ?? '';
  }
}

function bumpMap<T>(map: Map<string, Map<T, number>>, key: string, value: T): void {
  let m = map.get(key);
  if (!m) map.set(key, (m = new Map()));
  m.set(value, (m.get(value) ?? 0) + 1);
}

function top<T>(m: Map<T, number> | undefined): T | undefined {
  if (!m) return undefined;
  let best: T | undefined;
  let n = 0;
  for (const [k, v] of m) if (v > n) [best, n] = [k, v];
  return best;
}

export function buildCharacters(lines: AnalyzedLine[], ctx: SpeakerContext, notes: PersonNotes, firstPerson: boolean): AnalyzedCharacter[] {
  const speaking = new Map<string, number>();
  for (const l of lines) speaking.set(l.speaker, (speaking.get(l.speaker) ?? 0) + l.text.length);
  const ru = ctx.language === 'ru';
  const out: AnalyzedCharacter[] = [{
    key: NARRATOR_KEY, name: ctx.msg.narrator, aliases: [], gender: '', age: '', isNarrator: true,
    description: firstPerson ? ctx.msg.narratorDescription.firstPerson : ctx.msg.narratorDescription.author,
  }];
  const keys = [...speaking.keys()].filter((k) => k !== NARRATOR_KEY).sort((a, b) => (speaking.get(b) ?? 0) - (speaking.get(a) ?? 0));
  for (const key of keys) {
    if (key === UNKNOWN_KEY) {
      out.push({ key, name: ctx.msg.unknown, aliases: [], gender: '', age: '', isNarrator: false, description: '' });
      continue;
    }
    const d = ctx.descriptors.get(key);
    if (d) {
      const ageTable = ru ? RU_AGE : EN_AGE;
      const age = d.lemma.split(' ').map((w) => ageTable[foldName(w)]).find(Boolean) ?? '';
      // Shown under the plain word («Мать»), the other words the text used for them as aliases («Матушка»).
      const forms = [...d.forms.entries()].sort((a, b) => b[1] - a[1]).map(([f]) => f).filter((f) => f !== d.lemma);
      out.push({ key, name: capitalize(d.lemma), aliases: forms.map(capitalize), gender: d.gender, age, isNarrator: false, description: d.lemma });
      continue;
    }
    const p = ctx.registry.byId(key);
    if (!p) continue;
    const name = personName(p);
    out.push({
      key, name, aliases: aliasesOf(p, name), gender: ctx.genderOf(key) || lvovichGender(p),
      age: notes.ageOf(key, p.count), isNarrator: false, description: notes.descriptionOf(key),
    });
  }
  return out;
}

function aliasesOf(p: Person, name: string): string[] {
  const seen = new Set([foldName(name)]);
  const out: string[] = [];
  const forms = [...p.forms.entries()].sort((a, b) => b[1] - a[1]).map(([f]) => f);
  const full = [p.first, p.patr, p.last].filter(Boolean).map((s) => capitalize(s as string)).join(' ');
  for (const f of [...forms, full]) {
    const k = foldName(f);
    if (!f || seen.has(k)) continue;
    seen.add(k);
    out.push(f);
  }
  return out.slice(0, 12);
}

function lvovichGender(p: Person): Gender {
  const g = getGender({ first: p.first ? capitalize(p.first) : undefined, middle: p.patr ? capitalize(p.patr) : undefined, last: p.last ? capitalize(p.last) : undefined });
  return g === 'male' ? 'm' : g === 'female' ? 'f' : '';
}
