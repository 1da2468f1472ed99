// Speech after a tag goes on with the tag's speaker («— Да, — сказал он. — Пойдём.»), but older prose runs
// an exchange in one paragraph, so the speech after a tag may be the answer (issue #11, round 26): its
// «я» of the other sex than the tag's verb shows it is someone else's.
import type { Gender } from '../../contract/enums.ts';
import { analyzeWord } from './morphology.ts';
import { speechGenders } from './speech-gender.ts';
import { words } from './text.ts';

const QUOTED = /'[^']*'|"[^"]*"|«[^«»]*»|„[^„“]*“/g;
const CAPITALISED = /(?<!\p{L})(?!Я(?!\p{L}))\p{Lu}\p{Ll}+/gu;

/** The sex the tag's past verb agrees with («сказала она» a woman's), read from its first words. */
function tagGender(tag: string): Gender {
  for (const w of words(tag).slice(0, 4)) {
    const info = analyzeWord(w.text.toLowerCase());
    if (info.pos === 'VERB' && info.past !== null) return info.past === 'm' || info.past === 'f' ? info.past : '';
  }
  return '';
}

/**
 * «— Садись к столу, — сказала хозяйка. — Я так и знал, что позовешь.»: the speech after the tag says
 * «я» in the other sex than the tag's verb, so it is not the tag's speaker going on. The tag's own verb
 * is read, not the speaker's known sex: a name never seen has none.
 */
export function answersAfterTag(speech: string, tag: string): boolean {
  // «…и скажи всем, вслух: 'Я убил!'»: a «я» the speech quotes is someone else's; a name never seen may
  // end like a past verb («я Варвилу знаю»), so capitalised words stand aside (a neutral word keeps the count).
  const self = speechGenders(speech.replace(QUOTED, ' ').replace(CAPITALISED, 'это')).self;
  const theirs = tagGender(tag);
  return self !== '' && theirs !== '' && self !== theirs;
}
