// A scene's first paragraph: who is on stage, or where and when it is, may look like a replica
// («Петр и Даша. Петр садится…», «Батум. Апрельская ночь…»); detect.ts drops such hits.
import type { LabelHit } from './labels.ts';
import { continuesReplica, isHeading, textSigns } from './stage-text.ts';

/** The words of the play's labels (their keys), for textSigns: «Маша садится». */
export function labelWords(keys: Iterable<string>): Set<string> {
  return new Set([...keys].flatMap((k) => k.split(' ')));
}

/**
 * «Петр и Даша. Петр садится к столу и задумывается.»: at a scene's start (its chapter's or after its
 * heading), several people and then a direction name who is on stage, not a replica of them both.
 */
export function sceneCast(hits: Array<LabelHit | null>, texts: string[], names: Set<string>): void {
  let opening = true;
  hits.forEach((h, pi) => {
    if (isHeading(texts[pi])) opening = true;
    if (!h) return;
    const first = opening;
    opening = false;
    if (!first || h.form !== 'period' || !/\s[иИ]\s|,/u.test(h.label)) return;
    const s = textSigns(texts[pi].slice(h.speechStart), names);
    if (s.direction >= 3 && s.speech < 2) hits[pi] = null;
  });
}

/**
 * «Батум. Апрельская ночь. В квартире рабочего…», «Рай. Облако на облаке…»: opening a scene, a word
 * that opens no other paragraph, then what is there and what happens with nothing said to anyone,
 * is the scene's setting (a place named again inside speech, «…подлетает к Батуму», is no label).
 */
export function sceneSetting(hits: Array<LabelHit | null>, texts: string[], cast: Set<number> | undefined, names: Set<string>, once: (key: string) => boolean): void {
  hits.forEach((h, pi) => {
    if (h && h.form === 'period' && once(h.key) && opensScene(texts, pi, cast) && settingAfter(texts[pi].slice(h.speechStart), names)) hits[pi] = null;
  });
}

/** The chapter's first paragraph (its cast list aside), or the first after a heading. */
function opensScene(texts: string[], pi: number, cast: Set<number> | undefined): boolean {
  for (let j = pi - 1; j >= 0; j--) if (!cast?.has(j)) return isHeading(texts[j]);
  return true;
}

/** Nothing said to anyone, and a direction's signs: what a scene's setting tells. `names`: labelWords. */
export function settingAfter(text: string, names: Set<string>): boolean {
  return text.length > 0 && textSigns(text, names).speech === 0 && !continuesReplica(text, null, names);
}

/** What follows a label is said, with no sign of a direction (one lists who is on stage: «Маша, судья (входят).»). */
export function saidAfter(h: LabelHit, text: string, names: Set<string>): boolean {
  const s = textSigns(text.slice(h.speechStart), names);
  return h.speechStart >= text.length || (s.direction === 0 && s.speech >= 2);
}
