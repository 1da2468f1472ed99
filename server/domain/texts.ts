// The stored texts (contract/texts.ts) in words, per language. Pure: no I/O.
import { LANGS, TEXT_KINDS, type Lang, type TextKind, type TextParamsOf, type TextRef } from '../contract/texts.ts';
import { noteIn } from './book/notes.ts';

type Templates = { [K in TextKind]: Record<Lang, (p: TextParamsOf[K]) => string> };

const TEMPLATES: Templates = {
  'job.render': { ru: (p) => `${p.book} — ${p.chapter}`, en: (p) => `${p.book} — ${p.chapter}` },
  'job.export': { ru: (p) => `Экспорт: ${p.book} (${p.format})`, en: (p) => `Export: ${p.book} (${p.format})` },
  'job.check': { ru: (p) => `Проверка: ${p.book} — ${p.chapter}`, en: (p) => `Check: ${p.book} — ${p.chapter}` },
  'job.import': { ru: (p) => `Импорт: ${p.file}`, en: (p) => `Import: ${p.file}` },
  'job.model_install': { ru: (p) => `Установка модели: ${p.model}`, en: (p) => `Installing a model: ${p.model}` },
  'ledger.render': { ru: (p) => `Озвучка: ${p.book} — ${p.chapter}`, en: (p) => `Voicing: ${p.book} — ${p.chapter}` },
  'ledger.listen': { ru: (p) => `Прослушивание: ${p.book}`, en: (p) => `Listening: ${p.book}` },
  'ledger.tts': { ru: () => 'Синтез /tts', en: () => 'Synthesis /tts' },
  'ledger.grant': { ru: () => 'Пополнение', en: () => 'Top-up' },
  'ledger.opening': { ru: () => 'Начальный баланс', en: () => 'Opening balance' },
  'edition.numbered': { ru: (p) => `Издание ${p.n}`, en: (p) => `Edition ${p.n}` },
};

export function renderText(ref: TextRef, lang: Lang): string {
  const render = TEMPLATES[ref.kind][lang] as (p: TextRef['params']) => string;
  return render(refIn(ref, lang).params);
}

/**
 * The ref with each parameter kept in both languages («модель␟model», notes.ts) answered in `lang`:
 * a model's title is stored in both, so the job reads in the language it is looked at in.
 */
export function refIn(ref: TextRef, lang: Lang): TextRef {
  const params = Object.fromEntries(Object.entries(ref.params).map(([k, v]) => [k, typeof v === 'string' ? noteIn(v, lang) : v]));
  return { ...ref, params } as TextRef;
}

/** How a text is stored: a kind and its JSON parameters, or (a text the user typed) the text as is. */
export function storedColumns(text: TextRef | string): { text: string; kind: string | null; params: string | null } {
  return typeof text === 'string' ? { text, kind: null, params: null } : { text: '', kind: text.kind, params: JSON.stringify(text.params) };
}

/**
 * A row's text: from its kind and parameters when it has them, else the text it was stored with
 * (rows written before texts were kept as kinds). Parameters that do not fit the kind fall back too.
 */
export function storedText(kind: string | null, params: string | null, fallback: string, lang: Lang): string {
  const ref = parseTextRef(kind, params);
  return ref ? renderText(ref, lang) : fallback;
}

/** The parameters each kind needs (what the templates read). */
const PARAM_NAMES: { [K in TextKind]: Array<keyof TextParamsOf[K]> } = {
  'job.render': ['book', 'chapter'], 'job.export': ['book', 'format'], 'job.check': ['book', 'chapter'], 'job.import': ['file'],
  'job.model_install': ['model'], 'ledger.render': ['book', 'chapter'], 'ledger.listen': ['book'], 'ledger.tts': [], 'ledger.grant': [], 'ledger.opening': [],
  'edition.numbered': ['n'],
};

export function parseTextRef(kind: string | null, params: string | null): TextRef | null {
  if (!kind || !(TEXT_KINDS as readonly string[]).includes(kind)) return null;
  try {
    const p = JSON.parse(params ?? '{}') as unknown;
    if (p === null || typeof p !== 'object' || Array.isArray(p)) return null;
    const values = p as Record<string, unknown>;
    const names = PARAM_NAMES[kind as TextKind] as string[];
    if (!names.every((n) => typeof values[n] === 'string' || typeof values[n] === 'number')) return null;
    return { kind, params: p } as TextRef;
  } catch {
    return null;
  }
}

/**
 * The best of our languages the header asks for (`en-GB,en;q=0.9,ru;q=0.8` → en), or null when it
 * asks for none of them (or is absent): the caller then speaks the default language (DEFAULT_LANG).
 */
export function askedLang(header: string | undefined): Lang | null {
  if (!header) return null;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...attrs] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0] as Lang;
    if (!(LANGS as readonly string[]).includes(base)) continue;
    const qAttr = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
    const q = qAttr ? Number(qAttr.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: base, q };
  }
  return best?.lang ?? null;
}
