// Several lines selected in a row (Shift): one speaker, and if wished one kind, for all of them in
// one request (POST /chapters/{id}/segments/speaker).
import { useState } from 'react';
import { LINE_KINDS, type LineKind } from '../../../../server/contract/enums.ts';
import type { BookCharacter } from '../../api/types.ts';
import { useEditor } from '../../stores/editor.ts';
import { useT } from '../../stores/settings.ts';
import { kindLabel } from '../../components/labels.ts';
import { useLineEdits } from './edits.ts';

export function RangeInspector({ ids, characters }: { ids: string[]; characters: BookCharacter[] }) {
  const t = useT();
  const [speaker, setSpeaker] = useState('');
  const [kind, setKind] = useState<LineKind | ''>('');
  const { speaker: setAll } = useLineEdits();
  const apply = () => {
    if (!speaker) return;
    void setAll({ segment_ids: ids, character_id: speaker, follow: true, ...(kind ? { kind } : {}) });
  };
  return (
    <div className="inspector" data-testid="range-inspector">
      <div className="notice">{t('inspector.range', { n: ids.length })}</div>
      <div className="field">
        <label htmlFor="range-speaker">{t('inspector.rangeSpeaker')}</label>
        <select id="range-speaker" data-testid="range-speaker" value={speaker} onChange={(e) => setSpeaker(e.target.value)}>
          <option value="" disabled>{t('inspector.whoSays')}</option>
          {characters.map((c, i) => <option key={c.id} value={c.id}>{i < 9 ? `${i + 1} · ` : ''}{c.name}{c.is_narrator ? ` (${t('cast.narrator')})` : ''}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="range-kind">{t('inspector.rangeKind')}</label>
        <select id="range-kind" data-testid="range-kind" value={kind} onChange={(e) => setKind(e.target.value as LineKind | '')}>
          <option value="">{t('inspector.rangeKeep')}</option>
          {LINE_KINDS.map((k) => <option key={k} value={k}>{kindLabel(k)}</option>)}
        </select>
      </div>
      <div className="row gap">
        <button type="button" className="primary" disabled={!speaker} onClick={apply}>{t('common.save')}</button>
        <button type="button" onClick={() => useEditor.getState().clearRange()}>{t('inspector.rangeClear')}</button>
      </div>
      <p className="muted small">{t('inspector.rangeHint')}</p>
    </div>
  );
}
