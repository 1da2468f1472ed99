// Pause after the line in ms; empty means the usual one (sent as -1).
import { useState } from 'react';
import { useT } from '../../stores/settings.ts';

export function PauseInput({ value, onCommit }: { value: number | null; onCommit: (ms: number) => void }) {
  const t = useT();
  const [text, setText] = useState(value === null ? '' : String(value));
  const commit = () => {
    const trimmed = text.trim();
    const ms = trimmed === '' ? -1 : Math.round(Number(trimmed));
    if (!Number.isFinite(ms) || ms < -1 || ms > 60_000) {
      setText(value === null ? '' : String(value));
      return;
    }
    if (ms !== (value ?? -1)) onCommit(ms);
  };
  return (
    <label className="inline">
      {t('inspector.pause')}
      <input className="narrow" type="number" min={0} max={60000} step={50} placeholder={t('inspector.pauseUsual')} value={text}
        onChange={(e) => setText(e.target.value)} onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }} />
    </label>
  );
}
