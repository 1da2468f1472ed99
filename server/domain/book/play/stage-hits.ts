// Paragraphs that open like a replica but are stage text: the shape of a label, then what a
// direction says. Read after the play's labels are known (detect.ts), they lose their label.
import type { LabelHit } from './labels.ts';
import { textSigns } from './stage-text.ts';

/**
 * Drops the hits of `hits` (one chapter) that are stage text:
 * - «Преображенцы (двое, сыновья Салтыкова) улыбаются.», «Попова (в трауре) и Лука.»: after a
 *   label's remark speech opens with a capital; in small letters the sentence goes on, telling what
 *   they do or who comes with them (unless it talks to someone: «Граф (садясь). а, я вижу.»).
 * - «Дубельт один. Поправляет эполеты…»: someone alone on the stage, then what they do (alone on its
 *   line above a monologue, «Ихарев один.» stands for its label).
 * - «Толпа: "Нету житья!"», «Голоса: "Паяем самовары!"», where the play prints its labels with a
 *   full stop: a colon and a quote tell what is heard, quoted in a direction.
 * - «Филомела» above «Трагедия в пяти действиях»: a play's title that names one of its people.
 */
export function dropStageHits(hits: Array<LabelHit | null>, texts: string[], colonLabels: boolean): void {
  hits.forEach((h, pi) => {
    if (!h) return;
    const rest = texts[pi].slice(h.speechStart);
    if (h.remark && /^\p{Ll}/u.test(rest) && textSigns(rest, new Set()).speech < 2) hits[pi] = null;
    else if (h.form === 'period' && ALONE.test(h.label)) hits[pi] = null;
    else if (h.form === 'colon' && !colonLabels && /^["«„]/u.test(rest)) hits[pi] = null;
    else if (h.form === 'alone' && GENRE.test(texts[pi + 1] ?? '')) hits[pi] = null;
  });
}

const ALONE = /\s(?:один|одна|одни)$/u;

// «Трагедия в пяти действиях», «Комедия в четырех действиях»: the genre under a play's title.
const GENRE = /^(?:комедия|драма|трагедия|пьеса|шутка|водевиль|фарс|мистерия|сцены|драматическ\p{L}+|трагикомедия)(?=[\s,.]|$)/iu;

/** The play prints its labels with a colon («Маша: Текст»): most replicas open so. */
export function colonLabels(hits: Array<Array<LabelHit | null>>): boolean {
  let colon = 0;
  let all = 0;
  for (const row of hits) {
    for (const h of row) {
      if (!h || h.form === 'alone') continue;
      all++;
      if (h.form === 'colon') colon++;
    }
  }
  return colon * 2 > all;
}
