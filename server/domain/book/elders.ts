// «Старик Базаров глубоко дышал» in a chapter that names Евгений Васильевич Базаров and Василий Иванович:
// an age word before a bare surname is the elder of that family, the father the son's patronymic names
// (kin-names.ts), not the son the surname alone would mean.
import type { SpeakerContext } from './speaker-context.ts';
import { kinByName } from './kin-names.ts';
import type { Mention } from './names.ts';

const ELDER = /(?:^|[^а-яё])старик\s+$/iu;

/** The person mention `m` of `text` stands for (`key`), or the father it names with «старик» before it. */
export function elderOf(text: string, m: Mention, key: string | null, ctx: SpeakerContext): string | null {
  if (key === null || m.first !== undefined || m.last === undefined || !ELDER.test(text.slice(Math.max(0, m.start - 12), m.start))) return key;
  // The chapter's people (chapterTop: everyone it names, descriptions aside); the patronymic tie
  // already asks for the father's first name.
  const fathers = ctx.chapterTop.filter((k) => k !== key && kinByName('отец', new Set([key, k]), ctx.registry, (id) => ctx.genderOf(id)) === k);
  return fathers.length === 1 ? fathers[0] : key;
}
