// The weights of the conversation chain (dialogue.ts), fitted on the dev novels' turns: turn-taking
// measured on their gold speakers, each kind of evidence by how often it points at the speaker.

/**
 * The weights of the chain, fitted on the dev novels' turns (turn-taking measured on their gold
 * speakers: paragraphs that open with speech).
 */
export const DIALOGUE_WEIGHTS = {
  /** Next paragraph: the same speaker again, the one before him. */
  same: 0.06,
  alternate: 0.714,
  /** An untagged turn: authors leave a tag out where the turn-taking makes the speaker plain. */
  alternateUntagged: 0.93,
  /**
   * The turn before called by name someone other than the two taking turns, who speaks somewhere by a
   * tag: alternation ×0.7 (fitted on the dev novels: 0.6 and 0.8 gain 15–25 quotations less; left one
   * novel out, every fold chooses 0.7).
   */
  alternateCalledOther: 0.7,
  /**
   * A turn whose paragraph opens with narration, right after the turn before («"What a funny reason." ¶
   * Voza stayed with them an hour. "Have you got a crown?" he asked»): the gold speakers of the dev
   * novels give the same speaker again 19% (2% where the paragraph opens with speech), the one before
   * 46% (76%); round 17, the measured shares (0.12–0.25 and 0.38–0.55 gain within 12 of them).
   */
  sameOpensNarration: 0.19,
  alternateOpensNarration: 0.46,
  /**
   * Three taking turns: after X, A and B (three people), the dev novels' gold untagged turns go to A
   * 66%, X 20%, someone else 14%; the chain's pairs alone left X only a share of the rest. X is known
   * where a tag named him three turns back (round 23; 0.1–0.15 gain 16, 0.2 22, 0.3 1 on the dev novels).
   */
  rotateThird: 0.2,
  /** «he added», «she went on». */
  sameGoesOn: 0.6,
  /** After narration between two turns. */
  sameAfterNarration: 0.42,
  alternateAfterNarration: 0.24,
  /** Alternation with the one before narration came between him and the last speaker. */
  alternateAcrossNarration: 0.425,
  anchorOther: 0.001,
  nameOther: 0.006,
  genderWrong: 0.02,
  genderUnknown: 0.25,
  genderPick: 1.275,
  genderLocal: 4,
  /**
   * A pronoun whose referent the narration right before the quotation names as its sentence's subject
   * («Milly swayed in her chair. "Care to dance?" she said»; the last sentence of a paragraph of narration
   * before): with the 4 of any pronoun resolved in its paragraph the chain gave 66 such dev turns to the
   * turn-taking (38 the other way); 30 gains 39 dev quotations (12: +31, 60: +37, 100: +36).
   */
  genderSubject: 30,
  beat: 12,
  weak: 2,
  ownCalled: 0.015,
  /** A person the speech talks about by name. */
  ownNamed: 0.15,
  prevCalled: 3,
  nextCalled: 2.4,
  told: 3,
  priorBase: 0.06,
  priorCount: 0.1,
  priorRecent: 0.3,
  priorPick: 0.6,
  priorCalled: 0.5,
  /** How fast the weight of a turn's evidence fades with the distance in turns. */
  priorDecay: 0.595,
  priorLocal: 1,
  /** A neighbour turn of another gender than the words of address give. */
  termGenderOther: 0.4,
  termGenderUnknown: 0.8,
  /** «my husband» said by a man. */
  selfGenderOther: 0.2,
  /** A word of address its tagged uses give to some speakers more than others. */
  termMinUses: 3,
  termUserBase: 0.25,
  termUser: 3,
  termCalledBase: 0.6,
  kinBase: 0.5,
  kin: 2,
  termCalled: 1.5,
  /**
   * How each person talks (idiolect.ts), learnt from his tagged turns: fitted on the dev novels (weight
   * 0.05–0.15, smoothing 20–200 words, 5–10 turns all gain; left one novel out, the choice holds).
   */
  idiolect: 0.1,
  idiolectCap: 1,
  idiolectSmoothing: 50,
  idiolectMinTurns: 10,
  maxPeople: 8,
  /** With everyone a tag names in a long conversation. */
  maxNamed: 16,
};
