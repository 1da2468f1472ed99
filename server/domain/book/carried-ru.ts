// What a Russian paragraph hands on to the next one: whether it ended in speech (and how: a sentence,
// a clause, a word cut by a hard wrap), inside a quote cut by the paragraph break or a story told in
// quotes, after a tag, or before a letter read out. The next paragraph's segmentation starts from it.
import type { Piece } from './segment-lines.ts';
import { OPEN_DASH } from './segment-ru.ts';
import { introducesSpeech } from './unmarked-speech-ru.ts';

/**
 * How the paragraph before ended: not in speech (false), in speech that ended its sentence (true),
 * after a comma (`clause`: «— Вы рассматриваете картинки,» / «Евгений Васильич,- начала она»), or
 * mid-clause with no punctuation at all (`word`: a hard wrap split the line, «…сказать, что» / «хозяйка…»);
 * `quote`: paragraphs a cut quote has run; `left`: paragraphs still inside it, when its closing mark
 * was found ahead; `turn`: the paragraph before was a turn of dialogue inside it.
 */
export type Carried = boolean | 'clause' | 'word' | { quote: number; left?: number; turn?: boolean } | 'document' | 'tag' | 'afterTag' | 'said';

// «Я развернул ее и прочел следующие строки:»: what follows is a letter or a note read out, not speech.
const READS = /(?:^|[^а-яё])(?:(?:про)?(?:чел|чла|чли|чит\S*)|(?:на)?пис\S*|следующ\S*|гласил\S*|до\s+слова)[^.!?…]*:\s*$/iu;

/** «Он встал и произнес следующее:»: a verb of saying, not of reading or writing, introduces what follows. */
function saysOut(narration: string): boolean {
  const clause = /[^.!?…;]*$/.exec(narration.replace(/:\s*$/, ''))?.[0] ?? '';
  return introducesSpeech(clause) && !/(?:^|[^а-яё])(?:(?:про)?(?:чел|чла|чли|чит\S*)|(?:на)?пис\S*)/iu.test(clause);
}

/**
 * How a paragraph (`text`) whose last piece is `last` hands its speech on to the next one; `carriedIn`
 * is what the paragraph before handed it, `closesAhead` how many paragraphs on a quote cut here closes.
 */
export function carriedFrom(last: Piece | undefined, text: string, carriedIn: Carried = false, closesAhead?: () => number): Carried {
  // Inside a story told in quotes whose closing mark lies ahead: a paragraph of dialogue in dashes
  // («— Продай лошадь.») is the story's too.
  if (typeof carriedIn === 'object' && carriedIn.left !== undefined && carriedIn.left > 1) {
    return { quote: carriedIn.quote + 1, left: carriedIn.left - 1, turn: OPEN_DASH.test(text) || last?.quoted === true };
  }
  if (last?.kind === 'narration' && READS.test(last.text.slice(-200)) && !saysOut(last.text)) return 'document';
  // A thought in quotes («'Та королева, - думал он, - которая…») runs on as speech does; so does a
  // story whose last piece here is the tag of a speech it quotes.
  if (last?.quoteOpen !== undefined) {
    const left = closesAhead?.() ?? -1;
    // The story's speech after a paragraph ending in speech it quotes (or its tag) is not that speech going on.
    return left > 0 ? { quote: last.quoteOpen, left, turn: last.quoted === true } : false;
  }
  // «Василий Иванович вскочил и запел:» / «Закон, закон…»: what the paragraph after a verb of saying
  // and a colon holds is said (or sung), dash or no dash.
  if (last?.kind === 'narration' && /:\s*$/.test(last.text) && introducesSpeech(/[^.!?…;]*$/.exec(last.text.replace(/:\s*$/, ''))?.[0] ?? '')) return 'said';
  // «— Послушайте, — промолвил он и» / «подергал усы, — я давно хотел…»: a tag cut mid-clause goes
  // on in the next paragraph, and a dash after its clause opens the speech again.
  if (last?.kind === 'narration' && last.remark && /[а-яё,]$/u.test(last.text.trimEnd()) && !/[.!?…]\s/.test(last.text)) return 'tag';
  // «— Нет! — сказал он и отступил.» / «Человек я бедный… Прощайте-с»: the speaker may go on after the tag.
  if (last?.kind === 'narration' && last.remark && /[.!?…]$/.test(last.text.trimEnd())) return 'afterTag';
  if (last?.kind !== 'speech') return false;
  // A closing quote ends the speech however its words end («…любовные куплетцы"»).
  if (/["»”']\s*$/.test(text)) return true;
  const end = last.text.trimEnd();
  // «…и в знак похвальбы он» / «приложил палец ко лбу»: a cut after a subject is more likely the
  // author's words, read as any speech that ended.
  if (/[а-яёa-z]$/i.test(end)) return /(?:^|\s)(?:он|она|они)$/i.test(end) ? true : 'word';
  // «…помнишь, в Евгении Онегине:» / «Как грустно мне твое явленье…»: a speech ending in a colon
  // quotes what the next paragraph holds.
  return /[,:]$/.test(end) ? 'clause' : true;
}
