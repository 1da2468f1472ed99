// Quotes a reader does not hear as anyone's voice (round 23): the words on a signboard, an inscription
// or a title after a colon («висела вывеска: «Трактир»»), a proverb the narrator cites («недаром
// говорится: «…»»), and a phrase in scare quotes («он был, что называется, «человек со вкусом»»).
// They are read as narration, whatever their punctuation says.
import { analyzeWord } from './morphology.ts';
import { words } from './text.ts';
import { RU_SPEECH_VERBS } from './verbs.ts';

// The last clause before the quote names an inscription, a saying, or marks the words as a usage.
const UNHEARD = new RegExp(
  '(?:^|[^а-яё])(?:' + [
    'вывеск[аиуеой]\\S*', 'надпис[ьию]\\S*', 'заглави[еяюи]\\S*', 'заголов[оа]к\\S*', 'девиз\\S*', 'эпиграф\\S*',
    'пословиц\\S*', 'поговорк\\S*', 'говорится', 'что\\s+называется', 'так\\s+называем\\S*', 'как\\s+говорят',
  ].join('|') + ')[^.!?…;:«»"„“”]{0,40}[:,]?$',
  'iu',
);

/** The quote opening at `open` in `text` is an inscription, a proverb or a usage, not speech. */
export function unheardQuote(text: string, open: number): boolean {
  const before = text.slice(0, open).trimEnd();
  // Only the clause right before the quote: «Он сказал, глядя на вывеску: «Зайдем»» is said.
  const clause = /[^.!?…;]*$/.exec(before)?.[0] ?? '';
  if (!UNHEARD.test(clause)) return false;
  // Someone speaking in that clause says the quote all the same («сказал, глядя на вывеску: «Зайдем»»).
  return !words(clause).some((w) => !/^(?:говорится|называется)$/iu.test(w.text) && RU_SPEECH_VERBS.has(analyzeWord(w.text).verbLemma ?? ''));
}
