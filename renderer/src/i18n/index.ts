// A small i18n layer: Russian first (the source of keys), English second. Values may hold
// `{name}` parameters and plural forms separated by `|` (ru: one|few|many, en: one|other).
import { ru } from './ru.ts';
import { en } from './en.ts';

export type Locale = 'ru' | 'en';
export type MessageKey = keyof typeof ru;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

const dictionaries: Record<Locale, Record<MessageKey, string>> = { ru, en };
export const rules: Record<Locale, Intl.PluralRules> = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') };

function pickForm(locale: Locale, forms: string[], n: number): string {
  if (forms.length === 1) return forms[0]!;
  const cat = rules[locale].select(n);
  if (locale === 'ru') {
    const [one, few, many] = forms;
    if (cat === 'one') return one!;
    if (cat === 'few' || cat === 'other') return few ?? one!;
    return many ?? few ?? one!;
  }
  return cat === 'one' ? forms[0]! : forms[1] ?? forms[0]!;
}

export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  const raw = dictionaries[locale][key] ?? ru[key] ?? key;
  const n = params?.n;
  const text = raw.includes('|') && typeof n === 'number' ? pickForm(locale, raw.split('|'), n) : raw;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? formatParam(locale, params[name]!) : m));
}

// Made once per language: building a NumberFormat costs more than a whole list row renders.
const numbers: Record<Locale, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
};

function formatParam(locale: Locale, v: string | number): string {
  return typeof v === 'number' ? numbers[locale].format(v) : v;
}
