// Descriptions the narration itself ties to a name, for one chapter: «сторож Никита» (a word for who
// someone is, right before the name, in the same case), «сосед, …, по имени Порфирий Платоныч»,
// «Арина Савишна (так звали новую экономку)», «Барин вздохнул… Зовут его Николаем Петровичем». In that
// chapter «ответствовал сторож», «повторил барин» are that person, not a character of their own —
// also in the speech before the sentence that names them (a novel often names its man after his first words).
import type { ParagraphWork } from './speaker-context.ts';
import { descriptionBase, KIN } from './descriptions.ts';
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import type { Registry } from './registry.ts';
import { isSentenceStart, words } from './text.ts';

// Words that say nothing of who someone is («господин Лужин», «друг Аркадий»), or are not people.
const NOT_DESCRIPTIONS = new Set([
  'господин', 'госпожа', 'человек', 'лицо', 'друг', 'приятель', 'приятельница', 'товарищ', 'душа', 'голубчик',
  'батюшка', 'матушка', 'сударь', 'сударыня', 'бог', 'господь', 'черт', 'чёрт', 'читатель', 'брат', 'сестра',
  'государь', 'государыня', 'превосходительство', 'сиятельство', 'благородие', 'высокоблагородие', 'мученик', 'святой',
]);
/** How far back (characters of narration) «зовут его» looks for the one it names. */
const BACK = 600;

interface Tie {
  lemma: string;
  key: string;
}

/** Description lemma (and its base word) → the person the chapter's narration ties it to, when it ties it to one. */
export function namedDescriptions(paras: ParagraphWork[], registry: Registry): Map<string, string> {
  const ties: Tie[] = [];
  // The last described person of each sex the narration spoke of, for «Зовут его …».
  const recent: Recent = {};
  let read = 0;
  // The nouns opening sentences are only wanted for «Зовут его …»: most chapters never say it.
  const naming = paras.some((p) => /(?:зовут|звали|имя)\s+(?:его|ее|её)|(?:его|ее|её)\s+(?:зовут|звали)/iu.test(p.text));
  for (const p of paras) {
    for (const pc of p.pieces) {
      if (pc.kind !== 'narration') continue;
      const text = p.text.slice(pc.start, pc.end);
      // In reading order: the names, and the nouns that open a sentence («Барин вздохнул…»: what the
      // sentence is about, not one of a list). Only these words are read, so a long book stays fast.
      const mentions = p.mentions.filter((m) => m.start >= pc.start && m.end <= pc.end).map((m) => ({ ...m, start: m.start - pc.start, end: m.end - pc.start }));
      const openers = !naming ? [] : [...text.matchAll(OPENER)].map((x) => ({ start: (x.index ?? 0) + x[0].length - x[1].length, word: x[1] }));
      let o = 0;
      for (const m of mentions) {
        for (; o < openers.length && openers[o].start < m.start; o++) notice(openers[o].word, read + openers[o].start, recent);
        const key = registry.resolve(m);
        if (key) ties.push(...tiesOf(text, m, key, recent, read));
      }
      for (; o < openers.length; o++) notice(openers[o].word, read + openers[o].start, recent);
      read += text.length + 1;
    }
  }
  const byLemma = new Map<string, Set<string>>();
  for (const t of ties) {
    for (const l of new Set([t.lemma, descriptionBase(t.lemma)])) {
      if (!byLemma.has(l)) byLemma.set(l, new Set());
      byLemma.get(l)?.add(t.key);
    }
  }
  // A word tied to two people in one chapter («сосед Иван», «сосед Петр») stands for neither.
  return new Map([...byLemma].filter(([, keys]) => keys.size === 1).map(([l, keys]) => [l, [...keys][0]]));
}

type Recent = Partial<Record<'m' | 'f', { lemma: string; at: number }>>;

