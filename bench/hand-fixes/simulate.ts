// An author who fixes speakers by hand, simulated on a labelled chapter: the first wrong line in
// reading order is fixed, the carry-through (server/domain/book/carry-fix.ts) is applied, and so on
// until every labelled line is right. Counts the fixes needed, and what the carry-through did to the
// labelled lines it changed (made right, made wrong) and how many unlabelled lines it changed.
import { carryFix, CARRY_RULE, type CarryRule, type ConversationLine } from '../../server/domain/book/carry-fix.ts';
import type { AnalyzedLine } from '../../server/domain/book/types.ts';

/** A labelled line's gold: the keys that are right for it, and the key the author picks when fixing it. */
export interface Gold {
  right: ReadonlySet<string>;
  fixTo: string;
}

export interface LabelledChapter {
  lines: AnalyzedLine[];
  /** Per line; undefined where the line is not labelled. */
  gold: Array<Gold | undefined>;
}

export interface FixTally {
  labelled: number;
  /** Fixes without carry-through: every wrong labelled line. */
  wrong: number;
  /** Fixes with it. */
  fixes: number;
  /** Labelled lines the carry-through made right, made wrong (that were right), and left wrong with another wrong speaker. */
  madeRight: number;
  madeWrong: number;
  wrongToWrong: number;
  /** Lines with no label the carry-through changed. */
  unlabelled: number;
}

export const emptyTally = (): FixTally => ({ labelled: 0, wrong: 0, fixes: 0, madeRight: 0, madeWrong: 0, wrongToWrong: 0, unlabelled: 0 });

export function addTally(to: FixTally, t: FixTally): void {
  for (const k of Object.keys(to) as Array<keyof FixTally>) to[k] += t[k];
}

export function simulateChapter(ch: LabelledChapter, rule: CarryRule = CARRY_RULE, carry = true): FixTally {
  const t = emptyTally();
  const lines: ConversationLine[] = ch.lines.map((l) => ({
    kind: l.kind, speaker: l.speaker, paragraph: l.paragraphId, block: l.blockId, length: l.text.length, source: 'rules', basis: l.basis ?? null,
  }));
  const right = (i: number) => ch.gold[i]?.right.has(lines[i].speaker) === true;
  ch.gold.forEach((g, i) => {
    if (!g) return;
    t.labelled++;
    if (!right(i)) t.wrong++;
  });
  for (let from = 0; ;) {
    let i = from;
    while (i < lines.length && (!ch.gold[i] || right(i))) i++;
    if (i >= lines.length) break;
    const gold = ch.gold[i] as Gold;
    t.fixes++;
    if (carry) {
      const carried = carryFix(lines, i, gold.fixTo, rule);
      if (process.env.DEBUG_CARRY && carried.some((c) => ch.gold[c.index]?.right.has(lines[c.index].speaker) && !ch.gold[c.index]?.right.has(c.speaker))) {
        console.log(`fix ${i}: ${lines[i].speaker} → ${gold.fixTo} [${lines[i].basis}] ${ch.lines[i].text.slice(0, 60)}`);
        for (let j = Math.max(0, i - 3); j <= (carried[carried.length - 1]?.index ?? i) + 1 && j < lines.length; j++) {
          const c = carried.find((x) => x.index === j);
          console.log(`   ${j === i ? '>' : ' '}${j} p${lines[j].paragraph} ${lines[j].kind.slice(0, 4)} [${lines[j].basis}] ${lines[j].speaker}${c ? ` → ${c.speaker}` : ''} gold ${ch.gold[j]?.fixTo ?? '-'}  ${ch.lines[j].text.slice(0, 50)}`);
        }
      }
      for (const c of carried) {
        const was = right(c.index);
        lines[c.index] = { ...lines[c.index], speaker: c.speaker, source: 'carried' };
        if (!ch.gold[c.index]) t.unlabelled++;
        else if (was && !right(c.index)) t.madeWrong++;
        else if (!was && right(c.index)) t.madeRight++;
        else if (!was) t.wrongToWrong++;
      }
    }
    lines[i] = { ...lines[i], speaker: gold.fixTo, source: 'manual' };
    // A carried line made wrong lies after i: the author meets it later in reading order.
    from = i + 1;
  }
  return t;
}

export function tallyRow(label: string, t: FixTally): string {
  const saved = t.wrong - t.fixes;
  const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);
  return `${label.padEnd(34)} labelled ${String(t.labelled).padStart(5)}  wrong ${String(t.wrong).padStart(4)}  fixes with carry ${String(t.fixes).padStart(4)} ` +
    `(saved ${saved}, ${pct(saved, t.wrong)})  carried: made right ${t.madeRight}, made WRONG ${t.madeWrong}, wrong→wrong ${t.wrongToWrong}, unlabelled ${t.unlabelled}`;
}
