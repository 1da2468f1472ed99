export function ProgressBar({ value, label, tone }: { value: number; label?: string; tone?: 'ok' | 'warn' | 'bad' }) {
  const pct = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className={`progress ${tone ?? ''}`} role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <div className="progress-fill" style={{ width: `${pct}%` }} />
      {label ? <span className="progress-label">{label}</span> : null}
    </div>
  );
}
