// Someone the narration brings in: «Базаров явился к нему», «В комнату вошла Катя». The newcomer has
// come to talk: the first untagged turn after someone else has spoken to them is theirs (choose.ts).

// «вошел», «вошла», «явился», «пришла», «подошел»: a verb of coming, past, one person.
const CAME = /(?<![а-яё])(?:(?:во|при|подо)(?:шел|шёл|шла)|(?:по)?явил(?:ся|ась))(?![а-яё])/gu;

/**
 * The subject whose verb of coming stands in the same clause of sentence [a, b) (no comma, colon or
 * semicolon between): «Авдотья Романовна позвонила, на зов явился оборванец» is no arrival of hers.
 */
export function arrivalIn(text: string, a: number, b: number, subjects: Array<[number, string]>): string | undefined {
  const sentence = text.slice(a, b).toLowerCase();
  for (const m of sentence.matchAll(CAME)) {
    const verb = a + m.index;
    const found = subjects.filter(([at]) => at >= a && at < b && !/[,;:—–]/u.test(text.slice(Math.min(at, verb), Math.max(at, verb))));
    if (found.length === 1) return found[0][1];
  }
  return undefined;
}
