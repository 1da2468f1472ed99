// Pause after the line in ms; empty means the usual one (sent as -1). A value out of range stays
// in the field with a word on what is allowed, instead of vanishing without a trace.
import { useState } from 'react';
import { useT } from '../../stores/settings.ts';
import { fmtNumber } from '../../components/format.ts';
import { MAX_PAUSE_MS } from '../../../../server/contract/limits.ts';


export function PauseInput({ value, onCommit }: { value: number | null; onCommit: (ms: number) => void }) {
  const t = useT();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [bad, setBad] = useState(false);
  const commit = () => {
    const trimmed = text.trim();
    const ms = trimmed === '' ? -1 : Math.round(Number(trimmed));
    if (!Number.isFinite(ms) || ms < -1 || ms > MAX_PAUSE_MS) {
      setBad(true);
      return;
    }
    setBad(false);
    if (ms !== (value ?? -1)) onCommit(ms);
  };
  return (
    <>
      <label className="inline">
        {t('inspector.pause')}
        <input className="narrow" type="number" min={0} max={MAX_PAUSE_MS} step={50} placeholder={t('inspector.pauseUsual')} value={text}
          aria-invalid={bad || undefined}
          onChange={(e) => { setText(e.target.value); setBad(false); }} onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }} />
      </label>
      {bad ? <div className="error-text small" role="alert">{t('inspector.pauseRange', { max: fmtNumber(MAX_PAUSE_MS) })}</div> : null}
    </>
  );
}
