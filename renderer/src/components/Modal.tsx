import { useEffect, type ReactNode } from 'react';

/** A dialog over the page; Escape or the backdrop closes it. */
export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // Only a single click on the backdrop closes it: the second click of the double click that
    // opened the dialog lands here (detail 2) and must not close it at once.
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && e.detail < 2 && onClose()}>
      <div className={`modal ${wide ? 'wide' : ''}`} role="dialog" aria-modal="true" aria-label={title}>
        <div className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="icon" aria-label="×" onClick={onClose}>×</button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
