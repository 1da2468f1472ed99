// Stress marks: click a vowel to put the stress there or remove it (shown as U+0301, saved as
// PATCH `stressed`). Words whose stress the program could not decide are listed with the reason.
import type { Segment } from '../../api/types.ts';
import { useLineEdits } from './edits.ts';
import { useT } from '../../stores/settings.ts';
import { ACUTE, stressChars, stressedForPatch, toggleStress, type StressChar } from './stress.ts';

/** Characters cut at spaces, so a word (with its punctuation) never breaks across lines. */
function groups(chars: StressChar[]): StressChar[][] {
  const out: StressChar[][] = [];
  for (const c of chars) {
    const last = out[out.length - 1];
    if (!last || c.ch === ' ' || last[0]!.ch === ' ') out.push([c]);
    else last.push(c);
  }
  return out;
}

export function StressEditor({ segment }: { segment: Segment }) {
  const t = useT();
  const current = segment.stressed ?? segment.text;
  const chars = stressChars(current);
  const { patch } = useLineEdits();
  const click = (at: number) => void patch(segment.id, { stressed: stressedForPatch(toggleStress(current, at)) });
  return (
    <div className="field">
      <div className="label-row">
        <span>{t('inspector.stress')}</span>
        {segment.stressed ? (
          <button type="button" className="link small" onClick={() => void patch(segment.id, { stressed: '' })}>
            {t('inspector.stressClear')}
          </button>
        ) : null}
      </div>
      <div className="stress-editor" data-testid="stress-editor">
        {groups(chars).map((word) => (word[0]!.ch === ' ' ? ' ' : (
          <span key={word[0]!.at} className="word">
            {word.map((c) => (c.vowel ? (
              <button key={c.at} type="button" className={`vowel ${c.stressed ? 'on' : ''}`} aria-pressed={c.stressed}
                title={t('inspector.stressHint')} onClick={() => click(c.at)}>
                {c.ch}{c.stressed ? ACUTE : ''}
              </button>
            ) : <span key={c.at}>{c.ch}</span>))}
          </span>
        )))}
      </div>
      {segment.stress_review.length ? (
        <ul className="stress-review-list">
          {segment.stress_review.map((r, i) => <li key={i}><mark className="stress-review">{r.word}</mark> — {r.reason}</li>)}
        </ul>
      ) : <div className="muted small">{t('inspector.stressHelp')}</div>}
    </div>
  );
}
