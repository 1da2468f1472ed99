// Why a line got its speaker: short, and for a line marked for review, what to check. Kept in both
// studio languages (notes.ts); the narrator's and the unknown speaker's names are the book's.
import { inBothLanguages } from './notes.ts';

export interface Messages {
  narrator: string;
  unknown: string;
  /** The narrator's description as the import writes it: a hero telling the story, or the author's voice. */
  narratorDescription: { firstPerson: string; author: string };
  named(remark: string): string;
  action(remark: string): string;
  ambiguousName(form: string, chosen: string): string;
  firstPerson(remark: string): string;
  pronounHere(pronoun: string, who: string): string;
  pronounSame(pronoun: string, who: string): string;
  pronounCalled(pronoun: string, who: string): string;
  pronounTurn(pronoun: string, who: string): string;
  pronounLikely(pronoun: string, who: string): string;
  pronounGuess(pronoun: string, who: string): string;
  pronounUnresolved(pronoun: string): string;
  descriptor(what: string): string;
  descriptorMaybe(what: string, who: string): string;
  descriptorIs(what: string, who: string): string;
  /** The speech says the speaker's own name («Меня зовут Эрастом»). */
  selfNamed(who: string): string;
  /** «я» in a story a character tells in quotes. */
  tellerSelf(who: string): string;
  /** «он» in a story a character tells: someone in the story, not the teller. */
  tellerOther(who: string): string;
  noSubject(who: string): string;
  continues(who: string): string;
  answersCall(who: string): string;
  answersSpokenTo(who: string): string;
  turns(who: string, other: string): string;
  turnsWeak(who: string): string;
  turnsOutOfStep(next: string): string;
  secondVoice(who: string): string;
  nearbySubject(who: string): string;
  narratorPartner(other: string): string;
  guessRecent(who: string): string;
  noClue: string;
  /** Narration with a dash that may open speech. */
  maybeSpeech: string;
  /** The model's choice where the rules chose otherwise, and why (a `because` phrase). */
  likely(who: string, why: string): string;
  because: Record<string, string>;
  /** A reason for a line marked for review, naming the alternative to check. */
  orElse(issue: string, alternative: string): string;
}

const RU: Messages = {
  narrator: 'Рассказчик',
  unknown: 'Неизвестный',
  narratorDescription: { firstPerson: 'рассказчик от первого лица', author: 'голос автора' },
  named: (r) => `назван в словах автора: «${r}»`,
  action: (r) => `по действию в словах автора: «${r}» — проверьте`,
  ambiguousName: (f, c) => `«${f}» — так зовут нескольких; выбран персонаж ${c} — проверьте`,
  firstPerson: (r) => `«я» в словах автора — рассказчик: «${r}»`,
  pronounHere: (p, w) => `«${p}» — ${w}: ${p === 'она' ? 'о ней' : 'о нём'} фраза перед репликой`,
  pronounSame: (p, w) => `«${p}» — ${w}, как и в реплике перед этим`,
  pronounCalled: (p, w) => `«${p}» — ${w}: ${p === 'она' ? 'к ней' : 'к нему'} обращались в прошлой реплике`,
  pronounTurn: (p, w) => `«${p}» — ${w}: ${p === 'она' ? 'её' : 'его'} очередь в разговоре`,
  pronounLikely: (p, w) => `«${p}» — вероятно, ${w}; перед репликой о говорящем ничего — проверьте`,
  pronounGuess: (p, w) => `«${p}» можно отнести к разным; выбран персонаж ${w} — проверьте`,
  pronounUnresolved: (p) => `«${p}» не к кому отнести — укажите говорящего`,
  descriptor: (w) => `назван описанием «${w}»`,
  descriptorMaybe: (w, who) => `назван описанием «${w}» — возможно, это ${who}; проверьте`,
  descriptorIs: (w, who) => `«${w}» в этом разговоре — вероятно, ${who}; проверьте`,
  selfNamed: (w) => `говорящий называет себя: ${w}`,
  tellerSelf: (w) => `«я» в рассказе, который ведёт ${w}, — это ${w}`,
  tellerOther: (w) => `реплика внутри рассказа, который ведёт ${w}: говорит кто-то из рассказа — проверьте`,
  noSubject: (w) => `в словах автора нет подлежащего; вероятно, ${w} — проверьте`,
  continues: (w) => `продолжение реплики: ${w}`,
  maybeSpeech: 'после тире, возможно, реплика, а не слова автора — проверьте',
  answersCall: (w) => `ответ тому, кто обращался к персонажу ${w}; вероятно, ${w} — проверьте`,
  answersSpokenTo: (w) => `ответ на реплику, сказанную персонажу ${w}; вероятно, ${w} — проверьте`,
  turns: (w, o) => `очерёдность реплик: ${w} отвечает ${o}`,
  turnsWeak: (w) => `очерёдность реплик, давно без указания говорящего; выбран персонаж ${w} — проверьте`,
  turnsOutOfStep: (n) => `очерёдность реплик сбилась: следующую реплику с указанием говорит ${n} — проверьте`,
  secondVoice: (w) => `вторая реплика подряд — собеседник: ${w} — проверьте`,
  nearbySubject: (w) => `говорящий не назван; рядом речь о персонаже ${w} — проверьте`,
  narratorPartner: (o) => `говорящий не назван; вероятно, рассказчик, собеседник ${o} — проверьте`,
  guessRecent: (w) => `говорящий не назван; предположительно ${w} — проверьте`,
  noClue: 'говорящего не удалось определить — укажите вручную',
  likely: (w, why) => `вероятно, ${w}: ${why}`,
  because: {
    turns: 'очерёдность реплик', called: 'к этому персонажу обращались в прошлой реплике', narration: 'рядом с репликой речь об этом персонаже',
    pronoun: 'местоимение в словах автора', speech: 'род глаголов в самой реплике', description: 'описание в словах автора',
    narrator: 'рассказчик ведёт этот разговор', salience: 'этот персонаж только что упоминался',
  },
  orElse: (issue, alt) => `${issue.replace(/\s*—\s*проверьте$/, '')}; возможно, ${alt} — проверьте`,
};

