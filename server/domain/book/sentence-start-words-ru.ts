// «…есть же и в нем достоинства. Нумера? Да почему же он…»: az does not know the old spelling
// «нумера» (hotel rooms) and guesses a man's name «Нумер» from its ending. At a sentence start a
// capital proves nothing, so a word az only guessed is judged by how the book writes it elsewhere.
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';

/**
 * A one-word name opening a sentence that no dictionary knows is a common word when the book writes
 * the same form in lower case and never capitalises it inside a sentence: a name keeps its capital
 * wherever it stands, a plain word loses it.
 */
export function dropSentenceStartWords(mentions: Mention[], lowerWords: Set<string>): Mention[] {
  const capitalisedInside = new Set(mentions.filter((m) => !m.sentenceStart).map((m) => m.text));
  return mentions.filter((m) => {
    if (!m.sentenceStart || m.text.includes(' ') || capitalisedInside.has(m.text)) return true;
    if (!lowerWords.has(m.text.toLowerCase())) return true;
    return analyzeWord(m.text).known;
  });
}

/** Every lower-case Cyrillic word form the text writes. */
export function lowerCaseWordsRu(texts: Iterable<string>): Set<string> {
  const lower = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/(?<![а-яёА-ЯЁ-])[а-яё]+(?![а-яёА-ЯЁ-])/gu)) lower.add(m[0]);
  return lower;
}
