// «Когда Петр вошел, Иван встал. Он…», «Иван смотрел в окно, пока Петр читал. Он…»: the subject of a
// subordinate clause sets the time or the reason; the one the sentences go on about, whom the next
// «он» means, is the subject of the main clause.

// Conjunctions and relative words that open a subordinate clause.
const OPENERS = /^(?:когда|пока|покуда|если|хотя|едва|коль|ежели|чтобы|дабы|будто|словно|точно|как только|лишь только|после того как|прежде чем|перед тем как|с тех пор как|в то время как|между тем как|тогда как|потому что|оттого что|так как|что|(?:(?:в|о|об|на|за|с|у|от|к|про)\s+)?(?:чем|чём|ком|кем|кого|чего|кому|чему)|где|куда|откуда|почему|зачем|отчего|котор(?:ый|ая|ое|ые|ого|ой|ому|ым|ую|ом))(?=[\s,]|$)/iu;

/**
 * Whether the word at `at` of the sentence `text` (from `from`) stands in a subordinate clause: the
 * clause it is in (from the last comma, semicolon, colon, dash or bracket, or the sentence's start)
 * opens with a subordinating conjunction or a relative word.
 */
export function inSubordinate(text: string, from: number, at: number): boolean {
  const before = text.slice(from, at);
  const cut = Math.max(...[',', ';', ':', '—', '–', '(', ' - '].map((c) => before.lastIndexOf(c)));
  const clause = before.slice(cut + 1).replace(/^[\s\-—–"«„“'(]+/u, '');
  // «и когда Петр вошел»: a joining word may stand before the conjunction.
  return OPENERS.test(clause.replace(/^(?:и|а|но|да)\s+/iu, ''));
}
