// The rules' own reasons (a Russian decision's `basis`, an English turn's hint) put in the few words
// the studio stores with a line (SpeakerBasis): what a speaker fixed by hand may carry through.
import type { SpeakerBasis } from './types.ts';

const RU_BASES: Record<string, SpeakerBasis> = {
  named: 'named', first: 'named', ambiguous: 'named', selfNamed: 'named',
  action: 'action',
  descFresh: 'described', descNew: 'described', descLinked: 'described', descPlain: 'described', descMaybe: 'described',
  descTalking: 'described', descTold: 'described',
  continues: 'continues',
  // The other one of the two who talk: the speaker is counted from the turn before, not read.
  turns: 'turns', turnsLoose: 'turns', secondVoice: 'turns', afterTagOther: 'turns', silentOther: 'turns',
  pronounTurn: 'turns', pronounPair: 'turns', pronounNotLast: 'turns',
  nearBefore: 'context', nearLocal: 'context', nearAfter: 'context', answersCall: 'context', answersSpokenTo: 'context',
  noSubject: 'context', teller: 'context', tellerGoesOn: 'context', tellerOther: 'context',
  narratorPartner: 'guess', guessRecent: 'guess', noClue: 'guess', pronounNone: 'guess', pronounCarried: 'guess', pronounRegular: 'guess',
};

/**
 * A Russian decision's basis in the stored words. Where the speaker model chose another speaker than
 * the rule's, the rule's reason no longer says why: the line is a guess among the candidates.
 */
export function ruSpeakerBasis(basis: string, overridden: boolean): SpeakerBasis {
  if (overridden) return 'guess';
  if (basis.startsWith('pronoun')) return RU_BASES[basis] ?? 'pronoun';
  return RU_BASES[basis] ?? 'context';
}

/**
 * An English turn's hint in the stored words: a tag naming the speaker ('anchor'), describing him
 * ('name'), a pronoun ('gender'), an action ('beat'), the one acting before ('weak'), nothing ('none',
 * the turn-taking of the dialogue chain). A speaker the chain gave against the tag is the chain's.
 */
export function enSpeakerBasis(hint: string | undefined, continues: boolean, againstTag: boolean): SpeakerBasis {
  if (continues) return 'continues';
  if (againstTag) return 'turns';
  switch (hint) {
    case 'anchor': return 'named';
    case 'name': return 'described';
    case 'gender': return 'pronoun';
    case 'beat': return 'action';
    case 'weak': return 'context';
    default: return 'turns';
  }
}
