// The dashes of a Russian paragraph that may switch between speech and the author's words, and what
// stands after them (segment-ru.ts reads the paragraph with these).
import { isTag, plainTagAfter } from './speech-cues-ru.ts';

// A dash between spaces, or glued to punctuation before it («видать,- вторично», «беда!-отвечала»).
const SEPARATOR = /(?:\s+(?:—|–|―|--|-)(?=\s)|(?<=[,.!?…:;"»”'])\s*(?:—|–|―|--|-)(?=\s|[а-яёА-ЯЁ"«]))\s*/g;
export const ENDS_CLAUSE = /[,.!?…:;]["»”')]?\s*$/;

interface Separator {
  index: number;
  end: number;
}

/**
 * The next dash that may switch between speech and the author's words. In speech (`clauseFrom` ≥ 0)
 * only a dash after a clause's punctuation does: «— Главный предмет его - естественные науки».
 */
export function nextSeparator(
  text: string, from: number, clauseFrom: number, skip: (i: number) => boolean, unless?: (text: string, at: number) => boolean,
): Separator | null {
  // One regex for every call (its callbacks never call back here), not one built per call.
  const re = SEPARATOR;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0] === '' || skip(m.index)) {
      if (m[0] === '') re.lastIndex++;
      continue;
    }
    const end = m.index + m[0].length;
    if (clauseFrom >= 0 && !ENDS_CLAUSE.test(text.slice(clauseFrom, m.index)) && !unless?.(text, end)) continue;
    return { index: m.index, end };
  }
  return null;
}

export function nextSeparatorAt(text: string, from: number, skip: (i: number) => boolean): number {
  return nextSeparator(text, from, -1, skip)?.index ?? text.length;
}

/** The words after `at` (`next`) close the paragraph with a comma and a dash: «…А ведь он заснул, —». */
export function tagInNextParagraph(text: string, at: number, next: string): boolean {
  return at + next.length >= text.trimEnd().length && /[,!?…]\s*(?:—|–|―|--?)\s*$/.test(next);
}

/** The words between the dash after the words at `at` and the next dash, or null where no dash follows. */
function textAfterDash(text: string, at: number, skip: (i: number) => boolean): string | null {
  const d = nextSeparator(text, at, at, skip, plainTagAfter);
  return d === null ? null : text.slice(d.end, nextSeparatorAt(text, d.end, skip));
}

/** The words after `at` run to a dash and a tag: «Полно врать, - перервала комендантша». */
export function tagFollows(text: string, at: number, skip: (i: number) => boolean): boolean {
  const tag = textAfterDash(text, at, skip);
  return tag !== null && isTag(tag);
}

// A tag of the same speaker going on: «…дело,- продолжал он», «прибавил», «повторил».
const GOES_ON = /^\s*(?:и\s+)?(?:продолжа|прибави|добави|повтори|досказа|договори)/iu;

/** A tag of its own speaker, not one of the same speaker going on («сказал он», not «продолжал он»). */
export function ownTag(tag: string): boolean {
  return isTag(tag) && !GOES_ON.test(tag);
}

/** A tag follows the words after `at` and is not one of the same speaker going on: the words are a turn of their own. */
export function newTurnTagFollows(text: string, at: number, skip: (i: number) => boolean): boolean {
  const tag = textAfterDash(text, at, skip);
  return tag !== null && ownTag(tag);
}
