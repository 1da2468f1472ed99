import { DEV_NOVELS, loadNovel } from '../../test/fixtures/attribution/pdnc/corpus.ts';
import { reprintNovel, type EnLayout } from '../../test/fixtures/attribution/pdnc/layouts.ts';
import { scoreLoadedNovel } from '../../test/fixtures/attribution/pdnc/score.ts';
const layout = process.argv[2] as EnLayout;
const only = process.argv[3]?.split(',');
const counts: Record<string, number> = {};
for (const name of DEV_NOVELS.filter((n) => !only || only.includes(n))) {
  const novel = loadNovel(name);
  const a = await scoreLoadedNovel(novel);
  const printed = reprintNovel(novel, layout);
  const b = await scoreLoadedNovel(printed);
  const flat = (t: string, x: number, y: number) => t.slice(x, y).replace(/\s+/g, ' ');
  let lost = 0, gained = 0;
  b.outcomes.forEach((o, i) => {
    const s = a.outcomes[i];
    if (s.correct && !o.correct) lost++;
    if (!s.correct && o.correct) gained++;
    if (!(s.correct && s.found) || (o.correct && o.found)) return;
    const q = printed.quotes[i];
    console.log(`${o.found ? (o.speech ? 'WRONG' : '?') : o.speech ? 'PART ' : 'NOSP '} ${name} ${o.id} [${o.type[0]}] want ${o.gold}, got ${o.predicted || '—'} ${o.issue.slice(0, 60)}`);
    console.log(`      …${flat(printed.text, q.spans[0][0] - 150, q.spans[0][0])}[[${flat(printed.text, q.spans[0][0], Math.min(q.spans[q.spans.length - 1][1], q.spans[0][0] + 150))}]]${flat(printed.text, q.spans[q.spans.length - 1][1], q.spans[q.spans.length - 1][1] + 80)}`);
  });
  counts[name] = gained - lost;
}
console.log(JSON.stringify(counts));
