// An age the talk gives someone: «Оставайся-ка, старик, дома» says the one spoken to is old,
// «Что вам, барышня?» that she is young. The one spoken to is the other voice of the exchange: the
// speaker of the nearest line before (else after) that someone else speaks. A voice's age is chosen
// on such evidence: without it an unknown age is cast as a grown-up's (casting.ts), so a young
// woman the narration never calls young does not get an old woman's voice, nor an old man who is
// called «старик» a young one.
import type { Age, Gender } from '../../contract/enums.ts';
import type { AnalyzedChapter, AnalyzedLine } from './types.ts';
import { isPerson } from './resolve.ts';

/** Words said to someone that tell their age (the vocative is the nominative in Russian). */
const RU_ADDRESS: Record<string, [Age, Gender]> = {
  старик: ['old', 'm'], старуха: ['old', 'f'], старушка: ['old', 'f'], старичок: ['old', 'm'], дедушка: ['old', 'm'],
  бабушка: ['old', 'f'], старина: ['old', 'm'], дед: ['old', 'm'],
  девушка: ['young', 'f'], барышня: ['young', 'f'], девица: ['young', 'f'], юноша: ['young', 'm'], 'молодой человек': ['young', 'm'],
  мальчик: ['child', 'm'], девочка: ['child', 'f'], малыш: ['child', ''], детка: ['child', ''],
};

const WORDS = Object.keys(RU_ADDRESS).sort((a, b) => b.length - a.length).join('|');
// Set off as a call: after the line's start, a comma, «!», «?» or a dash; before a comma, an end mark
// or the line's end («Ну, пойдем, старик злосчастный» too: an adjective may follow the word).
const CALL = new RegExp(`(?:^|[,!?…—–-])\\s*(?:ну\\s+)?(${WORDS})(?:\\s+[а-яё]+(?:ый|ий|ой|ая|яя))?\\s*(?=[,.!?…]|$)`, 'giu');

// A call at the line's very start reads as one only with a word said to someone beside it: «Старик,
// ты что?», «Девушка, подождите!»; «Старик, говорят, умер вчера» and «Старик плохой» speak of someone.
const TO_SOMEONE = /(?<!\p{L})(?:ты|тебя|тебе|тобой|вы|вас|вам|вами|твой|твоя|твое|твоё|твои|ваш|ваша|ваше|ваши)(?!\p{L})|\p{L}(?:йте|ите|ьте)(?!\p{L})|\p{L}-ка(?!\p{L})/iu;
const atLineStart = (text: string, at: number) => /^[\s—–-]*$/u.test(text.slice(0, at));

const spoken = (l: AnalyzedLine) => l.kind !== 'narration';

/**
 * The one spoken to at line i: the nearest other speaker before it in the chapter, else after it, of
 * the sex the word says («старик» is said to a man: the woman who spoke last is not the one).
 */
function addressee(lines: AnalyzedLine[], i: number, sex: Gender, genderOf: (key: string) => Gender): string | null {
  const self = lines[i]!.speaker;
  for (const step of [-1, 1]) {
    // Close by only: past a stage direction or a stretch of narration the one spoken to is not known.
    for (let k = i + step; k >= 0 && k < lines.length && Math.abs(k - i) <= 2; k += step) {
      const l = lines[k]!;
      if (!spoken(l) || l.speaker === self) continue;
      const theirs = genderOf(l.speaker);
      // The nearest other voice is the one spoken to, or no one known.
      return isPerson(l.speaker) && (!sex || !theirs || theirs === sex) ? l.speaker : null;
    }
  }
  return null;
}

/** Each person's age by how the others address them, where the calls agree (the most called age, at least one call). */
export function addressedAges(chapters: AnalyzedChapter[], language: string, genderOf: (key: string) => Gender): Map<string, Age> {
  const votes = new Map<string, Map<Age, number>>();
  if (language !== 'ru') return new Map();
  for (const ch of chapters) {
    ch.lines.forEach((l, i) => {
      if (!spoken(l) || !isPerson(l.speaker)) return;
      for (const m of l.text.matchAll(CALL)) {
        if (atLineStart(l.text, m.index) && !TO_SOMEONE.test(l.text)) continue;
        const said = RU_ADDRESS[m[1]!.toLowerCase()];
        const who = said ? addressee(ch.lines, i, said[1], genderOf) : null;
        if (!said || !who) continue;
        const age = said[0];
        const mine = votes.get(who) ?? new Map<Age, number>();
        mine.set(age, (mine.get(age) ?? 0) + 1);
        votes.set(who, mine);
      }
    });
  }
  const out = new Map<string, Age>();
  for (const [who, mine] of votes) {
    const [best, n] = [...mine].sort((a, b) => b[1] - a[1])[0]!;
    // Calls of two ages as often are no evidence («старик» in jest, «девушка» to another).
    if ([...mine].filter(([, k]) => k === n).length === 1) out.set(who, best);
  }
  return out;
}
