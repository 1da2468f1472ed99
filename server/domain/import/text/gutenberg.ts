// Project Gutenberg's plain texts wrap the book in a header (title, author, language, release
// notes) and a licence footer, marked by «*** START OF THE PROJECT GUTENBERG EBOOK … ***» and
// «*** END OF … ***» (older files: «*END*THE SMALL PRINT!…», «End of the Project Gutenberg EBook»).
// Neither is the book: the reader hears only what lies between, and the header's fields become
// the book's metadata.

export interface GutenbergText {
  /** The book itself, without header and footer. */
  body: string;
  title: string;
  author: string;
  /** The header's «Language:» as written («English»), or ''. */
  language: string;
}

const START = /^\s*\*{3}\s*START OF (?:THE |THIS )?PROJECT GUTENBERG.*$|^\s*\*END\*\s*THE SMALL PRINT.*$/im;
const END = /^\s*\*{3}\s*END OF (?:THE |THIS )?PROJECT GUTENBERG.*$|^\s*End of (?:the )?Project Gutenberg'?s? .*$/im;
// A first line «The Project Gutenberg EBook of Emma, by Jane Austen» (some copies keep only it).
const TITLE_LINE = /^\s*The Project Gutenberg E-?Book,? of (.+?)(?:, by (.+?))?\s*$/im;
// Credits right after the start marker: «Produced by …», «E-text prepared by …».
const CREDITS = /^(?:\s*\n)*(?:Produced by|This (?:e-?book|e-?text) was produced by|E-?text prepared by|Transcribed from)[^\n]*(?:\n[^\n]+)*\n/i;

/** The book inside a Project Gutenberg file, or null when the text has no Gutenberg marks. */
export function stripGutenberg(text: string): GutenbergText | null {
  const head = text.slice(0, 20_000);
  const start = START.exec(head);
  const titleLine = TITLE_LINE.exec(head.slice(0, start?.index ?? 600));
  if (!start && !titleLine) return null;
  const header = start ? head.slice(0, start.index) : '';
  let bodyStart = start ? start.index + start[0].length : (titleLine?.index ?? 0) + (titleLine?.[0].length ?? 0);
  const credits = CREDITS.exec(text.slice(bodyStart, bodyStart + 3000));
  if (credits) bodyStart += credits.index + credits[0].length;
  const rest = text.slice(bodyStart);
  const end = END.exec(rest);
  const body = end ? rest.slice(0, end.index) : rest;
  return {
    body,
    title: field(header, 'Title') || (titleLine?.[1] ?? '').trim(),
    author: field(header, 'Author') || (titleLine?.[2] ?? '').trim(),
    language: field(header, 'Language'),
  };
}

/** «Title: Alice's Adventures in Wonderland» (a field may go on over indented lines). */
function field(header: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t]+\\S.*)*)`, 'im').exec(header);
  return m ? m[1].replace(/\s+/g, ' ').trim() : '';
}
