// Descriptions the narration itself ties to a name, for one chapter: «сторож Никита» (a word for who
// someone is, right before the name, in the same case), «сосед, …, по имени Порфирий Платоныч»,
// «Арина Савишна (так звали новую экономку)», «Барин вздохнул… Зовут его Николаем Петровичем». In that
// chapter «ответствовал сторож», «повторил барин» are that person, not a character of their own —
// also in the speech before the sentence that names them (a novel often names its man after his first words).
import type { ParagraphWork } from './attribution.ts';
import { descriptionBase, KIN } from './descriptions.ts';
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import type { Registry } from './registry.ts';
import { isSentenceStart, words, type WordToken } from './text.ts';

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
  let recent: { m?: { lemma: string; at: number }; f?: { lemma: string; at: number } } = {};
  let read = 0;
  for (const p of paras) {
    for (const pc of p.pieces) {
      if (pc.kind !== 'narration') continue;
      const text = p.text.slice(pc.start, pc.end);
      const mentions = p.mentions.filter((m) => m.start >= pc.start && m.end <= pc.end).map((m) => ({ ...m, start: m.start - pc.start, end: m.end - pc.start }));
      const ws = words(text);
      for (const [i, w] of ws.entries()) {
        const lower = w.text.toLowerCase();
        const mention = mentions.find((m) => m.start === w.start);
        if (mention) {
          const key = registry.resolve(mention);
          if (key) ties.push(...tiesOf(text, ws, i, mention, key, recent, read));
          continue;
        }
        if (/^[А-ЯЁ]/u.test(w.text) && !isSentenceStart(text, w.start)) continue;
        // Only a sentence's opening noun («Барин вздохнул…»): what the sentence is about, not one of a list.
        if (!isSentenceStart(text, w.start)) continue;
        const info = analyzeWord(lower);
        if (info.animateNom && info.animateNom.gender && !NOT_DESCRIPTIONS.has(info.animateNom.lemma)) {
          recent = { ...recent, [info.animateNom.gender]: { lemma: info.animateNom.lemma, at: read + w.start } };
        }
      }
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

function tiesOf(text: string, ws: WordToken[], i: number, m: Mention, key: string, recent: Record<string, { lemma: string; at: number } | undefined>, read: number): Tie[] {
  const out: Tie[] = [];
  const before = text.slice(0, m.start);
  // «сторож Никита», «капитан Миронов»: a description right before the name, in the same case.
  // Only with a first name: «старик Базаров» may be the father of the Базаров the register knows.
  const prev = m.first ? ws[i - 1] : undefined;
  if (prev && text.slice(prev.end, m.start) === ' ' && (!/^[А-ЯЁ]/u.test(prev.text) || isSentenceStart(text, prev.start))) {
    const info = analyzeWord(prev.text.toLowerCase());
    const same = m.cases.size === 0 || [...m.cases].some((c) => info.cases.has(c));
    // Not a kin word: «с женою Акулиной», «сын Аркадий» say whose relative she is, and «отец Герасим» is a priest's title.
    const lemma = info.animate ? descriptionBase(info.animate.lemma) : '';
    if (info.animate && same && !NOT_DESCRIPTIONS.has(lemma) && !KIN.has(lemma) && agrees(info.animate.gender, m)) out.push({ lemma: info.animate.lemma, key });
  }
  // «сосед, любитель карточной игры, по имени Порфирий Платоныч»: the people the sentence described before it.
  if (/по\s+имени\s+$/iu.test(before)) {
    const sentence = before.slice(Math.max(0, before.search(/[^.!?…]*$/u)));
    const from = before.length - sentence.length;
    for (const w of ws) {
      if (w.start < from || w.end > m.start) continue;
      const info = analyzeWord(w.text.toLowerCase());
      if (info.animateNom && !NOT_DESCRIPTIONS.has(info.animateNom.lemma) && agrees(info.animateNom.gender, m)) out.push({ lemma: info.animateNom.lemma, key });
    }
  }
  // «Арина Савишна (так звали новую экономку)»: the one named is the one described after «звали».
  const after = /^\s*\(?\s*так\s+(?:его\s+|ее\s+|её\s+)?(?:звали|зовут)\s+((?:[а-яё]+\s+){0,2}[а-яё]+)/iu.exec(text.slice(m.end));
  if (after) {
    const noun = after[1].split(/\s+/).map((x) => analyzeWord(x)).find((x) => x.animate && x.cases.has('accs'));
    if (noun?.animate && !NOT_DESCRIPTIONS.has(noun.animate.lemma) && agrees(noun.animate.gender, m)) out.push({ lemma: noun.animate.lemma, key });
  }
  // «Барин вздохнул… Зовут его Николаем Петровичем»: the described person of that sex the narration just spoke of.
  const said = /(?:(?:зовут|звали)\s+(его|ее|её)|(его|ее|её)\s+(?:зовут|звали)|имя\s+(его|ее|её)\s+было)\s+$/iu.exec(before);
  if (said) {
    const pronoun = (said[1] ?? said[2] ?? said[3]).toLowerCase();
    const who = recent[pronoun === 'его' ? 'm' : 'f'];
    if (who && read + m.start - who.at <= BACK && agrees(pronoun === 'его' ? 'm' : 'f', m)) out.push({ lemma: who.lemma, key });
  }
  return out;
}

function agrees(gender: string, m: Mention): boolean {
  return !gender || !m.gender || gender === m.gender;
}
