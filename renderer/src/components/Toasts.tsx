import { useToasts } from '../stores/toasts.ts';

export function Toasts() {
  const items = useToasts((s) => s.items);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div className="toasts" aria-live="polite">
      {items.map((x) => (
        <div key={x.id} className={`toast ${x.kind}`} role={x.kind === 'error' ? 'alert' : 'status'} onClick={() => dismiss(x.id)}>
          {x.text}
          {x.action ? (
            <button type="button" className="link toast-action" onClick={(e) => {
              e.stopPropagation();
              dismiss(x.id);
              x.action!.run();
            }}>{x.action.label}</button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
