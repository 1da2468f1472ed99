// Human-readable reasons for an attribution, in the book's language (Russian for Russian books).

export interface Messages {
  narrator: string;
  unknown: string;
  named(remark: string): string;
  action(remark: string): string;
  ambiguousName(form: string, chosen: string): string;
  firstPerson(remark: string): string;
  pronoun(remark: string, who: string): string;
  pronounNotLast(remark: string, who: string): string;
  pronounSame(remark: string, who: string): string;
  pronounUnresolved(remark: string): string;
  descriptor(what: string): string;
  answersCall(who: string): string;
  turns(who: string, other: string): string;
  turnsMany(who: string): string;
  guessRecent(who: string): string;
  previousSubject(who: string): string;
  descriptorIs(description: string, who: string): string;
  narratorPartner(other: string): string;
  noClue: string;
}

const RU: Messages = {
  narrator: 'Рассказчик',
  unknown: 'Неизвестный',
  named: (r) => `говорящий назван в словах автора: «${r}»`,
  action: (r) => `по действию в словах автора: «${r}» (глагола речи нет)`,
  ambiguousName: (f, c) => `«${f}» может означать нескольких персонажей; выбран ${c}`,
  firstPerson: (r) => `«я» в словах автора — рассказчик: «${r}»`,
  pronoun: (r, w) => `местоимение в «${r}» отнесено к последнему подходящему персонажу: ${w}`,
  pronounNotLast: (r, w) => `местоимение в «${r}»: последний упомянутый только что говорил, выбран ${w} — проверьте`,
  pronounSame: (r, w) => `местоимение в «${r}» указывает на того же, кто говорил репликой раньше (${w}) — проверьте`,
  pronounUnresolved: (r) => `местоимение в «${r}» не к кому отнести`,
  descriptor: (w) => `говорящий назван описанием «${w}» — возможно, это уже известный персонаж`,
  answersCall: (w) => `ответ на обращение к персонажу ${w} в предыдущей реплике`,
  turns: (w, o) => `очерёдность реплик в диалоге ${w} и ${o}`,
  turnsMany: (w) => `в разговоре больше двух участников; по очерёдности выбран ${w} — проверьте`,
  guessRecent: (w) => `говорящий не назван; предположительно ${w} (упоминался последним) — проверьте`,
  previousSubject: (w) => `говорящий не назван; ${w} — о ком был предыдущий абзац`,
  descriptorIs: (d, w) => `говорящий назван описанием «${d}»; в этом разговоре так можно назвать только персонажа ${w}`,
  narratorPartner: (o) => `говорящий не назван; рассказчик от первого лица — вероятный собеседник (${o}) — проверьте`,
  noClue: 'говорящего не удалось определить',
};

const EN: Messages = {
  narrator: 'Narrator',
  unknown: 'Unknown',
  named: (r) => `speaker named in the author's words: "${r}"`,
  action: (r) => `by the action in the author's words: "${r}" (no speech verb)`,
  ambiguousName: (f, c) => `"${f}" may mean several characters; chose ${c}`,
  firstPerson: (r) => `"I" in the author's words is the narrator: "${r}"`,
  pronoun: (r, w) => `pronoun in "${r}" resolved to the last matching character: ${w}`,
  pronounNotLast: (r, w) => `pronoun in "${r}": the last one mentioned has just spoken, chose ${w}; please check`,
  pronounSame: (r, w) => `pronoun in "${r}" points to the previous speaker (${w}); please check`,
  pronounUnresolved: (r) => `nobody to resolve the pronoun in "${r}" to`,
  descriptor: (w) => `speaker described as "${w}"; may be a known character`,
  answersCall: (w) => `answers the previous line that called ${w} by name`,
  turns: (w, o) => `turn-taking in the dialogue of ${w} and ${o}`,
  turnsMany: (w) => `more than two people talk; chose ${w} by turn order; please check`,
  guessRecent: (w) => `speaker not named; probably ${w} (mentioned last); please check`,
  previousSubject: (w) => `speaker not named; ${w}, whom the paragraph before was about`,
  descriptorIs: (d, w) => `speaker described as "${d}"; in this conversation only ${w} fits`,
  narratorPartner: (o) => `speaker not named; the first-person narrator is the likely partner of ${o}; please check`,
  noClue: 'could not tell who speaks',
};

export function messages(language: string): Messages {
  return language === 'ru' ? RU : EN;
}
