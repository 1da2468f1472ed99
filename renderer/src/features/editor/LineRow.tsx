// One line of the chapter: its speaker's colour, the text with stress marks (undecided stresses
// underlined), what was changed by hand, and the reason when the speaker is uncertain. A play's
// stage text is tagged as such, and looks like a line not voiced when the book skips it.
import { memo } from 'react';
import type { Segment } from '../../api/types.ts';
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';
import { speakerTint } from '../../components/colors.ts';
import { emotionLabel, INTONATION_KEYS, kindLabel, TEMPO_KEYS, VOLUME_KEYS } from '../../components/labels.ts';
import { LineText } from './LineText.tsx';
import { STAGE_LINE_KEYS } from './stage.ts';

export interface Speaker {
  name: string;
  color: string;
}

interface Props {
  segment: Segment;
  no: number;
  speaker: Speaker | undefined;
  paragraphStart: boolean;
  selected: boolean;
  /** One of several selected lines (a run chosen with Shift). */
  inRange: boolean;
  /** Voiced in the same piece as the selected line. */
  inPiece: boolean;
  /** Its piece in the recording no longer matches the text and settings. */
  changed: boolean;
  /** Stage text the book's settings skip: not voiced, though its own `skip_audio` is off. */
  stageSkip: boolean;
  /** `extend`: Shift was held — select the run up to this line. */
  onSelect: (id: string, extend: boolean) => void;
  onPlay: (id: string) => void;
}

export const LineRow = memo(function LineRow({ segment: s, no, speaker, paragraphStart, selected, inRange, inPiece, changed, stageSkip, onSelect, onPlay }: Props) {
  const t = useT();
  const playing = usePlayer((p) => p.playing === s.id);
  const color = speaker?.color ?? 'hsl(0 0% 60%)';
  const d = s.delivery;
  const classes = ['line', paragraphStart ? 'para-start' : '', selected ? 'selected' : '', inRange ? 'in-range' : '', inPiece ? 'in-piece' : '', s.review ? 'review' : '',
    s.skip_audio || stageSkip ? 'skipped' : '', s.kind].filter(Boolean).join(' ');

  return (
    <div className={classes} role="option" aria-selected={selected || inRange} data-testid="line" data-id={s.id}
      style={{ borderLeftColor: color, background: selected || inRange ? speakerTint(color, 0.14) : undefined }}
      onMouseDown={(e) => {
        // Shift+click selects lines, not the text between them.
        if (e.shiftKey) e.preventDefault();
      }}
      onClick={(e) => onSelect(s.id, e.shiftKey)}>
      <div className="line-meta">
        <span className="line-no">{no}</span>
        <span className="speaker" style={{ color }}>{speaker?.name ?? '?'}</span>
        {s.stage ? <span className="tag stage" data-stage={s.stage}>{t(STAGE_LINE_KEYS[s.stage])}</span>
          : s.kind !== 'speech' ? <span className="tag">{kindLabel(s.kind)}</span> : null}
        {s.emotion ? <span className="tag">{emotionLabel(s.emotion)}</span> : null}
        {d.intonation ? <span className="tag">{t(INTONATION_KEYS[d.intonation]!)}</span> : null}
        {d.tempo ? <span className="tag">{t(TEMPO_KEYS[d.tempo]!)}</span> : null}
        {d.volume ? <span className="tag">{t(VOLUME_KEYS[d.volume]!)}</span> : null}
        {s.pause_ms !== null ? <span className="tag">{t('line.pause', { ms: s.pause_ms })}</span> : null}
        {d.takes ? <span className="tag take">{t('line.take', { take: (d.take ?? 0) + 1, n: d.takes })}</span> : null}
        {s.skip_audio ? <span className="tag warn">{t('line.skipped')}</span>
          : stageSkip ? <span className="tag warn" title={t('line.stageSkippedHint')}>{t('line.stageSkipped')}</span> : null}
        {changed ? <span className="tag changed" title={t('line.changedHint')}>{t('line.changed')}</span> : null}
        <span className="spacer" />
        <button type="button" className="icon play small" aria-label={t('line.play')} title={t('line.play')} disabled={s.skip_audio || stageSkip}
          onClick={(e) => {
            e.stopPropagation();
            onPlay(s.id);
          }}>
          {playing ? '■' : '▶'}
        </button>
      </div>
      <LineText text={s.stressed ?? s.text} review={s.stress_review} />
      {s.review ? <div className="issue">⚠ {s.issue || t('line.reviewDefault')}</div> : null}
    </div>
  );
});
