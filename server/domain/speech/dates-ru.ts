// Dates and clock times in Russian: «12.04.1961» → «двенадцатое апреля тысяча девятьсот
// шестьдесят первого года», «в 10:30» → «в десять тридцать», «с 9:00» → «с девяти ноль-ноль».
import { dateCase } from './agreement-ru.ts';
import { endsSentence, wordBefore } from './context.ts';
import { agreement, governedCases, MONTHS_GEN, type Case } from './grammar-ru.ts';
import { cardinal } from './numbers-ru.ts';
import { ordinal } from './ordinals-ru.ts';

const DATE_RE = /(?<![\d./])(\d{1,2})([./])(\d{1,2})\2(\d{4}|\d{2})(?![\d./]\d)(?:([ \u00A0]?г\.)|(?=[ \u00A0]года))?/gu;
const TIME_RE = /(?<![\d:.,])([01]?\d|2[0-4]):([0-5]\d)(?![\d:])/gu;

/** «12.04.1961» and «12.04.1961 г.»: the day agrees with the preposition, the year is genitive. */
export function datesRu(s: string): string {
  if (!s.includes('.') && !s.includes('/')) return s;
  return s.replace(DATE_RE, (whole, d: string, _sep: string, m: string, y: string, g: string | undefined, offset: number) => {
    const day = Number(d);
    const month = Number(m);
    if (day < 1 || day > 31 || month < 1 || month > 12) return whole;
    const prepWord = wordBefore(s, offset);
    const c = dateCase(governedCases(prepWord), prepWord);
    const year = ordinal(Number(y), agreement('gen', 'm'));
    // When «года» follows in the text, it is the author's word: do not say it twice.
    const tail = g !== undefined || !/^[ \u00A0]?года/u.test(s.slice(offset + whole.length)) ? ' года' : '';
    const end = g !== undefined && endsSentence(s, offset + whole.length) ? '.' : '';
    return `${ordinal(day, agreement(c, 'n'))} ${MONTHS_GEN[month - 1]} ${year}${tail}${end}`;
  });
}

const HOUR_ONE: Record<Case, string> = { nom: 'час', gen: 'часа', dat: 'часу', acc: 'час', ins: 'часом', loc: 'часе' };

function timeCase(prepWord: string | null): Case {
  const prep = governedCases(prepWord);
  if (prep === null) return 'nom';
  if (prepWord === 'в' || prepWord === 'во' || prepWord === 'на' || prepWord === 'за' || prepWord === 'через' || prepWord === 'по') return 'acc';
  return prep[0];
}

/** «10:30» → «десять тридцать», «7:05» → «семь ноль пять», «9:00» → «девять ноль-ноль». */
export function timesRu(s: string): string {
  if (!s.includes(':')) return s;
  return s.replace(TIME_RE, (_whole, h: string, m: string, offset: number) => {
    const c = timeCase(wordBefore(s, offset));
    const hour = Number(h) === 1 ? HOUR_ONE[c] : cardinal(Number(h), 'm', c);
    const min = Number(m);
    const minutes = m === '00' ? 'ноль-ноль' : m[0] === '0' ? `ноль ${cardinal(min, 'f', 'nom')}` : cardinal(min, 'f', c);
    return `${hour} ${minutes}`;
  });
}
