// Short messages in the corner: what was saved, what failed and why (the server's detail).
import { create } from 'zustand';

/** A button in the toast: undo what was just done, say. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: 'info' | 'error';
  text: string;
  action?: ToastAction;
}

interface ToastState {
  items: Toast[];
  push(kind: Toast['kind'], text: string, action?: ToastAction): void;
  dismiss(id: number): void;
}

let next = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  items: [],
  push: (kind, text, action) => {
    const id = next++;
    set({ items: [...get().items.slice(-4), { id, kind, text, action }] });
    // A toast with a button stays long enough to reach it.
    setTimeout(() => get().dismiss(id), kind === 'error' || action ? 9000 : 3500);
  },
  dismiss: (id) => set({ items: get().items.filter((x) => x.id !== id) }),
}));

export const toast = (text: string, action?: ToastAction): void => useToasts.getState().push('info', text, action);
export const toastError = (text: string): void => useToasts.getState().push('error', text);
