// Why a line of an English book was given to its speaker, in words the studio shows next to it: kept
// in both studio languages (notes.ts), so a Russian studio explains an English book in Russian.
import { inBothLanguages } from '../notes.ts';

const EN = {
  named: (tag: string) => `speaker named in the author's words: "${tag}"`,
  ambiguous: (name: string, who: string) => `"${name}" may mean more than one character; chose ${who}; please check`,
  ambiguousSettled: (name: string, who: string) => `"${name}" may mean more than one character; the conversation around makes it ${who}`,
  action: (tag: string) => `the author's words say who acts: "${tag}" (no verb of speech)`,
  firstPerson: (tag: string) => `"I" in the author's words is the narrator: "${tag}"`,
  pronoun: (tag: string, who: string) => `pronoun in "${tag}" taken as ${who}`,
  pronounUnresolved: (tag: string) => `nobody to take the pronoun in "${tag}" for`,
  descriptor: (phrase: string, who: string) => `"${phrase}" taken as ${who}`,
  descriptorAlone: (phrase: string) => `speaker described as "${phrase}"; may be a known character`,
  continued: 'the quotation goes on from the paragraph before',
  answersCall: (who: string) => `answers the previous line that called ${who} by name`,
  turns: (who: string, other?: string) => (other ? `turn-taking in the dialogue of ${who} and ${other}` : `turn-taking: ${who} answers another`),
  turnsMany: (who: string) => `more than two people talk; chose ${who} by turn order; please check`,
  previousSubject: (who: string) => `speaker not named; ${who}, who acts in the paragraph before`,
  narratorPartner: (other: string) => `speaker not named; the first-person narrator is the likely partner of ${other}; please check`,
  guessRecent: (who: string) => `speaker not named; probably ${who} (mentioned last); please check`,
  noClue: 'could not tell who speaks',
};

const RU: typeof EN = {
  named: (tag) => `говорящий назван в словах автора: «${tag}»`,
  ambiguous: (name, who) => `«${name}» — так зовут нескольких; выбран персонаж ${who} — проверьте`,
  ambiguousSettled: (name, who) => `«${name}» — так зовут нескольких; по разговору вокруг это ${who}`,
  action: (tag) => `слова автора говорят, кто действует: «${tag}» (без глагола речи)`,
  firstPerson: (tag) => `«I» в словах автора — рассказчик: «${tag}»`,
  pronoun: (tag, who) => `местоимение в «${tag}» отнесено к персонажу ${who}`,
  pronounUnresolved: (tag) => `местоимение в «${tag}» не к кому отнести`,
  descriptor: (phrase, who) => `«${phrase}» — это ${who}`,
  descriptorAlone: (phrase) => `говорящий назван описанием «${phrase}»; возможно, это известный персонаж`,
  continued: 'продолжение цитаты из прошлого абзаца',
  answersCall: (who) => `ответ на прошлую реплику, обращённую к персонажу ${who}`,
  turns: (who, other) => (other ? `очерёдность реплик в разговоре: ${who} и ${other}` : `очерёдность реплик: ${who} отвечает другому`),
  turnsMany: (who) => `говорят больше двух; по очерёдности выбран персонаж ${who} — проверьте`,
  previousSubject: (who) => `говорящий не назван; ${who} действует в абзаце перед репликой`,
  narratorPartner: (other) => `говорящий не назван; вероятно, рассказчик, собеседник ${other} — проверьте`,
  guessRecent: (who) => `говорящий не назван; вероятно, ${who} (упоминался последним) — проверьте`,
  noClue: 'говорящего не удалось определить',
};

export const REASONS = inBothLanguages(RU, EN);

/** A reason that asks the author to check the line: such a line is flagged, whatever its probability. */
// A kept note ends with its English part (notes.ts), so how it ends is how the English ends.
export const asksToCheck = (issue: string): boolean => issue.endsWith('please check');
