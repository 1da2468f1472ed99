// A Russian line as the voice should read it: abbreviations, dates, times, numbers, Roman
// numerals and initials in words. The order matters: abbreviations first (so «стр. 5» reaches the
// numbers as «страница 5»), dates and times before plain numbers (their dots and colons would
// split them), Roman numerals after Arabic ones, initials last (after «т. е.» and «г.» are gone).
import { abbreviationsRu } from './abbreviations-ru.ts';
import { datesRu, timesRu } from './dates-ru.ts';
import { initialsRu } from './initials-ru.ts';
import { numbersRu } from './numbers-scan-ru.ts';
import { romanRu } from './roman-ru.ts';
import { dropFootnoteMarks, tidy } from './tidy.ts';

/** Worth looking at: digits, dots after letters, Latin capitals, signs. Most lines have none. */
const NEEDS_WORK = /[\d.№§%$€£₽&+IVXLCDM-]|ХХ/u;

export function normalizeRu(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  let t = abbreviationsRu(text.replace(/[ \t\u00A0]{2,}/gu, ' '));
  if (/\d/.test(t)) {
    t = dropFootnoteMarks(t);
    t = datesRu(t);
    t = timesRu(t);
    t = t.replace(/(?<=\d)[ \u00A0]?\+[ \u00A0]?(?=\d)/gu, ' плюс ');
    t = numbersRu(t);
  }
  t = romanRu(t);
  t = initialsRu(t);
  return tidy(t, { number: 'номер', section: 'параграф', and: 'и', plus: 'плюс', percent: 'процентов' });
}
