// Russian grammar facts the normaliser needs: cases, genders, what prepositions govern, and the
// declension of the nouns it writes itself (units, money, years), so those read correctly even
// before the morphology dictionaries are loaded.

export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'loc';
export type Gender = 'm' | 'f' | 'n';

export const CASES: readonly Case[] = ['nom', 'gen', 'dat', 'acc', 'ins', 'loc'];

/** How a numeral agrees: with the noun it counts (cardinal) or describes (ordinal). */
export interface Agreement {
  case: Case;
  gender: Gender;
  plural: boolean;
  animate: boolean;
}

export const NOMINATIVE: Agreement = { case: 'nom', gender: 'm', plural: false, animate: false };

export function agreement(c: Case, gender: Gender = 'm', plural = false, animate = false): Agreement {
  return { case: c, gender, plural, animate };
}

/**
 * Cases a preposition (or a quantity word: «более», «около», «нет») can govern, most usual first.
 * Only the case of the numeral phrase right after it is decided here.
 */
const GOVERNS: Record<string, Case[]> = {};
function gov(words: string, cases: Case[]): void {
  for (const w of words.split(' ')) GOVERNS[w] = cases;
}
gov('в во на', ['acc', 'loc']);
gov('о об', ['loc', 'acc']);
gov('обо при', ['loc']);
gov('по', ['dat', 'acc', 'loc']);
gov('к ко благодаря согласно вопреки навстречу', ['dat']);
gov('с со', ['gen', 'ins', 'acc']);
gov('за под', ['acc', 'ins']);
gov('над надо перед передо между меж', ['ins']);
gov('через про сквозь спустя', ['acc']);
gov('до от ото из изо без безо у для после около кроме вокруг против среди вместо возле мимо ради ' +
  'из-за из-под свыше более менее больше меньше порядка нет немало немного много мало несколько ' +
  'вроде вследствие накануне посреди сверх близ внутри вне позади', ['gen']);

export function governedCases(word: string | null): Case[] | null {
  if (!word) return null;
  return GOVERNS[word.toLowerCase().replace(/\+/g, '')] ?? null;
}

/** Locative is what «в/на/о/при» take before a noun of place or time (в 1812 году, на 5 странице). */
export function isLocativePreposition(word: string | null): boolean {
  return word !== null && /^(?:в|во|на|о|об|обо|при)$/u.test(word.toLowerCase());
}

/** A noun's forms: singular and plural, in the order of CASES. */
export interface NounForms {
  gender: Gender;
  sing: readonly string[];
  plur: readonly string[];
}

function hardMasc(stem: string, genPl = `${stem}ов`): NounForms {
  return {
    gender: 'm',
    sing: [stem, `${stem}а`, `${stem}у`, stem, `${stem}ом`, `${stem}е`],
    plur: [`${stem}ы`, genPl, `${stem}ам`, `${stem}ы`, `${stem}ами`, `${stem}ах`],
  };
}

function hardFem(stem: string, genPl = stem): NounForms {
  return {
    gender: 'f',
    sing: [`${stem}а`, `${stem}ы`, `${stem}е`, `${stem}у`, `${stem}ой`, `${stem}е`],
    plur: [`${stem}ы`, genPl, `${stem}ам`, `${stem}ы`, `${stem}ами`, `${stem}ах`],
  };
}

function indeclinable(word: string, gender: Gender): NounForms {
  const all = CASES.map(() => word);
  return { gender, sing: all, plur: all };
}

