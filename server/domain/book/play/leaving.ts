// A remark that sends the speaker off the stage («…Прощайте. (Уходит.)»): after it, what follows
// unlabelled is stage text (read-chapter.ts).
import { analyzeWord, morphParses } from '../morphology.ts';
import { foldName, words } from '../text.ts';
import { animateNominative } from './stage-text.ts';

// Going off the stage: after it the speaker says nothing more until labelled again.
const LEAVING = new Set(['уходить', 'уйти', 'выходить', 'выйти', 'убегать', 'убежать', 'выбегать', 'выбежать', 'скрываться', 'скрыться', 'исчезать', 'исчезнуть', 'удаляться', 'удалиться', 'уезжать', 'уехать']);

/**
 * «(Уходит.)», «(Пропускает входящего и скрывается.)», «(Убегает вместе с городовыми.)»: a remark
 * that sends the speaker off — a verb of leaving, with no one else named before it as its subject
 * («(Василий уходит.)» sends off someone else; «(Уходя.)», a gerund, says they still speak).
 */
export function leaves(remark: string): boolean {
  const ws = words(remark);
  // The speaker is the subject: the remark opens with what they do or how («Пропускает входящего и
  // скрывается», «Быстро уходит», «Махнув рукой, уходит»), and no one is named before the verb.
  const first = ws.length > 0 ? analyzeWord(foldName(ws[0].text)) : null;
  if (!first?.known || !['VERB', 'ADVB', 'GRND'].includes(first.pos)) return false;
  const finite = (lower: string) => morphParses(lower).filter((p) => p.tag.POS === 'VERB' && p.parser === 'Dictionary' && (p.tag.PErs === '3per' || p.tag.TEns === 'past'));
  for (const [i, w] of ws.entries()) {
    if (i > 0 && /^\p{Lu}/u.test(w.text)) return false;
    // What they do first («Пропускает гостя и…») leaves them on the stage until a verb of leaving.
    if (!finite(foldName(w.text)).some((p) => LEAVING.has(p.normalize().word))) continue;
    // «Выбегает начальник тюрьмы»: someone else, named after the verb; «Выходит, через некоторое
    // время возвращается»: they come back.
    const after = ws.slice(i + 1);
    return !(after.length > 0 && (/^\p{Lu}/u.test(after[0].text) || animateNominative(foldName(after[0].text)))) && !after.some((x) => finite(foldName(x.text)).length > 0);
  }
  return false;
}
