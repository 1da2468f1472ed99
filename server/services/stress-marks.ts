// Stress marks in a line's `stressed` text: U+0301 after the stressed vowel (a `+` before it is
// accepted and converted). Helpers to check a stressed text matches its line and to keep marks
// on the words that did not change when the text is edited.

const MARKS = /[+\u0301]/g;

/** `+` before a vowel → U+0301 after it. */
export function toAcute(s: string): string {
  return s.replace(/\+(\p{L})/gu, '$1\u0301');
}

export function stripMarks(s: string): string {
  return s.replace(MARKS, '');
}

/** The stressed text is the line's own text plus marks. */
export function sameLetters(stressed: string, text: string): boolean {
  return stripMarks(toAcute(stressed)).normalize('NFC') === stripMarks(text).normalize('NFC');
}

/** Keep stress marks of `oldStressed` on the words of `newText` that did not change. */
export function transferStress(oldStressed: string, newText: string): string | null {
  const marked = new Map<string, string>();
  for (const w of toAcute(oldStressed).split(/(\s+|[^\p{L}\u0301+]+)/u)) {
    if (w.includes('\u0301')) marked.set(stripMarks(w).toLowerCase(), w);
  }
  if (marked.size === 0) return null;
  let any = false;
  const out = newText
    .split(/(\s+|[^\p{L}\u0301+]+)/u)
    .map((w) => {
      const m = marked.get(w.toLowerCase());
      if (!m || w.includes('\u0301')) return w;
      any = true;
      // Keep the new word's own capitalisation; take only the mark positions from the old one.
      let out = '';
      let j = 0;
      for (const ch of m) {
        if (ch === '\u0301') out += ch;
        else out += w[j++] ?? '';
      }
      return out;
    })
    .join('');
  return any ? out : null;
}
