// What a Russian speech says of its speaker's sex and its listener's: «я так и знал» is a man's,
// «я сама видела» a woman's, «ты знала» is said to a woman. Past verbs and short adjectives agree
// with «я»/«ты» in gender, so a line often tells who says it even when no tag does.
import type { Gender } from '../../contract/enums.ts';
import { analyzeWord } from './morphology.ts';
import { words, type WordToken } from './text.ts';

export interface SpeechGenders {
  /** The speaker's sex as the speech's «я …» shows it ('' when it does not, or says both). */
  self: Gender;
  /** The listener's, from «ты …». */
  addressee: Gender;
}

// Short adjectives and words that agree with «я» (past verbs are read by the morphology).
const SHORT: Record<string, Gender> = {
  рад: 'm', рада: 'f', готов: 'm', готова: 'f', должен: 'm', должна: 'f', согласен: 'm', согласна: 'f',
  виноват: 'm', виновата: 'f', уверен: 'm', уверена: 'f', счастлив: 'm', счастлива: 'f', болен: 'm', больна: 'f',
  намерен: 'm', намерена: 'f', обязан: 'm', обязана: 'f', сам: 'm', сама: 'f', здоров: 'm', здорова: 'f',
  свободен: 'm', свободна: 'f', доволен: 'm', довольна: 'f', знаком: 'm', знакома: 'f', влюблен: 'm', влюблена: 'f',
  один: 'm', одна: 'f', жив: 'm', жива: 'f', способен: 'm', способна: 'f', принужден: 'm', принуждена: 'f',
};

const ME = new Set(['я']);
const YOU = new Set(['ты']);

// Most lines have neither pronoun: they are not split into words at all.
const MAY_HAVE_ME = /(?:^|[^а-яё])я(?:$|[^а-яё])/iu;
const MAY_HAVE_ME_OR_YOU = /(?:^|[^а-яё])(?:я|ты)(?:$|[^а-яё])/iu;
const NONE: SpeechGenders = { self: '', addressee: '' };

/** The genders the speech's first and second person words agree with. */
export function speechGenders(text: string): SpeechGenders {
  if (!MAY_HAVE_ME_OR_YOU.test(text)) return NONE;
  const ws = words(text);
  return { self: verdict(votes(text, ws, ME)), addressee: verdict(votes(text, ws, YOU)) };
}

/** How often «я» in `text` agrees with a man and with a woman: a first-person narrator's sex. */
export function selfVotes(text: string): { m: number; f: number } {
  if (!MAY_HAVE_ME.test(text)) return { m: 0, f: 0 };
  return votes(text, words(text), ME);
}

function verdict(v: { m: number; f: number }): Gender {
  return v.m > 0 && v.f === 0 ? 'm' : v.f > 0 && v.m === 0 ? 'f' : '';
}

function votes(text: string, ws: readonly WordToken[], pronouns: Set<string>): { m: number; f: number } {
  let m = 0;
  let f = 0;
  for (const [i, w] of ws.entries()) {
    if (!pronouns.has(w.text.toLowerCase())) continue;
    // The words next to the pronoun in its clause: «я так и знал», «знала ли я», «я сама».
    for (const j of [i + 1, i + 2, i + 3, i - 1, i - 2]) {
      const other = ws[j];
      if (!other || /[.!?;:—–(),]/.test(text.slice(Math.min(w.end, other.end), Math.max(w.start, other.start)))) continue;
      const g = genderOf(other.text.toLowerCase());
      if (g === 'm') m++;
      else if (g === 'f') f++;
      if (g) break;
    }
  }
  return { m, f };
}

function genderOf(word: string): Gender {
  const short = SHORT[word];
  if (short) return short;
  // Only endings a past verb can have are worth a dictionary look-up.
  if (!/(?:л|ла|лся|лась)$/u.test(word)) return '';
  const info = analyzeWord(word);
  return info.pos === 'VERB' && (info.past === 'm' || info.past === 'f') ? info.past : '';
}
