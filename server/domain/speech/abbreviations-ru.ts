// Russian abbreviations in words. Runs before the numbers, so «стр. 5» becomes «страница 5» and
// «гл. 5» becomes «глава 5» (which the numbers then read as «глава пятая»). Abbreviations that
// hang on a number («5 руб.», «1812 г.», «XIX в.») are read with the number. An abbreviation's
// dot that also ended the sentence is kept as a full stop.
import { capitalize, endsSentence, wordAfter, wordBefore } from './context.ts';
import { agreement, governedCases, NOUNS, nounForm, type Case, type NounKey } from './grammar-ru.ts';
import { readings } from './morph-ru.ts';
import { declineStem } from './ordinals-ru.ts';

type Expand = (s: string, offset: number, whole: string) => string;

interface Entry {
  re: RegExp;
  expand: Expand;
}

const B = String.raw`(?<![\p{L}\d])`;
/** No digit, Roman numeral or dot right before: «5 см.» is centimetres, «1941–1945 гг.» years. */
const NOT_AFTER_NUMBER = String.raw`(?<!\d[ \u00A0]?|[IVXLCDM][ \u00A0]?)`;

function fixed(text: string): Expand {
  return () => text;
}

/** The case of a noun after a preposition, for «на стр. 5» → «на странице 5». */
function nounCase(s: string, offset: number): Case {
  const w = wordBefore(s, offset);
  const prep = governedCases(w);
  if (prep === null) return 'nom';
  if (w === 'в' || w === 'во' || w === 'на' || w === 'о' || w === 'об' || w === 'при') return 'loc';
  if (w === 'по' || w === 'к' || w === 'ко') return 'dat';
  return prep[0];
}

function noun(key: NounKey): Expand {
  return (s, offset) => nounForm(NOUNS[key], nounCase(s, offset), false);
}

/** «из франц.» → «из французского»; otherwise the nominative masculine. */
function language(stem: string): Expand {
  return (s, offset) => {
    const c = governedCases(wordBefore(s, offset)) ? 'gen' : 'nom';
    return declineStem(stem, false, agreement(c)).replace(/ый$/u, 'ий');
  };
}

/** «св. Петра» → «святого Петра», «св. Анна» → «святая Анна». */
const saint: Expand = (s, offset, whole) => {
  const next = wordAfter(s, offset + whole.length);
  const r = next ? readings(next.word).find((x) => x.pos === 'NOUN' && !x.plural) : undefined;
  return declineStem('свят', true, r ? agreement(r.case, r.gender ?? 'm', false, r.animate) : agreement('nom'));
};

/** «им. Пушкина»: only before a name in the genitive («сказал им. Потом…» is the pronoun). */
function named(text: string): Expand {
  return (s, offset, whole) => {
    const next = wordAfter(s, offset + whole.length);
    const ok = next !== null && readings(next.word).some((r) => r.case === 'gen' && (r.name || r.pos === 'NOUN') && !r.plural && r.animate);
    return ok ? text : whole;
  };
}

const MR: Record<string, string> = {
  'г-н': 'господин', 'г-на': 'господина', 'г-ну': 'господину', 'г-ном': 'господином', 'г-не': 'господине',
  'г-жа': 'госпожа', 'г-жи': 'госпожи', 'г-же': 'госпоже', 'г-жу': 'госпожу', 'г-жой': 'госпожой',
};

