// Word-level cues the Russian segmenter (segment-ru.ts) reads: is a chunk the author's tag after
// speech («отвечал он»), a sentence that tells rather than says («Ямщик казался мне прав»).
import { analyzeWord } from './morphology.ts';
import { words } from './text.ts';
import { RU_SPEECH_VERBS } from './verbs.ts';

// The verbs a teller tags his own words with in the present: not «прошу», «умоляю», which speech says.
const FIRST_PERSON_TAGS = new Set(['говорить', 'отвечать', 'спрашивать', 'кричать', 'шептать', 'думать']);

/**
 * Author's words after speech: a small letter, and among the first four words a verb in the past,
 * a present-tense «говорит» or a gerund («отвечал он», «с трудом пролепетал Петр», «говорит она мне»).
 * «прикажите поднести», «нет, не знаю» go on with the speech.
 */
export function isTag(chunk: string): boolean {
  const s = chunk.trimStart();
  if (!isTagStart(s)) return false;
  // «как рекомендовать начал? И странно мне»: the author's words never ask or exclaim.
  if (/^[^.!?…;:]*[!?]/.test(s)) return false;
  // «о том-с, что…»: the deferential «-с» is the speaker's, never the author's.
  if (/^[^.!?…;:]*[а-яё]-с(?=$|[^а-яё-])/iu.test(s)) return false;
  const ws = words(s.split(/[.!?…;:]/)[0] ?? s).slice(0, 6);
  // «вот, сказал ты, Россия…»: the author never calls a character «ты» or «вы»; that is speech quoting speech.
  if (ws.slice(0, 4).some((w) => /^(?:ты|вы)$/i.test(w.text))) return false;
  for (const [i, w] of ws.slice(0, 4).entries()) {
    // «думала ли я вчера…»: a verb asked about with «ли» is the speaker's question, not a tag.
    if (ws[i + 1]?.text.toLowerCase() === 'ли') continue;
    const info = analyzeWord(w.text.toLowerCase());
    if (info.pos === 'VERB' && info.past !== null) return true;
    if (info.pos === 'VERB' && info.personNumber?.startsWith('3') && info.verbLemma !== null && RU_SPEECH_VERBS.has(info.verbLemma)) return true;
    // «— Не продам, — отвечаю.»: a story told in the first person tags its dialogue in the present.
    if (info.pos === 'VERB' && info.personNumber === '1sing' && info.verbLemma !== null && FIRST_PERSON_TAGS.has(info.verbLemma)) return true;
    if (info.pos === 'GRND') return true;
  }
  // «с самым деловым видом отвечал Порфирий», «громко и через плечо отвечал Петр»: a phrase of
  // manner may stand before the verb of speech.
  const lead = analyzeWord(ws[0]?.text.toLowerCase() ?? '').pos;
  if (lead === 'PREP' || lead === 'ADVB') {
    return ws.slice(0, 6).some((w) => {
      const info = analyzeWord(w.text.toLowerCase());
      return info.past !== null && info.verbLemma !== null && RU_SPEECH_VERBS.has(info.verbLemma);
    });
  }
  return false;
}

/** «сказал он, прочитав письмо» is one tag; «думал он и решился» goes on telling (a second verb). */
export function oneVerb(chunk: string): boolean {
  return words(chunk).filter((w) => {
    const info = analyzeWord(w.text.toLowerCase());
    return info.pos === 'VERB' && info.past !== null;
  }).length === 1;
}

