// The speaker label that opens a replica in a printed play, in the layouts editions use:
//   «Маша. Текст»  «МАША. Текст»  «Маша (тихо). Текст»  «МАША (тихо) Текст»  «Маша: Текст»
//   «Маша.» / «МАША» on a line of its own  «М а ш а. Текст» (letters set apart)
//   «Г-жа Простакова. …»  «Первый гость. …»  «Голос за сценой. …»
// Only the shape is checked here; whether a label is one of the play's people is for detect.ts,
// which demands that it recur.
import { analyzeWord, morphParses } from '../morphology.ts';
import { foldName } from '../text.ts';

export type LabelForm = 'period' | 'remark' | 'colon' | 'caps' | 'alone';

export interface LabelHit {
  /** The label as printed, without its final period; letters set apart are joined («Маша»). */
  label: string;
  /** Folded (lower case, ё = е), words apart by one space: what labels are compared by. */
  key: string;
  form: LabelForm;
  /** The remark in parentheses right after the label, [start, end) without the parentheses. */
  remark: [number, number] | null;
  /** Where the speech starts (text.length when the label stands alone). */
  speechStart: number;
}

const MAX_WORDS = 5;
const MAX_LABEL = 52;
// «Г-жа», «1-й», «Ст.» are label words; a word may carry a hyphen or an apostrophe inside.
const WORD = /^[\p{L}\d][\p{L}\d]*(?:[-'’][\p{L}\d]+)*/u;
// «М а ш а», «1-й м о л о д о й ч е л о в е к» (the spaces between words are lost with the others).
// «2.) Г о с т ь»: a number before them, as in «2.) Гость»; «К н . С о ф ь я», «К н. С о ф ь я»: a title
// cut short before them, as in «Кн. Софья».
const SPACED = /^(?:(\d+-\p{L}{1,2}|\d{1,2}\.?\)) )?(\p{L}(?: \p{L}){2,})/u;
const SPACED_CUT = /^(\p{Lu}(?: \p{Ll}){0,3}) ?\. (?=\p{Lu}(?: \p{L}){2})/u;

// Words a label never starts with: stage words and headings («Пауза.», «Занавес.», «Явление 2»).
const NOT_LABELS = new Set([
  'пауза', 'занавес', 'конец', 'молчание', 'тишина', 'темнота', 'антракт', 'картина', 'явление', 'действие', 'сцена',
  'акт', 'эпизод', 'часть', 'глава', 'пролог', 'эпилог', 'интермедия', 'декорация', 'примечание', 'действующие', 'лица',
  'действуют', 'персонажи', 'комедия', 'драма', 'трагедия', 'шутка', 'водевиль', 'пьеса', 'сцены', 'том', 'книга',
]);

// Titles cut short before a name: князь/княжна, граф/графиня, барон, генерал, капитан, старший…
export const TITLE_CUTS = new Set(['кн', 'гр', 'бар', 'ген', 'кап', 'полк', 'пор', 'ст', 'мл', 'г']);

/** Reads the label at the start of a paragraph, or null when the paragraph does not open with one. */
export function readLabel(text: string): LabelHit | null {
  const cutMatch = SPACED_CUT.exec(text);
  const cut = cutMatch && isTitleCut(cutMatch[1].replace(/ /g, '')) ? cutMatch[1].replace(/ /g, '') : null;
  const skip = cut && cutMatch ? cutMatch[0].length : 0;
  const spaced = SPACED.exec(text.slice(skip));
  if (spaced && (spaced[1] || /^\p{Lu}/u.test(spaced[2]))) {
    // «Г о с т ь 1).»: the number after the letters set apart is the label's.
    const numbered = / \d{1,2}\.?\)/y;
    numbered.lastIndex = skip + spaced[0].length;
    const number = numbered.exec(text);
    const end = skip + spaced[0].length + (number ? number[0].length : 0);
    const label = `${spaced[1] ? `${spaced[1]} ` : ''}${cut ? `${cut}. ` : ''}${unspace(spaced[2])}${number ? number[0] : ''}`;
    return afterLabel(text, label, end, false);
  }
  // «О н. Я смотрю…»: a pronoun used as a name, too short for letters set apart to tell.
  const pronoun = /^(\p{Lu}) (\p{Ll})(?=\.(?![.…])|\s*\()/u.exec(text);
  if (pronoun && PRONOUN_NAMES.has(foldName(pronoun[1] + pronoun[2]))) return afterLabel(text, pronoun[1] + pronoun[2], pronoun[0].length, false);
  // «№ 1. Так, так…»: people told apart by a number.
  // «№ 1 Так, так…»: its line joined to the speech's.
  // «№ 1.» alone on its line, where labels stand above the speech (a scene's number is met once).
  const numberSign = /^№ ?\d{1,2}(?=\.(?![.…]) *\S|\s*\(| \p{Lu}|\.?$)/u.exec(text);
  if (numberSign) return afterLabel(text, numberSign[0], numberSign[0].length, / \p{Lu}/u.test(text.slice(numberSign[0].length, numberSign[0].length + 2)));
  let pos = 0;
  let n = 0;
  let caps = true;
  let worded = false;
  while (n < MAX_WORDS && pos < MAX_LABEL) {
    const m = WORD.exec(text.slice(pos));
    if (!m) return null;
    const word = m[0];
    const wasCaps: boolean = caps;
    // The first word is capitalised; later ones may be lower case («Голос за сценой»).
    if (n === 0 && !/^[\p{Lu}\d]/u.test(word)) return null;
    pos += word.length;
    n++;
    // «1.) Старуха.», «Гость 2).»: people of one kind told apart by a number; the number is theirs.
    const numbered = /^\d{1,2}$/.test(word) ? /^\.?\)/.exec(text.slice(pos)) : null;
    if (numbered) pos += numbered[0].length;
    else {
      caps &&= isCapsWord(word);
      worded = true;
    }
    const rest = text.slice(pos);
    // «2.) — Как сказал ему барин?»: the number alone is who speaks.
    if (numbered && n === 1 && /^ [—–]/.test(rest)) return afterLabel(text, text.slice(0, pos), pos, true);
    // «Кн. Софья (тихо)», «Гр. Любин.», «К. Софья»: a title cut short, or an initial, before the name
    // is one label with it.
    if (n === 1 && isTitleCut(word) && /^\. (?:\p{Lu}[\p{L}-]*(?:\.|\s*\(|:|$)|\p{Lu}[\p{Lu}-]+ )/u.test(rest)) {
      pos += 2;
      // The initial says nothing of capitals: «К. СОФЬЯ Текст» is in capitals.
      caps = wasCaps;
      worded = false;
      continue;
    }
    // «Марья Дм., Аннушка (вместе).»: a name cut short, then another name after a comma.
    if (n > 1 && /^\p{Lu}\p{L}{0,3}$/u.test(word) && !analyzeWord(word[0] + word.slice(1).toLowerCase()).known && /^\., \p{Lu}/u.test(rest)) {
      pos += 3;
      continue;
    }
    if (/^(?:\.|\s*\(|:|$)/.test(rest)) return afterLabel(text, text.slice(0, pos), pos, caps && worded);
    // «Господин низенький и невзрачный, но ядовитого свойства.», «Голос сердитого чиновника, но, как
    // видно, опытного.», «Невзрачный, но ядовитого свойства господин.»: qualities set against each other.
    // In capitals the speech may follow the label on its line («…, НО ЯДОВИТОГО СВОЙСТВА Да ведь…»).
    const contrast = /^, но,? (?:как видно, |впрочем, )?((?:\p{L}[\p{L}-]*,? ?){1,4}?)(?=\.(?![.…])|\s*\(|$)/iu.exec(rest) ??
      (caps ? /^, НО,? (?:КАК ВИДНО, |ВПРОЧЕМ, )?((?:\p{Lu}[\p{Lu}-]*,? ?){1,4}?)(?= \p{Lu}\p{Ll})/u.exec(rest) : null);
    if (contrast && describable(text.slice(0, pos)) && contrasted(contrast[1])) return afterLabel(text, text.slice(0, pos + contrast[0].length).trimEnd(), pos + contrast[0].trimEnd().length, caps);
    // «Жульета, Жанета и Нинета»: names apart by commas.
    if (/^, \p{Lu}/u.test(rest)) {
      pos += 2;
      continue;
    }
    // «Светский человек, щеголевато одетый (сходя с лестницы).», «Невзрачный, но ядовитого свойства
    // человек (толкая соседа).»: someone named by a noun or an adjective, and after a comma what they
    // are like.
    // Before a remark, alone on its line («Господин, несколько беззаботный насчет литературы.», where
    // labels stand above the speech), or before speech in two words or more: «Мадам, один тур. Прошу.»
    // is said.
    const description = /^, (\p{Ll}[^.!?…:()]{0,40})(?:\(\p{L}|\.$|\.(?= \p{Lu}))/u.exec(rest);
    // Alone on its line, what they are like comes first («…, несколько беззаботный»; a verse line
    // goes on with another noun: «Отец несчастливый, игра порочной страсти.»); so before speech
    // («Господин, беззаботный насчет литературы. Я помню…»; «Голубчик, милый. Иди.» is said).
    const beforeSpeech = description !== null && description[0].endsWith('.') && pos + description[0].length < text.length;
    if (description && describable(text.slice(0, pos)) && qualities(description[1]) && (!description[0].endsWith('.') || qualityFirst(description[1])) && (!beforeSpeech || description[1].trim().includes(' '))) {
      pos += 2;
      continue;
    }
    if (!/^ \S/.test(rest)) return null;
    // «ЖАНЕТА И ПАУЛИН»: a one-letter word joins two names in capitals.
    if (caps && /^ [ИСВУКО] \p{Lu}{2,}/u.test(rest) && isCapsWord(WORD.exec(rest.slice(3))?.[0] ?? '')) {
      pos += 3;
      continue;
    }
    // «МАША Текст» (the label's line joined to the speech): the label ends with the capitals; a
    // capital letter alone ends it when the label does («ГОСПОДИН А. Текст», «ГОСПОДИН Б (тихо)»).
    if (caps && worded) {
      const next = WORD.exec(rest.slice(1));
      // «ГОСТЬ 1). Текст»: a number after the capitals is the label's.
      const after = next ? rest.slice(1 + next[0].length) : '';
      // («БИШОНКОВ Я.»: «Я» is the speech, «I», never a label's letter.)
      const letter = next !== null && /^(?!Я)\p{Lu}$/u.test(next[0]) && /^(?:\.(?![.…])|\s*\(|:|$)/.test(after);
      // «ГОСПОДИН Б Что?», «ГОСПОДИН А Я не о том»: so too before a word no sentence writes with a
      // capital inside it (but «ЗОЯ В Воронеже?»).
      if (next !== null && letterBeforeSpeech(next[0], after)) return afterLabel(text, text.slice(0, pos + 2), pos + 2, true);
      const number = next !== null && /^\d{1,2}$/.test(next[0]) && /^\.?\)/.test(after);
      if (!next || (!isCapsWord(next[0]) && !letter && !number)) return afterLabel(text, text.slice(0, pos), pos, true);
    }
    pos += 1;
  }
  return null;
}

// Letters that are words of their own: «А что?», «В Москве», «О Боже».
const LETTER_WORDS = new Set(['А', 'В', 'И', 'К', 'О', 'С', 'У', 'Я']);

/**
 * A capital letter alone after a label in capitals and before a capitalised word ends the label
 * («ГОСПОДИН Б Что?», never a Roman numeral). A letter that is a word too («А», «В») needs after it a
 * word no sentence writes with a capital inside it («ГОСПОДИН А Я не о том»; not «ЗОЯ В Воронеже?»,
 * «МАША О Боже!»).
 */
function letterBeforeSpeech(word: string, rest: string): boolean {
  if (!/^\p{Lu}$/u.test(word) || /^[IVXLC]$/.test(word)) return false;
  const next = /^ (\p{Lu}\p{Ll}*)(?=[\s,.!?…:;]|$)/u.exec(rest);
  if (!next) return false;
  if (!LETTER_WORDS.has(word)) return true;
  const info = analyzeWord(next[1].toLowerCase());
  return info.known && info.names.length === 0 && !info.geo && !['NOUN', 'ADJF'].includes(info.pos);
}

/**
 * What someone is like has an adjective or a participle in it («несколько беззаботный»; not «тише»);
 * or the label lists who speak together («Машины, вещи и еды»).
 */
function qualities(description: string): boolean {
  const ws = description.trim().split(' ');
  const pos = ws.map((w) => analyzeWord(w.toLowerCase()).pos);
  return pos.some((p, i) => p === 'ADJF' || p === 'PRTF' || comparedQuality(ws[i], p)) || (ws.includes('и') && ws.every((w, i) => w === 'и' || pos[i] === 'NOUN'));
}

/** «поплотнее», «постарше»: what they are like against the one before (a bare «тише» is said). */
const comparedQuality = (word: string, pos: string): boolean => pos === 'COMP' && /^по/u.test(word.toLowerCase());

/** «несколько беззаботный», «щеголевато одетый»: a quality first (not «один тур», «игра порочной страсти»). */
function qualityFirst(description: string): boolean {
  const first = description.split(' ')[0].toLowerCase();
  const pos = analyzeWord(first).pos;
  return (['ADJF', 'PRTF', 'ADVB', 'ADJS'].includes(pos) || comparedQuality(first, pos)) && !/^одн/u.test(first) && !morphParses(first).some((p) => p.tag.Apro === true || p.tag.Anum === true);
}

/** After «, но»: qualities, or of what kind, and at most who («ядовитого свойства господин», «опытного»). */
function contrasted(words: string): boolean {
  return words.trim().split(/,? /).every((w) => {
    const info = analyzeWord(w.toLowerCase());
    return info.known && (info.pos === 'ADJF' || info.pos === 'PRTF' || (info.pos === 'NOUN' && (info.cases.has('gent') || info.cases.has('nomn'))));
  });
}

const AGAIN = new Set(['тоже', 'также', 'еще', 'ещё', 'просто']);

/** Words before a comma that name someone by what they are, not by a name («Светский человек», «Господин»). */
function describable(head: string): boolean {
  return head.split(' ').every((w, i) => {
    // «Господин низенький и невзрачный»: qualities joined; «Тоже светский человек»: the same kind again.
    if ((i > 0 && w.toLowerCase() === 'и') || (i === 0 && AGAIN.has(w.toLowerCase()))) return true;
    const info = analyzeWord(w.toLowerCase());
    // «Барин твой, …»: a pronoun is no description.
    return info.known && info.names.length === 0 && (info.pos === 'NOUN' || info.pos === 'ADJF') && !morphParses(w.toLowerCase()).some((p) => p.tag.Apro === true);
  });
}

/**
 * «Нинета, граф. Подь, не бойся…», «Марья Дм., аннушка (вместе).»: names apart by commas (or «и»),
 * the later ones in small letters, before speech or a remark. Only the shape: in small letters a name
 * after a comma is more often called («Маша, милая. Иди.»), so detect.ts takes it only when each name
 * is one of the play's labels.
 */
export function readNamesApart(text: string): LabelHit | null {
  const m = NAMES_APART.exec(text);
  return m ? afterLabel(text, m[0], m[0].length, false) : null;
}

const NAME = String.raw`\p{L}[\p{L}-]*(?: \p{L}[\p{L}-]*){0,2}\.?`;
const NAMES_APART = new RegExp(String.raw`^\p{Lu}[\p{L}-]*(?: \p{L}[\p{L}-]*){0,2}\.?(?:(?:, |,? и )${NAME}){1,3}(?<!\.)(?=\.(?![.…])|\s*\()`, 'u');

/** «Нинета, граф», «Марья Дм., Аннушка»: the names of a label that lists several people. */
export function namesApart(label: string): string[] {
  return label.split(/,? и |, /u).map(labelKey);
}

/** «Кн», «Гр», or an initial («К»; not «Я», a word): what stands cut short before a name. */
export function isTitleCut(word: string): boolean {
  return TITLE_CUTS.has(foldName(word)) || /^(?!Я)\p{Lu}$/u.test(word);
}

const unspaced = new Map<string, string>();

/**
 * «П е р в ы й г о с т ь» → «Первый гость»: the spaces between the words went with the others, so
 * the words are found again where the letters split into two or three dictionary words.
 */
function unspace(spaced: string): string {
  // Capitals inside start words: «Н а т а л ь я С т е п а н о в н а».
  const joined = spaced.replace(/ /g, '').replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ');
  let hit = unspaced.get(joined);
  if (hit !== undefined) return hit;
  // «З а с ц е н о й г о л о с К у ч у м о в а»: each run up to a capital is split on its own.
  hit = joined.split(' ').map(splitWords).join(' ');
  unspaced.set(joined, hit);
  return hit;
}

/** «Первыйгость» → «Первый гость»; a name, or what splits into no dictionary words, stays whole. */
function splitWords(joined: string): string {
  // «Засценойголос»: where a voice comes from opens the label, then whose voice it is.
  const offstage = /^(за)(сценой|кулисами|дверью)(?=\p{L}{3})/iu.exec(joined);
  if (offstage) return `${offstage[1]} ${offstage[2]} ${splitWords(joined.slice(offstage[0].length))}`;
  let hit = joined;
  // Nouns and adjectives of three letters and more, or a preposition («за»): «Мед веден ко» and «Сели
  // вёрст» are no readings of «Медведенко» and «Селивёрст».
  const known = (w: string, afterPrep = false) => {
    // «хором», «вместе»: how several speak at once.
    if (GROUPS.has(w.toLowerCase())) return true;
    const info = analyzeWord(w.toLowerCase());
    // After a preposition a noun, whatever else it reads as («Одна из дам»).
    if (afterPrep && w.length >= 3 && morphParses(w.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.parser === 'Dictionary')) return true;
    return info.known && info.verbLemma === null && ['NOUN', 'ADJF', 'NUMR', 'PREP'].includes(info.pos) && (w.length >= 3 || info.pos === 'PREP');
  };
  const isPrep = (w: string) => analyzeWord(w.toLowerCase()).pos === 'PREP';
  const whole = analyzeWord(joined[0] + joined.slice(1).toLowerCase());
  // A surname the dictionary can read as one («Медведенко») stays whole.
  if (!whole.known && !whole.names.some((n) => n.case === 'nomn')) {
    // Of the splits into up to five dictionary words, the one whose shortest word (prepositions
    // aside) is longest, then the one of fewest words («Первый гость», not «Пе рвый…»; «Господин в
    // шинели»).
    const score = (parts: string[]) => Math.min(...parts.filter((w) => !isPrep(w)).map((w) => w.length));
    // «Все хором», not «Всех ором»: words for several speaking at once come first.
    const together = (parts: string[]) => parts.filter((w) => GROUPS.has(w.toLowerCase())).length;
    const better = (a: string[], b: string[] | null) => !b || together(a) > together(b) || (together(a) === together(b) && (score(a) > score(b) || (score(a) === score(b) && a.length < b.length)));
    const memo = new Map<string, string[] | null>();
    const split = (start: number, afterPrep: boolean, depth: number): string[] | null => {
      const key = `${start}:${afterPrep}:${depth}`;
      if (memo.has(key)) return memo.get(key) ?? null;
      let found: string[] | null = null;
      for (let end = start + 1; end <= joined.length; end++) {
        const part = joined.slice(start, end);
        if (!known(part, afterPrep) || (start === 0 && isPrep(part))) continue;
        const rest = end === joined.length ? [] : depth < 5 ? split(end, isPrep(part), depth + 1) : null;
        if (rest === null) continue;
        const candidate = [part, ...rest];
        if (better(candidate, found)) found = candidate;
      }
      memo.set(key, found);
      return found;
    };
    const parts = split(0, false, 1);
    // A label opens with someone, and a preposition has its noun after it.
    const best = parts && parts.length >= 2 && !isPrep(parts[0]) && !isPrep(parts[parts.length - 1]) ? parts : null;
    if (best) hit = best.join(' ');
  }
  return hit;
}

/** A word in capitals («МАША», «1-Й»), or a Roman numeral after a name («НИКОЛАЙ I»). */
function isCapsWord(word: string): boolean {
  return (word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word)) || /^[IVX]+$/.test(word);
}

function afterLabel(text: string, label: string, end: number, caps: boolean): LabelHit | null {
  if (!acceptable(label)) return null;
  const key = labelKey(label);
  const rest = text.slice(end);
  let m: RegExpExecArray | null;
  if ((m = /^\s*\(([^()]*)\)\s*[.,:]?\s*/.exec(rest))) {
    const open = end + rest.indexOf('(') + 1;
    const remark: [number, number] = [open, open + m[1].length];
    return { label, key, form: 'remark', remark, speechStart: end + m[0].length };
  }
  // «К у п е ц (наддавая коленкой» / «зажимающего дыру). Эй, ты!»: a remark hard-wrapped onto the
  // next line, which the book made a paragraph of its own; the speech follows it there.
  if ((m = /^\s*\(([^()]{12,})$/.exec(rest)) && /\p{L}/u.test(m[1])) {
    const open = end + rest.indexOf('(') + 1;
    return { label, key, form: 'remark', remark: [open, text.length], speechStart: text.length };
  }
  // «Терей гонитель... нет»: an ellipsis is a pause in the speech, not the end of a label.
  if ((m = /^\.(?![.…])\s*/.exec(rest))) return { label, key, form: rest.length === m[0].length ? 'alone' : 'period', remark: null, speechStart: end + m[0].length };
  if ((m = /^:\s*/.exec(rest))) return { label, key, form: 'colon', remark: null, speechStart: end + m[0].length };
  if (rest.trim() === '') return { label, key, form: 'alone', remark: null, speechStart: text.length };
  if (caps && /^ /.test(rest)) return { label, key, form: 'caps', remark: null, speechStart: end + 1 };
  return null;
}

export function labelKey(label: string): string {
  return foldName(label).replace(/[^\p{L}\d]+/gu, ' ').trim();
}

// Speakers that are several people at once.
export const GROUPS = new Set(['все', 'оба', 'обе', 'хор', 'хором', 'голоса', 'голос', 'толпа', 'народ', 'вместе']);
// Pronouns that plays use as names («Он.», «Она.»): only a recurring label makes them one.
export const PRONOUN_NAMES = new Set(['он', 'она', 'они']);

/** Not a stage word, a heading, or a phrase with a verb («Входит Маша», «Прощай»). */
function acceptable(label: string): boolean {
  const ws = label.split(/[\s]+/);
  // «Да-с», «Слушаю-с»: the servant's «sir» ends speech, never a name.
  if (NOT_LABELS.has(foldName(ws[0])) || ws.some((w) => /\p{L}-с$/u.test(w))) return false;
  if (ws.length === 1 && (GROUPS.has(foldName(ws[0])) || PRONOUN_NAMES.has(foldName(ws[0])))) return true;
  let afterPrep = false;
  let prep = '';
  for (const w of ws) {
    if (!/\p{L}/u.test(w) || w.length > 24) continue;
    const info = analyzeWord(w[0] + w.slice(1).toLowerCase());
    // After a preposition comes a noun, whatever else the word may be («Одна из дам»).
    const governed = afterPrep;
    afterPrep = info.pos === 'PREP';
    // «Пирамидалов за ним.», «Маша с нею.»: someone and whom they follow or are with, a direction; but
    // «Один из них» is someone.
    if (governed && info.pos === 'NPRO' && prep !== 'из') return false;
    if (afterPrep) prep = foldName(w);
    if (info.names.length > 0 || governed) continue;
    if (info.verbLemma !== null && info.known) return false;
    if (['NPRO', 'PRCL', 'CONJ', 'INTJ', 'ADVB', 'PRED', 'COMP'].includes(info.pos) && info.known && ws.length === 1) return false;
  }
  return true;
}
