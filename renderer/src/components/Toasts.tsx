import { useToasts } from '../stores/toasts.ts';

export function Toasts() {
  const items = useToasts((s) => s.items);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div className="toasts" aria-live="polite">
      {items.map((x) => (
        <div key={x.id} className={`toast ${x.kind}`} role={x.kind === 'error' ? 'alert' : 'status'} onClick={() => dismiss(x.id)}>
          {x.text}
        </div>
      ))}
    </div>
  );
}
