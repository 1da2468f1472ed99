// A description the narration gives in apposition to another, for one chapter: «вошел урядник, молодой
// и статный казак» — the «казак» of the chapter's tags («— Всё тихо, — отвечал казак») is that «урядник»,
// whoever the chapter shows him to be. The adjectives between say it describes the one just named; a
// bare «ямщик, мужик» may be a list, and kin words are read by descriptions.ts («старушкою, матерью своею»).
import type { ParagraphWork } from './speaker-context.ts';
import { descriptionBase, KIN } from './descriptions.ts';
import { analyzeWord } from './morphology.ts';

// «урядник, молодой и статный казак.»: a noun, a comma, one to three adjectives (an «и» may join the
// last two), a noun, and the sentence or clause ends.
const APPOSITIVE = /(?:^|[^а-яё-])([а-яё]+),\s+((?:[а-яё]+(?:ый|ий|ой|ая|яя)\s+(?:и\s+)?){1,3})([а-яё]+)\s*[.;!?…]/giu;

// Generic words that say nothing of which person it is.
const GENERIC = new Set(['человек', 'лицо', 'господин', 'госпожа', 'мужчина', 'женщина', 'особа', 'малый', 'парень']);

function person(word: string): { lemma: string; gender: string } | null {
  const info = analyzeWord(word.toLowerCase());
  const p = info.animateNom;
  if (!p || !p.gender || !info.cases.has('nomn')) return null;
  const lemma = descriptionBase(p.lemma);
  return KIN.has(lemma) || GENERIC.has(lemma) ? null : { lemma, gender: p.gender };
}

/** Description → the description it is in apposition to, for the chapter's narration (a word given two ways: none). */
export function chapterAppositives(paras: ParagraphWork[]): Map<string, string> {
  const found = new Map<string, Set<string>>();
  for (const p of paras) {
    for (const pc of p.pieces) {
      if (pc.kind !== 'narration' || pc.remark || !pc.text.includes(',')) continue;
      for (const m of pc.text.matchAll(APPOSITIVE)) {
        if (/^[А-ЯЁ]/u.test(m[1]) && m.index !== 0) continue;
        const head = person(m[1]);
        const second = person(m[3]);
        if (!head || !second || head.lemma === second.lemma || head.gender !== second.gender) continue;
        const adjectives = m[2].trim().split(/\s+/u).filter((w) => w !== 'и');
        if (!adjectives.every((a) => analyzeWord(a.toLowerCase()).adjNom === second.gender)) continue;
        if (!found.has(second.lemma)) found.set(second.lemma, new Set());
        found.get(second.lemma)?.add(head.lemma);
      }
    }
  }
  return new Map([...found].filter(([, heads]) => heads.size === 1).map(([w, heads]) => [w, [...heads][0]]));
}
