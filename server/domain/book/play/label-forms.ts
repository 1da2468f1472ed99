// How a label met once may look where a play runs replicas together: another form of a label the play
// prints often (cut short, told apart by a number, a name's genitive after «Голос»), or words for people
// (people of a kind, a person or a voice, and whose or of whom after the noun).
import { analyzeWord, morphParses } from '../morphology.ts';
import { VOICES } from './label-words.ts';
import { core, covers } from './people.ts';

/** «белинск» of «белинской», «марья дмитр» of «марья дмитриевна»: a known label cut short, a word of it no word of the dictionary. */
export function cutShort(key: string, known: string[][]): boolean {
  const c = core(key);
  return c.some((w) => !analyzeWord(w[0].toUpperCase() + w.slice(1)).known) && known.some((k) => k.join(' ') !== c.join(' ') && covers(k, c));
}

/** «гость 4» where the play has «гость 1», «1 гость» where it has «2 гость»: one more of people told apart by a number. */
export function numberedLike(key: string, accepted: Set<string>): boolean {
  const mine = numbered(key);
  return mine !== null && [...accepted].some((k) => {
    const other = numbered(k);
    return other !== null && other.noun === mine.noun && other.before === mine.before && other.n !== mine.n;
  });
}

function numbered(key: string): { noun: string; n: string; before: boolean } | null {
  const m = /^(?:(\p{L}+) (\d{1,2})|(\d{1,2}) (\p{L}+))$/u.exec(key);
  return !m ? null : m[1] ? { noun: m[1], n: m[2], before: false } : { noun: m[4], n: m[3], before: true };
}

/** «Кучумов» → «кучумова», «Василий» → «василия», «Лидия» → «лидии», «Анна» → «анны»: a name's genitive. */
export function genitivesOf(name: string): string[] {
  if (/[йь]$/u.test(name)) return [`${name.slice(0, -1)}я`];
  if (/я$/u.test(name)) return [`${name.slice(0, -1)}и`];
  if (/а$/u.test(name)) return [`${name.slice(0, -1)}ы`, `${name.slice(0, -1)}и`];
  return /[бвгджзклмнпрстфхцчшщ]$/u.test(name) ? [`${name}а`] : [];
}

/** «Ангелы», «Мужики»: an animate noun in the nominative plural, no other reading. */
export function peopleOfAKind(lower: string): boolean {
  const parses = morphParses(lower);
  return parses.length > 0 && parses.every((p) => p.tag.POS === 'NOUN' && p.tag.anim === true && p.tag.plur === true && p.tag.nomn === true);
}

export const PHRASE = new Set(['NOUN', 'ADJF', 'PRTF', 'NUMR', 'PREP']);

/** «Мужчина», «Голос»: a noun for a person in the nominative, or a voice. */
export function personOrVoice(lower: string): boolean {
  return VOICES.has(lower) || morphParses(lower).some((p) => p.tag.POS === 'NOUN' && p.tag.anim === true && p.tag.nomn === true);
}

/**
 * After the noun, whose or of whom: each word in the genitive and in no other case that could be a
 * subject («Голова обыкновенная» is a sentence). A noun that could also be a nominative plural is
 * the genitive its adjective agrees with («Чиновник важной наружности», «Господин хладнокровного
 * свойства»).
 */
export function genitivesAfter(ws: string[]): boolean {
  let agreed = false;
  return ws.slice(1).every((w, i) => {
    if (ws[i] === 'из' || w === 'из') return true;
    const parses = morphParses(w);
    const genitive = parses.some((p) => p.tag.gent === true);
    const nominative = parses.some((p) => p.tag.nomn === true);
    const ok = genitive && (!nominative || agreed);
    agreed = genitive && !nominative && parses.some((p) => p.tag.POS === 'ADJF');
    return ok;
  });
}
