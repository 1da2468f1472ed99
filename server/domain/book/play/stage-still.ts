// «Она молчит.», «Никто из мужиков не трогается.»: someone on stage keeps silent or still. Speech
// tells that of someone too, but with more around it («Что ж ты молчишь?», «Он все молчит-с.»,
// «Всё молчит.» of things): only the bare sentence is a direction.
import { analyzeWord } from '../morphology.ts';
import { foldName } from '../text.ts';

// Who may be on stage without a name: a pronoun, both, no one.
const SOMEONE = new Set(['он', 'она', 'они', 'оба', 'обе', 'никто']);
// Keeping silent or still.
const STILL = new Set(['молчать', 'безмолвствовать', 'замирать', 'застывать', 'цепенеть']);
// Not moving, said with «не».
const MOVING = new Set(['трогаться', 'двигаться', 'шевелиться', 'шелохнуться']);

/**
 * The whole text is one sentence: someone named by a pronoun, «оба» or «никто» (with «из» and whom),
 * then a verb of silence or stillness in the present, or of moving with «не».
 */
export function keepsStill(text: string, words: Array<{ text: string }>): boolean {
  if (words.length < 2 || words.length > 6 || !/^[^.!?…;:]*\.$/u.test(text.trim())) return false;
  const lowers = words.map((w) => foldName(w.text));
  if (!SOMEONE.has(lowers[0])) return false;
  let i = 1;
  // «Никто из мужиков», «Оба из них».
  if (lowers[i] === 'из') i += 2;
  const negated = lowers[i] === 'не';
  if (negated) i++;
  if (i !== lowers.length - 1 && !(lowers[i + 1] === 'с' && lowers[i + 2] === 'места' && i + 3 === lowers.length)) return false;
  const info = analyzeWord(lowers[i]);
  if (info.pos !== 'VERB' || info.verbLemma === null || !info.personNumber?.startsWith('3')) return false;
  return negated ? MOVING.has(info.verbLemma) : STILL.has(info.verbLemma);
}
