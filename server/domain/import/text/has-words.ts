// A text with nothing to voice: no letter or digit, only punctuation, symbols or space («... --- ...»,
// «* * *»). Refused as a book (it would be voiced as silence and paid for) and dropped as a chapter.
export const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);
