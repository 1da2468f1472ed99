// A plain-text book's title and author, from its title page: the short lines before the text
// begins. Library texts open with «Автор. Название», or the author's name on one line and the
// title on the next, or only the title (often in capitals); English ones the title, then «By
// Jane Austen»; Project Gutenberg files with «Title:» and «Author:» lines. Without a title page the caller falls back to the file name.

export interface TitlePage {
  title: string;
  author: string;
}

/** Lines read at most, and the length past which a line is text, not a title page. */
const MAX_LINES = 12;
const MAX_LINE = 120;

const NAME_WORD = /^(?:[А-ЯЁA-Z][а-яёa-z]+(?:-[А-ЯЁA-Z][а-яёa-z]+)?|[А-ЯЁA-Z]\.)$/u;
const PATRONYMIC = /(?:ович|евич|ьич|ич|овна|евна|ична|инична)$/u;
/** Where the text begins: a chapter or part heading, a list of characters, a bare Roman numeral. */
const BODY_START = /^(?:(?:глава|часть|книга|том|пролог|эпилог|действие|явление|chapter|part|book|volume|prologue|act)(?!\p{L})|действующие лица|dramatis personae|[IVXLC]+\.?$|\d+\.?$)/iu;

/** «Николай Васильевич Гоголь», «Чехов Антон Павлович», «А. С. Пушкин», «Leo Tolstoy». */
export function isPersonName(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_WORD.test(w))) return false;
  return words.length >= 3 || words.some((w) => PATRONYMIC.test(w)) || words.some((w) => /^[А-ЯЁA-Z]\.$/u.test(w)) || /^[A-Z]/.test(words[0]!);
}

/** «Чехов Антон Павлович» → «Антон Павлович Чехов» (surname first, as library catalogues write it). */
function naturalOrder(name: string): string {
  const w = name.trim().split(/\s+/);
  return w.length === 3 && PATRONYMIC.test(w[2]!) && !PATRONYMIC.test(w[1]!) ? `${w[1]} ${w[2]} ${w[0]}` : w.join(' ');
}

/** An epigraph or a sentence, not a title: a full stop, ! or ? with words after it, or ending a line of several words. */
const isSentence = (line: string) => /[.!?…]\s+\S/u.test(line) || (/[.!?…]$/u.test(line) && line.split(/\s+/).length >= 3);

/**
 * A title in capitals, written as a title: the first word capitalised, and a later word only when
 * the book itself writes that word capitalised (names: «АННА КАРЕНИНА» → «Анна Каренина»,
 * «ПРЕСТУПЛЕНИЕ И НАКАЗАНИЕ» → «Преступление и наказание»).
 */
function titleCase(title: string, text: string): string {
  if (title !== title.toUpperCase() || title === title.toLowerCase()) return title;
  return title.toLowerCase().replace(/[\p{L}]+/gu, (word, at: number) => {
    const cap = word[0]!.toUpperCase() + word.slice(1);
    if (at === 0) return cap;
    const count = (w: string) => (text.match(new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'gu')) ?? []).length;
    return count(cap) > count(word) ? cap : word;
  });
}

/** «By Jane Austen», «by Lewis Carroll». */
const BY = /^by\s+(.+?)\.?$/iu;

export function readTitlePage(text: string): TitlePage {
  const head = text.slice(0, 20_000);
  const gutenberg = { title: /^Title:\s*(.+)$/m.exec(head)?.[1]?.trim(), author: /^Author:\s*(.+)$/m.exec(head)?.[1]?.trim() };
  if (gutenberg.title) return { title: gutenberg.title, author: gutenberg.author ?? '' };

  const lines: string[] = [];
  for (const raw of head.split('\n')) {
    if (lines.length >= MAX_LINES) break;
    const line = raw.trim();
    if (!line) continue;
    // Body paragraphs: long, indented, or dialogue.
    if (line.length > MAX_LINE || /^\s{3,}\S/.test(raw) || /^[-—–]/.test(line) || BODY_START.test(line)) break;
    lines.push(line);
  }
  let author = '';
  let rest = lines;
  const first = lines[0] ?? '';
  const dot = /^(.+?)\.\s+(.+)$/u.exec(first);
  const by = lines.map((l) => BY.exec(l)?.[1]?.trim()).find((name) => name && isPersonName(name));
  if (by) {
    author = by;
    rest = lines.filter((l) => !BY.test(l));
  } else if (dot && isPersonName(dot[1]!)) {
    author = dot[1]!;
    rest = [dot[2]!, ...lines.slice(1)];
  } else if (isPersonName(first) && lines.length > 1) {
    author = first;
    rest = lines.slice(1);
  }
  const title = rest.find((l) => !isSentence(l) && !isPersonName(l)) ?? '';
  return { title: titleCase(title.replace(/[.\s]+$/u, ''), text), author: author ? naturalOrder(author) : '' };
}

/** A genre line under the title: «РОМАН», «Драма в четырех действиях», «В ШЕСТИ ЧАСТЯХ С ЭПИЛОГОМ». */
const GENRE = /^(?:роман|повесть|рассказ|поэма|комедия|драма|трагедия|пьеса|сцены|novel|a novel|a comedy|a tragedy)(?:\s+в\s+(?:стихах|\S+\s+(?:действиях|частях|актах|главах)))?$|^в\s+\S+\s+частях(?:\s+с\s+эпилогом)?$/iu;

const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.sort().join(' ') ?? '';

/**
 * The text without its title page, so the page is the book's metadata and not a chapter read
 * aloud. Only the leading lines that are surely the page go: the author's name, the title (in any
 * case, or «Author. Title» on one line) and a genre line under them. The first line of anything
 * else (an epigraph, a dedication, a cast list, the story) ends the page and stays, as does the
 * whole text when nothing would be left after the page.
 */
export function withoutTitlePage(text: string, page: TitlePage): string {
  if (!page.title) return text;
  const known = new Set([page.title, page.author, `${page.author} ${page.title}`, page.author && `by ${page.author}`].filter(Boolean).map(wordsOf));
  const lines = text.split('\n');
  let end = -1;
  for (let i = 0; i < Math.min(lines.length, MAX_LINES * 4); i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    if (/^\s{3,}\S/.test(lines[i]!) || !(known.has(wordsOf(line)) || GENRE.test(line.replace(/[.\s]+$/u, '')))) break;
    end = i;
  }
  if (end < 0) return text;
  const rest = lines.slice(end + 1).join('\n');
  return rest.trim() === '' ? text : rest;
}
