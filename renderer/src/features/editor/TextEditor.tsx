// Edit a line's text (PUT /segments/{id}/text): only this piece is voiced again; speaker, emotion,
// take and stress marks on unchanged words stay. Ctrl+Enter saves, Escape or Cancel gives up, and
// an edit still open when the author moves to another line (or leaves the chapter) is saved, not
// dropped: typing is work, and only Escape or Cancel say to throw it away. Text that cannot be
// saved (empty, too long) is kept as the line's draft and comes back when the line is opened again.
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../stores/toasts.ts';
import { useLineEdits } from './edits.ts';
import { useT } from '../../stores/settings.ts';
import { fmtNumber } from '../../components/format.ts';
import { draftOf, dropDraft, keepDraft } from './text-drafts.ts';
import { MAX_LINE_CHARS } from '../../../../server/contract/limits.ts';


export function TextEditor({ segmentId, text }: { segmentId: string; text: string }) {
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(segmentId) ?? text);
  const [busy, setBusy] = useState(false);
  const { putText } = useLineEdits();
  const dirty = draft !== text;
  const empty = draft.trim() === '';
  // Saved, it could not be voiced (there is no splitting a line): said while typing, not after.
  const tooLong = draft.length > MAX_LINE_CHARS;
  // What the unmount (another line selected, the chapter left) does with text typed but not saved:
  // kept current on every render, run once when the editor goes.
  const onLeave = useRef<() => void>(() => undefined);
  // The text a save already sent (the editor goes when the line's text changes: not sent twice).
  const sent = useRef<string | null>(null);
  onLeave.current = () => {
    dropDraft(segmentId);
    if (!dirty || draft === sent.current) return;
    if (empty || tooLong) {
      keepDraft(segmentId, draft);
      toast(t('inspector.textKeptOnLeave'));
      return;
    }
    void putText(segmentId, draft).then((ok) => ok && toast(t('inspector.textSavedOnLeave')));
  };
  const cancel = () => {
    dropDraft(segmentId);
    setDraft(text);
  };
  useEffect(() => () => onLeave.current(), []);
  const save = async () => {
    if (!dirty || empty || tooLong) return;
    sent.current = draft;
    setBusy(true);
    if (!(await putText(segmentId, draft))) sent.current = null;
    setBusy(false);
  };
  return (
    <div className="field">
      <label htmlFor="line-text">{t('inspector.text')}</label>
      <textarea id="line-text" data-testid="line-text-input" rows={4} value={draft} onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void save();
          if (e.key === 'Escape') {
            cancel();
            (e.target as HTMLTextAreaElement).blur();
          }
          e.stopPropagation();
        }} />
      {empty ? <div className="error-text small">{t('inspector.textEmpty')}</div> : null}
      {tooLong ? <div className="error-text small" role="alert">{t('inspector.textTooLong', { n: fmtNumber(draft.length, 0), max: fmtNumber(MAX_LINE_CHARS, 0) })}</div> : null}
      {dirty ? (
        <div className="row gap end">
          <button type="button" onClick={cancel}>{t('common.cancel')}</button>
          <button type="button" className="primary" disabled={busy || empty || tooLong} onClick={() => void save()}>{t('inspector.saveText')}</button>
        </div>
      ) : null}
    </div>
  );
}
