// Russian abbreviations in words. Runs before the numbers, so «стр. 5» becomes «страница 5» and
// «гл. 5» becomes «глава 5» (which the numbers then read as «глава пятая»). Abbreviations that
// hang on a number («5 руб.», «1812 г.», «XIX в.») are read with the number. An abbreviation's
// dot that also ended the sentence is kept as a full stop.
import { capitalize, endsSentence, wordAfter, wordBefore } from './context.ts';
import { agreement, CASES, governedCases, NOUNS, nounForm, type Case, type NounKey } from './grammar-ru.ts';
import { readings } from './morph-ru.ts';
import { declineStem } from './ordinals-ru.ts';

type Expand = (s: string, offset: number, whole: string) => string;

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

const MONTH_ABBR: Record<string, string> = {
  янв: 'января', фев: 'февраля', февр: 'февраля', мар: 'марта', апр: 'апреля', июн: 'июня', июл: 'июля', авг: 'августа',
  сен: 'сентября', сент: 'сентября', окт: 'октября', ноя: 'ноября', нояб: 'ноября', дек: 'декабря',
};
const month: Expand = (_s, _o, whole) => MONTH_ABBR[whole.slice(0, -1)] ?? whole;

const MISTER = ['господин', 'господина', 'господину', 'господина', 'господином', 'господине'];

/** «г. Белкина» (господин, in older books) or «в г. Москве» (город): the word after tells. */
const cityOrMister: Expand = (s, offset, whole) => {
  const next = wordAfter(s, offset + whole.length);
  const rs = next ? readings(next.word).filter((r) => !r.plural && r.pos === 'NOUN') : [];
  const person = rs.find((r) => r.name && r.animate);
  if (person && !rs.some((r) => r.name === false && r.score > person.score)) return MISTER[CASES.indexOf(person.case)];
  return noun('city')(s, offset, whole);
};

const MR: Record<string, string> = {
  'г-н': 'господин', 'г-на': 'господина', 'г-ну': 'господину', 'г-ном': 'господином', 'г-не': 'господине',
  'г-жа': 'госпожа', 'г-жи': 'госпожи', 'г-же': 'госпоже', 'г-жу': 'госпожу', 'г-жой': 'госпожой',
};