const EN: Messages = {
  narrator: 'Narrator',
  unknown: 'Unknown',
  narratorDescription: { firstPerson: 'first-person narrator', author: "the author's voice" },
  named: (r) => `named in the author's words: "${r}"`,
  action: (r) => `by the action in the author's words: "${r}"; please check`,
  ambiguousName: (f, c) => `"${f}" may be several people; chose ${c}; please check`,
  firstPerson: (r) => `"I" in the author's words is the narrator: "${r}"`,
  pronounHere: (p, w) => `"${p}" is ${w}, whom the sentence before is about`,
  pronounSame: (p, w) => `"${p}" is ${w}, as in the speech before`,
  pronounCalled: (p, w) => `"${p}" is ${w}, whom the speech before called`,
  pronounTurn: (p, w) => `"${p}" is ${w}, whose turn it is`,
  pronounLikely: (p, w) => `"${p}" is probably ${w}; nothing before the speech says; please check`,
  pronounGuess: (p, w) => `"${p}" may be several people; chose ${w}; please check`,
  pronounUnresolved: (p) => `nobody to resolve "${p}" to; please name the speaker`,
  descriptor: (w) => `described as "${w}"`,
  descriptorMaybe: (w, who) => `described as "${w}"; may be ${who}; please check`,
  descriptorIs: (w, who) => `"${w}" in this conversation is probably ${who}; please check`,
  selfNamed: (w) => `the speaker says their own name: ${w}`,
  tellerSelf: (w) => `"I" in the story ${w} is telling is ${w}`,
  tellerOther: (w) => `speech inside the story ${w} is telling: someone in the story says it; please check`,
  noSubject: (w) => `no subject in the author's words; probably ${w}; please check`,
  continues: (w) => `the same speech goes on: ${w}`,
  maybeSpeech: 'the words after a dash may be speech, not narration; please check',
  answersCall: (w) => `answers the line that called ${w} by name; probably ${w}; please check`,
  answersSpokenTo: (w) => `answers the line said to ${w}; probably ${w}; please check`,
  turns: (w, o) => `turn-taking: ${w} answers ${o}`,
  turnsWeak: (w) => `turn-taking, long without a named speaker; chose ${w}; please check`,
  turnsOutOfStep: (n) => `turn-taking is out of step: the next tagged speech is ${n}'s; please check`,
  secondVoice: (w) => `a second speech in a row is the other person: ${w}; please check`,
  nearbySubject: (w) => `speaker not named; the text next to it is about ${w}; please check`,
  narratorPartner: (o) => `speaker not named; probably the narrator, talking to ${o}; please check`,
  guessRecent: (w) => `speaker not named; probably ${w}; please check`,
  noClue: 'could not tell who speaks; please name the speaker',
  likely: (w, why) => `probably ${w}: ${why}`,
  because: {
    turns: 'their turn in the conversation', called: 'called by name in the speech before', narration: 'the text next to the speech is about them',
    pronoun: 'the pronoun in the author\'s words', speech: 'the speech\'s own verbs give the speaker\'s sex', description: 'the description in the author\'s words',
    narrator: 'the narrator holds this conversation', salience: 'the text was about them just before',
  },
  orElse: (issue, alt) => `${issue.replace(/;\s*please check$/, '')}; maybe ${alt}; please check`,
};

const BOTH = inBothLanguages(RU, EN);

/** The notes for a book in `language`: its notes in both languages, its narrator named (and described) in its own. */
export function messages(language: string): Messages {
  const own = language === 'ru' ? RU : EN;
  return { ...BOTH, narrator: own.narrator, unknown: own.unknown, narratorDescription: own.narratorDescription };
}
