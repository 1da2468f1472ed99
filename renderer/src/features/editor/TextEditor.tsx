// Edit a line's text (PUT /segments/{id}/text): only this piece is voiced again; speaker, emotion,
// take and stress marks on unchanged words stay. Ctrl+Enter saves, Escape gives up.
import { useState } from 'react';
import { useLineEdits } from './edits.ts';
import { useT } from '../../stores/settings.ts';

export function TextEditor({ segmentId, text }: { segmentId: string; text: string }) {
  const t = useT();
  const [draft, setDraft] = useState(text);
  const [busy, setBusy] = useState(false);
  const { putText } = useLineEdits();
  const dirty = draft !== text;
  const empty = draft.trim() === '';
  const save = async () => {
    if (!dirty || empty) return;
    setBusy(true);
    await putText(segmentId, draft);
    setBusy(false);
  };
  return (
    <div className="field">
      <label htmlFor="line-text">{t('inspector.text')}</label>
      <textarea id="line-text" data-testid="line-text-input" rows={4} value={draft} onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void save();
          if (e.key === 'Escape') {
            setDraft(text);
            (e.target as HTMLTextAreaElement).blur();
          }
          e.stopPropagation();
        }} />
      {empty ? <div className="error-text small">{t('inspector.textEmpty')}</div> : null}
      {dirty ? (
        <div className="row gap end">
          <button type="button" onClick={() => setDraft(text)}>{t('common.cancel')}</button>
          <button type="button" className="primary" disabled={busy || empty} onClick={() => void save()}>{t('inspector.saveText')}</button>
        </div>
      ) : null}
    </div>
  );
}
