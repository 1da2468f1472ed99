// The selected line's settings: speaker (this line or its whole run; the untagged turns counted from
// it follow: `follow`), kind, emotion, delivery, pause, skip; its text, stress marks and takes. Several lines selected: RangeInspector.
import { useState } from 'react';
import type { BookDetail, ChapterView, Emotion } from '../../api/types.ts';
import { EMOTIONS, INTONATIONS, TEMPOS, VOLUMES } from '../../../../server/contract/enums.ts';
import { indexOf, rangeOf, useEditor } from '../../stores/editor.ts';
import { useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { emotionLabel, INTONATION_KEYS, TEMPO_KEYS, VOLUME_KEYS } from '../../components/labels.ts';
import { PauseInput } from './PauseInput.tsx';
import { stageSkipped } from './stage.ts';
import { StressEditor } from './StressEditor.tsx';
import { TakeSwitcher } from './TakeSwitcher.tsx';
import { TextEditor } from './TextEditor.tsx';
import { sortCast } from '../../components/cast.ts';
import { useLineEdits } from './edits.ts';
import { KindField } from './KindField.tsx';
import { RangeInspector } from './RangeInspector.tsx';

export function LineInspector({ view, book }: { view: ChapterView; book: BookDetail | undefined }) {
  const t = useT();
  const selectedId = useEditor((s) => s.selectedId);
  const anchorId = useEditor((s) => s.anchorId);
  const i = selectedId ? indexOf(view).pos.get(selectedId) : undefined;
  const segment = i === undefined ? undefined : view.segments[i];
  const [wholeRun, setWholeRun] = useState(false);
  const { patch } = useLineEdits();
  if (!segment) return <Empty title={t('inspector.none')} />;
  const id = segment.id;
  const d = segment.delivery;
  const characters = sortCast(book?.characters ?? []);
  const range = anchorId ? rangeOf(view, anchorId, selectedId) : [];
  if (range.length > 1) return <RangeInspector key={range.join()} ids={range} characters={characters} />;

  return (
    <div className="inspector" data-testid="inspector">
      {segment.review ? <div className="notice">⚠ {segment.issue || t('line.reviewDefault')}</div> : null}
      <div className="field">
        <label htmlFor="speaker">{t('inspector.speaker')}</label>
        <select id="speaker" data-testid="speaker-select" value={segment.character_id}
          onChange={(e) => void patch(id, { character_id: e.target.value, follow: true, ...(wholeRun ? { whole_run: true } : {}) })}>
          {characters.map((c, i) => <option key={c.id} value={c.id}>{i < 9 ? `${i + 1} · ` : ''}{c.name}{c.is_narrator ? ` (${t('cast.narrator')})` : ''}</option>)}
          {characters.some((c) => c.id === segment.character_id) ? null : <option value={segment.character_id}>…</option>}
        </select>
        <label className="check-label small">
          <input type="checkbox" checked={wholeRun} onChange={(e) => setWholeRun(e.target.checked)} />
          {t('inspector.wholeRun')}
        </label>
      </div>
      <KindField key={id} segment={segment} characters={characters} patch={(body) => void patch(id, body)} />
      <div className="field">
        <label htmlFor="emotion">{t('inspector.emotion')}</label>
        <select id="emotion" value={segment.emotion ?? ''} onChange={(e) => void patch(id, { emotion: e.target.value as Emotion | '' })}>
          <option value="">{t('inspector.emotionOwn')}</option>
          {EMOTIONS.map((em) => <option key={em} value={em}>{emotionLabel(em)}</option>)}
        </select>
      </div>
      <div className="field three">
        <label>
          {t('inspector.intonation')}
          <select value={d.intonation ?? ''} onChange={(e) => void patch(id, { delivery: { intonation: (e.target.value || null) as 'question' | null } })}>
            <option value="">—</option>
            {INTONATIONS.map((x) => <option key={x} value={x}>{t(INTONATION_KEYS[x]!)}</option>)}
          </select>
        </label>
        <label>
          {t('inspector.tempo')}
          <select value={d.tempo ?? ''} onChange={(e) => void patch(id, { delivery: { tempo: (e.target.value || null) as 'slow' | null } })}>
            <option value="">—</option>
            {TEMPOS.map((x) => <option key={x} value={x}>{t(TEMPO_KEYS[x]!)}</option>)}
          </select>
        </label>
        <label>
          {t('inspector.volume')}
          <select value={d.volume ?? ''} onChange={(e) => void patch(id, { delivery: { volume: (e.target.value || null) as 'soft' | null } })}>
            <option value="">—</option>
            {VOLUMES.map((x) => <option key={x} value={x}>{t(VOLUME_KEYS[x]!)}</option>)}
          </select>
        </label>
      </div>
      <div className="row gap wrap">
        <PauseInput key={`${id}:${segment.pause_ms}`} value={segment.pause_ms} onCommit={(ms) => void patch(id, { pause_ms: ms })} />
        <label className="check-label">
          <input type="checkbox" checked={segment.skip_audio} onChange={(e) => void patch(id, { skip_audio: e.target.checked })} />
          {t('inspector.skip')}
        </label>
      </div>
      {stageSkipped(segment, book) ? <p className="muted small">{t('line.stageSkipped')}: {t('line.stageSkippedHint')}</p> : null}
      <TextEditor key={`text:${id}:${segment.text}`} segmentId={id} text={segment.text} />
      <StressEditor segment={segment} />
      <TakeSwitcher segment={segment} />
    </div>
  );
}
