// Plays (test/fixtures/attribution/plays): the 40 TEI plays printed in every layout, and the real
// printed editions of ru-txt, scored against the TEI's speakers — per split and per layout: replicas,
// share voiced by their speaker, labels voiced, remarks and directions voiced in a character's
// voice, gender. Misses are printed for the dev split only: the test split is never read while
// writing rules. Options (bench/attribution.ts): --misses (dev misses), --plays-only=id,id (a few plays).
import { LAYOUTS } from '../../test/fixtures/attribution/plays/print.ts';
import { playCases, scoreCase, type CaseLayout, type CaseScore } from '../../test/fixtures/attribution/plays/score.ts';
import type { Split } from '../../test/fixtures/attribution/plays/splits.ts';

const pct = (a: number, b: number) => (b === 0 ? '    — ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

export async function playsSection(opts: { misses: boolean; only?: string[] }): Promise<void> {
  const layouts: CaseLayout[] = [...LAYOUTS, 'print', 'joined'];
  for (const split of ['dev', 'test'] as Split[]) {
    const cases = playCases({ split, only: opts.only });
    const scores: CaseScore[] = [];
    for (const c of cases) scores.push(await scoreCase(c));
    const plays = new Set(scores.filter((s) => s.case.layout !== 'print' && s.case.layout !== 'joined').map((s) => s.case.name)).size;
    const editions = scores.filter((s) => s.case.layout === 'print').length;
    console.log(`\n## Plays, ${split} split: ${plays} TEI plays in ${LAYOUTS.length} layouts, and ${editions} printed editions as they are (print) and with their lines joined (joined)`);
    console.log(`${'layout'.padEnd(12)} ${'replicas'.padStart(8)}  by speaker  labels voiced  remarks in voice  directions in voice  gender        analysis`);
    for (const layout of layouts) {
      const mine = scores.filter((s) => s.case.layout === layout);
      if (mine.length > 0) printRow(layout, mine);
    }
    printRow('all', scores);
    if (split === 'dev') {
      for (const s of scores.filter((x) => x.case.layout === 'print' || x.case.layout === 'joined')) printRow(`  ${s.case.name.replace(/\.txt$/, '')} ${s.case.layout}`, [s]);
      const wrong = scores.flatMap((s) => s.genders.filter((g) => g.got !== g.want).map((g) => `${s.case.name}/${s.case.layout}: ${g.person} (${g.want}, got ${g.got || '—'})`));
      if (wrong.length) console.log(`  wrong gender (${wrong.length}): ${[...new Set(wrong)].slice(0, 40).join('; ')}`);
      if (opts.misses) printMisses(scores);
    }
  }
}

function printRow(label: string, scores: CaseScore[]): void {
  const sum = (f: (s: CaseScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const replicas = sum((s) => s.replicas);
  const genders = scores.flatMap((s) => s.genders);
  const ms = sum((s) => s.analyseMs);
  const chars = sum((s) => s.case.text.length);
  console.log(
    `${label.padEnd(12)} ${String(replicas).padStart(8)}  ${pct(sum((s) => s.correct), replicas).padStart(10)}  ${String(sum((s) => s.labelsVoiced)).padStart(13)}` +
    `  ${String(sum((s) => s.remarksInVoice)).padStart(7)} of ${String(sum((s) => s.remarks)).padEnd(6)}  ${String(sum((s) => s.directionsInVoice)).padStart(19)}` +
    `  ${pct(genders.filter((g) => g.got === g.want).length, genders.length)} of ${String(genders.length).padEnd(4)}  ${(chars / 1000 / (ms / 1000)).toFixed(0).padStart(5)} K chars/s`,
  );
}

function printMisses(scores: CaseScore[]): void {
  for (const s of scores) {
    for (const m of s.misses.slice(0, 30)) {
      const text = m.replica.blocks.flatMap((b) => b.runs.map((r) => (r.stage ? `(${r.text})` : r.text))).join(' ');
      console.log(`  ${s.case.name}/${s.case.layout} [${m.why}] ${m.speaker} → ${m.got}: ${text.slice(0, 90)}`);
      if (m.line) console.log(`      line: ${m.line.slice(0, 110)}`);
    }
    if (s.misses.length > 30) console.log(`  … ${s.misses.length - 30} more in ${s.case.name}/${s.case.layout}`);
    for (const l of s.voicedLabels.slice(0, 10)) console.log(`  ${s.case.name}/${s.case.layout} [label voiced] ${l.slice(0, 110)}`);
    for (const l of s.voicedDirections.slice(0, 10)) console.log(`  ${s.case.name}/${s.case.layout} [direction in a voice] ${l.slice(0, 110)}`);
    for (const l of s.voicedRemarks.slice(0, 10)) console.log(`  ${s.case.name}/${s.case.layout} [remark in a voice] ${l.slice(0, 110)}`);
  }
}
