// Who speaks through a chapter, as a strip of coloured runs (uncertain runs hatched).
import type { BookCharacter, ChapterSummary } from '../../api/types.ts';
import { speakerColor } from '../../components/colors.ts';

export function RunsStrip({ runs, characters }: { runs: ChapterSummary['runs']; characters: BookCharacter[] }) {
  const total = runs.reduce((a, r) => a + r[1], 0);
  if (!total) return null;
  const byId = new Map(characters.map((c) => [c.id, c]));
  return (
    <div className="runs" aria-hidden="true">
      {runs.map(([id, n, review], i) => {
        const ch = byId.get(id);
        return (
          <span key={i} className={`run ${review ? 'review' : ''}`} title={ch?.name}
            style={{ flexGrow: n, background: speakerColor(ch?.position ?? 0, ch?.is_narrator ?? false) }} />
        );
      })}
    </div>
  );
}
