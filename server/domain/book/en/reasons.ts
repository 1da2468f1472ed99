// Why a line of an English book was given to its speaker, in words the studio shows next to it.

export const REASONS = {
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
  turns: (who: string, other: string) => `turn-taking in the dialogue of ${who} and ${other}`,
  turnsMany: (who: string) => `more than two people talk; chose ${who} by turn order; please check`,
  previousSubject: (who: string) => `speaker not named; ${who}, who acts in the paragraph before`,
  narratorPartner: (other: string) => `speaker not named; the first-person narrator is the likely partner of ${other}; please check`,
  guessRecent: (who: string) => `speaker not named; probably ${who} (mentioned last); please check`,
  noClue: 'could not tell who speaks',
};

/** A reason that asks the author to check the line: such a line is flagged, whatever its probability. */
export const asksToCheck = (issue: string): boolean => issue.endsWith('please check');