/** [pattern, expansion, its dot may also end the sentence]. */
const SOURCES: [string, Expand, boolean][] = [
  [String.raw`[Ии]\s?т\.\s?д\.`, fixed('и так далее'), true],
  [String.raw`[Ии]\s?т\.\s?п\.`, fixed('и тому подобное'), true],
  [String.raw`[Ии]\s?др\.`, fixed('и другие'), true],
  [String.raw`[Ии]\s?пр(?:оч)?\.`, fixed('и прочее'), true],
  [String.raw`[Тт]\.\s?е\.`, fixed('то есть'), false],
  [String.raw`в\s?т\.\s?ч\.`, fixed('в том числе'), false],
  [String.raw`[Тт]\.\s?к\.`, fixed('так как'), false],
  [String.raw`[Тт]\.\s?н\.`, fixed('так называемый'), false],
  [String.raw`[Тт]\.\s?о\.`, fixed('таким образом'), false],
  [String.raw`до\s?н\.\s?э\.`, fixed('до нашей эры'), true],
  [String.raw`н\.\s?э\.`, fixed('нашей эры'), true],
  [String.raw`прим\.\s?ред\.`, fixed('примечание редакции'), true],
  [String.raw`прим\.\s?пер\.`, fixed('примечание переводчика'), true],
  [String.raw`прим\.`, fixed('примечание'), true],
  [String.raw`пер\.(?=\s?с\s)`, fixed('перевод'), false],
  [String.raw`[Нн]апр\.`, fixed('например'), false],
  [String.raw`[Сс]р\.`, fixed('сравни'), false],
  [String.raw`им\.(?=\s?[А-ЯЁ])`, named('имени'), false],
  [String.raw`[Пп]роф\.`, fixed('профессор'), false],
  [String.raw`[Аа]кад\.`, fixed('академик'), false],
  [String.raw`[Дд]оц\.`, fixed('доцент'), false],
  [String.raw`[Тт]ов\.`, fixed('товарищ'), false],
  [String.raw`[Бб]укв\.`, fixed('буквально'), false],
  [String.raw`ок\.(?=\s?\d)`, fixed('около'), false],
  [String.raw`св\.`, saint, false],
  [String.raw`(?:франц|фр)\.`, language('французск'), true],
  [String.raw`англ\.`, language('английск'), true],
  [String.raw`(?<=\(|(?<![\p{L}])(?:с|со|из)\s)нем\.`, language('немецк'), true],
  [String.raw`лат\.`, language('латинск'), true],
  [String.raw`греч\.`, language('греческ'), true],
  [String.raw`итал\.`, language('итальянск'), true],
  [String.raw`г-(?:н|на|ну|ном|не|жа|жи|же|жу|жой)(?![\p{L}])`, (_s, _o, whole) => MR[whole.toLowerCase()], false],
  [`${NOT_AFTER_NUMBER}[Сс]м\\.`, fixed('смотри'), false],
  [`${NOT_AFTER_NUMBER}гг\\.`, fixed('господа'), false],
  [String.raw`${NOT_AFTER_NUMBER}[Сс]тр\.\s?(?=\d)`, (s, o) => `${noun('page')(s, o, '')} `, false],
  [String.raw`${NOT_AFTER_NUMBER}с\.\s?(?=\d)`, (s, o) => `${noun('page')(s, o, '')} `, false],
  [String.raw`${NOT_AFTER_NUMBER}[Рр]ис\.\s?(?=\d)`, (s, o) => `${noun('figure')(s, o, '')} `, false],
  [String.raw`${NOT_AFTER_NUMBER}[Гг]л\.\s?(?=\d|[IVXLC])`, (s, o) => `${noun('chapter')(s, o, '')} `, false],
  [String.raw`${NOT_AFTER_NUMBER}[Тт]\.\s?(?=\d|[IVXLC])`, (s, o) => `${noun('volume')(s, o, '')} `, false],
  [String.raw`${NOT_AFTER_NUMBER}[Чч]\.\s?(?=\d|[IVXLC])`, (s, o) => `${noun('part')(s, o, '')} `, false],
  [String.raw`${NOT_AFTER_NUMBER}д\.\s?(?=\d)`, (s, o) => `${noun('house')(s, o, '')} `, false],
  [String.raw`${NOT_AFTER_NUMBER}кв\.\s?(?=\d)`, (s, o) => `${noun('flat')(s, o, '')} `, false],
  [String.raw`[Уу]л\.`, noun('street'), false],
  [`${NOT_AFTER_NUMBER}г\\.(?=\\s?[А-ЯЁ])`, cityOrMister, false],
  [String.raw`(?<![\p{L}])N[o°]?\.?\s?(?=\d)`, fixed('номер '), false],
  [String.raw`(?<=\d[ \u00A0]?)(?:янв|февр?|мар|апр|июн|июл|авг|сент?|окт|нояб?|дек)\.`, month, true],
];
/** One pass over the line: every abbreviation is an alternative, the first listed wins at a position. */
const FIRST_LETTERS = 'аАбБвВгГдДиИкКлЛмМнНоОпПрРсСтТуУфФчЧяЯN';
const ALL = new RegExp(`(?=[${FIRST_LETTERS}])${B}(?:${SOURCES.map(([src]) => `(${src})`).join('|')})`, 'gu');

const QUICK = /[.N-]/;

/** All abbreviations of a Russian line in words. */
export function abbreviationsRu(s: string): string {
  if (!QUICK.test(s)) return s;
  return s.replace(ALL, (whole: string, ...rest: unknown[]) => {
    const k = rest.findIndex((g) => g !== undefined);
    const offset = rest[SOURCES.length] as number;
    const [, expand, mayEnd] = SOURCES[k];
    let word = expand(s, offset, whole);
    if (word === whole) return whole;
    if (/^[А-ЯЁ]/u.test(whole)) word = capitalize(word);
    const trailing = mayEnd && whole.endsWith('.') && endsSentence(s, offset + whole.length) ? '.' : '';
    return word + trailing;
  });
}
