// Turns run together in one paragraph (issue #11, round 26), as older Russian prose prints a quick
// exchange: «— Ты куда? — В город. — Зачем?». segment-ru.ts asks these whether a dash after a sentence's
// end inside speech starts the next speaker's turn.
import { analyzeWord } from './morphology.ts';
import { isNarrative, isTagStart } from './speech-cues-ru.ts';
import { words } from './text.ts';

const FIRST_OR_SECOND_PERSON = /(?:^|[^а-яё])(?:я|мы|меня|мне|мной|нас|нам|нами|ты|вы|тебя|тебе|тобой|вас|вам|вами|мой|моя|мое|моё|наш|наша|наше|твой|твоя|твое|твоё|ваш|ваша|ваше)(?=$|[^а-яё])/iu;
const THIRD_PERSON = new Set(['он', 'она', 'оно', 'они']);

/**
 * A sentence that tells of someone in the third person: a person (a name, «он», a described person)
 * and a past verb after it, no «я» nor «ты» in it, neither asking nor exclaiming («Базаров чуть было не
 * произнес…», «Глаза его засверкали, и он ступил…»). isNarrative reads only a sentence's first words.
 */
export function tellsOfSomeone(chunk: string): boolean {
  const s = chunk.trimStart();
  if (!/^[«"„“']?[А-ЯЁ]/u.test(s)) return false;
  const sentence = /^[^.!?…]*[.!?…]?/.exec(s)?.[0] ?? s;
  if (/[!?]$/.test(sentence) || FIRST_OR_SECOND_PERSON.test(sentence)) return false;
  let person = false;
  for (const [k, w] of words(sentence).entries()) {
    const lower = w.text.toLowerCase();
    const info = analyzeWord(lower);
    if (person && info.past !== null && info.pos !== 'PRTF' && info.pos !== 'PRTS') return true;
    if (THIRD_PERSON.has(lower) || info.animateNom !== null || (k > 0 && /^[А-ЯЁ]/.test(w.text)) || (/^[А-ЯЁ]/.test(w.text) && (info.pos === 'NOUN' || analyzeWord(w.text).names.length > 0))) person = true;
  }
  return false;
}

/**
 * «— Ты куда? — В город.»: in speech, a sentence's end, a dash and capitalised words (`next`) that are
 * neither a tag nor words that tell start the next turn: print sets off one speaker's speech going on
 * with a dash only after the author's words. Not when the part of the speech before the dash (`part`,
 * from its last dash) is itself the author's words the reading missed («…, — начала она. — Я буду…», a
 * tag; «Он рассмеялся. — Так ли?», an action of the speaker's): then the same speaker goes on.
 */
export function untaggedTurn(part: string, next: string): boolean {
  const p = part.trim();
  if (p === '' || isTagStart(p) || isNarrative(p) || tellsOfSomeone(p)) return false;
  return !tellsOfSomeone(next);
}
