// Words of address learnt over the book (`dialogue.ts` weighs them): who says «papa», «my lord», and
// whom each is said to.
import { DIALOGUE_WEIGHTS as W } from './dialogue-weights.ts';
import type { TurnRecord } from './dialogue.ts';

/** The words of address a kin is called by: «her father» is whom the book's people call «papa». */
export const KIN_TERMS: Record<string, string[]> = {
  father: ['papa', 'father', 'daddy', 'dad'], mother: ['mamma', 'mama', 'mother', 'mummy', 'mum'], aunt: ['aunt', 'auntie'],
  uncle: ['uncle'], sister: ['sister'], brother: ['brother'], papa: ['papa'], mamma: ['mamma', 'mama'],
};

/**
 * Who says each word of address, learnt from the turns a tag names: «papa» is what Emma calls her
 * father, «my lord» what the servants say. Term → speaker → share of its tagged uses.
 */
export type TermUsage = Map<string, Map<string, number>>;
export interface TermUsages {
  /** Who says the word. */
  by: TermUsage;
  /** Who is called so: the tagged speaker of the turn just before or after. */
  to: TermUsage;
}

export function termUsage(records: TurnRecord[]): TermUsages {
  const by = new Map<string, Map<string, number>>();
  const to = new Map<string, Map<string, number>>();
  const count = (into: Map<string, Map<string, number>>, term: string, key: string) => {
    const m = into.get(term) ?? new Map<string, number>();
    m.set(key, (m.get(key) ?? 0) + 1);
    into.set(term, m);
  };
  const sure = (r: TurnRecord | undefined, of: TurnRecord) => r !== undefined && r.hint === 'anchor' && !r.continues && r.chapter === of.chapter && r.blockId === of.blockId && r.speaker !== of.speaker;
  for (const [i, r] of records.entries()) {
    if (r.continues) continue;
    for (const t of r.terms) {
      if (r.hint === 'anchor') count(by, t, r.speaker);
      for (const n of [records[i - 1], records[i + 1]]) if (n && sure(n, r) && n.gapParagraphs === 0 && (n === records[i - 1] ? r.gapParagraphs === 0 : true)) count(to, t, n.speaker);
    }
  }
  const shares = (counts: Map<string, Map<string, number>>): TermUsage => {
    const out: TermUsage = new Map();
    for (const [t, m] of counts) {
      const total = [...m.values()].reduce((a, b) => a + b, 0);
      if (total >= W.termMinUses) out.set(t, new Map([...m].map(([k, n]) => [k, n / total])));
    }
    return out;
  };
  return { by: shares(by), to: shares(to) };
}