export const NOUNS = {
  rouble: {
    gender: 'm',
    sing: ['рубль', 'рубля', 'рублю', 'рубль', 'рублём', 'рубле'],
    plur: ['рубли', 'рублей', 'рублям', 'рубли', 'рублями', 'рублях'],
  },
  kopeck: {
    gender: 'f',
    sing: ['копейка', 'копейки', 'копейке', 'копейку', 'копейкой', 'копейке'],
    plur: ['копейки', 'копеек', 'копейкам', 'копейки', 'копейками', 'копейках'],
  },
  dollar: hardMasc('доллар'),
  cent: hardMasc('цент'),
  euro: indeclinable('евро', 'm'),
  pound: hardMasc('фунт'),
  percent: hardMasc('процент'),
  thousand: {
    gender: 'f',
    sing: ['тысяча', 'тысячи', 'тысяче', 'тысячу', 'тысячей', 'тысяче'],
    plur: ['тысячи', 'тысяч', 'тысячам', 'тысячи', 'тысячами', 'тысячах'],
  },
  million: hardMasc('миллион'),
  billion: hardMasc('миллиард'),
  kilogram: hardMasc('килограмм'),
  gram: hardMasc('грамм'),
  tonne: hardFem('тонн'),
  metre: hardMasc('метр'),
  kilometre: hardMasc('километр'),
  centimetre: hardMasc('сантиметр'),
  millimetre: hardMasc('миллиметр'),
  litre: hardMasc('литр'),
  hour: hardMasc('час'),
  minute: hardFem('минут'),
  second: hardFem('секунд'),
  degree: hardMasc('градус'),
  year: {
    gender: 'm',
    sing: ['год', 'года', 'году', 'год', 'годом', 'году'],
    plur: ['годы', 'лет', 'годам', 'годы', 'годами', 'годах'],
  },
  century: {
    gender: 'm',
    sing: ['век', 'века', 'веку', 'век', 'веком', 'веке'],
    plur: ['века', 'веков', 'векам', 'века', 'веками', 'веках'],
  },
  number: {
    gender: 'm',
    sing: ['номер', 'номера', 'номеру', 'номер', 'номером', 'номере'],
    plur: ['номера', 'номеров', 'номерам', 'номера', 'номерами', 'номерах'],
  },
  page: {
    gender: 'f',
    sing: ['страница', 'страницы', 'странице', 'страницу', 'страницей', 'странице'],
    plur: ['страницы', 'страниц', 'страницам', 'страницы', 'страницами', 'страницах'],
  },
  figure: {
    gender: 'm',
    sing: ['рисунок', 'рисунка', 'рисунку', 'рисунок', 'рисунком', 'рисунке'],
    plur: ['рисунки', 'рисунков', 'рисункам', 'рисунки', 'рисунками', 'рисунках'],
  },
  chapter: hardFem('глав'),
  volume: hardMasc('том'),
  house: {
    gender: 'm',
    sing: ['дом', 'дома', 'дому', 'дом', 'домом', 'доме'],
    plur: ['дома', 'домов', 'домам', 'дома', 'домами', 'домах'],
  },
  flat: hardFem('квартир'),
  street: {
    gender: 'f',
    sing: ['улица', 'улицы', 'улице', 'улицу', 'улицей', 'улице'],
    plur: ['улицы', 'улиц', 'улицам', 'улицы', 'улицами', 'улицах'],
  },
  part: {
    gender: 'f',
    sing: ['часть', 'части', 'части', 'часть', 'частью', 'части'],
    plur: ['части', 'частей', 'частям', 'части', 'частями', 'частях'],
  },
  paragraph: hardMasc('параграф'),
  city: hardMasc('город', 'городов'),
} satisfies Record<string, NounForms>;

export type NounKey = keyof typeof NOUNS;

export function nounForm(noun: NounForms, c: Case, plural: boolean): string {
  return (plural ? noun.plur : noun.sing)[CASES.indexOf(c)];
}

/** Which form a counted noun takes: «один рубль», «два рубля», «пять рублей», «пятью рублями». */
export type CountClass = 'one' | 'few' | 'many';

export function countClass(n: number): CountClass {
  const d = n % 10;
  const h = n % 100;
  if (d === 1 && h !== 11) return 'one';
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return 'few';
  return 'many';
}

/** The noun after a whole number in a phrase of case `c`. */
export function countedNoun(noun: NounForms, n: number, c: Case): string {
  const cls = countClass(n);
  if (cls === 'one') return nounForm(noun, c, false);
  if (c === 'nom' || c === 'acc') return cls === 'few' ? nounForm(noun, 'gen', false) : nounForm(noun, 'gen', true);
  return nounForm(noun, c, true);
}

export const MONTHS_GEN = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
