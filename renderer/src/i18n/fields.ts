// A refused value said in the studio's language, naming its field: the server's 422 `validation`
// lists the fields and what is wrong (`fields`: a field path, a problem code and its bound), and
// the studio says «Other names: at most 200 characters» instead of «check the fields». The types
// make both languages complete for every problem of the contract.
import type { FieldProblem } from '../../../server/contract/common.ts';
import type { Locale } from './index.ts';

export interface FieldIssueLike {
  field: string;
  problem: string;
  limit?: number;
  values?: string[];
}

/** The fields a user meets in the studio's forms, by their path in the request (list indexes left out). */
const LABELS: Record<Locale, Record<string, string>> = {
  ru: {
    name: 'Имя', aliases: 'Другие имена', gender: 'Пол', age: 'Возраст', description: 'Описание', emotion: 'Эмоция',
    voice_id: 'Голос', 'controls.speed': 'Скорость', 'controls.pitch': 'Высота голоса', 'controls.formant': 'Тембр',
    title: 'Название', author: 'Автор', subtitle: 'Подзаголовок', genre: 'Жанр', annotation: 'Аннотация', series_no: 'Номер в серии',
    budget: 'Бюджет книги', text: 'Текст', word: 'Слово', replacement: 'Как читать', book_id: 'Где действует',
    pause_ms: 'Пауза после', stressed: 'Ударения', character_id: 'Кто говорит', kind: 'Тип реплики', into: 'С кем объединить',
  },
  en: {
    name: 'Name', aliases: 'Other names', gender: 'Gender', age: 'Age', description: 'Description', emotion: 'Emotion',
    voice_id: 'Voice', 'controls.speed': 'Speed', 'controls.pitch': 'Pitch', 'controls.formant': 'Timbre',
    title: 'Title', author: 'Author', subtitle: 'Subtitle', genre: 'Genre', annotation: 'Annotation', series_no: 'Number in the series',
    budget: 'Book budget', text: 'Text', word: 'Word', replacement: 'Read as', book_id: 'Applies to',
    pause_ms: 'Pause after', stressed: 'Stress', character_id: 'Who speaks', kind: 'Kind of line', into: 'Merge into',
  },
};

type Say = (limit: number, values: string) => string;

const num = (locale: Locale, n: number) => new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US').format(n);

const plural = (locale: Locale, n: number, forms: [string, string, string]): string => {
  const cat = new Intl.PluralRules(locale).select(n);
  return cat === 'one' ? forms[0] : cat === 'few' || (locale === 'en' && cat === 'other') ? forms[1] : forms[2];
};
// After «не длиннее», «не больше» the count is genitive: 1 знака, 2 знаков, 5 знаков.
const chars = (locale: Locale, n: number) => `${n} ${plural(locale, n, locale === 'ru' ? ['знака', 'знаков', 'знаков'] : ['character', 'characters', 'characters'])}`;
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
    one_of: (_, v) => `одно из: ${v}`,
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
    one_of: (_, v) => `must be one of: ${v}`,
    unknown_field: (_, v) => `the studio does not know the field ${v}`,
    invalid: () => 'the studio does not accept this value',
  },
};

const has = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(o, k);

/** `aliases.3` → «Other names»; a field no form shows keeps its path, quoted. */
export function fieldLabel(locale: Locale, field: string): string {
  const labels = LABELS[locale];
  const plain = field.split('.').filter((p) => !/^\d+$/.test(p)).join('.');
  for (const key of [plain, plain.split('.').at(-1) ?? plain]) if (has(labels, key)) return labels[key];
  return locale === 'ru' ? `«${field}»` : `"${field}"`;
}

/** One sentence per refused field, or null when the answer named none the studio knows how to say. */
export function fieldsMessage(locale: Locale, fields: readonly FieldIssueLike[]): string | null {
  const problems = PROBLEMS[locale];
  const said = fields
    .filter((f) => has(problems, f.problem))
    .map((f) => {
      const say = problems[f.problem as FieldProblem];
      const text = say(f.limit ?? 0, (f.values ?? []).join(', '));
      return f.problem === 'unknown_field' ? `${text[0]!.toUpperCase()}${text.slice(1)}.` : `${fieldLabel(locale, f.field)}: ${text}.`;
    });
  return said.length ? [...new Set(said)].join(' ') : null;
}
