// A refused value said in the studio's language, naming its field: the server's 422 `validation`
// lists the fields and what is wrong (`fields`: a field path, a problem code and its bound), and
// the studio says «Other names: at most 200 characters» instead of «check the fields». The types
// make both languages complete for every problem of the contract.
import type { FieldProblem } from '../../../server/contract/common.ts';
import type { GlavaApiError } from '../api/client.ts';
import { rules, translate, type Locale, type MessageKey } from './index.ts';

export type FieldIssueLike = GlavaApiError['fields'][number];

/**
 * The fields a user meets in the studio's forms, by their path in the request (list indexes left
 * out): the form's own label where it has one, so the error names the field as the form does.
 */
const FORM_LABELS: Record<string, MessageKey> = {
  name: 'cast.name', gender: 'cast.sex', age: 'cast.age', emotion: 'cast.emotion', voice_id: 'cast.voice', 'controls.speed': 'cast.speed',
  title: 'create.bookTitle', author: 'settings.author', subtitle: 'settings.subtitle', genre: 'settings.genre', annotation: 'settings.annotation',
  word: 'rules.word', replacement: 'rules.replacement', book_id: 'rules.where', character_id: 'inspector.speaker',
};
/** Fields whose form label carries more than a name (a hint, a unit) or that no form labels alone. */
const OWN_LABELS: Record<Locale, Record<string, string>> = {
  ru: {
    aliases: 'Другие имена', description: 'Описание', 'controls.pitch': 'Высота голоса', 'controls.formant': 'Тембр',
    budget: 'Бюджет книги', text: 'Текст', pause_ms: 'Пауза после', stressed: 'Ударения', kind: 'Тип реплики', into: 'С кем объединить',
  },
  en: {
    aliases: 'Other names', description: 'Description', 'controls.pitch': 'Pitch', 'controls.formant': 'Timbre',
    budget: 'Book budget', text: 'Text', pause_ms: 'Pause after', stressed: 'Stress', kind: 'Kind of line', into: 'Merge into',
  },
};

type Say = (limit: number, values: string) => string;

// Made once per language, as i18n/index.ts does.
const NUMBERS: Record<Locale, Intl.NumberFormat> = { ru: new Intl.NumberFormat('ru-RU'), en: new Intl.NumberFormat('en-US') };
const num = (locale: Locale, n: number) => NUMBERS[locale].format(n);

const plural = (locale: Locale, n: number, forms: [string, string, string]): string => {
  const cat = rules[locale].select(n);
  return cat === 'one' ? forms[0] : cat === 'few' || (locale === 'en' && cat === 'other') ? forms[1] : forms[2];
};
// After «не длиннее», «не больше» the count is genitive: 1 знака, 2 знаков, 5 знаков.
const chars = (locale: Locale, n: number) => `${n} ${plural(locale, n, locale === 'ru' ? ['знака', 'знаков', 'знаков'] : ['character', 'characters', 'characters'])}`;
const words = (locale: Locale, n: number) => `${n} ${plural(locale, n, locale === 'ru' ? ['слова', 'слов', 'слов'] : ['word', 'words', 'words'])}`;
const items = (locale: Locale, n: number, genitive = false) =>
  `${n} ${plural(locale, n, locale === 'en' ? ['entry', 'entries', 'entries'] : genitive ? ['значения', 'значений', 'значений'] : ['значение', 'значения', 'значений'])}`;

const PROBLEMS: Record<Locale, Record<FieldProblem, Say>> = {
  ru: {
    required: () => 'нужно заполнить',
    empty: () => 'не может быть пустым',
    too_short: (n) => `не короче ${chars('ru', n)}`,
    too_long: (n) => `не длиннее ${chars('ru', n)}`,
    too_small: (n) => `не меньше ${num('ru', n)}`,
    too_big: (n) => `не больше ${num('ru', n)}`,
    too_few: (n) => `нужно хотя бы ${items('ru', n)}`,
    too_many: (n) => `не больше ${items('ru', n, true)}`,
    too_many_words: (n) => `не больше ${words('ru', n)}`,
    // The form offers the choices; the values' codes («m, f») would mean nothing to an author.
    one_of: () => 'выберите одно из предложенных значений',
    unknown_field: (_, v) => `студия не знает поля ${v}`,
    invalid: () => 'такое значение студия не принимает',
  },
  en: {
    required: () => 'is required',
    empty: () => 'must not be empty',
    too_short: (n) => `must be at least ${chars('en', n)} long`,
    too_long: (n) => `must be at most ${chars('en', n)} long`,
    too_small: (n) => `must be at least ${num('en', n)}`,
    too_big: (n) => `must be at most ${num('en', n)}`,
    too_few: (n) => `needs at least ${items('en', n)}`,
    too_many: (n) => `takes at most ${items('en', n)}`,
    too_many_words: (n) => `takes at most ${words('en', n)}`,
    one_of: () => 'choose one of the values offered',
    unknown_field: (_, v) => `the studio does not know the field ${v}`,
    invalid: () => 'the studio does not accept this value',
  },
};

const has = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(o, k);

/** A form's own labels for its fields, where the same path reads otherwise elsewhere (a key's `name` is «Название»). */
export type FormLabels = Partial<Record<string, MessageKey>>;

/** `aliases.3` → «Other names»; null for a field no form shows (its path would mean nothing to an author). */
export function fieldLabel(locale: Locale, field: string, own: FormLabels = {}): string | null {
  const plain = field.split('.').filter((p) => !/^\d+$/.test(p)).join('.');
  for (const key of [plain, plain.split('.').at(-1) ?? plain]) {
    const mine = own[key];
    if (mine) return translate(locale, mine);
    if (has(FORM_LABELS, key)) return translate(locale, FORM_LABELS[key]);
    if (has(OWN_LABELS[locale], key)) return OWN_LABELS[locale][key];
  }
  return null;
}

/** One sentence per refused field, or null when the answer named none the studio knows how to say. */
export function fieldsMessage(locale: Locale, fields: readonly FieldIssueLike[], own: FormLabels = {}): string | null {
  const problems = PROBLEMS[locale];
  const said: string[] = [];
  for (const f of fields) {
    if (!has(problems, f.problem)) continue;
    const text = problems[f.problem as FieldProblem](f.limit ?? 0, (f.values ?? []).join(', '));
    if (f.problem === 'unknown_field') {
      said.push(`${text[0]!.toUpperCase()}${text.slice(1)}.`);
      continue;
    }
    const label = fieldLabel(locale, f.field, own);
    if (label) said.push(`${label}: ${text}.`);
  }
  return said.length ? [...new Set(said)].join(' ') : null;
}
