// Last touches shared by the languages: footnote numbers glued to words go, leftover signs are
// said, spaces are single. A `+` in prepared text means "stress on the next vowel", so any other
// plus is said as a word or dropped.

/**
 * «effet1,» «Вепе1.» — a footnote number glued to the end of a lower-case word is not read
 * («MP3», «Т34» are names and keep their number).
 */
const FOOTNOTE = /(?<=\p{L}\p{Ll}[.?!…,;:'’»"]{0,4})\d{1,2}(?=[\s,.;:!?)»"…—–-]|$)/gu;

/** «моей:(1) в чем» — a numbered note reference right after a word or a stop. */
const NOTE_REF = /(?<=[\p{L}.,:;!?"»…])\(\d{1,2}\)/gu;

export function dropFootnoteMarks(s: string): string {
  return s.replace(FOOTNOTE, '').replace(NOTE_REF, '');
}

export interface SignWords {
  number: string;
  section: string;
  and: string;
  plus: string;
  percent: string;
}

const VOWEL_AFTER_PLUS = /\+(?=[аеёиоуыэюяАЕЁИОУЫЭЮЯaeiouyAEIOUY])/u;

export function tidy(s: string, w: SignWords): string {
  let t = s;
  if (/[№§&%]/u.test(t)) {
    t = t.replace(/№№?/gu, ` ${w.number} `).replace(/§/gu, ` ${w.section} `).replace(/&/gu, ` ${w.and} `).replace(/%/gu, ` ${w.percent} `);
  }
  if (t.includes('+')) {
    t = t.replace(/(?<=\s)\+(?=\s)/gu, w.plus);
    t = t.replace(/\+/gu, (plus, offset: number) => (VOWEL_AFTER_PLUS.test(t.slice(offset, offset + 2)) ? plus : ''));
  }
  return t.replace(/[ \t\u00A0]{2,}/gu, ' ').trim();
}
