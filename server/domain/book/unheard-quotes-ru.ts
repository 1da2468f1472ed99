// Quotes a reader does not hear as anyone's voice (round 23): the words on a signboard, an inscription,
// what is written somewhere («было написано мелом: «…»») or a title after a colon («висела вывеска:
// «Трактир»»), a proverb the narrator cites («недаром говорится: «…»»), and a phrase in scare quotes
// («он был, что называется, «человек со вкусом»»).
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

// «на дверях было написано мелом: «…»», «на карточке значилось: «…»»: written words, no one's voice.
// Only right before the colon, with no comma between: «Письмо было написано, и Маша посмотрела на него:
// «Что это?»» is said.
const WRITTEN = /(?:^|[^а-яё])(?:написан[оаы]?|значил[оа]сь|гласил[аои]?)[^.!?…;:,«»"„“”]{0,40}:$/iu;

/** The quote opening at `open` in `text` is an inscription, a proverb or a usage, not speech. */
export function unheardQuote(text: string, open: number): boolean {
  // Only the clause right before the quote: «Он сказал, глядя на вывеску: «Зайдем»» is said. Found
  // by a backward scan of the last 200 characters (a regex anchored at the end would rescan the paragraph).
  const before = text.slice(Math.max(0, open - 200), open).trimEnd();
  let from = before.length;
  while (from > 0 && !'.!?…;'.includes(before[from - 1])) from--;
  const clause = before.slice(from);
  if (!UNHEARD.test(clause) && !WRITTEN.test(clause)) return false;
  // Someone speaking in that clause says the quote all the same («сказал, глядя на вывеску: «Зайдем»»).
  return !words(clause).some((w) => !/^(?:говорится|называется)$/iu.test(w.text) && RU_SPEECH_VERBS.has(analyzeWord(w.text).verbLemma ?? ''));
}
