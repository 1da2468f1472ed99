// Initials are read as the names of their letters, without the dots: «А. С. Пушкин» → «А Эс
// Пушкин», «Пушкин А. С.» → «Пушкин А Эс». The full first name is not knowable, and a dot after
// each letter would make the voice end a sentence in the middle of a name.
import { endsSentence, wordAfter } from './context.ts';
import { morphologyReady } from '../book/morphology.ts';
import { readings } from './morph-ru.ts';

const LETTER_NAMES: Record<string, string> = {
  А: 'А', Б: 'Бэ', В: 'Вэ', Г: 'Гэ', Д: 'Дэ', Е: 'Е', Ё: 'Ё', Ж: 'Жэ', З: 'Зэ', И: 'И', Й: 'Й', К: 'Ка', Л: 'Эль',
  М: 'Эм', Н: 'Эн', О: 'О', П: 'Пэ', Р: 'Эр', С: 'Эс', Т: 'Тэ', У: 'У', Ф: 'Эф', Х: 'Ха', Ц: 'Цэ', Ч: 'Чэ',
  Ш: 'Ша', Щ: 'Ща', Э: 'Э', Ю: 'Ю', Я: 'Я',
};
/** Capital letters that are also words («В.» may end a sentence «…сказал В.»): one alone needs a surname after it. */
const WORD_LETTERS = new Set(['А', 'В', 'И', 'К', 'О', 'С', 'У', 'Я']);

const BEFORE_SURNAME = /(?<![\p{L}\d])((?:[А-ЯЁ]\.[ \u00A0]?){1,2})(?=[А-ЯЁ][а-яё])/gu;
const AFTER_SURNAME = /(?<=[А-ЯЁ][а-яё]+[ \u00A0])([А-ЯЁ]\.[ \u00A0]?[А-ЯЁ]\.)(?![\p{L}])/gu;

function names(initials: string): string {
  return [...initials].filter((c) => LETTER_NAMES[c]).map((c) => LETTER_NAMES[c]).join(' ');
}

function surnameFollows(s: string, i: number): boolean {
  const w = wordAfter(s, i);
  return w !== null && readings(w.word).some((r) => r.name);
}

export function initialsRu(s: string): string {
  if (!/[А-ЯЁ]\./u.test(s)) return s;
  const t = s.replace(BEFORE_SURNAME, (whole: string, _g: string, offset: number) => {
    const letters = whole.replace(/[^А-ЯЁ]/gu, '');
    if (letters.length > 1) return `${names(letters)} `;
    // One letter: an initial before a name; else a letter standing for a name at a sentence end
    // («княгини Р. Она скончалась») keeps its stop; «В.», «И.» before a non-name stay as written.
    if (!morphologyReady() || surnameFollows(s, offset + whole.length)) return `${names(letters)} `;
    return WORD_LETTERS.has(letters) ? whole : `${names(letters)}. `;
  });
  return t.replace(AFTER_SURNAME, (whole: string, _g: string, offset: number) => {
    const stop = endsSentence(t, offset + whole.length) ? '.' : '';
    return names(whole) + stop;
  });
}