/** «сказал комендант.», «отвечал я со всевозможной холодностию»: a past verb of speech and its subject. */
export function plainTagAfter(text: string, at: number): boolean {
  // «отвечал, нисколько не смутясь такою встречей, вошедший князь»: a verb of speech set off by a
  // comma (a phrase, then its subject) — not «сказал, что…», a clause said by the speech.
  const set = /^([а-яё]+),\s+(?!(?:что|чтобы|будто|как|когда|где|если|ли|и|а|но|да)\s)[а-яё]/u.exec(text.slice(at, at + 40));
  if (set) {
    const v = analyzeWord(set[1]);
    if (v.verbLemma !== null && RU_SPEECH_VERBS.has(v.verbLemma) && v.past !== null && v.pos === 'VERB') return true;
  }
  // «заметил важно Швабрин»: an adverb may stand between the verb and its subject.
  const m = /^([а-яё]+)\s+(?:([а-яё]+о)\s+)?([А-ЯЁа-яё-]+)/u.exec(text.slice(at, at + 60));
  if (!m) return false;
  const verb = analyzeWord(m[1]);
  if (verb.verbLemma === null || !RU_SPEECH_VERBS.has(verb.verbLemma) || verb.past === null) return false;
  if (m[2] !== undefined && analyzeWord(m[2]).pos !== 'ADVB') return false;
  const who = m[3].toLowerCase();
  return who === 'я' || who === 'он' || who === 'она' || /^[А-ЯЁ]/.test(m[3]) || analyzeWord(who).animateNom !== null;
}

export function isTagStart(s: string): boolean {
  return /^[а-яё(]/.test(s.trimStart());
}

const LEADING = new Set(['и', 'а', 'но', 'тут', 'тогда', 'потом', 'вдруг', 'затем', 'наконец', 'между', 'тем', 'после', 'этого', 'вслед', 'за', 'тем']);
const SECOND_PERSON = /(?:^|[^а-яё])(?:ты|вы|тебя|тебе|тобой|вас|вам|вами|твой|твоя|твое|ваш|ваша|ваше)(?=$|[^а-яё])/iu;

/**
 * A capitalised sentence that tells rather than says: a subject, then a past verb agreeing with it
 * («Ямщик казался мне прав.», «И старуха протянула ему часы.», «Тут Василиса Егоровна заикнулась»).
 */
export function isNarrative(chunk: string): boolean {
  const s = chunk.trimStart();
  if (!/^[А-ЯЁ]/.test(s)) return false;
  const sentence = /^[^.!?…]*[.!?…]?/.exec(s)?.[0] ?? s;
  if (/[!?]$/.test(sentence) || SECOND_PERSON.test(sentence)) return false;
  const ws = words(sentence);
  let i = 0;
  while (i < ws.length && i < 3 && LEADING.has(ws[i].text.toLowerCase())) i++;
  let subject = false;
  for (let k = i; k < Math.min(ws.length, i + 5); k++) {
    const w = ws[k].text;
    const info = analyzeWord(w.toLowerCase());
    if (info.past !== null && info.past !== 'n' && info.pos === 'VERB') return subject || (i > 0 && k === i && namedAfter(ws[k + 1]?.text));
    // «Пелагея Фоминична встала»: a name, though its lower case would be guessed a gerund («пелагея»).
    if (isNameWord(w)) {
      subject = true;
      continue;
    }
    if (info.pos === 'GRND' || info.pos === 'INFN') return false;
    const lower = w.toLowerCase();
    // A person: «он», a name, a described person («ямщик»); «В кои-то веки дождался я» is speech.
    if (lower === 'он' || lower === 'она' || lower === 'они') subject = true;
    else if (/^[А-ЯЁ]/.test(w) && k > i) subject = true;
    else if (isNameWord(w)) subject = true;
    else if (info.animateNom !== null) subject = true;
    else if (info.pos === 'VERB' || info.pos === 'NPRO') return false;
  }
  return false;
}

/** «Но тут вошла Маша», «Вдруг заговорил ямщик»: after a word that leads a telling, a verb and its subject named after it. */
function namedAfter(word: string | undefined): boolean {
  if (word === undefined) return false;
  return isNameWord(word) || analyzeWord(word.toLowerCase()).animateNom !== null;
}

/** A capitalised word with a name reading («Пелагея», «Маша»). */
function isNameWord(word: string): boolean {
  return /^[А-ЯЁ]/.test(word) && analyzeWord(word).names.length > 0;
}

export function capitalized(s: string): string {
  const t = s.trimStart();
  return t ? t[0].toUpperCase() + t.slice(1) : t;
}