const SOURCES: [string, Expand][] = [
  [String.raw`и\s?т\.\s?д\.`, fixed('и так далее')],
  [String.raw`и\s?т\.\s?п\.`, fixed('и тому подобное')],
  [String.raw`и\s?др\.`, fixed('и другие')],
  [String.raw`и\s?пр(?:оч)?\.`, fixed('и прочее')],
  [String.raw`[Тт]\.\s?е\.`, fixed('то есть')],
  [String.raw`[Тт]\.\s?к\.`, fixed('так как')],
  [String.raw`[Тт]\.\s?н\.`, fixed('так называемый')],
  [String.raw`[Тт]\.\s?о\.`, fixed('таким образом')],
  [String.raw`до\s?н\.\s?э\.`, fixed('до нашей эры')],
  [String.raw`н\.\s?э\.`, fixed('нашей эры')],
  [String.raw`прим\.\s?ред\.`, fixed('примечание редакции')],
  [String.raw`прим\.\s?пер\.`, fixed('примечание переводчика')],
  [String.raw`прим\.`, fixed('примечание')],
  [String.raw`пер\.(?=\s?с\s)`, fixed('перевод')],
  [String.raw`[Нн]апр\.`, fixed('например')],
  [String.raw`[Сс]р\.`, fixed('сравни')],
  [String.raw`им\.(?=\s?[А-ЯЁ])`, named('имени')],
  [String.raw`[Пп]роф\.`, fixed('профессор')],
  [String.raw`[Аа]кад\.`, fixed('академик')],
  [String.raw`[Дд]оц\.`, fixed('доцент')],
  [String.raw`[Тт]ов\.`, fixed('товарищ')],
  [String.raw`[Бб]укв\.`, fixed('буквально')],
  [String.raw`ок\.(?=\s?\d)`, fixed('около')],
  [String.raw`св\.`, saint],
  [String.raw`(?:франц|фр)\.`, language('французск')],
  [String.raw`англ\.`, language('английск')],
  [String.raw`нем\.`, language('немецк')],
  [String.raw`лат\.`, language('латинск')],
  [String.raw`греч\.`, language('греческ')],
  [String.raw`итал\.`, language('итальянск')],
  [String.raw`г-(?:н|на|ну|ном|не|жа|жи|же|жу|жой)(?![\p{L}])`, (_s, _o, whole) => MR[whole.toLowerCase()]],
  [`${NOT_AFTER_NUMBER}см\\.`, fixed('смотри')],
  [`${NOT_AFTER_NUMBER}гг\\.`, fixed('господа')],
  [String.raw`${NOT_AFTER_NUMBER}стр\.\s?(?=\d)`, (s, o) => `${noun('page')(s, o, '')} `],
  [String.raw`${NOT_AFTER_NUMBER}с\.\s?(?=\d)`, (s, o) => `${noun('page')(s, o, '')} `],
  [String.raw`${NOT_AFTER_NUMBER}рис\.\s?(?=\d)`, (s, o) => `${noun('figure')(s, o, '')} `],
  [String.raw`${NOT_AFTER_NUMBER}гл\.\s?(?=\d|[IVXLC])`, (s, o) => `${noun('chapter')(s, o, '')} `],
  [String.raw`${NOT_AFTER_NUMBER}т\.\s?(?=\d|[IVXLC])`, (s, o) => `${noun('volume')(s, o, '')} `],
  [String.raw`${NOT_AFTER_NUMBER}ч\.\s?(?=\d|[IVXLC])`, (s, o) => `${noun('part')(s, o, '')} `],
  [String.raw`${NOT_AFTER_NUMBER}д\.\s?(?=\d)`, (s, o) => `${noun('house')(s, o, '')} `],
  [String.raw`${NOT_AFTER_NUMBER}кв\.\s?(?=\d)`, (s, o) => `${noun('flat')(s, o, '')} `],
  [String.raw`ул\.`, noun('street')],
  [`${NOT_AFTER_NUMBER}г\\.(?=\\s?[А-ЯЁ])`, noun('city')],
];
const ENTRIES: Entry[] = SOURCES.map(([src, expand]) => ({ re: new RegExp(`${B}${src}`, 'gu'), expand }));

const QUICK = /[.-]/;

/** All abbreviations of a Russian line in words. */
export function abbreviationsRu(s: string): string {
  if (!QUICK.test(s)) return s;
  let t = s;
  for (const { re, expand } of ENTRIES) {
    re.lastIndex = 0;
    if (!re.test(t)) continue;
    re.lastIndex = 0;
    const src = t;
    t = src.replace(re, (whole: string, ...rest: unknown[]) => {
      const offset = rest[rest.length - 2] as number;
      let word = expand(src, offset, whole);
      if (/^[А-ЯЁ]/u.test(whole)) word = capitalize(word);
      const trailing = /\s$/u.test(word) ? '' : whole.endsWith('.') && endsSentence(src, offset + whole.length) ? '.' : '';
      return word + trailing;
    });
  }
  return t;
}