// A word opening a sentence (after its end, quotes, brackets and dashes).
const OPENER = /(?:^|[.!?…]["»”')]*\s+)["«„“'(—–-]*\s*([А-ЯЁ][а-яё-]*)/gu;

function notice(word: string, at: number, recent: Recent): void {
  const info = analyzeWord(word.toLowerCase());
  const g = info.animateNom?.gender;
  if (info.animateNom && (g === 'm' || g === 'f') && !NOT_DESCRIPTIONS.has(info.animateNom.lemma)) recent[g] = { lemma: info.animateNom.lemma, at };
}

function tiesOf(text: string, m: Mention, key: string, recent: Recent, read: number): Tie[] {
  const out: Tie[] = [];
  const before = text.slice(0, m.start);
  // The patterns look at the words right before and after the name only (a regex ending in «$» tried on
  // a whole paragraph would try every position of it, for every name).
  const near = before.slice(-40);
  // «сторож Никита», «капитан Миронов»: a description right before the name, in the same case.
  // Only with a first name: «старик Базаров» may be the father of the Базаров the register knows.
  const prev = m.first ? /(?:^|[^а-яё-])([а-яё][а-яё-]*) $/iu.exec(near) : null;
  if (prev && (!/^[А-ЯЁ]/u.test(prev[1]) || isSentenceStart(text, m.start - prev[1].length - 1))) {
    const info = analyzeWord(prev[1].toLowerCase());
    const same = m.cases.size === 0 || [...m.cases].some((c) => info.cases.has(c));
    // «граф Иван Петрович»: a person's word that also names a thing («граф», a graph) is the person
    // before a name in the nominative.
    const animate = info.animate ?? (m.cases.size === 0 || m.cases.has('nomn') ? info.animateNom : null);
    // Not a kin word: «с женою Акулиной», «сын Аркадий» say whose relative she is, and «отец Герасим» is a priest's title.
    const lemma = animate ? descriptionBase(animate.lemma) : '';
    if (animate && same && !NOT_DESCRIPTIONS.has(lemma) && !KIN.has(lemma) && agrees(animate.gender, m)) out.push({ lemma: animate.lemma, key });
  }
  // «сосед, любитель карточной игры, по имени Порфирий Платоныч»: the people the sentence described before it.
  if (/по\s+имени\s+$/iu.test(near)) {
    const sentence = before.slice(Math.max(0, before.lastIndexOf('.', m.start), before.lastIndexOf('!', m.start), before.lastIndexOf('?', m.start), before.lastIndexOf('…', m.start)));
    for (const w of words(sentence)) {
      const info = analyzeWord(w.text.toLowerCase());
      if (info.animateNom && !NOT_DESCRIPTIONS.has(info.animateNom.lemma) && agrees(info.animateNom.gender, m)) out.push({ lemma: info.animateNom.lemma, key });
    }
  }
  // «Арина Савишна (так звали новую экономку)»: the one named is the one described after «звали».
  const after = /^\s*\(?\s*так\s+(?:его\s+|ее\s+|её\s+)?(?:звали|зовут)\s+((?:[а-яё]+\s+){0,2}[а-яё]+)/iu.exec(text.slice(m.end, m.end + 80));
  if (after) {
    const noun = after[1].split(/\s+/).map((x) => analyzeWord(x)).find((x) => x.animate && x.cases.has('accs'));
    if (noun?.animate && !NOT_DESCRIPTIONS.has(noun.animate.lemma) && agrees(noun.animate.gender, m)) out.push({ lemma: noun.animate.lemma, key });
  }
  // «Барин вздохнул… Зовут его Николаем Петровичем»: the described person of that sex the narration just spoke of.
  const said = /(?:(?:зовут|звали)\s+(его|ее|её)|(его|ее|её)\s+(?:зовут|звали)|имя\s+(его|ее|её)\s+было)\s+$/iu.exec(near);
  if (said) {
    const sex = (said[1] ?? said[2] ?? said[3]).toLowerCase() === 'его' ? 'm' : 'f';
    const who = recent[sex];
    if (who && read + m.start - who.at <= BACK && agrees(sex, m)) out.push({ lemma: who.lemma, key });
  }
  return out;
}

function agrees(gender: string, m: Mention): boolean {
  return !gender || !m.gender || gender === m.gender;
}
